/// Decodes the bytes a terminal sends into key and paste events.
///
/// A byte state machine: UTF-8 text becomes one ``KeyCode/character(_:)`` per grapheme,
/// control bytes become keys (Ctrl-A is `.character("a")` with ``KeyModifiers/control``),
/// CSI and SS3 sequences become cursor, editing and function keys with their modifiers,
/// `ESC` before a key adds ``KeyModifiers/alt``, a bracketed paste becomes one
/// ``InputEvent/paste(_:)``, and the control strings a terminal answers queries with (OSC,
/// DCS, APC, PM, SOS) are consumed without an event. Bytes may arrive in any pieces: a
/// sequence split across reads decodes as the whole one would, and no input, however
/// malformed, can crash it.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode([0x1B, 0x5B])  // []: the start of a sequence, awaiting more
/// decoder.decode([0x41])  // [.key(KeyEvent(.up))]
/// decoder.decode([0x1B])  // []: a lone ESC, or the start of a sequence?
/// if decoder.isAwaitingMore {
///   decoder.flush()  // after the timeout: [.key(KeyEvent(.escape))]
/// }
/// ```
///
/// ## The timeout rule
///
/// When ``isAwaitingMore`` is `true` after a read, the run loop waits a short time (about
/// 25–50 ms; ``TTY`` waits longer while its start-up query may still be answered) for more
/// bytes, then calls ``flush()``, which settles what is pending:
///
/// - a lone `ESC` becomes ``KeyCode/escape``;
/// - `ESC [` or `ESC O` with nothing after it was typed by a person (a terminal sends a
///   sequence in one write): it becomes Alt-`[` (or Alt-`O`); so does the introducer of a
///   control string alone (`ESC ]` is Alt-`]`, and so on);
/// - a sequence cut short after its parameters had begun (`ESC [ 1 ;`), or a control string
///   with bytes after its introducer, is the terminal's, cut by a slow link or a multiplexer:
///   it is dropped, never typed as text (as FTXUI and Bubble Tea's input parser drop it;
///   ncurses types it);
/// - an unfinished UTF-8 scalar becomes U+FFFD;
/// - a grapheme held because it may go on (it ends with a zero-width joiner, it is half a
///   flag, or a scalar of it is still arriving) is emitted as it stands.
///
/// A bracketed paste has a timeout of its own: while one is open ``isAwaitingMore`` is
/// `false`, ``isInsidePaste`` is `true` and ``flush()`` leaves it alone; the paste is emitted
/// when its end marker arrives, or by ``endStalledPaste()`` once no byte has come for
/// ``pasteStallTimeout``, so that a paste whose end marker is lost (`ESC [ 200 ~ hello` and
/// nothing more) cannot swallow every later key. A paste longer than ``pasteChunkSize``
/// bytes comes out as several consecutive ``InputEvent/paste(_:)`` events, cut between
/// scalars, so that the memory it holds stays bounded; one longer than
/// ``maximumPasteLength`` is cut there and the rest of it, up to its end marker (or its
/// stall), is dropped.
///
/// ## Graphemes
///
/// Scalars that arrive in one call are grouped into graphemes, so `e` + U+0301, 👋🏽 or a
/// family emoji joined with U+200D is one ``KeyCode/character(_:)``. Across calls the decoder
/// can only wait for a grapheme that cannot be complete yet (see above); a combining mark
/// that arrives in a later read than its base becomes a character of its own.
///
/// ## Sequences
///
/// Known are the keys of xterm and its descendants (CSI and SS3 cursor keys, `CSI n ~`
/// editing and function keys, xterm's modifier parameter `1 + bits` with 1 Shift, 2 Alt,
/// 4 Control and 8 Meta read as Alt), the Linux console's `CSI [ A`…`E`, xterm's
/// modifyOtherKeys `CSI 27 ; m ; code ~` and the `CSI code ; m u` of kitty and fixterms,
/// with the kitty keyboard protocol's keypad and F13–F20 keys. The answers to the protocol's
/// query (`CSI ? flags u`, `CSI ? … c`) are consumed, never keys. An SGR mouse report
/// (`CSI < b ; x ; y M` or `m`) becomes one ``InputEvent/mouse(_:)``; a malformed one is
/// dropped. The report of a terminal that knows the mouse modes but not SGR's encoding,
/// `CSI M` and three bytes whatever their values, becomes one too (a release, which names no
/// button there, is dropped): never keys. Other well-formed sequences (focus reports, say)
/// are consumed whole and dropped. A sequence cut by a byte that cannot continue it (a
/// control byte, `ESC`, a byte of 0x80 or more) is settled as ``flush()`` would, then that
/// byte is decoded afresh. A number too large for any key (a code point above U+10FFFF or a
/// surrogate, a modifier parameter above kitty's eight bits) makes no key rather than a
/// wrong one.
///
/// ## Control strings
///
/// `ESC ]` (OSC), `ESC P` (DCS), `ESC _` (APC), `ESC ^` (PM) and `ESC X` (SOS) open a string
/// that runs to the string terminator `ESC \` (or BEL, for OSC): the answers to colour,
/// capability and graphics queries. Nothing here asks for one, so a string is consumed and
/// dropped, never typed; its bytes are not kept, so a long one holds no memory. It ends
/// early, dropped, at a control byte or an `ESC` that is not the terminator (that byte is
/// then decoded afresh, so a key right after a truncated answer still works), or when the
/// escape timeout runs out. Their 8-bit forms (0x90, 0x9D…) are not recognised: in UTF-8
/// input those bytes continue a scalar.
public struct InputDecoder: Sendable {
  /// The most bytes one ``InputEvent/paste(_:)`` event holds: 1 MiB.
  ///
  /// A longer paste is delivered as several consecutive paste events.
  public static let pasteChunkSize = 1 << 20

