import TerminalCore

extension Bench {
  /// Input decoding throughput, in 4 KiB reads as a terminal delivers them: a mix of ASCII,
  /// UTF-8 and escape sequences, typed printable ASCII, and one bracketed paste of mixed
  /// ASCII and UTF-8 text.
  ///
  /// Each figure times making the events, an ``InputEvents`` per read, and freeing them;
  /// `decode_ascii_read_mib_per_s` also reads every typed key's character, as a text field
  /// does, so it counts what getting a ``KeyCode`` out of an event costs too.
  ///
  /// - Returns: The figures as JSON keys and values, for the list ``main()`` prints.
  static func measureDecoding() -> [(String, String)] {
    let mixedChunk = Array("hello 世界 👋🏽 \u{1B}[A\u{1B}[1;5C\u{1B}OP\r\t".utf8)
    let mixed = Array(repeating: mixedChunk, count: 20_000).flatMap { $0 }
    let mixedRun = decodingRate(of: mixed)
    let typed = Array(repeating: Array("hello world ".utf8), count: (1 << 20) / 12)
      .flatMap { $0 }
    let pasteChunk = Array("let greeting = \"héllo, 世界 👋🏽\"\n\tprint(greeting)\n".utf8)
    let paste =
      Array("\u{1B}[200~".utf8)
      + Array(repeating: pasteChunk, count: (8 << 20) / pasteChunk.count).flatMap { $0 }
      + Array("\u{1B}[201~".utf8)
    return [
      ("decode_mib_per_s", format(mixedRun.mebibytesPerSecond)),
      ("decode_events", "\(mixedRun.events)"),
      ("decode_ascii_mib_per_s", format(decodingRate(of: typed).mebibytesPerSecond)),
      ("decode_ascii_read_mib_per_s", format(readingRate(of: typed))),
      ("decode_paste_mib_per_s", format(decodingRate(of: paste).mebibytesPerSecond)),
    ]
  }

  /// Decodes `input` in 4 KiB reads five times with a fresh decoder.
  ///
  /// - Returns: The median rate and the events of one run.
  private static func decodingRate(of input: [UInt8]) -> (mebibytesPerSecond: Double, events: Int) {
    var samples: [Double] = []
    var events = 0
    for _ in 0..<5 {
      var decoder = InputDecoder()
      events = 0
      let start = ContinuousClock.now
      for offset in stride(from: 0, to: input.count, by: 4_096) {
        events += decoder.decode(input[offset..<min(offset + 4_096, input.count)]).count
      }
      let seconds = (ContinuousClock.now - start).milliseconds / 1_000
      samples.append(Double(input.count) / 1_048_576 / seconds)
    }
    return (median(samples), events)
  }

  /// Decodes `input` as ``decodingRate(of:)`` does, five times, and reads the character of
  /// every character key.
  ///
  /// - Returns: The median rate, or 0 when the characters read back are not one per byte
  ///   of `input` (a decoding error, which the figure must not hide).
  private static func readingRate(of input: [UInt8]) -> Double {
    var samples: [Double] = []
    for _ in 0..<5 {
      var decoder = InputDecoder()
      var characterBytes = 0
      let start = ContinuousClock.now
      for offset in stride(from: 0, to: input.count, by: 4_096) {
        for event in decoder.decode(input[offset..<min(offset + 4_096, input.count)]) {
          guard case .key(let key) = event, case .character(let character) = key.code else {
            continue
          }
          characterBytes += character.utf8.count
        }
      }
      let seconds = (ContinuousClock.now - start).milliseconds / 1_000
      guard characterBytes == input.count else { return 0 }
      samples.append(Double(input.count) / 1_048_576 / seconds)
    }
    return median(samples)
  }
}
