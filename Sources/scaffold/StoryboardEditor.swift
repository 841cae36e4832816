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
  /// The file's text.
  let text: String
  /// The file's tokens.
  let source: SwiftSource

  /// An editor of `text`, the contents of the file at `path`.
  init(path: String, text: String) {
    self.path = path
    self.text = text
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

  /// Whether the registration of `identifier` says its segues present it
  /// (`storyboard.register("…", segueKind: .present)`) rather than push it.
  func registersPresented(_ identifier: String) -> Bool {
    let tokens = source.tokens
    return registerCalls.contains { index in
      guard index + 4 < tokens.count, tokens[index + 4].kind == .string,
        tokens[index + 4].text == identifier,
        let close = source.matchingClose(ofTokenAt: index + 3)
      else { return false }
      let words = tokens[(index + 5)..<close].map(\.text)
      return words.indices.contains {
        words[$0...].starts(with: ["segueKind", ":", ".", "present"])
      }
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
  /// whole file when `nil`), declared as presented when `presented`. A factory declared in
  /// several branches of `#if … #else … #endif` gets the registration in each of its copies,
  /// so the scene is registered whatever the platform.
  ///
  /// A last registration inside `#if … #endif` is followed by the new one after the
  /// `#endif`, indented like the `#if`: the new scene is registered whatever the condition.
  ///
  /// - Throws: ``ScaffoldError/storyboardNotEditable(path:missing:)`` when there is no
  ///   `return storyboard` after the registrations, or a registration's brackets do not
  ///   close, in the function or one of its copies.
  func registering(_ name: SceneName, presented: Bool = false, in factory: Factory? = nil)
    throws(ScaffoldError) -> String
  {
    guard let factory else {
      return source.inserting([
        try insertion(registering: name, presented: presented, in: 0..<source.tokens.count)
      ])
    }
    var insertions: [(offset: Int, text: String)] = []
    for body in factory.bodies {
      let line = source.lineNumber(of: source.tokens[body.lowerBound].range.lowerBound)
      insertions.append(
        try insertion(
          registering: name, presented: presented, in: body.lowerBound..<(body.upperBound + 1),
          copy: factory.bodies.count > 1 ? " in the copy of \(factory.name)() at line \(line)" : ""
        ))
    }
    return source.inserting(insertions)
  }

  /// Where the registration of `name` goes among the tokens of `scope`, and its line.
  ///
  /// - Parameter copy: What names the function's copy the scope is, for messages
  ///   (` in the copy of make() at line 12`), or nothing.
  /// - Throws: ``ScaffoldError/storyboardNotEditable(path:missing:)`` as
  ///   ``registering(_:presented:in:)`` does.
  private func insertion(
    registering name: SceneName, presented: Bool, in scope: Range<Int>, copy: String = ""
  ) throws(ScaffoldError) -> (offset: Int, text: String) {
    guard
      let returnIndex = source.indices(ofSequence: ["return", "storyboard"]).last(
        where: scope.contains)
    else {
      throw .storyboardNotEditable(path: path, missing: "`return storyboard` line" + copy)
    }
    let returnOffset = source.tokens[returnIndex].range.lowerBound
    var (offset, indentedLike) = (source.lineStart(of: returnOffset), returnOffset)
    if let lastCall = registerCalls.last(where: scope.contains) {
      indentedLike = source.tokens[lastCall].range.lowerBound
      var end = endOfCall(at: lastCall)
      if let block = conditionalBlock(holdingTokenAt: lastCall, from: scope.lowerBound) {
        indentedLike = source.tokens[block.open].range.lowerBound
        end = block.close.map { source.tokens[$0].range.upperBound }
      }
      guard let end, end <= returnOffset else {
        throw .storyboardNotEditable(
          path: path,
          missing: "`return storyboard` after its last `storyboard.register(` call" + copy)
      }
      offset = source.nextLineStart(after: end)
    }
    let indent = source.indentation(ofLineAt: indentedLike).count
    return (
      offset, RouteTemplates.registration(of: name, presented: presented, indent: indent) + "\n"
    )
  }

  /// The outermost `#if … #endif` block that holds the token at `index`, counted from the
  /// token at `start`: the index of its `#if`'s `#`, and of its `endif` (`nil` when it does
  /// not close); `nil` when no block holds the token.
  private func conditionalBlock(holdingTokenAt index: Int, from start: Int)
    -> (open: Int, close: Int?)?
  {
    let branches = source.conditionalBranches(holdingTokenAt: index).filter {
      $0.block >= start
    }
    guard let open = branches.first?.block else { return nil }
    var depth = branches.count
    for current in index..<source.tokens.count {
      switch source.directive(at: current) {
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
