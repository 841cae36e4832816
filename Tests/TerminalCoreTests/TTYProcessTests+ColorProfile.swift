import TerminalUITesting
import Testing

@testable import TerminalCore

/// The colour profile an app reads from its environment when it is given none
/// (`Application(rootViewController:)`), seen from outside: the probe's label is red.
extension TTYProcessTests {
  @Test func anAppSendsTheColoursItsEnvironmentVouchesFor() throws {
    var probe = try ProbeRun(environment: ["TERM": "xterm-256color", "NO_COLOR": ""])
    try probe.waitFor("probe ready")
    probe.type("\u{03}")

    #expect(probe.finish() == .exited(0))
    #expect(Self.colourParameters(in: probe.beforeLastRestore).contains("31"))
  }

  @Test func noColorKeepsAnAppFromSendingAnyColour() throws {
    var probe = try ProbeRun(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    try probe.waitFor("probe ready")
    probe.type("\u{03}")

    #expect(probe.finish() == .exited(0))
    #expect(Self.colourParameters(in: probe.beforeLastRestore) == [])
  }

  @Test func aDumbTerminalIsRefusedBeforeTheAppTouchesIt() throws {
    var probe = try ProbeRun(environment: ["TERM": "dumb"])

    #expect(probe.finish() == .exited(1))
    #expect(
      probe.text
        == "probe: TERM=dumb cannot show a full-screen interface; run it in a terminal such as "
        + "xterm, or set TERM to one (for example TERM=xterm-256color).\r\n")
    #expect(probe.terminal.attributes == probe.attributesBefore)
  }

  /// The parameters of the select-graphic-rendition sequences (`ESC [ … m`) in `text` that
  /// set or reset a colour: 30–49 and 90–107.
  private static func colourParameters(in text: String) -> [String] {
    var colours: [String] = []
    for sequence in text.split(separator: "\u{1B}[").dropFirst() {
      guard let end = sequence.firstIndex(where: \.isLetter), sequence[end] == "m" else {
        continue
      }
      for parameter in sequence[..<end].split(separator: ";") {
        guard let number = Int(parameter) else { continue }
        if (30...49).contains(number) || (90...107).contains(number) {
          colours.append(String(parameter))
        }
      }
    }
    return colours
  }
}
