import TerminalCore
import Testing

/// Styles kept in 64 bits: every part reads back as set, setting one part keeps the others,
/// and equality and hashing follow the parts.
struct StyleTests {
  static let colors: [Color] = [
    .default, .black, .red, .brightBlack, .ansi(15), .indexed(0), .indexed(16), .indexed(255),
    .rgb(0, 0, 0), .rgb(255, 95, 0), .rgb(255, 255, 255), .rgb(1, 2, 3),
  ]
  static let attributes: [TextAttributes] = [
    [], .bold, .reverse, [.bold, .italic, .underline], [.dim, .reverse],
  ]

  @Test func styleIsEightBytes() {
    #expect(MemoryLayout<Style>.size == 8)
  }

  @Test(arguments: colors, colors)
  func everyPartReadsBackAsCreated(foreground: Color, background: Color) {
    for attributes in Self.attributes {
      let style = Style(foreground: foreground, background: background, attributes: attributes)

      #expect(style.foreground == foreground)
      #expect(style.background == background)
      #expect(style.attributes == attributes)
    }
  }

  @Test(arguments: colors)
  func settingOnePartKeepsTheOthers(color: Color) {
    var style = Style(foreground: .rgb(9, 8, 7), background: .indexed(200), attributes: .bold)

    style.foreground = color
    #expect(style == Style(foreground: color, background: .indexed(200), attributes: .bold))
    style.background = color
    #expect(style == Style(foreground: color, background: color, attributes: .bold))
    style.attributes = [.italic, .reverse]
    #expect(style == Style(foreground: color, background: color, attributes: [.italic, .reverse]))
  }

  @Test func stylesAreEqualExactlyWhenTheirPartsAre() {
    var seen: [Style: (Color, Color, TextAttributes)] = [:]
    for foreground in Self.colors {
      for background in Self.colors {
        for attributes in Self.attributes {
          let style = Style(foreground: foreground, background: background, attributes: attributes)
          #expect(seen[style] == nil, "\(style) collides")
          seen[style] = (foreground, background, attributes)
        }
      }
    }
    #expect(seen.count == Self.colors.count * Self.colors.count * Self.attributes.count)
    #expect(Style(foreground: .ansi(1)) == Style(foreground: .red))
    #expect(Style(foreground: .ansi(1)) != Style(foreground: .indexed(1)))
    #expect(Style() == .plain)
  }

  @Test func descriptionNamesTheParts() {
    let text = String(describing: Style(foreground: .red, attributes: .bold))

    #expect(text.hasPrefix("Style(foreground: "))
    #expect(text.contains("ansi(1)"))
    #expect(text.contains("background: "))
    #expect(text.contains("attributes: "))
  }

  @Test(arguments: colors, colors)
  func anOverlayTakesTheColoursItSetsAndAddsItsAttributes(color: Color, overlayColor: Color) {
    for attributes in Self.attributes {
      let base = Style(foreground: color, background: .indexed(7), attributes: attributes)
      for overlayAttributes in Self.attributes {
        let overlays = [
          Style(foreground: overlayColor, attributes: overlayAttributes),
          Style(background: overlayColor, attributes: overlayAttributes),
          Style(foreground: overlayColor, background: overlayColor),
        ]
        for overlay in overlays {
          let expected = Style(
            foreground: overlay.foreground == .default ? base.foreground : overlay.foreground,
            background: overlay.background == .default ? base.background : overlay.background,
            attributes: base.attributes.union(overlay.attributes))

          #expect(base.overlaid(with: overlay) == expected)
        }
      }
    }
  }
}
