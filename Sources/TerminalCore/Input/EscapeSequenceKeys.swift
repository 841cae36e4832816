/// The key tables of the input decoder: control bytes, CSI and SS3 sequences.
///
/// Covers the sequences xterm and its descendants (VTE, kitty, alacritty, iTerm2, Windows
/// Terminal, tmux) send, with xterm's modifier parameter (`1 + bits`: 1 Shift, 2 Alt,
/// 4 Control, 8 Meta, read as Alt), the Linux console's `CSI [ A`…`E` for F1–F5, xterm's
/// `CSI 27 ; m ; code ~` (modifyOtherKeys) and the `CSI code ; m u` form of kitty and
/// fixterms.
///
/// ```swift
/// EscapeSequenceKeys.controlSequence(final: 0x41, parameters: [1, 5])
/// // KeyEvent(.up, modifiers: .control)
/// ```
enum EscapeSequenceKeys {
  /// The key a C0 control byte or DEL stands for.
  ///
  /// - Parameter byte: A byte in `0x00...0x1F` or `0x7F`.
  /// - Returns: Enter, Tab, Backspace, Escape, or a control key such as Ctrl-A.
  static func control(_ byte: UInt8) -> KeyEvent {
    switch byte {
    case 0x0D, 0x0A:
      KeyEvent(.enter)
    case 0x09:
      KeyEvent(.tab)
    case 0x08, 0x7F:
      KeyEvent(.backspace)
    case 0x1B:
      KeyEvent(.escape)
    case 0x00:
      .control(" ")
    case 0x01...0x1A:
      .control(Character(Unicode.Scalar(byte + 0x60)))
    default:
      .control(Character(Unicode.Scalar(byte + 0x40)))
    }
  }

  /// The largest value ``parameters(_:)`` reads, eight digits; a larger number saturates
  /// there.
  ///
  /// Far above every value a parameter means (the largest, a code point, ends at 1114111,
  /// U+10FFFF), so that a number too large names nothing rather than the key of a smaller
  /// number, and small enough that reading a digit more never overflows a 32-bit `Int`.
  static let maximumParameter = 99_999_999

  /// The numeric parameters of a sequence, or `nil` when it holds other parameter bytes.
  ///
  /// An empty parameter reads as 0; a `:` sub-parameter is skipped, so `5:1` reads as 5;
  /// values saturate at ``maximumParameter``, so that no input overflows.
  ///
  /// - Parameter bytes: The bytes between the introducer and the final byte.
  /// - Returns: At least one value, or `nil` for a private (`<`, `=`, `>`, `?`) or
  ///   intermediate byte, which names no key.
  static func parameters(_ bytes: [UInt8]) -> [Int]? {
    var values: [Int] = []
    var current = 0
    var inSubParameter = false
    for byte in bytes {
      switch byte {
      case 0x30...0x39 where !inSubParameter:
        current = min(current * 10 + Int(byte - 0x30), maximumParameter)
      case 0x30...0x39:
        continue
      case 0x3A:
        inSubParameter = true
      case 0x3B:
        values.append(current)
        current = 0
        inSubParameter = false
      default:
        return nil
      }
    }
    values.append(current)
    return values
  }

  /// The key of a CSI sequence (`ESC [` parameters final), or `nil` when it names none.
  ///
  /// - Parameters:
  ///   - final: The final byte, `0x40...0x7E`.
  ///   - parameters: The numeric parameters, as ``parameters(_:)`` reads them.
  /// - Returns: The key with its modifiers; `nil` for a modifier parameter out of range too.
  static func controlSequence(final: UInt8, parameters: [Int]) -> KeyEvent? {
    let first = parameters.first ?? 0
    guard let modifiers = modifiers(parameters.count > 1 ? parameters[1] : 0) else { return nil }
    if let code = cursorKey(final) {
      return KeyEvent(code, modifiers: modifiers)
    }
    switch final {
    case 0x5A:  // Z: back tab
      return KeyEvent(.tab, modifiers: modifiers.union(.shift))
    case 0x7E where first == 27 && parameters.count > 2:  // ~ with modifyOtherKeys
      return codePoint(parameters[2], modifiers: modifiers)
    case 0x7E:
      return tildeKey(first).map { KeyEvent($0, modifiers: modifiers) }
    case 0x75:  // u: kitty / fixterms
      return codePoint(first, modifiers: modifiers)
    default:
      return nil
    }
  }

