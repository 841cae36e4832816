import DemoScenesTestSupport
import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

/// The demo in each theme and colour profile sends only the colour codes the terminal has.
@MainActor
struct DemoColourTests {
  /// The parameters of every SGR sequence (`ESC [ … m`) in `bytes`, empty ones as 0.
  private func graphicRenditionParameters(in bytes: [UInt8]) -> [Int] {
    var parameters: [Int] = []
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == 0x1B, bytes[index + 1] == 0x5B else {
        index += 1
        continue
      }
      var end = index + 2
      while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
      if end < bytes.count, bytes[end] == 0x6D {
        let text = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        parameters += text.split(separator: ";", omittingEmptySubsequences: false).map {
          Int($0) ?? 0
        }
      }
      index = end
    }
    return parameters
  }

  /// The bytes of the demo's Home screen as it starts, takes a message and moves the focus
  /// to Send, drawn with `theme` for a terminal of `profile`.
  private func demoBytes(theme: Theme, profile: ColorProfile) throws -> [UInt8] {
    let home = try AppStoryboard.make(environment: .fixed).instantiateInitialViewController()
    let screen = HeadlessScreen(
      rootViewController: NavigationController(rootViewController: home), theme: theme,
      colorProfile: profile)
    var bytes = screen.lastFrameBytes
    screen.type("Hi")
    bytes += screen.lastFrameBytes
    screen.press(.tab)
    bytes += screen.lastFrameBytes
    return bytes
  }

  @Test(arguments: [Theme.default, .light])
  func noColorSendsNoColourCodeButKeepsReverseVideo(theme: Theme) throws {
    let parameters = graphicRenditionParameters(
      in: try demoBytes(theme: theme, profile: .noColor))

    #expect(parameters.filter { (30...49).contains($0) || (90...107).contains($0) } == [])
    #expect(parameters.contains(7))
  }

  @Test func aSixteenColourTerminalGetsOnlySixteenColourCodes() throws {
    let parameters = graphicRenditionParameters(in: try demoBytes(theme: .light, profile: .ansi16))

    #expect(!parameters.contains(38) && !parameters.contains(48))
    #expect(parameters.contains { (30...37).contains($0) || (40...47).contains($0) })
  }

  @Test func trueColorSendsTheLightThemeAsGiven() throws {
    let parameters = graphicRenditionParameters(
      in: try demoBytes(theme: .light, profile: .trueColor))

    #expect(parameters.contains(38) && parameters.contains(48))
  }
}
