extension KeyEvent {
  /// How a ``KeyEvent`` holds its ``KeyCode``: a printable ASCII character as its byte, any
  /// other code as it is.
  ///
  /// A `Character` is a `String` underneath, so copying or freeing a `KeyCode` calls into the
  /// runtime's reference counting even for a one-byte character; a byte is plain data. Each
  /// code has one form only (a printable ASCII character is never ``other(_:)``), so the
  /// synthesized equality and hashing compare codes.
  ///
  /// ```swift
  /// KeyEvent.Storage(.character("q"))  // .printable(0x71)
  /// KeyEvent.Storage(.character("é"))  // .other(.character("é"))
  /// ```
  enum Storage: Hashable, Sendable {
    /// `.character` of the ASCII byte in `0x20..<0x7F`.
    case printable(UInt8)
    /// Any other code.
    case other(KeyCode)

    /// The storage of `code`, in its one form.
    ///
    /// - Parameter code: The key.
    init(_ code: KeyCode) {
      if case .character(let character) = code, let byte = character.printableASCIIByte {
        self = .printable(byte)
      } else {
        self = .other(code)
      }
    }

    /// The code held.
    var code: KeyCode {
      switch self {
      case .printable(let byte): .character(Self.character(byte))
      case .other(let code): code
      }
    }

    /// The character of a printable ASCII byte.
    ///
    /// Each is a literal, which the compiler builds from constants: no call into the
    /// runtime and no read of a table (a `Character` copied out of a table is retained,
    /// and one made by `Character(Unicode.Scalar(byte))` is built by the runtime).
    ///
    /// - Parameter byte: A byte in `0x20..<0x7F`; any other is U+FFFD.
    /// - Returns: The character.
    static func character(_ byte: UInt8) -> Character {
      switch byte {
      case 0x20: " "
      case 0x21: "!"
      case 0x22: "\""
      case 0x23: "#"
      case 0x24: "$"
      case 0x25: "%"
      case 0x26: "&"
      case 0x27: "'"
      case 0x28: "("
      case 0x29: ")"
      case 0x2A: "*"
      case 0x2B: "+"
      case 0x2C: ","
      case 0x2D: "-"
      case 0x2E: "."
      case 0x2F: "/"
      case 0x30: "0"
      case 0x31: "1"
      case 0x32: "2"
      case 0x33: "3"
      case 0x34: "4"
      case 0x35: "5"
      case 0x36: "6"
      case 0x37: "7"
      case 0x38: "8"
      case 0x39: "9"
      case 0x3A: ":"
      case 0x3B: ";"
      case 0x3C: "<"
      case 0x3D: "="
      case 0x3E: ">"
      case 0x3F: "?"
      case 0x40: "@"
      case 0x41: "A"
      case 0x42: "B"
      case 0x43: "C"
      case 0x44: "D"
      case 0x45: "E"
      case 0x46: "F"
      case 0x47: "G"
      case 0x48: "H"
      case 0x49: "I"
      case 0x4A: "J"
      case 0x4B: "K"
      case 0x4C: "L"
      case 0x4D: "M"
      case 0x4E: "N"
      case 0x4F: "O"
      case 0x50: "P"
      case 0x51: "Q"
      case 0x52: "R"
      case 0x53: "S"
      case 0x54: "T"
      case 0x55: "U"
      case 0x56: "V"
      case 0x57: "W"
      case 0x58: "X"
      case 0x59: "Y"
      case 0x5A: "Z"
      case 0x5B: "["
      case 0x5C: "\\"
      case 0x5D: "]"
      case 0x5E: "^"
      case 0x5F: "_"
      case 0x60: "`"
      case 0x61: "a"
      case 0x62: "b"
      case 0x63: "c"
      case 0x64: "d"
      case 0x65: "e"
      case 0x66: "f"
      case 0x67: "g"
      case 0x68: "h"
      case 0x69: "i"
      case 0x6A: "j"
      case 0x6B: "k"
      case 0x6C: "l"
      case 0x6D: "m"
      case 0x6E: "n"
      case 0x6F: "o"
      case 0x70: "p"
      case 0x71: "q"
      case 0x72: "r"
      case 0x73: "s"
      case 0x74: "t"
      case 0x75: "u"
      case 0x76: "v"
      case 0x77: "w"
      case 0x78: "x"
      case 0x79: "y"
      case 0x7A: "z"
      case 0x7B: "{"
      case 0x7C: "|"
      case 0x7D: "}"
      case 0x7E: "~"
      default: "\u{FFFD}"
      }
    }
  }
}

extension KeyEvent: CustomReflectable {
  /// The event as its code and modifiers, whichever way the code is held, so that `print`,
  /// `dump` and test failures show `KeyEvent(code: …, modifiers: …)`.
  public var customMirror: Mirror {
    Mirror(self, children: ["code": code, "modifiers": modifiers], displayStyle: .struct)
  }
}
