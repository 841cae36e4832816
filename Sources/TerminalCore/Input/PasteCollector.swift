#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Gathers the bytes of a bracketed paste until its end marker, `ESC [ 2 0 1 ~`.
///
/// Content is copied in runs between ESC bytes, and the end marker is matched a byte at a
/// time, so a marker split across reads is found and a paste costs time linear in its size.
/// An ESC that does not begin the end marker is content. Content beyond
/// ``InputDecoder/pasteChunkSize`` bytes is handed out early, cut between scalars, so the
/// memory held stays bounded whatever the paste. Content beyond
/// ``InputDecoder/maximumPasteLength`` bytes is dropped (see ``isOverflowing``), up to the
/// end marker or until the paste is ended by ``end(into:)``.
///
/// ```swift
/// var paste = PasteCollector()
/// let bytes: [UInt8] = Array("hi\u{1B}[201~".utf8)
/// var events = InputEvents()
/// bytes.withUnsafeBufferPointer { _ = paste.consume($0, from: 0, into: &events) }
/// // events == [.paste("hi")]
/// ```
struct PasteCollector: Sendable {
  private static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  private var content: [UInt8] = []
  private var matched = 0
  /// The content bytes delivered or held so far.
  private var length = 0

  /// Whether the paste has passed ``InputDecoder/maximumPasteLength``: what came up to it is
  /// delivered, the rest is dropped.
  private(set) var isOverflowing = false

  /// Consumes bytes of the paste from `start` up to the end of `buffer` or its end marker.
  ///
  /// - Parameters:
  ///   - buffer: The bytes of the current read.
  ///   - start: The index of the first paste byte in `buffer`.
  ///   - events: Where the paste (and any early chunks of a huge one) are appended.
  /// - Returns: The index after the last byte consumed, and whether the end marker was met.
  /// - Complexity: O(*n*) in the bytes consumed.
  mutating func consume(
    _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, into events: inout InputEvents
  ) -> (next: Int, finished: Bool) {
    var index = start
    while index < buffer.endIndex {
      guard matched > 0 else {
        let runEnd = Self.firstEscape(in: buffer, from: index)
        append(buffer[index..<runEnd], into: &events)
        guard runEnd < buffer.endIndex else { return (runEnd, false) }
        matched = 1
        index = runEnd + 1
        continue
      }
      guard buffer[index] == Self.endMarker[matched] else {
        append(Self.endMarker[..<matched], into: &events)
        matched = 0
        continue
      }
      matched += 1
      index += 1
      if matched == Self.endMarker.count {
        matched = 0
        end(into: &events)
        return (index, true)
      }
    }
    return (index, false)
  }

  /// Delivers what the paste holds at its end marker, and gets ready for the next paste.
  ///
  /// A paste cut at ``InputDecoder/maximumPasteLength`` has delivered everything already,
  /// so it adds nothing.
  ///
  /// - Parameter events: Where the paste is appended.
  mutating func end(into events: inout InputEvents) {
    if !isOverflowing {
      events.append(.paste(Self.text(content[...])))
    }
    content = []
    matched = 0
    length = 0
    isOverflowing = false
  }

  /// Ends a paste whose end marker never came (it stalled): the part of a marker matched so
  /// far is content, and a paste that received nothing adds no event.
  ///
  /// - Parameter events: Where the paste is appended.
  mutating func endWithoutMarker(into events: inout InputEvents) {
    append(Self.endMarker[..<matched], into: &events)
    matched = 0
    if length == 0, !isOverflowing { return }
    end(into: &events)
  }

  private mutating func append(_ bytes: some Collection<UInt8>, into events: inout InputEvents) {
    guard !isOverflowing else { return }
    let room = InputDecoder.maximumPasteLength - length
    guard bytes.count <= room else {
      append(bytes.prefix(room), into: &events)
      cutAtMaximumLength(into: &events)
      return
    }
    length += bytes.count
    content.append(contentsOf: bytes)
    while content.count > InputDecoder.pasteChunkSize {
      var cut = InputDecoder.pasteChunkSize
      while cut > InputDecoder.pasteChunkSize - 3, content[cut] & 0xC0 == 0x80 { cut -= 1 }
      events.append(.paste(Self.text(content[..<cut])))
      content.removeFirst(cut)
    }
  }

  /// Delivers what is held, without a scalar cut short at its end, and drops the rest of
  /// the paste.
  private mutating func cutAtMaximumLength(into events: inout InputEvents) {
    var cut = content.count
    var lead = cut - 1
    while lead > 0, cut - lead < 4, content[lead] & 0xC0 == 0x80 { lead -= 1 }
    if lead >= 0, lead + Self.scalarLength(content[lead]) > cut { cut = lead }
    events.append(.paste(Self.text(content[..<cut])))
    content = []
    isOverflowing = true
  }

  /// `bytes` as text, each ill-formed sequence replaced by U+FFFD as `String(decoding:as:)`
  /// replaces it.
  ///
  /// Well-formed bytes, any paste a person makes, are checked sixteen at a time by
  /// ``WellFormedUTF8`` (or by `UTF8Span` where that is not available) and then copied: a
  /// paste is decoded twice as fast as when `UTF8Span`, which checks one scalar at a time,
  /// does the check. Before macOS 26, which has neither `UTF8Span` nor `String(copying:)`,
  /// `String(decoding:as:)` checks and copies every paste.
  ///
  /// - Parameters:
  ///   - bytes: The bytes of the paste, or of a chunk of it.
  ///   - check: Whether bytes are well-formed UTF-8, `nil` when it cannot tell here:
  ///     ``WellFormedUTF8/check(_:)``, which a test replaces to take the other way.
  static func text(
    _ bytes: ArraySlice<UInt8>,
    checkedBy check: (UnsafeBufferPointer<UInt8>) -> Bool? = WellFormedUTF8.check
  ) -> String {
    if #available(macOS 26, *) {
      switch bytes.withUnsafeBufferPointer(check) {
      case true?:
        return String(copying: UTF8Span(unchecked: bytes.span))
      case false?:
        break  // Ill-formed: repaired below.
      case nil:
        if let checked = try? UTF8Span(validating: bytes.span) {
          return String(copying: checked)
        }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The index of the first ESC byte of `buffer` at or after `start`, or its end index:
  /// `memchr`, which compares many bytes per instruction, as a paste is mostly content.
  private static func firstEscape(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard start < buffer.endIndex, let base = buffer.baseAddress else { return buffer.endIndex }
    guard let escape = memchr(base + start, 0x1B, buffer.endIndex - start) else {
      return buffer.endIndex
    }
    return base.distance(to: escape.assumingMemoryBound(to: UInt8.self))
  }

  /// How many bytes the UTF-8 scalar that `lead` begins has (1 for a byte that begins none).
  private static func scalarLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: return 4
    case 0xE0...: return 3
    case 0xC0...: return 2
    default: return 1
    }
  }
}
