/// The kitty keyboard protocol's part of the CSI dispatch: the answers to the protocol
/// query, and the keys only the protocol sends.
///
/// With the "disambiguate escape codes" enhancement pushed, a terminal sends Esc as
/// `CSI 27 u` (so it needs no timeout), every key with Ctrl or Alt as `CSI code ; mods u`
/// (Ctrl-I is `CSI 105 ; 5 u`, not Tab's 0x09; Shift-Enter is `CSI 13 ; 2 u`), the cursor
/// and function keys in their xterm forms (`CSI 1 ; mods A`, `CSI 15 ; mods ~`), and the
/// keypad and F13 and above as code points of the Private Use Area. The xterm forms and the
/// `CSI … u` of ordinary keys are read by ``EscapeSequenceKeys``; this adds the rest.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[57414u".utf8))  // [.key(KeyEvent(.enter))]: keypad Enter
/// ```
extension InputDecoder {
  /// The Basic Multilingual Plane's Private Use Area, where the protocol numbers the keys
  /// that have no character.
  static let privateUseArea = 0xE000...0xF8FF

  /// The most answers ``replies`` keeps until the reader takes them; later ones are
  /// consumed and forgotten, so that a decoder nobody drains stays bounded.
  static let maximumReplies = 8

  /// Decodes a finished CSI sequence if it is the protocol's.
  ///
  /// `CSI ? flags u` and `CSI ? … c` (the device attributes that close the query) are
  /// recorded in ``replies`` and produce no event; `CSI code ; mods u` with a code in the
  /// Private Use Area becomes the functional key it stands for, or nothing (a lock or media
  /// key), never a private-use character.
  ///
  /// - Parameters:
  ///   - final: The final byte.
  ///   - events: Where a key goes.
  /// - Returns: Whether the sequence was the protocol's; if not, the caller decodes it.
  mutating func finishKittySequence(final: UInt8, into events: inout InputEvents) -> Bool {
    if sequence.first == 0x3F {
      let answer = Array(sequence.dropFirst())
      switch final {
      case 0x75:  // u: the enhancement flags
        guard answer.allSatisfy({ (0x30...0x39).contains($0) }),
          let flags = EscapeSequenceKeys.parameters(answer)?.first
        else { return false }
        record(.keyboardFlags(flags))
        return true
      case 0x63:  // c: primary device attributes
        record(.primaryDeviceAttributes)
        return true
      default:
        return false
      }
    }
    guard final == 0x75, let parameters = EscapeSequenceKeys.parameters(sequence),
      Self.privateUseArea.contains(parameters[0])
    else { return false }
    if let code = Self.kittyFunctionalKey(parameters[0]),
      let modifiers = EscapeSequenceKeys.modifiers(parameters.count > 1 ? parameters[1] : 0)
    {
      events.append(.key(KeyEvent(code, modifiers: modifiers)))
    }
    return true
  }

  /// Keeps `reply` for the reader, unless ``maximumReplies`` are waiting already.
  private mutating func record(_ reply: TerminalReply) {
    if replies.count < Self.maximumReplies { replies.append(reply) }
  }

  /// The key of a functional key code of the protocol's Private Use Area: F13–F20 and the
  /// keypad; `nil` for the others (lock keys, media keys, F21 and above), which are dropped.
  ///
  /// - Parameter code: The first parameter of a `CSI … u`.
  /// - Returns: The key, or `nil` if it is none of these.
  static func kittyFunctionalKey(_ code: Int) -> KeyCode? {
    switch code {
    case 57376...57383: .function(code - 57376 + 13)
    case 57399...57408: .character(Character(Unicode.Scalar(UInt8(code - 57399) + 0x30)))
    case 57409: .character(".")
    case 57410: .character("/")
    case 57411: .character("*")
    case 57412: .character("-")
    case 57413: .character("+")
    case 57414: .enter
    case 57415: .character("=")
    case 57416: .character(",")
    case 57417: .left
    case 57418: .right
    case 57419: .up
    case 57420: .down
    case 57421: .pageUp
    case 57422: .pageDown
    case 57423: .home
    case 57424: .end
    case 57425: .insert
    case 57426: .delete
    default: nil
    }
  }
}
