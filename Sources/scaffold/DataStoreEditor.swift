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
  ///   share a line with code; ``ScaffoldError/destinationMemberExists(scene:member:path:)``
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
        additions.append(
          "\(protocolName): var \(back.property): \(back.resultType.name)? { get set }")
      }
      for (name, insertion) in try conformerInsertions(in: source, path: file.path) {
        conformers += 1
        insertions.append(insertion)
        additions.append("\(name): var \(back.property): \(back.resultType.name)?")
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
    guard !source.indices(ofSequence: ["protocol", protocolName]).isEmpty else { return nil }
    guard let declaration = source.declaration("protocol", named: protocolName),
      declaration.close != nil
    else {
      throw .destinationNotEditable(
        scene: d, path: path, missing: "`protocol \(protocolName) { … }`")
    }
    if source.body(of: declaration, declares: back.property) {
      throw .destinationMemberExists(scene: d, member: "var \(back.property)", path: path)
    }
    let requirement = back.propertyRequirement(indent: source.memberIndent(of: declaration))
    guard let insertion = source.appending(requirement, to: declaration) else {
      throw .destinationNotEditable(
        scene: d, path: path, missing: "closing brace of \(protocolName) on a line of its own")
    }
    return insertion
  }

  // MARK: - Conforming types

  /// Where each conforming type's stored property goes: on the line after its opening brace.
  private func conformerInsertions(in source: SwiftSource, path: String) throws(ScaffoldError)
    -> [(name: String, insertion: (offset: Int, text: String))]
  {
    var result: [(name: String, insertion: (offset: Int, text: String))] = []
    for declaration in source.declarations(conformingTo: protocolName) {
      let name = declaration.name
      guard declaration.kind != "extension" else {
        throw .destinationNotEditable(
          scene: d, path: path,
          missing:
            "conformance to \(protocolName) in the declaration of \(name) (an extension cannot "
            + "hold the stored property)")
      }
      let property = back.storedProperty(indent: source.memberIndent(of: declaration))
      guard let insertion = source.prepending(property, to: declaration) else {
        throw .destinationNotEditable(
          scene: d, path: path, missing: "body of \(name) on lines of its own")
      }
      result.append((name, insertion))
    }
    return result
  }
}