  /// The longest paste delivered: 16 MiB. Bytes of a paste beyond it are dropped.
  ///
  /// Room for any text a person means to paste into a terminal program (a 10 MB log
  /// included), and a bound on what a runaway paste (its end marker lost, input still
  /// streaming) hands the program. The excess is dropped rather than decoded as keys, so that
  /// the tail of a huge paste never runs as commands.
  public static let maximumPasteLength = 16 << 20

  /// How long an open paste waits for its next byte before ``endStalledPaste()`` ends it:
  /// 1 s.
  ///
  /// A terminal writes a paste as fast as the program reads it, so locally a paste never
  /// pauses; over a network a pause comes from a lost packet, which TCP resends within its
  /// 200 ms minimum retransmission timeout. One second is well above that, and short enough
  /// that a person whose keys vanished into a broken paste gets them back at the next try.
  public static let pasteStallTimeout: Duration = .seconds(1)

  /// The most parameter and intermediate bytes a sequence may have before it is abandoned.
  static let maximumSequenceLength = 64

  /// The longest grapheme, in UTF-8 bytes, held over to the next read.
  static let maximumHeldGraphemeLength = 64

  /// U+FFFD REPLACEMENT CHARACTER, which stands for ill-formed input.
  static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Where the state machine stands between two bytes.
  enum Mode: Sendable {
    /// Text and control bytes.
    case ground
    /// After an `ESC`.
    case escape
    /// After an `ESC` and the first bytes of a multi-byte scalar (an Alt key).
    case escapedScalar
    /// After `ESC [`, gathering a CSI sequence into `sequence`.
    case controlSequence
    /// After `ESC O`, gathering an SS3 sequence into `sequence`.
    case singleShift
    /// Skipping the rest of an overlong sequence up to its final byte.
    case ignoringSequence
    /// After `ESC [ M`, gathering the three bytes of a legacy mouse report into `sequence`.
    case legacyMouse
    /// Inside a control string (OSC, DCS, APC, PM or SOS), skipping it to its terminator.
    case controlString
    /// After an `ESC` inside a control string: the terminator `ESC \`, if `\` follows.
    case controlStringEscape
  }