  /// The key of an SS3 sequence (`ESC O` final), or `nil` when it names none.
  ///
  /// Some terminals put the modifier alone before the final (`ESC O 5 P`); that form is
  /// read as well as `ESC O 1 ; 5 P`.
  ///
  /// - Parameters:
  ///   - final: The final byte, `0x40...0x7E`.
  ///   - parameters: The numeric parameters, as ``parameters(_:)`` reads them.
  /// - Returns: The key with its modifiers; `nil` for a modifier parameter out of range too.
  static func singleShift(final: UInt8, parameters: [Int]) -> KeyEvent? {
    guard let modifiers = modifiers(parameters.count > 1 ? parameters[1] : parameters.first ?? 0)
    else { return nil }
    if let code = cursorKey(final) {
      return KeyEvent(code, modifiers: modifiers)
    }
    switch final {
    case 0x4D:  // M: keypad Enter
      return KeyEvent(.enter, modifiers: modifiers)
    case 0x58:  // X: keypad =
      return KeyEvent(.character("="), modifiers: modifiers)
    case 0x6A...0x79:  // j...y: keypad * + , - . / 0-9
      let character = Character(Unicode.Scalar(final - 0x6A + 0x2A))
      return KeyEvent(.character(character), modifiers: modifiers)
    default:
      return nil
    }
  }

  /// F1–F5 of the Linux console, `ESC [ [ A` to `ESC [ [ E`.
  ///
  /// - Parameter final: The byte after `ESC [ [`.
  /// - Returns: The function key, or `nil` for another byte.
  static func linuxFunctionKey(_ final: UInt8) -> KeyEvent? {
    guard (0x41...0x45).contains(final) else { return nil }
    return KeyEvent(.function(Int(final - 0x40)))
  }

  private static func cursorKey(_ final: UInt8) -> KeyCode? {
    switch final {
    case 0x41: .up
    case 0x42: .down
    case 0x43: .right
    case 0x44: .left
    case 0x46: .end
    case 0x48: .home
    case 0x50...0x53: .function(Int(final - 0x4F))
    default: nil
    }
  }

  private static func tildeKey(_ number: Int) -> KeyCode? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23...26: .function(number - 12)
    case 28, 29: .function(number - 13)
    case 31...34: .function(number - 14)
    default: nil
    }
  }

  private static func codePoint(_ value: Int, modifiers: KeyModifiers) -> KeyEvent? {
    switch value {
    case 13:
      return KeyEvent(.enter, modifiers: modifiers)
    case 9:
      return KeyEvent(.tab, modifiers: modifiers)
    case 8, 127:
      return KeyEvent(.backspace, modifiers: modifiers)
    case 27:
      return KeyEvent(.escape, modifiers: modifiers)
    case 0x20...0x7E, 0xA0...0x10_FFFF:
      guard let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
      return KeyEvent(.character(Character(scalar)), modifiers: modifiers)
    default:
      return nil
    }
  }

  /// The largest modifier parameter: `1 + bits` with the eight bits of the kitty protocol
  /// (Shift, Alt, Control, Super, Hyper, Meta, Caps Lock, Num Lock) all set.
  static let maximumModifierParameter = 256

  /// The modifiers of xterm's modifier parameter `1 + bits`, or `nil` for a parameter above
  /// ``maximumModifierParameter``: bits no terminal sends, whose key cannot be trusted.
  static func modifiers(_ parameter: Int) -> KeyModifiers? {
    guard parameter <= maximumModifierParameter else { return nil }
    guard parameter > 1 else { return [] }
    let bits = parameter - 1
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 0b1010 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }
}
