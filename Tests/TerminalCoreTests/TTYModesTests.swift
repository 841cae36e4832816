import TerminalUITesting
import Testing

@testable import TerminalCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

struct TTYModesTests {
  @Test func rawModeMatchesCfmakeraw() {
    var attributes = termios()
    attributes.c_iflag = ~0
    attributes.c_oflag = ~0
    attributes.c_cflag = ~0
    attributes.c_lflag = ~0
    withUnsafeMutableBytes(of: &attributes.c_cc) { characters in
      for index in characters.indices { characters[index] = 7 }
    }
    var expected = attributes
    cfmakeraw(&expected)

    let raw = TerminalModes.raw(from: attributes)

    #expect(TerminalAttributes(raw) == TerminalAttributes(expected))
  }

  @Test func sequencesAreTheOnesTheTestsExpect() {
    #expect(String(describing: TerminalModes.enterSequence) == enterSequence)
    #expect(String(describing: TerminalModes.leaveSequence) == leaveSequence)
    #expect(String(describing: TerminalModes.keyboardQuery) == keyboardQuery)
    #expect(String(describing: TerminalModes.keyboardPushSequence) == keyboardPush)
    #expect(String(describing: TerminalModes.keyboardPopSequence) == keyboardPop)
  }

  @Test(arguments: [
    (TTYError.notATerminal(fd: 0), "file descriptor 0 is not a terminal"),
    (.alreadyInUse, "another TTY of this process is already started"),
    (.writeFailed(fd: 1, errno: EIO), "cannot write to the terminal on file descriptor 1"),
    (.settingAttributesFailed(fd: 3, errno: ENOTTY), "[errno \(ENOTTY)]"),
  ])
  func errorDescriptionSaysWhatWentWrong(error: TTYError, fragment: String) {
    #expect(error.description.contains(fragment))
  }
}
