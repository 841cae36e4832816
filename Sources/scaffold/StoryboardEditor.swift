/// Adds a scene to a target's storyboard file, such as `Scenes/AppStoryboard.swift`.
///
/// Other engineers add scenes to the same file, so the editor relies on nothing but the
/// `storyboard.register(` calls and the `return storyboard` line: the new registration goes
/// after the last call (a call may span several lines), indented like it; with no call yet,
/// it goes just before `return storyboard`.
///
/// ```swift
/// let editor = StoryboardEditor(path: "Scenes/AppStoryboard.swift", text: text)
/// editor.registeredIdentifiers  // ["Detail", "Home"]
/// let edited = try editor.registering(try SceneName("Profile"))
/// ```
struct StoryboardEditor {
  /// The file's path, for messages.
  let path: String
  /// The file's tokens.
  let source: SwiftSource

  /// An editor of `text`, the contents of the file at `path`.
  init(path: String, text: String) {
    self.path = path
    source = SwiftSource(text)
  }

  /// The identifiers registered with `storyboard.register("…")`.
  var registeredIdentifiers: [String] {
    registerCalls.compactMap { index in
      guard index + 4 < source.tokens.count else { return nil }
      let argument = source.tokens[index + 4]
      return argument.kind == .string ? argument.text : nil
    }
  }

  /// Whether the text makes a storyboard: it calls `Storyboard(initialIdentifier:`.
  var makesStoryboard: Bool {
    !source.indices(ofSequence: ["Storyboard", "(", "initialIdentifier"]).isEmpty
  }

  /// Whether `-> Storyboard` or `-> TerminalUI.Storyboard` follows the token at `index`.
  func returnsStoryboard(afterTokenAt index: Int) -> Bool {
    let following = source.tokens[(index + 1)...].prefix(5).map(\.text)
    return following.starts(with: ["-", ">", "Storyboard"])
      || following.starts(with: ["-", ">", "TerminalUI", ".", "Storyboard"])
  }

  /// Whether every parameter between the brackets at `open` and `close` has a default value
  /// (an `=` outside any bracket), so that the function can be called without arguments.
  func parametersAllHaveDefaults(between open: Int, and close: Int) -> Bool {
    var depth = 0
    var (isEmpty, hasDefault) = (true, false)
    for token in source.tokens[(open + 1)..<close] {
      if token.kind == .punctuation {
        switch token.text {
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        case "," where depth == 0:
          guard hasDefault else { return false }
          (isEmpty, hasDefault) = (true, false)
          continue
        case "=" where depth == 0: hasDefault = true
        default: break
        }
      }
      isEmpty = false
    }
    return isEmpty || hasDefault
  }

  /// The text with `name` registered after the last registration of `factory` (of the
  /// whole file when `nil`), declared as presented when `presented`.
  ///
  /// A last registration inside `#if … #endif` is followed by the new one after the
  /// `#endif`, indented like the `#if`: the new scene is registered whatever the condition.
  ///
  /// - Throws: ``ScaffoldError/storyboardNotEditable(path:missing:)`` when there is no
  ///   `return storyboard` after the registrations, or a registration's brackets do not
  ///   close.
  func registering(_ name: SceneName, presented: Bool = false, in factory: Factory? = nil)
    throws(ScaffoldError) -> String
  {
    let scope =
      factory.map { $0.body.lowerBound..<($0.body.upperBound + 1) }
      ?? 0..<source.tokens.count
    guard
      let returnIndex = source.indices(ofSequence: ["return", "storyboard"]).last(
        where: scope.contains)
    else {
      throw .storyboardNotEditable(path: path, missing: "`return storyboard` line")
    }
    let returnOffset = source.tokens[returnIndex].range.lowerBound
    guard let lastCall = registerCalls.last(where: scope.contains) else {
      let indent = source.indentation(ofLineAt: returnOffset)
      let line =
        RouteTemplates.registration(of: name, presented: presented, indent: indent.count) + "\n"
      return source.inserting(line, at: source.lineStart(of: returnOffset))
    }
    var indentedLike = source.tokens[lastCall].range.lowerBound
    var end = endOfCall(at: lastCall)
    if let block = conditionalBlock(holdingTokenAt: lastCall, from: scope.lowerBound) {
      indentedLike = source.tokens[block.open].range.lowerBound
      end = block.close.map { source.tokens[$0].range.upperBound }
    }
    guard let end, end <= returnOffset else {
      throw .storyboardNotEditable(
        path: path, missing: "`return storyboard` after its last `storyboard.register(` call")
    }
    let indent = source.indentation(ofLineAt: indentedLike)
    let line =
      RouteTemplates.registration(of: name, presented: presented, indent: indent.count) + "\n"
    return source.inserting(line, at: source.nextLineStart(after: end))
  }

  /// The outermost `#if … #endif` block that holds the token at `index`, counted from the
  /// token at `start`: the index of its `#if`'s `#`, and of its `endif` (`nil` when it does
  /// not close); `nil` when no block holds the token.
  private func conditionalBlock(holdingTokenAt index: Int, from start: Int)
    -> (open: Int, close: Int?)?
  {
    let tokens = source.tokens
    func directive(at current: Int) -> String? {
      guard current + 1 < tokens.count, tokens[current].text == "#",
        tokens[current].kind == .punctuation
      else { return nil }
      return tokens[current + 1].text
    }
    var opened: [Int] = []
    for current in start..<index {
      switch directive(at: current) {
      case "if": opened.append(current)
      case "endif": _ = opened.popLast()
      default: break
      }
    }
    guard let open = opened.first else { return nil }
    var depth = opened.count
    for current in index..<tokens.count {
      switch directive(at: current) {
      case "if": depth += 1
      case "endif":
        depth -= 1
        if depth == 0 { return (open, current + 1) }
      default: break
      }
    }
    return (open, nil)
  }

  /// The indices of the `storyboard` tokens of `storyboard.register(` calls.
  private var registerCalls: [Int] {
    source.indices(ofSequence: ["storyboard", ".", "register", "("])
  }

  /// The offset just past a `storyboard.register(…) { … }` call, trailing closure included.
  private func endOfCall(at index: Int) -> Int? {
    guard let close = source.matchingClose(ofTokenAt: index + 3) else { return nil }
    let next = close + 1
    guard next < source.tokens.count, source.tokens[next].text == "{",
      source.tokens[next].kind == .punctuation
    else {
      return source.tokens[close].range.upperBound
    }
    return source.matchingClose(ofTokenAt: next).map { source.tokens[$0].range.upperBound }
  }
}
