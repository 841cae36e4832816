extension Array where Element: AnyObject {
  /// Removes every occurrence of `object` (the same instance, compared with `===`).
  ///
  /// A loop rather than `removeAll(where:)`: views and controllers are isolated to the main
  /// actor, and Swift checks the isolation of a main-actor closure passed to the standard
  /// library each time it is called, a cost per element on every scene change.
  mutating func removeIdentical(to object: Element) {
    var index = endIndex
    while index > startIndex {
      index -= 1
      if self[index] === object { remove(at: index) }
    }
  }

  /// The first index of `object` (the same instance, compared with `===`), or `nil`; a
  /// loop, for the reason ``removeIdentical(to:)`` gives.
  func firstIndexIdentical(to object: Element) -> Int? {
    for index in indices where self[index] === object { return index }
    return nil
  }

  /// Whether the array holds `object` (the same instance, compared with `===`); a loop, for
  /// the reason ``removeIdentical(to:)`` gives.
  func containsIdentical(_ object: Element) -> Bool {
    firstIndexIdentical(to: object) != nil
  }
}
