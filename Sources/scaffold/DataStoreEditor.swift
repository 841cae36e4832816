/// Gives the `--back-to` scene's data store the property that receives what the new scene
/// hands back: the requirement in `protocol <Back>DataStore`, and a stored property in every
/// class, struct or actor that conforms to it (its interactor, and the stubs of its tests),
/// so the package still builds.
///
/// Each file is edited once, with every insertion made from the end of the file backwards,
/// so the offsets found on one parse stay valid.
///
/// ```swift
/// let editor = DataStoreEditor(
///   back: BackRouteTemplates(name: name, destination: "Home"), sceneFolder: "Scenes/Home")
/// let edits = try editor.editing([(path: "Scenes/Home/HomeInteractor.swift", text: text)])
/// ```
struct DataStoreEditor {
  /// The code to add.
  let back: BackRouteTemplates
  /// The `--back-to` scene's folder, for messages.
  var sceneFolder: String

  private var d: String { back.destination }
  private var protocolName: String { "\(d)DataStore" }

  /// The files among `files` that change, with their new text and what was added (one line
  /// each), in the order of `files`.
  ///
  /// - Throws: ``ScaffoldError/destinationNotEditable(scene:path:missing:)`` when no file
  ///   declares `protocol <Back>DataStore { … }`, no type conforms to it, a conformance is
  ///   declared in an extension (which cannot hold a stored property), or a body's braces
  ///   share a line with code; ``ScaffoldError/destinationPropertyExists(scene:property:path:)``
  ///   when the protocol already has the property.
  func editing(_ files: [(path: String, text: String)]) throws(ScaffoldError)
    -> [(path: String, text: String, additions: [String])]
  {
    var edits: [(path: String, text: String, additions: [String])] = []
    var foundProtocol = false
    var conformers = 0
    for file in files where file.text.contains(protocolName) {
      let source = SwiftSource(file.text)
      var insertions: [(offset: Int, text: String)] = []
      var additions: [String] = []
      if let insertion = try protocolInsertion(in: source, path: file.path) {
        foundProtocol = true
        insertions.append(insertion)
        additions.append("\(protocolName): var \(back.property): String? { get set }")
      }
      for (name, insertion) in try conformerInsertions(in: source, path: file.path) {
        conformers += 1
        insertions.append(insertion)
        additions.append("\(name): var \(back.property): String?")
      }
      guard !insertions.isEmpty else { continue }
      edits.append((file.path, source.inserting(insertions), additions))
    }
    guard foundProtocol else {
      throw .destinationNotEditable(
        scene: d, path: sceneFolder, missing: "`protocol \(protocolName) { … }`")
    }
    guard conformers > 0 else {
      throw .destinationNotEditable(
        scene: d, path: sceneFolder, missing: "type that conforms to \(protocolName)")
    }
    return edits
  }

  // MARK: - Protocol

  /// Where the requirement goes: before the protocol's closing brace.
  private func protocolInsertion(in source: SwiftSource, path: String) throws(ScaffoldError)
    -> (offset: Int, text: String)?
  {
    guard let start = source.indices(ofSequence: ["protocol", protocolName]).first else {
      return nil
    }
    guard let open = source.firstIndex(of: "{", from: start + 2),
      let close = source.matchingClose(ofTokenAt: open)
    else {
      throw .destinationNotEditable(
        scene: d, path: path, missing: "`protocol \(protocolName) { … }`")
    }
    let body = ((open + 1)..<close).map { source.tokens[$0].text }
    if zip(body, body.dropFirst()).contains(where: { $0 == ("var", back.property) }) {
      throw .destinationPropertyExists(scene: d, property: back.property, path: path)
    }
    let indent = source.indentation(ofLineAt: source.tokens[start].range.lowerBound)
    let requirement = back.propertyRequirement(indent: indent.count + 2)
    let closeOffset = source.tokens[close].range.lowerBound
    if close == open + 1 {
      return (closeOffset, "\n\(requirement)\n\(indent)")
    }
    guard source.isFirstOnLine(closeOffset) else {
      throw .destinationNotEditable(
        scene: d, path: path, missing: "closing brace of \(protocolName) on a line of its own")
    }
    return (source.lineStart(of: closeOffset), requirement + "\n")
  }

  // MARK: - Conforming types

  /// Where each conforming type's stored property goes: on the line after its opening brace.
  private func conformerInsertions(in source: SwiftSource, path: String) throws(ScaffoldError)
    -> [(name: String, insertion: (offset: Int, text: String))]
  {
    var result: [(name: String, insertion: (offset: Int, text: String))] = []
    let keywords: Set<String> = ["class", "struct", "actor", "extension"]
    for (index, token) in source.tokens.enumerated().dropLast()
    where token.kind == .word && keywords.contains(token.text) {
      let name = source.tokens[index + 1].text
      guard let open = source.firstIndex(of: "{", from: index + 2),
        ((index + 2)..<open).contains(where: { source.tokens[$0].text == protocolName })
      else { continue }
      guard token.text != "extension" else {
        throw .destinationNotEditable(
          scene: d, path: path,
          missing:
            "conformance to \(protocolName) in the declaration of \(name) (an extension cannot "
            + "hold the stored property)")
      }
      let openOffset = source.tokens[open].range.lowerBound
      let lineEnd = source.nextLineStart(after: openOffset)
      guard let close = source.matchingClose(ofTokenAt: open),
        source.tokens[close].range.lowerBound >= lineEnd
      else {
        throw .destinationNotEditable(
          scene: d, path: path, missing: "body of \(name) on lines of its own")
      }
      let indent = source.indentation(ofLineAt: token.range.lowerBound)
      result.append((name, (lineEnd, back.storedProperty(indent: indent.count + 2) + "\n")))
    }
    return result
  }
}
