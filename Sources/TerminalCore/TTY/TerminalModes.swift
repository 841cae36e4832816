#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The terminal settings a full-screen program switches to, and the bytes that switch the
/// screen there and back.
///
/// The byte sequences are computed properties over `StaticString` literals: they live in
/// the binary's constant data, so the signal handlers can write them without allocating,
/// retaining or running a lazy initializer.
enum TerminalModes {
  /// Alternate screen (saving the cursor), cursor hidden, bracketed paste on.
  static var enterSequence: StaticString {
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
  }

  /// Mouse reporting on: button presses and releases (1000), motion while a button is
  /// down (1002, so drags arrive, but not every move of an idle pointer as 1003 would
  /// send), in the SGR encoding (1006), which has no 223-column limit and tells releases
  /// apart. Written after ``enterSequence`` when the program wants the mouse.
  static var mouseOnSequence: StaticString {
    "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
  }

  /// Synchronized output ended (in case a frame was cut short), mouse reporting off (always:
  /// turning off a mode that is off does nothing), bracketed paste off, attributes reset,
  /// cursor shown, main screen back (restoring the cursor).
  static var leaveSequence: StaticString {
    "\u{1B}[?2026l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  }

  /// The kitty keyboard protocol query, `CSI ? u` (the current enhancement flags), followed
  /// by a primary device attributes request, `CSI c`, which every terminal answers: a
  /// terminal that answers the first before the second supports the protocol.
  static var keyboardQuery: StaticString {
    "\u{1B}[?u\u{1B}[c"
  }

  /// Pushes the kitty keyboard protocol's "disambiguate escape codes" enhancement, written
  /// after ``enterSequence`` on a terminal that supports it (the alternate screen has a
  /// stack of its own).
  static var keyboardPushSequence: StaticString {
    "\u{1B}[>1u"
  }

  /// Pops the enhancement ``keyboardPushSequence`` pushed, written before ``leaveSequence``.
  static var keyboardPopSequence: StaticString {
    "\u{1B}[<u"
  }

  /// The raw-mode version of `attributes`, as `cfmakeraw(3)` makes it.
  ///
  /// No echo, no line editing, no signal keys (Ctrl-C arrives as byte 0x03, Ctrl-Z as
  /// 0x1A), no flow control (Ctrl-S and Ctrl-Q arrive as bytes), no CR-to-NL translation,
  /// no output processing, 8-bit characters; `read(2)` returns as soon as one byte is there
  /// (`VMIN` 1, `VTIME` 0). Everything else (speeds, the other control characters) is kept.
  ///
  /// - Parameter attributes: The terminal's attributes as `tcgetattr` returned them.
  /// - Returns: The attributes to set with `tcsetattr` to enter raw mode.
  static func raw(from attributes: termios) -> termios {
    var raw = attributes
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }
}
