import TerminalCore
import Testing

/// SGR mouse reports (`CSI < b ; x ; y M` / `m`): buttons, kinds, every modifier bit, splits
/// at every byte, and malformed reports dropped; and legacy ones (`CSI M` and three bytes).
extension InputDecoderTests {
  static func mouse(
    _ button: MouseEvent.Button, _ kind: MouseEvent.Kind = .press, x: Int, y: Int,
    _ modifiers: KeyModifiers = []
  ) -> InputEvent {
    .mouse(MouseEvent(button, kind: kind, at: Point(x: x, y: y), modifiers: modifiers))
  }

  static let mouseCases: [Example] = [
    Example("\u{1B}[<0;10;5M", [mouse(.left, x: 9, y: 4)]),
    Example("\u{1B}[<0;10;5m", [mouse(.left, .release, x: 9, y: 4)]),
    Example("\u{1B}[<1;1;1M", [mouse(.middle, x: 0, y: 0)]),
    Example("\u{1B}[<2;80;24M", [mouse(.right, x: 79, y: 23)]),
    Example("\u{1B}[<2;3;4m", [mouse(.right, .release, x: 2, y: 3)]),
    Example("\u{1B}[<32;7;2M", [mouse(.left, .drag, x: 6, y: 1)]),
    Example("\u{1B}[<34;7;2M", [mouse(.right, .drag, x: 6, y: 1)]),
    Example("\u{1B}[<35;7;2M", [mouse(.none, .motion, x: 6, y: 1)]),
    Example("\u{1B}[<64;5;6M", [mouse(.wheelUp, x: 4, y: 5)]),
    Example("\u{1B}[<65;5;6M", [mouse(.wheelDown, x: 4, y: 5)]),
    Example("\u{1B}[<1000;2000;3000M", []),
    Example(
      "a\u{1B}[<0;2;3Mb\u{1B}[<0;2;3m",
      [
        key(.character("a")), mouse(.left, x: 1, y: 2), key(.character("b")),
        mouse(.left, .release, x: 1, y: 2),
      ]),
    Example("\u{1B}[<0;300;200M\u{1B}[A", [mouse(.left, x: 299, y: 199), key(.up)]),
    // Legacy reports: each byte 32 more than the code, the column, the row (from 1).
    Example("\u{1B}[M da", [mouse(.left, x: 67, y: 64)]),
    Example("\u{1B}[M!!!q", [mouse(.middle, x: 0, y: 0), key(.character("q"))]),
    Example(bytes: [0x1B, 0x5B, 0x4D, 34, 232, 132], [mouse(.right, x: 199, y: 99)]),
    Example(bytes: [0x1B, 0x5B, 0x4D, 255, 255, 255], []),
    Example("\u{1B}[M@((", [mouse(.left, .drag, x: 7, y: 7)]),
    Example("\u{1B}[Ma((", [mouse(.wheelDown, x: 7, y: 7)]),
    Example("\u{1B}[M0((", [mouse(.left, x: 7, y: 7, [.control])]),
    Example("\u{1B}[M#((x", [key(.character("x"))]),
    Example("\u{1B}[M  (x", [key(.character("x"))]),
  ]

  /// Well-formed sequences that are not reports the program can use, and malformed ones:
  /// each decodes to nothing at all, and the key after it still decodes.
  static let droppedMouseReports = [
    "\u{1B}[<0;0;5M", "\u{1B}[<0;5;0M", "\u{1B}[<0;5M", "\u{1B}[<0;5;6;7M", "\u{1B}[<;5;6M",
    "\u{1B}[<0;;6M", "\u{1B}[<0;5;6;M", "\u{1B}[<0;5;6X", "\u{1B}[<0:1;5;6M", "\u{1B}[<<0;5;6M",
    "\u{1B}[<66;5;6M", "\u{1B}[<67;5;6M", "\u{1B}[<64;5;6m", "\u{1B}[<96;5;6M",
    "\u{1B}[<3;5;6M", "\u{1B}[<3;5;6m", "\u{1B}[<128;5;6M", "\u{1B}[<256;5;6M",
    "\u{1B}[<0;99999999999999999999;6M", "\u{1B}[<0;5;99999999999999999999M",
    "\u{1B}[<0;5;6", "\u{1B}[<" + String(repeating: "1", count: 80) + ";1;1M",
  ]

  @Test(arguments: mouseCases)
  func decodesMouseReport(_ example: Example) {
    #expect(Self.decodeWhole(example.bytes) == example.expected)
  }

  @Test(arguments: 0..<32)
  func modifierBitsOfAReportAreShiftAltAndControl(bits: Int) {
    let code = bits & 0b11100
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let button = [MouseEvent.Button.left, .middle, .right][bits % 3]
    let press = Self.decodeWhole(Array("\u{1B}[<\(code + bits % 3);4;2M".utf8))
    let wheel = Self.decodeWhole(Array("\u{1B}[<\(code + 65);4;2M".utf8))
    #expect(press == [Self.mouse(button, x: 3, y: 1, modifiers)])
    #expect(wheel == [Self.mouse(.wheelDown, x: 3, y: 1, modifiers)])
  }

  @Test(arguments: droppedMouseReports)
  func malformedMouseReportIsDroppedWithoutEffect(_ report: String) {
    let events = Self.decodeWhole(Array((report + "\u{1B}[Bq").utf8))
    #expect(events.suffix(2) == [Self.key(.down), Self.key(.character("q"))])
    #expect(!events.contains { if case .mouse = $0 { true } else { false } })
  }

  @Test func legacyReportCutShortIsDroppedAndWhatCutItDecodes() {
    #expect(Self.decodeWhole(Array("\u{1B}[M (".utf8)) == [])
    #expect(Self.decodeWhole(Array("\u{1B}[M (\u{1B}[B".utf8)) == [Self.key(.down)])
    #expect(
      Self.decodeWhole(Array("\u{1B}[M\rq".utf8)) == [Self.key(.enter), Self.key(.character("q"))])
  }

  @Test(arguments: mouseCases)
  func mouseReportSplitAtEveryByteDecodesLikeWhole(_ example: Example) {
    let bytes = example.bytes
    for cut in 0...bytes.count {
      #expect(Self.decode(pieces: [bytes[..<cut], bytes[cut...]]) == example.expected, "\(cut)")
    }
    #expect(Self.decode(pieces: bytes.indices.map { bytes[$0...$0] }) == example.expected)
  }

  @Test(arguments: 0..<8 as Range<UInt64>)
  func garbageAroundMouseReportsNeverCrashesAndKeepsWholeReports(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<50 {
      let report = Array("\u{1B}[<0;3;4M".utf8)
      let garbage = Self.garbage(using: &generator)
      var decoder = InputDecoder()
      _ = decoder.decode(garbage)
      let bytes = garbage + [0x18] + report
      let whole = Self.decodeWhole(bytes)
      let pieces = Self.decode(pieces: Self.randomPieces(of: bytes, using: &generator))
      #expect(Self.scalarsAndKeys(pieces) == Self.scalarsAndKeys(whole), "\(bytes)")
      if !decoder.isInsidePaste {
        #expect(whole.last == Self.mouse(.left, x: 2, y: 3), "\(bytes)")
      }
    }
  }
}
