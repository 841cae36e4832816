extension GraphemeBuffer {
  /// An edit cut to a length limit, and the graphemes of its input left out.
  ///
  /// Whether any of the input fits is a property rather than the struct being optional: an
  /// optional of a struct this large (or of a tuple) is copied through the runtime's generic
  /// value witnesses, its metadata looked up first, a cost on every key.
  struct FittedEdit {
    /// The edit; one to leave undone when ``fits`` is `false`.
    var edit: Edit
    /// The graphemes of the input left out: all of them when ``fits`` is `false`.
    var dropped: Int
    /// Whether the edit keeps the text within the limit: `false` only when even putting in
    /// none of the input would not (segmenting the text again around the edit can add
    /// graphemes).
    var fits: Bool
  }

  /// The edit of `range` with as much of `replacement` as `maximumLength` leaves room for,
  /// and the graphemes of `replacement` left out; one that does not fit when none of it does.
  ///
  /// - Parameters:
  ///   - range: The graphemes to replace, within `0..<count`.
  ///   - replacement: The text to put in their place, already sanitized.
  ///   - maximumLength: The most graphemes the text may hold, or `nil` for no limit; a
  ///     negative limit holds nothing, as 0 does.
  /// - Complexity: O(m + k) in the length of `replacement` and the graphemes re-segmented;
  ///   a replacement longer than the room left is cut before it is segmented.
  func fitted(_ range: Range<Int>, _ replacement: Substring, maximumLength: Int?) -> FittedEdit {
    guard let length = maximumLength else {
      return FittedEdit(edit: edit(replacing: range, with: replacement), dropped: 0, fits: true)
    }
    let maximumLength = max(length, 0)
    let room = max(maximumLength - count + range.count, 0)
    // A short replacement is tried whole: a combining mark joins its letter without adding
    // a grapheme. A long one is cut to the room left before it is segmented.
    var kept = replacement.utf8.count <= 64 ? replacement : replacement.prefix(room)
    var edit = edit(replacing: range, with: kept)
    while excess(of: edit, over: maximumLength) > 0 {
      guard !kept.isEmpty else {
        return FittedEdit(edit: edit, dropped: replacement.count, fits: false)
      }
      let excess = excess(of: edit, over: maximumLength)
      kept = kept.prefix(max(kept.count - excess, 0))
      edit = self.edit(replacing: range, with: kept)
    }
    let dropped = kept.endIndex == replacement.endIndex ? 0 : replacement[kept.endIndex...].count
    return FittedEdit(edit: edit, dropped: dropped, fits: true)
  }

  /// Whether `edit` puts in graphemes other than the ones it replaces.
  func changes(_ edit: Edit) -> Bool {
    edit.count != edit.range.count || !edit.text.elementsEqual(edit.range.lazy.map { self[$0] })
  }

  /// The whole text as it would be after `edit`.
  ///
  /// - Complexity: O(n) in the length of the text.
  func string(applying edit: Edit) -> String {
    string(in: 0..<edit.range.lowerBound) + edit.text
      + string(in: edit.range.upperBound..<count)
  }

  /// A buffer holding the first `maximumLength` graphemes of `text` (all of them for `nil`,
  /// none for a negative limit), and the text it holds.
  ///
  /// - Complexity: O(n) in the length of `text`.
  static func limited(_ text: String, maximumLength: Int?) -> (buffer: Self, text: String) {
    guard let maximumLength else { return (GraphemeBuffer(text), text) }
    let kept = text.prefix(max(maximumLength, 0))
    let stored = kept.endIndex == text.endIndex ? text : String(kept)
    return (GraphemeBuffer(stored), stored)
  }

  /// How many graphemes the text would hold past `maximumLength` after `edit`.
  private func excess(of edit: Edit, over maximumLength: Int) -> Int {
    count - edit.range.count + edit.count - maximumLength
  }
}
