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
  private let source: SwiftSource

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

  /// The call that makes the storyboard, for the generated tests: the first function
  /// declared as `func NAME(…) -> Storyboard` (or `-> TerminalUI.Storyboard`) whose
  /// parameters, if any, all have default values, called without arguments, with its type's
  /// name when it is `static` (`AppStoryboard.make()`); `nil` when there is none.
  var factoryCall: String? {
    let tokens = source.tokens
    for index in source.indices(ofSequence: ["func"])
    where index + 2 < tokens.count && tokens[index + 1].kind == .word
      && tokens[index + 2].text == "("
    {
      guard let close = source.matchingClose(ofTokenAt: index + 2),
        returnsStoryboard(afterTokenAt: close),
        parametersAllHaveDefaults(between: index + 2, and: close)
      else { continue }
      let call = "\(tokens[index + 1].text)()"
      let modifiers = tokens[max(0, index - 3)..<index].map(\.text)
      guard modifiers.contains("static") else { return call }
      return enclosingType(ofTokenAt: index).map { "\($0).\(call)" }
    }
    return nil
  }

  /// Whether `-> Storyboard` or `-> TerminalUI.Storyboard` follows the token at `index`.
  private func returnsStoryboard(afterTokenAt index: Int) -> Bool {
    let following = source.tokens[(index + 1)...].prefix(5).map(\.text)
    return following.starts(with: ["-", ">", "Storyboard"])
      || following.starts(with: ["-", ">", "TerminalUI", ".", "Storyboard"])
  }

  /// Whether every parameter between the brackets at `open` and `close` has a default value
  /// (an `=` outside any bracket), so that the function can be called without arguments.
  private func parametersAllHaveDefaults(between open: Int, and close: Int) -> Bool {
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

  /// The text with `name` registered after the last registration, declared as presented
  /// when `presented`.
  ///
  /// - Throws: ``ScaffoldError/storyboardNotEditable(path:missing:)`` when there is no
  ///   `return storyboard` after the registrations, or a registration's brackets do not
  ///   close.
  func registering(_ name: SceneName, presented: Bool = false) throws(ScaffoldError) -> String {
    guard let returnIndex = source.indices(ofSequence: ["return", "storyboard"]).last else {
      throw .storyboardNotEditable(path: path, missing: "`return storyboard` line")
    }
    let returnOffset = source.tokens[returnIndex].range.lowerBound
    guard let lastCall = registerCalls.last else {
      let indent = source.indentation(ofLineAt: returnOffset)
      let line =
        RouteTemplates.registration(of: name, presented: presented, indent: indent.count) + "\n"
      return source.inserting(line, at: source.lineStart(of: returnOffset))
    }
    guard let end = endOfCall(at: lastCall), end <= returnOffset else {
      throw .storyboardNotEditable(
        path: path, missing: "`return storyboard` after its last `storyboard.register(` call")
    }
    let indent = source.indentation(ofLineAt: source.tokens[lastCall].range.lowerBound)
    let line =
      RouteTemplates.registration(of: name, presented: presented, indent: indent.count) + "\n"
    return source.inserting(line, at: source.nextLineStart(after: end))
  }

  /// The name of the type or extension whose braces hold the token at `target`.
  private func enclosingType(ofTokenAt target: Int) -> String? {
    let declarations: Set<String> = ["enum", "struct", "class", "actor", "extension"]
    var pending: String?
    var stack: [String?] = []
    for (index, token) in source.tokens[..<target].enumerated()
    where token.kind != .string {
      if declarations.contains(token.text), index + 1 < target,
        source.tokens[index + 1].kind == .word
      {
        pending = source.tokens[index + 1].text
      } else if token.text == "{" {
        stack.append(pending)
        pending = nil
      } else if token.text == "}" {
        _ = stack.popLast()
      }
    }
    return stack.last { $0 != nil } ?? nil
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
