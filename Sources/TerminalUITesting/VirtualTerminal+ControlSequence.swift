import TerminalCore

extension VirtualTerminal {
  /// Carries out the control sequence collected in `sequence` and ended by `final`.
  ///
  /// Sequences with intermediate bytes, sub-parameters (`:`) or a private marker other
  /// than `?` are not understood and only recorded.
  mutating func dispatchControlSequence(final: UInt8) {
    let text = "ESC[" + String(decoding: sequence + [final], as: UTF8.self)
    var body = sequence[...]
    var marker: UInt8?
    if let first = body.first, (0x3C...0x3F).contains(first) {
      marker = first
      body = body.dropFirst()
    }
    guard body.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x3B }) else {
      recordUnknown(text)
      return
    }
    let parameters = Self.parameters(of: body)
    switch (marker, final) {
    case (nil, 0x41): moveCursor(to: Point(x: cursor.x, y: cursor.y - count(parameters)))
    case (nil, 0x42): moveCursor(to: Point(x: cursor.x, y: cursor.y + count(parameters)))
    case (nil, 0x43): moveCursor(to: Point(x: cursor.x + count(parameters), y: cursor.y))
    case (nil, 0x44): moveCursor(to: Point(x: cursor.x - count(parameters), y: cursor.y))
    case (nil, 0x47): moveCursor(to: Point(x: count(parameters) - 1, y: cursor.y))
    case (nil, 0x48), (nil, 0x66):
      moveCursor(to: Point(x: count(parameters, at: 1) - 1, y: count(parameters) - 1))
    case (nil, 0x4A): eraseInDisplay(parameters.first ?? nil, text: text)
    case (nil, 0x4B): eraseInLine(parameters.first ?? nil, text: text)
    case (nil, 0x6D): selectGraphicRendition(parameters, text: text)
    case (nil, 0x72): setScrollRegion(parameters, text: text)
    case (nil, 0x53): scroll(scrollRegion ?? 0..<size.height, by: count(parameters))
    case (nil, 0x54): scroll(scrollRegion ?? 0..<size.height, by: -count(parameters))
    case (0x3F, 0x68), (0x3F, 0x6C): setModes(parameters, to: final == 0x68)
    default: recordUnknown(text)
    }
  }

  // MARK: - Private helpers

  /// The numeric parameters of `body`: `nil` for an empty one; huge values are capped.
  private static func parameters(of body: ArraySlice<UInt8>) -> [Int?] {
    body.split(separator: 0x3B, omittingEmptySubsequences: false).map { digits in
      guard !digits.isEmpty else { return nil }
      return digits.reduce(0) { min($0 * 10 + Int($1 - 0x30), 99_999) }
    }
  }

  /// Parameter `index` as a count or a 1-based position: 1 when missing or zero.
  func count(_ parameters: [Int?], at index: Int = 0) -> Int {
    guard index < parameters.count, let value = parameters[index] else { return 1 }
    return max(value, 1)
  }

  /// ED: 0 erases from the cursor to the end, 1 from the start to the cursor, 2 all.
  private mutating func eraseInDisplay(_ mode: Int?, text: String) {
    let width = size.width
    switch mode ?? 0 {
    case 0:
      erase(Rect(x: cursor.x, y: cursor.y, width: width - cursor.x, height: 1))
      erase(Rect(x: 0, y: cursor.y + 1, width: width, height: size.height - cursor.y - 1))
    case 1:
      erase(Rect(x: 0, y: 0, width: width, height: cursor.y))
      erase(Rect(x: 0, y: cursor.y, width: cursor.x + 1, height: 1))
    case 2:
      erase(screen.bounds)
    default:
      recordUnknown(text)
      return
    }
    isWrapPending = false
  }

  /// EL: 0 erases from the cursor to the end of the line, 1 from its start, 2 all of it.
  private mutating func eraseInLine(_ mode: Int?, text: String) {
    let width = size.width
    switch mode ?? 0 {
    case 0: erase(Rect(x: cursor.x, y: cursor.y, width: width - cursor.x, height: 1))
    case 1: erase(Rect(x: 0, y: cursor.y, width: cursor.x + 1, height: 1))
    case 2: erase(Rect(x: 0, y: cursor.y, width: width, height: 1))
    default:
      recordUnknown(text)
      return
    }
    isWrapPending = false
  }

  /// DECSET (`on`) or DECRST of the private modes in `parameters`.
  private mutating func setModes(_ parameters: [Int?], to on: Bool) {
    for parameter in parameters {
      switch parameter {
      case 25: isCursorVisible = on
      case 1049: setAlternateScreen(on)
      case 2004: isBracketedPaste = on
      case 2026: isSynchronizedOutput = on
      default: recordUnknown("ESC[?" + (parameter.map(String.init) ?? "") + (on ? "h" : "l"))
      }
    }
  }

  /// Mode 1049: save the cursor and switch to a cleared alternate screen, or switch back
  /// and restore the cursor.
  private mutating func setAlternateScreen(_ on: Bool) {
    if on, !isAlternateScreen {
      savedMainScreen = screen
      savedCursor = cursor
      savedPen = pen
      screen = Canvas(size: size)
      isAlternateScreen = true
    } else if !on, isAlternateScreen, let main = savedMainScreen {
      screen = main
      cursor = savedCursor
      pen = savedPen
      savedMainScreen = nil
      isAlternateScreen = false
    }
    isWrapPending = false
  }
}