  var mode = Mode.ground
  var utf8 = UTF8Assembler()
  /// Text decoded but not yet emitted as graphemes.
  var text = ""
  /// The parameter and intermediate bytes of the sequence under way.
  var sequence: [UInt8] = []
  /// The byte after `ESC` that opened the control string under way: `]`, `P`, `_`, `^`, `X`.
  var stringIntroducer: UInt8 = 0
  /// Whether the control string under way has had a byte after its introducer.
  var stringHasContent = false
  var paste = PasteCollector()
  /// The answers to queries the terminal sent, oldest first, consumed rather than decoded
  /// as keys; the reader takes them.
  var replies: [TerminalReply] = []

  /// Whether a bracketed paste has begun and its end marker has not yet arrived.
  ///
  /// The run loop must not time out a paste: ``flush()`` leaves an open paste alone.
  public internal(set) var isInsidePaste = false

  /// Creates a decoder with no pending bytes.
  public init() {}

  /// Whether the bytes so far end inside a sequence, so a timeout must settle them.
  ///
  /// `true` after a lone `ESC`, an unfinished CSI or SS3 sequence, control string or UTF-8
  /// scalar, or a grapheme that may go on; `false` inside a bracketed paste, which only its
  /// end marker settles. When it is `true`, call ``flush()`` if no byte arrives within the
  /// timeout.
  public var isAwaitingMore: Bool {
    !isInsidePaste && (mode != .ground || utf8.isPending || !text.isEmpty)
  }

