extension ResultReceiverEditor {
  // MARK: - The scene's view controller

  /// Gives the scene's view controller the call in `didUnwind(from:)` (in the override it
  /// has, else in one added, calling `super`) and the display method with the property it
  /// fills.
  func addViewControllerCode(to viewController: SceneComponent, in edits: inout FileEdits)
    throws(ScaffoldError)
  {
    let (file, declaration) = (viewController.file, viewController.declaration)
    let d = receiver.back.destination
    let name = declaration.name
    guard declaration.kind == "class", name == "\(d)ViewController" else {
      throw .destinationNotEditable(
        scene: d, path: file.path,
        missing:
          "conformance to \(d)DisplayLogic in the declaration of class \(d)ViewController "
          + "(\(declaration.kind) \(name) has it)")
    }
    try requireMember("interactor", of: viewController)
    try checkNew("var", receiver.textProperty, in: declaration, of: file)
    try checkNew("func", receiver.displayMethod, in: declaration, of: file)
    let indent = file.source.memberIndent(of: declaration)
    let call = "\(receiver.receiveMethod)(request:)"
    let display = receiver.displayMethodAndText(indent: indent)
    let displayAdded = "\(receiver.textProperty), \(receiver.displayMethod)(viewModel:)"
    let members: String
    let addition: String
    if let override = try unwindOverride(in: file, of: declaration) {
      try edits.insert(
        callInsertion(in: file.source, overrideAt: override), in: file.path,
        adding: "\(name): didUnwind(from:) also calls \(call)",
        orRefuseMissing:
          "didUnwind(from:) in \(name) whose body's braces are each on a line without code, "
          + "for the call to \(call)", scene: d)
      members = display
      addition = "\(name): \(displayAdded)"
    } else {
      members = receiver.unwindOverride(indent: indent) + "\n\n" + display
      addition = "\(name): override func didUnwind(from:), which calls \(call); \(displayAdded)"
    }
    try append(members, to: declaration, in: file, adding: addition, edits: &edits)
  }

  /// The index of the `func` token of the `override func didUnwind(from …)` among the
  /// members of `viewController`; `nil` when it has none.
  ///
  /// - Throws: ``ScaffoldError/destinationNotEditable(scene:path:missing:)`` when it has
  ///   several (one in each branch of an `#if`, say): which to call from is not clear.
  private func unwindOverride(
    in file: FileEdits.File, of viewController: SwiftSource.Declaration
  ) throws(ScaffoldError) -> Int? {
    let tokens = file.source.tokens
    guard let close = viewController.close else { return nil }
    var found: [Int] = []
    var depth = 0
    for index in (viewController.open + 1)..<close {
      let token = tokens[index]
      if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
      guard depth == 0, token.kind == .word, token.text == "func", index + 3 < close,
        tokens[index + 1].text == "didUnwind", tokens[index + 2].text == "(",
        tokens[index + 3].text == "from",
        tokens[max(index - 3, 0)..<index].contains(where: { $0.text == "override" })
      else { continue }
      found.append(index)
    }
    guard found.count <= 1 else {
      throw .destinationNotEditable(
        scene: receiver.back.destination, path: file.path,
        missing:
          "single didUnwind(from:) in \(viewController.name) (it has \(found.count)), to call "
          + "\(receiver.receiveMethod)(request:) from")
    }
    return found.first
  }

  /// Where the call to the interactor goes in the override whose `func` token is at
  /// `index`: on the line after its first statement when that is `super.didUnwind(…)`
  /// alone on its line's end, else on the line after its `{`.
  ///
  /// - Returns: `nil` when neither line is free of the body's code: its `{` shares its line
  ///   with a statement, or its `}` shares a line with the `{`.
  private func callInsertion(in source: SwiftSource, overrideAt index: Int)
    -> (offset: Int, text: String)?
  {
    let tokens = source.tokens
    guard let open = source.firstIndex(of: "{", from: index + 2),
      let close = source.matchingClose(ofTokenAt: open)
    else { return nil }
    let call = receiver.unwindCall(
      indent: source.indentation(ofLineAt: tokens[index].range.lowerBound).count + 2)
    let afterOpen = source.nextLineStart(after: tokens[open].range.lowerBound)
    if open + 4 < close,
      tokens[(open + 1)...(open + 4)].map(\.text) == ["super", ".", "didUnwind", "("],
      let paren = source.matchingClose(ofTokenAt: open + 4), paren < close,
      tokens[open + 1].range.lowerBound >= afterOpen
    {
      let lineEnd = source.nextLineStart(after: tokens[paren].range.lowerBound)
      if tokens[paren + 1].range.lowerBound >= lineEnd { return (lineEnd, call + "\n") }
    }
    guard tokens[open + 1].range.lowerBound >= afterOpen else { return nil }
    return (afterOpen, call + "\n")
  }
}
