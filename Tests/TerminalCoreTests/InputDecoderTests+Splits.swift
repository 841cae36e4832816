import TerminalCore
import Testing

extension InputDecoderTests {
  @Test(arguments: allCases)
  func everyTwoWaySplitDecodesLikeWhole(_ example: Example) {
    let bytes = example.bytes
    for cut in 0...bytes.count {
      let events = Self.decode(pieces: [bytes[..<cut], bytes[cut...]])
      let insideScalar = cut < bytes.count && bytes[cut] & 0xC0 == 0x80
      if example.regroupsWhenSplit && !insideScalar {
        #expect(Self.scalarsAndKeys(events) == Self.scalarsAndKeys(example.expected), "cut \(cut)")
      } else {
        #expect(events == example.expected, "cut \(cut)")
      }
    }
  }

  @Test(arguments: allCases)
  func byteByByteDecodesLikeWhole(_ example: Example) {
    let bytes = example.bytes
    let events = Self.decode(pieces: bytes.indices.map { bytes[$0...$0] })
    if example.regroupsWhenSplit {
      #expect(Self.scalarsAndKeys(events) == Self.scalarsAndKeys(example.expected))
    } else {
      #expect(events == example.expected)
    }
  }

  @Test(arguments: allCases.filter { !$0.regroupsWhenSplit && $0.bytes.count <= 40 })
  func everyThreeWaySplitDecodesLikeWhole(_ example: Example) {
    let bytes = example.bytes
    for first in 0...bytes.count {
      for second in first...bytes.count {
        let events = Self.decode(pieces: [bytes[..<first], bytes[first..<second], bytes[second...]])
        #expect(events == example.expected, "cuts \(first), \(second)")
      }
    }
  }

  @Test(arguments: allCases)
  func nonContiguousSequenceDecodesLikeArray(_ example: Example) {
    var decoder = InputDecoder()
    let events = decoder.decode(example.bytes.lazy.filter { _ in true }) + decoder.flush()
    #expect(Array(events) == example.expected)
  }

  /// A token of ``scalarsAndKeys(_:)``: a run of plain text or any other event.
  enum Token: Equatable {
    case text([Unicode.Scalar])
    case event(InputEvent)
  }

  /// `events` with each run of unmodified characters merged into its scalars, which is what
  /// stays the same when a read boundary parts a grapheme.
  static func scalarsAndKeys(_ events: [InputEvent]) -> [Token] {
    var tokens: [Token] = []
    for event in events {
      guard case .key(let key) = event, key.modifiers.isEmpty,
        case .character(let character) = key.code
      else {
        tokens.append(.event(event))
        continue
      }
      if case .text(let scalars) = tokens.last {
        tokens[tokens.count - 1] = .text(scalars + character.unicodeScalars)
      } else {
        tokens.append(.text(Array(character.unicodeScalars)))
      }
    }
    return tokens
  }
}
