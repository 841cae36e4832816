/// The entries of ``InputEvents`` for a run of printable ASCII bytes, one key without
/// modifiers per byte, made as they are read.
///
/// The decoder appends a whole run at once; being a random-access collection of plain
/// data, the run is copied into the batch in one tight loop.
///
/// ```swift
/// let bytes: [UInt8] = Array("hi".utf8)
/// var events = InputEvents()
/// bytes.withUnsafeBufferPointer { events.appendPrintable($0[...]) }
/// // events == [.key(KeyEvent(.character("h"))), .key(KeyEvent(.character("i")))]
/// ```
struct PrintableKeys: RandomAccessCollection {
  /// The bytes, each in `0x20..<0x7F`.
  private let bytes: Slice<UnsafeBufferPointer<UInt8>>

  /// The keys of `bytes`.
  ///
  /// - Parameter bytes: Printable ASCII bytes, each in `0x20..<0x7F`.
  init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    self.bytes = bytes
  }

  var startIndex: Int { bytes.startIndex }

  var endIndex: Int { bytes.endIndex }

  subscript(position: Int) -> InputEvents.Entry {
    InputEvents.Entry(printable: bytes[position], modifiers: [])
  }
}