  /// Decodes `bytes`, keeping an unfinished sequence for the next call.
  ///
  /// - Parameter bytes: The bytes of one read, in any pieces.
  /// - Returns: The events the bytes complete, in order.
  /// - Complexity: O(*n*) in the number of bytes.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> InputEvents {
    var events = InputEvents()
    decode(bytes, into: &events)
    return events
  }

  /// Decodes `bytes` as ``decode(_:)`` does, appending the events to `events`: the reader
  /// thread empties one batch and fills it again, read after read, without allocating.
  mutating func decode(_ bytes: some Sequence<UInt8>, into events: inout InputEvents) {
    let decoded: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      consume(buffer, into: &events)
    }
    if decoded == nil {
      consume(iterating: bytes, into: &events)
    }
    emitText(into: &events, holdingUnfinishedGrapheme: true)
  }

  /// Settles pending bytes after the escape timeout: a lone ESC becomes ``KeyCode/escape``.
  ///
  /// `ESC [` or `ESC O` alone becomes Alt-`[` or Alt-`O`, and the introducer of a control
  /// string alone its Alt key; a sequence cut short after its first parameter byte, or a
  /// control string with bytes, is dropped; an unfinished scalar becomes U+FFFD; a held
  /// grapheme is emitted. An open bracketed paste is left alone. Afterwards
  /// ``isAwaitingMore`` is `false`.
  ///
  /// - Returns: The events the pending bytes make, in order; empty when nothing was pending.
  public mutating func flush() -> InputEvents {
    guard !isInsidePaste else { return [] }
    var events = InputEvents()
    switch mode {
    case .ground where utf8.isPending:
      utf8.reset()
      text.unicodeScalars.append(Self.replacement)
    case .ground, .ignoringSequence:
      break
    case .escape:
      events.append(.key(KeyEvent(.escape)))
    case .escapedScalar:
      utf8.reset()
      events.append(.key(KeyEvent(.escape)))
      text.unicodeScalars.append(Self.replacement)
    case .controlSequence, .singleShift:
      abandonSequence(into: &events)
    case .legacyMouse:
      sequence.removeAll(keepingCapacity: true)
    case .controlString:
      settleControlString(into: &events)
    case .controlStringEscape:
      // The ESC of an empty string is a key of its own; after bytes, it began the terminator.
      let escapeIsKey = !stringHasContent
      settleControlString(into: &events)
      if escapeIsKey { events.append(.key(KeyEvent(.escape))) }
    }
    mode = .ground
    emitText(into: &events, holdingUnfinishedGrapheme: false)
    return events
  }

  /// Ends an open bracketed paste whose end marker has not come after
  /// ``pasteStallTimeout`` without a byte, and returns to decoding keys.
  ///
  /// Delivers what the paste received (nothing if it received nothing); bytes of an end
  /// marker matched so far are part of it. Does nothing outside a paste.
  ///
  /// - Returns: The paste, if any.
  public mutating func endStalledPaste() -> InputEvents {
    guard isInsidePaste else { return [] }
    var events = InputEvents()
    paste.endWithoutMarker(into: &events)
    isInsidePaste = false
    return events
  }

  private mutating func consume(
    _ buffer: UnsafeBufferPointer<UInt8>, into events: inout InputEvents
  ) {
    if !isInsidePaste { events.reserveCapacity(buffer.count) }
    var index = buffer.startIndex
    while index < buffer.endIndex {
      if isInsidePaste {
        let (next, finished) = paste.consume(buffer, from: index, into: &events)
        index = next
        isInsidePaste = !finished
        continue
      }
      if mode == .ground, text.isEmpty, !utf8.isPending {
        index = consumePrintableRun(buffer, from: index, into: &events)
        guard index < buffer.endIndex else { break }
      }
      let byte = buffer[index]
      index += 1
      consume(byte, followedBy: index < buffer.endIndex ? buffer[index] : nil, into: &events)
    }
  }

  /// Emits the run of printable ASCII bytes from `start` as keys, in ground mode with no
  /// text pending, each a grapheme of its own: the run's last byte stays when a byte of
  /// 0x80 or more follows it, since that byte may be a combining scalar.
  ///
  /// - Returns: The index of the first byte not consumed.
  private func consumePrintableRun(
    _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, into events: inout InputEvents
  ) -> Int {
    var end = Self.printablePrefixEnd(of: buffer, from: start)
    while end < buffer.endIndex, buffer[end].isPrintableASCII { end += 1 }
    if end < buffer.endIndex, end > start, buffer[end] >= 0x80 { end -= 1 }
    guard end > start else { return start }
    events.appendPrintable(buffer[start..<end])
    return end
  }

  /// Where the run of whole words of eight printable ASCII bytes from `start` ends: the
  /// start of the first word that holds another byte, or of the last bytes, fewer than
  /// eight. Each word is checked at once, its eight bytes side by side in a `UInt64`, as
  /// typed text and pastes are mostly such runs.
  private static func printablePrefixEnd(of buffer: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int
  {
    guard let base = UnsafeRawPointer(buffer.baseAddress) else { return start }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var end = start
    while buffer.endIndex - end >= 8 {
      let word = base.loadUnaligned(fromByteOffset: end, as: UInt64.self)
      // A byte of 0x80 or more; a byte below 0x20 (borrows into its high bit when 0x20 is
      // taken from it); a byte 0x7F (zero once XORed with 0x7F).
      let high = word & highBits
      let belowSpace = (word &- ones &* 0x20) & ~word & highBits
      let delete = word ^ (ones &* 0x7F)
      let isDelete = (delete &- ones) & ~delete & highBits
      guard high | belowSpace | isDelete == 0 else { break }
      end += 8
    }
    return end
  }

  /// Decodes a sequence without contiguous storage a byte at a time, with one byte of
  /// lookahead, so that no copy of it is made.
  private mutating func consume(
    iterating bytes: some Sequence<UInt8>, into events: inout InputEvents
  ) {
    var iterator = bytes.makeIterator()
    var next = iterator.next()
    while let byte = next {
      next = iterator.next()
      guard isInsidePaste else {
        consume(byte, followedBy: next, into: &events)
        continue
      }
      let finished = withUnsafePointer(to: byte) { pointer in
        paste.consume(UnsafeBufferPointer(start: pointer, count: 1), from: 0, into: &events)
          .finished
      }
      isInsidePaste = !finished
    }
  }

  /// Decodes one byte outside a paste.
  ///
  /// The hot path: a printable ASCII byte that no combining scalar follows is a grapheme of
  /// its own and becomes a character at once.
  private mutating func consume(
    _ byte: UInt8, followedBy next: UInt8?, into events: inout InputEvents
  ) {
    if mode == .ground, text.isEmpty, !utf8.isPending, byte.isPrintableASCII,
      next.map({ $0 < 0x80 }) ?? true
    {
      events.appendPrintable(byte)
    } else {
      while !step(byte, into: &events) {}
    }
  }

  /// Moves the state machine on by one byte.
  ///
  /// - Returns: Whether the byte was consumed; if not, the mode has changed (to
  ///   ``Mode/ground``, or from inside a control string to ``Mode/escape``, which consumes
  ///   every byte, so feeding it again ends) and the byte must be fed again.
  private mutating func step(_ byte: UInt8, into events: inout InputEvents) -> Bool {
    switch mode {
    case .ground:
      return ground(byte, into: &events)
    case .escape:
      return afterEscape(byte, into: &events)
    case .escapedScalar:
      return escapedScalar(byte, into: &events)
    case .controlSequence, .singleShift:
      return sequenceByte(byte, into: &events)
    case .ignoringSequence:
      return ignoredSequenceByte(byte)
    case .legacyMouse:
      return legacyMouseByte(byte, into: &events)
    case .controlString:
      return controlStringByte(byte, into: &events)
    case .controlStringEscape:
      return controlStringEscapeByte(byte, into: &events)
    }
  }

  private mutating func ground(_ byte: UInt8, into events: inout InputEvents) -> Bool {
    if utf8.isPending || byte >= 0x80 {
      switch utf8.feed(byte) {
      case .scalar(let scalar):
        text.unicodeScalars.append(scalar)
      case .needsMore:
        break
      case .invalid:
        text.unicodeScalars.append(Self.replacement)
      case .interrupted:
        text.unicodeScalars.append(Self.replacement)
        return false
      }
      return true
    }
    if byte >= 0x20, byte != 0x7F {
      text.unicodeScalars.append(Unicode.Scalar(byte))
      return true
    }
    emitText(into: &events, holdingUnfinishedGrapheme: false)
    if byte == 0x1B {
      mode = .escape
    } else {
      events.append(.key(EscapeSequenceKeys.control(byte)))
    }
    return true
  }

  private mutating func afterEscape(_ byte: UInt8, into events: inout InputEvents) -> Bool {
    switch byte {
    case 0x5B:
      mode = .controlSequence
      sequence.removeAll(keepingCapacity: true)
    case 0x4F:
      mode = .singleShift
      sequence.removeAll(keepingCapacity: true)
    case 0x5D, 0x50, 0x5F, 0x5E, 0x58:  // ] OSC, P DCS, _ APC, ^ PM, X SOS
      beginControlString(byte)
    case 0x1B:
      events.append(.key(KeyEvent(.escape)))
    case 0x00...0x1F, 0x7F:
      var key = EscapeSequenceKeys.control(byte)
      key.modifiers.insert(.alt)
      events.append(.key(key))
      mode = .ground
    case 0x20...0x7E:
      events.appendPrintable(byte, modifiers: .alt)
      mode = .ground
    default:
      mode = .escapedScalar
      return escapedScalar(byte, into: &events)
    }
    return true
  }

  private mutating func escapedScalar(_ byte: UInt8, into events: inout InputEvents) -> Bool {
    switch utf8.feed(byte) {
    case .scalar(let scalar):
      events.append(.key(KeyEvent(.character(Character(scalar)), modifiers: .alt)))
      mode = .ground
      return true
    case .needsMore:
      return true
    case .invalid:
      events.append(.key(KeyEvent(.escape)))
      text.unicodeScalars.append(Self.replacement)
      mode = .ground
      return true
    case .interrupted:
      events.append(.key(KeyEvent(.escape)))
      text.unicodeScalars.append(Self.replacement)
      mode = .ground
      return false
    }
  }
}
