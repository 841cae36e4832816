#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// `bare-terminal`: the yardstick of start-up for `bench`, a Swift program that does the
/// least a full-screen terminal program does: raw mode, the alternate screen, one line of
/// text, then it waits for a key and puts the terminal back.
///
/// It uses nothing but the C library, so its start-up time and peak memory are those of the
/// Swift runtime itself; `bench` compares the demo's with them.
@main
struct BareTerminal {
  static func main() {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
    var raw = saved
    cfmakeraw(&raw)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    show("\u{1B}[?1049h\u{1B}[H\u{1B}[2Jbare-terminal: press a key")
    var key: UInt8 = 0
    _ = read(STDIN_FILENO, &key, 1)
    show("\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
  }

  private static func show(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count) }
  }
}
