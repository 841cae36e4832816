import TerminalCore

/// The graphemes of a text field in a gap buffer: an edit costs what it inserts and removes,
/// plus the distance from the previous edit, never the length of the whole text.
///
/// Each grapheme is kept with the columns it takes on screen, measured once when it is put
/// in, so that scrolling to the cursor and drawing measure nothing.
///
/// The graphemes live in one array with a gap at the place of the last edit. Reading a
/// grapheme by position is O(1). An edit first moves the gap to where it happens, which
/// moves the graphemes in between; edits one after another at the same place (typing,
/// Backspace) therefore cost O(1) each, amortized.
///
/// ```swift
/// var buffer = GraphemeBuffer("héllo")
/// buffer.replaceSubrange(1..<2, with: "e", count: 1)
/// buffer.string(in: 0..<buffer.count)  // "hello"
/// ```
struct GraphemeBuffer {
  /// A grapheme, the columns it takes on screen (its placeholder's, for a control
  /// character), and its byte when it is printable ASCII (0 otherwise): 24 bytes, as a
  /// grapheme and a column count alone would take.
  private struct Slot {
    var grapheme: Character
    var columns: UInt8
    var printableASCIIByte: UInt8

    init(_ grapheme: Character) {
      self.grapheme = grapheme
      if let byte = grapheme.printableASCIIByte {
        columns = 1
        printableASCIIByte = byte
      } else {
        columns = UInt8(clamping: TextSanitizer.displayable(grapheme).displayWidth)
        printableASCIIByte = 0
      }
    }

    init(printableASCII character: Character, byte: UInt8) {
      grapheme = character
      columns = 1
      printableASCIIByte = byte
    }
  }

  /// What fills the gap; never read.
  private static let filler = Slot(printableASCII: " ", byte: 0x20)

  /// The graphemes before the gap, the gap, then the graphemes after it.
  private var storage: ContiguousArray<Slot>
  private var gapStart: Int
  private var gapEnd: Int

  /// A buffer holding the graphemes of `text`, the gap at its end.
  ///
  /// - Complexity: O(n) in the length of `text`.
  init(_ text: some StringProtocol = "") {
    storage = ContiguousArray(text.lazy.map(Slot.init))
    gapStart = storage.count
    gapEnd = storage.count
  }

  /// The number of graphemes.
  var count: Int { storage.count - gapLength }

  /// The grapheme at `index`, which must be in `0..<count`.
  subscript(index: Int) -> Character {
    storage[storageIndex(index)].grapheme
  }

  /// The columns the grapheme at `index` takes on screen (its placeholder's, for a control
  /// character); `index` must be in `0..<count`.
  func columns(at index: Int) -> Int {
    Int(storage[storageIndex(index)].columns)
  }

  /// The byte of the grapheme at `index` when it is printable ASCII, `nil` otherwise;
  /// `index` must be in `0..<count`.
  func printableASCIIByte(at index: Int) -> UInt8? {
    let byte = storage[storageIndex(index)].printableASCIIByte
    return byte == 0 ? nil : byte
  }

  /// Writes into `bytes` from its start the bytes of the printable ASCII graphemes from
  /// `index` on, at most `limit` of them, up to the first grapheme that is not; returns how
  /// many. `bytes` is replaced by one `limit` long when it is shorter than the run could be,
  /// so that a caller that keeps it between calls allocates only when its runs grow longer.
  ///
  /// Text drawn a run at a time takes one call to the canvas for each run, not one for each
  /// grapheme: most of a field's text is such a run.
  ///
  /// - Complexity: O(k) in the graphemes of the run.
  func printableASCIIRun(from index: Int, limit: Int, into bytes: inout [UInt8]) -> Int {
    let end = index + min(max(limit, 0), count - index)
    if bytes.count < end - index { bytes = Array(repeating: 0, count: limit) }
    return storage.withUnsafeBufferPointer { slots in
      bytes.withUnsafeMutableBufferPointer { bytes in
        var length = 0
        for index in index..<end {
          let byte = slots[storageIndex(index)].printableASCIIByte
          guard byte != 0 else { break }
          bytes[length] = byte
          length += 1
        }
        return length
      }
    }
  }

  /// The graphemes in `range` joined into a string.
  ///
  /// - Complexity: O(k) in the graphemes of `range`.
  func string(in range: Range<Int>) -> String {
    var result = ""
    for index in range { result.append(self[index]) }
    return result
  }

  /// Replaces the graphemes in `range` with the `count` graphemes of `text`, taken as they
  /// are (the caller has segmented them in context).
  ///
  /// - Complexity: O(k + m + d): the graphemes removed, the graphemes inserted, and the
  ///   distance from the previous edit; amortized over growth of the storage.
  mutating func replaceSubrange(_ range: Range<Int>, with text: Substring, count: Int) {
    moveGap(to: range.lowerBound)
    for index in gapEnd..<gapEnd + range.count { storage[index] = Self.filler }
    gapEnd += range.count
    reserveGap(count)
    for grapheme in text {
      storage[gapStart] = Slot(grapheme)
      gapStart += 1
    }
  }

  /// Puts `character`, printable ASCII (`byte`), in at `index` as a grapheme of one column;
  /// the place must be ``isBetweenPrintableASCII(_:)``, where no grapheme rule joins it to a
  /// neighbour.
  ///
  /// - Complexity: O(d), the distance from the previous edit; amortized over growth of the
  ///   storage.
  mutating func insertPrintableASCII(_ character: Character, byte: UInt8, at index: Int) {
    moveGap(to: index)
    reserveGap(1)
    storage[gapStart] = Slot(printableASCII: character, byte: byte)
    gapStart += 1
  }

  // MARK: - Private helpers

  private var gapLength: Int { gapEnd - gapStart }

  /// Where grapheme `index` is kept in ``storage``: before the gap or after it.
  private func storageIndex(_ index: Int) -> Int {
    index < gapStart ? index : index + gapLength
  }

  /// Moves the gap so that it starts at `index`, moving the graphemes in between across it.
  private mutating func moveGap(to index: Int) {
    let length = gapLength
    if index < gapStart {
      for source in stride(from: gapStart - 1, through: index, by: -1) {
        storage.swapAt(source, source + length)
      }
    } else if index > gapStart {
      for source in gapEnd..<index + length {
        storage.swapAt(source, source - length)
      }
    }
    gapStart = index
    gapEnd = index + length
  }

  /// Widens the gap to at least `length` graphemes, growing the storage geometrically.
  private mutating func reserveGap(_ length: Int) {
    guard gapLength < length else { return }
    let newGap = max(length, count / 2, 16)
    var grown = ContiguousArray<Slot>()
    grown.reserveCapacity(count + newGap)
    grown.append(contentsOf: storage[..<gapStart])
    grown.append(contentsOf: repeatElement(Self.filler, count: newGap))
    grown.append(contentsOf: storage[gapEnd...])
    gapEnd = gapStart + newGap
    storage = grown
  }
}
