import TerminalCore
import Testing

struct RendererColorProfileTests {
  /// A row in every kind of colour, with bold, underline and reverse.
  static func colourfulCanvas() -> Canvas {
    var canvas = Canvas(size: Size(width: 12, height: 2))
    canvas.put("A", at: Point(x: 0, y: 0), style: Style(foreground: .rgb(255, 95, 0)))
    canvas.put("B", at: Point(x: 1, y: 0), style: Style(background: .indexed(21)))
    canvas.put("C", at: Point(x: 2, y: 0), style: Style(foreground: .red, attributes: .bold))
    canvas.put(
      "D", at: Point(x: 3, y: 0),
      style: Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255), attributes: .reverse)
    )
    canvas.put("E", at: Point(x: 4, y: 0), style: Style(attributes: .underline))
    return canvas
  }

  @Test func trueColorSendsColoursAsGiven() {
    var sut = Renderer(synchronizedOutput: false, colorProfile: .trueColor)

    let bytes = text(sut.render(Self.colourfulCanvas(), cursor: nil))

    #expect(
      bytes
        == "\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[?25l\u{1B}[38;2;255;95;0mA\u{1B}[0;48;5;21mB"
        + "\u{1B}[0;1;31mC\u{1B}[0;7;38;2;0;0;0;48;2;255;255;255mD\u{1B}[0;4mE")
  }

  @Test func ansi256SendsNoTrueColour() {
    var sut = Renderer(synchronizedOutput: false, colorProfile: .ansi256)

    let bytes = text(sut.render(Self.colourfulCanvas(), cursor: nil))

    #expect(
      bytes
        == "\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[?25l\u{1B}[38;5;202mA\u{1B}[0;48;5;21mB"
        + "\u{1B}[0;1;31mC\u{1B}[0;7;38;5;16;48;5;231mD\u{1B}[0;4mE")
  }

  @Test func ansi16SendsOnlySixteenColourCodes() {
    var sut = Renderer(synchronizedOutput: false, colorProfile: .ansi16)

    let bytes = text(sut.render(Self.colourfulCanvas(), cursor: nil))

    #expect(
      bytes
        == "\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[?25l\u{1B}[91mA\u{1B}[0;44mB"
        + "\u{1B}[0;1;31mC\u{1B}[0;7;30;107mD\u{1B}[0;4mE")
    #expect(!bytes.contains("38;") && !bytes.contains("48;"))
  }

  @Test func noColorSendsNoColourButKeepsAttributes() {
    var sut = Renderer(synchronizedOutput: false, colorProfile: .noColor)

    let bytes = text(sut.render(Self.colourfulCanvas(), cursor: nil))

    #expect(bytes == "\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[?25lAB\u{1B}[1mC\u{1B}[0;7mD\u{1B}[0;4mE")
  }

  @Test func aColourChangeUnderNoColorRepaintsWithoutColour() {
    var sut = Renderer(synchronizedOutput: false, colorProfile: .noColor)
    var canvas = Self.colourfulCanvas()
    _ = sut.render(canvas, cursor: nil)

    canvas.put("A", at: Point(x: 0, y: 0), style: Style(foreground: .blue))
    let bytes = text(sut.render(canvas, cursor: nil))

    #expect(bytes == "\r\u{1B}[mA")
  }

  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
