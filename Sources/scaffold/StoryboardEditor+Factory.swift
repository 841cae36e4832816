extension StoryboardEditor {
  /// The function of the storyboard file that makes the storyboard, where new scenes are
  /// registered and which the generated tests call.
  struct Factory: Equatable {
    /// The function's name, such as `make`.
    let name: String
    /// The indices of the tokens that open and close its body: one body per copy, in order,
    /// when the file declares the function in several branches of `#if … #else … #endif`.
    var bodies: [ClosedRange<Int>]
    /// How the tests call it (`AppStoryboard.make()`), or why they cannot.
    let call: Result<String, ScaffoldError>
    /// The names its body knows its parameters by, such as `environment`.
    var parameters: [String] = []
  }

  /// The function that makes the storyboard: of the functions declared `-> Storyboard`, the
  /// one `storyboardCall` names if it names one, then the one that registers the scenes, else
  /// the one that calls `Storyboard(initialIdentifier:`; `nil` when the file declares none.
  /// Declarations the tests call alike (`AppStoryboard.make()`) are copies of one function,
  /// each compiled on its own platform, so they count as one (and are all edited).
  ///
  /// - Parameter storyboardCall: The expression given with `--storyboard-call`, if any.
  /// - Throws: ``ScaffoldError/storyboardAmbiguous(path:functions:)`` when several functions
  ///   remain; ``ScaffoldError/storyboardFactoryRepeated(path:function:lines:)`` when the one
  ///   that remains has copies that one build may compile together (not each in its own
  ///   branch of one `#if … #endif` block).
  func factory(namedIn storyboardCall: String?) throws(ScaffoldError) -> Factory? {
    var candidates = storyboardFunctions()
    if let storyboardCall {
      let words = SwiftSource(storyboardCall).tokens
      let named = candidates.filter { candidate in
        zip(words, words.dropFirst()).contains { $0.text == candidate.name && $1.text == "(" }
      }
      if !named.isEmpty { candidates = named }
    }
    for sequence in [
      ["storyboard", ".", "register", "("], ["Storyboard", "(", "initialIdentifier"],
    ] {
      let found = source.indices(ofSequence: sequence)
      let holding = candidates.filter { candidate in
        found.contains { index in candidate.bodies.contains { $0.contains(index) } }
      }
      if !holding.isEmpty {
        candidates = holding
        break
      }
    }
    guard candidates.count <= 1 else {
      throw .storyboardAmbiguous(
        path: path, functions: candidates.map { (try? $0.call.get()) ?? "\($0.name)()" })
    }
    guard let factory = candidates.first else { return nil }
    try checkCopiesExcludeEachOther(factory)
    return factory
  }

  /// Checks that no build compiles two copies of `factory`: each two lie in different
  /// clauses of one `#if … #endif` block, so the scene registered in every copy is
  /// registered once whatever the platform.
  ///
  /// - Throws: ``ScaffoldError/storyboardFactoryRepeated(path:function:lines:)`` when two
  ///   copies may be compiled together.
  private func checkCopiesExcludeEachOther(_ factory: Factory) throws(ScaffoldError) {
    let branches = factory.bodies.map { source.conditionalBranches(holdingTokenAt: $0.lowerBound) }
    for (index, first) in branches.enumerated()
    where branches[(index + 1)...].contains(where: { !SwiftSource.excludeEachOther(first, $0) }) {
      throw .storyboardFactoryRepeated(
        path: path, function: (try? factory.call.get()) ?? "\(factory.name)()",
        lines: factory.bodies.map {
          source.lineNumber(of: source.tokens[$0.lowerBound].range.lowerBound)
        })
    }
  }

  /// The functions declared `func NAME(…) -> Storyboard` (or `-> TerminalUI.Storyboard`)
  /// with a body, in order; declarations of one name that the tests call alike are the
  /// copies of one function.
  private func storyboardFunctions() -> [Factory] {
    let tokens = source.tokens
    var functions: [Factory] = []
    for index in source.indices(ofSequence: ["func"])
    where index + 2 < tokens.count && tokens[index + 1].kind == .word
      && tokens[index + 2].text == "("
    {
      guard let close = source.matchingClose(ofTokenAt: index + 2),
        returnsStoryboard(afterTokenAt: close),
        let open = source.firstIndex(of: "{", from: close + 1),
        let end = source.matchingClose(ofTokenAt: open)
      else { continue }
      let name = tokens[index + 1].text
      let call = call(ofFunction: name, at: index, parameters: (index + 2)...close)
      if let original = functions.firstIndex(where: { $0.name == name && $0.call == call }) {
        functions[original].bodies.append(open...end)
      } else {
        functions.append(
          Factory(
            name: name, bodies: [open...end], call: call,
            parameters: parameterNames(between: index + 2, and: close)))
      }
    }
    return functions
  }

  /// How the tests call the function `name` declared at the token `index`, or why they
  /// cannot: `name()` for a top-level function, `Type.Nested.name()` for a `static` or
  /// `class` one.
  private func call(ofFunction name: String, at index: Int, parameters: ClosedRange<Int>)
    -> Result<String, ScaffoldError>
  {
    guard parametersAllHaveDefaults(between: parameters.lowerBound, and: parameters.upperBound)
    else {
      return .failure(
        .storyboardNotEditable(
          path: path,
          missing: "function that makes the storyboard without arguments, such as "
            + "`static func make() -> Storyboard` (or pass --storyboard-call EXPRESSION)"))
    }
    guard let scopes = typeScopes(ofTokenAt: index) else {
      return .failure(
        .storyboardFactoryNotCallable(
          path: path, function: name, reason: "it is declared inside a function or closure"))
    }
    guard let type = scopes.last else { return .success("\(name)()") }
    guard modifiers(ofTokenAt: index).contains(where: { $0 == "static" || $0 == "class" }) else {
      return .failure(
        .storyboardFactoryNotCallable(
          path: path, function: name, reason: "it is an instance method of \(type)"))
    }
    return .success("\(type).\(name)()")
  }

  /// The names a function's body knows its parameters by, between the brackets at `open`
  /// and `close`: the word before each top-level `:` (`environment` in `environment:` and in
  /// `with environment:`).
  private func parameterNames(between open: Int, and close: Int) -> [String] {
    var depth = 0
    var names: [String] = []
    var expectsName = true
    for index in (open + 1)..<close {
      let token = source.tokens[index]
      guard token.kind == .punctuation else { continue }
      switch token.text {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      case "," where depth == 0: expectsName = true
      case ":" where depth == 0 && expectsName:
        names.append(source.tokens[index - 1].text)
        expectsName = false
      default: break
      }
    }
    return names
  }

  /// The words before the declaration keyword at `index`: its modifiers and attributes.
  private func modifiers(ofTokenAt index: Int) -> [String] {
    var words: [String] = []
    var current = index - 1
    while current >= 0, source.tokens[current].kind == .word || source.tokens[current].text == "@" {
      words.append(source.tokens[current].text)
      current -= 1
    }
    return words
  }

  /// The qualified names of the types whose braces hold the token at `target`, outermost
  /// first (`["App", "App.Storyboards"]`); `nil` when a function body or closure holds it.
  private func typeScopes(ofTokenAt target: Int) -> [String]? {
    let declarations: Set<String> = ["enum", "struct", "class", "actor", "extension"]
    let notTypes: Set<String> = ["func", "var", "let", "init", "subscript", "static"]
    var pending: String?
    var stack: [String?] = []
    var index = 0
    while index < target {
      let token = source.tokens[index]
      index += 1
      guard token.kind != .string else { continue }
      if declarations.contains(token.text), index < target,
        source.tokens[index].kind == .word, !notTypes.contains(source.tokens[index].text)
      {
        var name = source.tokens[index].text
        while index + 2 < target, source.tokens[index + 1].text == ".",
          source.tokens[index + 2].kind == .word
        {
          name += "." + source.tokens[index + 2].text
          index += 2
        }
        let outer = token.text == "extension" ? nil : stack.last ?? nil
        pending = outer.map { "\($0).\(name)" } ?? name
      } else if token.text == "{" {
        stack.append(pending)
        pending = nil
      } else if token.text == "}" {
        _ = stack.popLast()
      }
    }
    guard stack.allSatisfy({ $0 != nil }) else { return nil }
    return stack.compactMap { $0 }
  }
}
