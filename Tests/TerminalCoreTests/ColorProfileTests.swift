import TerminalCore
import Testing

struct ColorProfileTests {
  // MARK: - Detection

  @Test(arguments: [
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorProfile.trueColor),
    (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
    (["TERM": "xterm-256color"], .ansi256),
    (["TERM": "screen-256color", "COLORTERM": "yes"], .ansi256),
    (["TERM": "xterm"], .ansi16),
    (["TERM": "linux"], .ansi16),
    ([:], .ansi16),
    (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .noColor),
    (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),
  ])
  func detectsTheProfileFromTheEnvironment(environment: [String: String], expected: ColorProfile)
    throws
  {
    #expect(try ColorProfile.detect(environment: environment) == expected)
  }

  @Test func dumbTerminalIsRefusedWithAOneLineMessage() {
    #expect(throws: ColorProfileError.dumbTerminal(term: "dumb")) {
      try ColorProfile.detect(environment: ["TERM": "dumb", "NO_COLOR": "1"])
    }
    let message = ColorProfileError.dumbTerminal(term: "dumb").description
    #expect(!message.contains("\n"))
    #expect(message.contains("TERM=xterm-256color"))
  }

  // MARK: - Nearest colours

  @Test(arguments: [
    (Color.rgb(255, 95, 0), ColorProfile.ansi256, Color.indexed(202)),
    (.rgb(0, 0, 0), .ansi256, .indexed(16)),
    (.rgb(128, 128, 128), .ansi256, .indexed(244)),
    (.rgb(255, 255, 255), .ansi256, .indexed(231)),
    (.indexed(33), .ansi256, .indexed(33)),
    (.ansi(9), .ansi256, .ansi(9)),
    (.rgb(250, 10, 10), .ansi16, .ansi(9)),
    (.rgb(0, 0, 0), .ansi16, .ansi(0)),
    (.rgb(250, 250, 250), .ansi16, .ansi(15)),
    (.rgb(240, 240, 240), .ansi16, .ansi(7)),
    (.indexed(196), .ansi16, .ansi(9)),
    (.indexed(4), .ansi16, .ansi(4)),
    (.ansi(12), .ansi16, .ansi(12)),
    (.rgb(1, 2, 3), .trueColor, .rgb(1, 2, 3)),
    (.ansi(1), .noColor, .default),
    (.rgb(1, 2, 3), .noColor, .default),
    (.default, .ansi16, .default),
  ])
  func mapsAColourToTheNearestTheProfileHas(color: Color, profile: ColorProfile, expected: Color) {
    #expect(profile.apply(to: color) == expected)
  }

  @Test func noColorKeepsTheAttributes() {
    let style = Style(foreground: .red, background: .rgb(0, 0, 255), attributes: [.bold, .reverse])

    #expect(ColorProfile.noColor.apply(to: style) == Style(attributes: [.bold, .reverse]))
  }

  @Test(arguments: ColorProfile.allCases)
  func styleIsMappedAsItsTwoColoursAre(profile: ColorProfile) {
    let colors: [Color] = [
      .default, .black, .ansi(15), .ansi(16), .ansi(200), .indexed(3), .indexed(16),
      .indexed(255), .rgb(0, 0, 0), .rgb(255, 95, 0),
    ]
    for foreground in colors {
      for background in colors {
        let style = Style(foreground: foreground, background: background, attributes: .bold)

        #expect(
          profile.apply(to: style)
            == Style(
              foreground: profile.apply(to: foreground), background: profile.apply(to: background),
              attributes: .bold))
      }
    }
  }
}
