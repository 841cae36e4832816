/// The control strings of the decoder: OSC (`ESC ]`), DCS (`ESC P`), APC (`ESC _`), PM
/// (`ESC ^`) and SOS (`ESC X`), skipped to their terminator without an event.
///
/// A terminal sends them in answer to queries: a colour (`ESC ] 11 ; rgb:… BEL`), a setting
/// (`ESC P 1 $ r 0 m ESC \`), a kitty graphics acknowledgement (`ESC _ G i=1 ; OK ESC \`).
/// The decoder keeps none of their bytes, so a long one costs no memory, and nothing in the
/// framework asks for one, so none is surfaced as a ``TerminalReply``.
///
/// Without the kitty keyboard protocol, the same introducers are what Alt-`]`, Alt-Shift-P,
/// Alt-`_`, Alt-`^` and Alt-Shift-X send. A person's next key usually comes a read later,
/// so an introducer alone, when the escape timeout runs out or when a byte that cannot
/// continue a string follows it at once, is that Alt key; a string with bytes is the
/// terminal's and is dropped, as Bubble Tea's input parser does. Keys can come in one read
/// too (over a slow link, or typed ahead): an answer's first byte is one a terminal starts it
/// with — an OSC's number or `l`/`L` (a title), a DCS's number, `>`, `!`, `+`, `$` or `=`, an
/// APC's `G` (kitty graphics) — so an introducer followed by any other printable byte is the
/// Alt key, and that byte the next key.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}]11;rgb:0000/0000/0000\u{07}x".utf8))
/// // [.key(KeyEvent(.character("x")))]
/// ```
extension InputDecoder {
  /// Opens a control string.
  ///
  /// - Parameter introducer: The byte after `ESC`: `]`, `P`, `_`, `^` or `X`.
  mutating func beginControlString(_ introducer: UInt8) {
    stringIntroducer = introducer
    stringHasContent = false
    mode = .controlString
  }

  /// Takes one byte of a control string: `ESC` may begin the terminator, BEL ends an OSC,
  /// another control byte or DEL (a key a person typed: a terminal's answer holds none) ends
  /// the string cut short, and any other byte is part of it.
  ///
  /// - Returns: Whether the byte was consumed; a control byte that ended the string was not.
  mutating func controlStringByte(_ byte: UInt8, into events: inout InputEvents) -> Bool {
    switch byte {
    case 0x1B:
      mode = .controlStringEscape
    case 0x07 where stringIntroducer == 0x5D:
      mode = .ground
    case 0x00...0x1F, 0x7F:
      settleControlString(into: &events)
      return false
    default:
      guard stringHasContent || Self.canBeginAnswer(byte, introducer: stringIntroducer) else {
        settleControlString(into: &events)
        return false
      }
      stringHasContent = true
    }
    return true
  }

  /// Whether `byte` is one a terminal's answer opened by `introducer` begins with.
  static func canBeginAnswer(_ byte: UInt8, introducer: UInt8) -> Bool {
    switch introducer {
    case UInt8(ascii: "]"):
      return (0x30...0x39).contains(byte) || byte == UInt8(ascii: "l") || byte == UInt8(ascii: "L")
    case UInt8(ascii: "P"):
      return (0x30...0x39).contains(byte) || Self.dcsAnswerMarks.contains(byte)
    case UInt8(ascii: "_"):
      return byte == UInt8(ascii: "G")
    default:  // PM and SOS: no terminal answers with them, nor does an Alt key stand out.
      return true
    }
  }

  /// The bytes besides digits a DCS answer begins with: XTVERSION's `>`, DECRPTUI's `!`,
  /// XTGETTCAP's `+` (after its number in xterm, first in others), DECRQSS's `$` and `=`.
  private static let dcsAnswerMarks: [UInt8] = Array(">!+$=".utf8)

  /// Takes the byte after an `ESC` inside a control string: `\` completes the terminator;
  /// any other byte ends the string cut short, and the `ESC` begins a sequence of its own.
  ///
  /// - Returns: Whether the byte was consumed; one that ended the string was not, and goes
  ///   to ``Mode/escape``.
  mutating func controlStringEscapeByte(_ byte: UInt8, into events: inout InputEvents) -> Bool {
    guard byte != 0x5C else {
      mode = .ground
      return true
    }
    settleControlString(into: &events)
    mode = .escape
    return false
  }

  /// Settles a control string cut short: an introducer alone is the Alt key a person typed,
  /// a string with bytes is the terminal's and is dropped.
  mutating func settleControlString(into events: inout InputEvents) {
    if !stringHasContent {
      events.appendPrintable(stringIntroducer, modifiers: .alt)
    }
    mode = .ground
  }
}
