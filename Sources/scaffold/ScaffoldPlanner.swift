/// Works out, in memory, everything a scaffold run writes, and refuses before anything is
/// written when the name or the tree is not fit for it.
///
/// ```swift
/// let planner = ScaffoldPlanner(
///   root: "/work/main", layout: .demo, fileSystem: LocalFileSystem())
/// let plan = try planner.plan(name: "Profile", from: "Home")
/// ```
struct ScaffoldPlanner {
  /// The package root, an absolute path.
  let root: String
  /// The target the scene goes in.
  let layout: TargetLayout
  /// Where the files are read.
  let fileSystem: FileSystem

  /// The plan for scene `rawName`, with a route from scene `source` if given (presenting
  /// the scene when `presented`, else pushing it), and a way back with data to scene
  /// `destination` if given.
  ///
  /// - Throws: ``ScaffoldError`` when the root is not the package, the target has no
  ///   storyboard, the name is invalid, taken or clashes with a type, or `source` or
  ///   `destination` is unknown or cannot be edited.
  func plan(
    name rawName: String, from source: String?, presented: Bool = false,
    backTo destination: String? = nil
  ) throws(ScaffoldError) -> ScaffoldPlan {
    guard fileSystem.itemExists(atPath: absolute("Package.swift")) else {
      throw .notAPackageRoot(path: root, missing: "Package.swift")
    }
    guard fileSystem.directoryExists(atPath: absolute(layout.sources)) else {
      throw .noTargetFolder(path: layout.sources)
    }
    let name = try SceneName(rawName)
    let storyboardPath = try findStoryboard()
    let storyboardText = try read(storyboardPath)
    let storyboard = StoryboardEditor(path: storyboardPath, text: storyboardText)
    let factory = try storyboard.factory(namedIn: layout.storyboardCall)
    let storyboardCall: String
    if let given = layout.storyboardCall {
      storyboardCall = given
    } else if let factory {
      storyboardCall = try factory.call.get()
    } else {
      throw .storyboardNotEditable(
        path: storyboardPath,
        missing: "function that makes the storyboard without arguments, such as "
          + "`static func make() -> Storyboard` (or pass --storyboard-call EXPRESSION)")
    }
    try checkSceneIsNew(name, storyboard: storyboard)
    try checkNoTypeClash(name)
    let registration = RouteTemplates.registration(of: name, presented: presented, indent: 0)
    var edits = [
      ScaffoldPlan.FileChange(
        path: storyboardPath, kind: .modify(original: storyboardText),
        contents: try storyboard.registering(name, presented: presented, in: factory),
        additions: registration.split(separator: "\n").map(String.init))
    ]
    if let source {
      edits.append(
        try routeEdit(to: name, from: source, presented: presented, storyboard: storyboard))
    }
    if let destination {
      edits = try addingBackEdits(
        BackRouteTemplates(name: name, destination: destination), to: edits,
        storyboard: storyboard)
    }
    let templates = SceneTemplates(
      name: name, source: source, presented: presented, destination: destination,
      module: layout.module, storyboardCall: storyboardCall)
    let sceneFolder = "\(layout.sources)/\(name)"
    let testFolder = "\(layout.tests)/\(name)"
    let creations =
      templates.files.map { file in
        ScaffoldPlan.FileChange(
          path: "\(sceneFolder)/\(file.name)", kind: .create, contents: file.text, additions: [])
      }
      + templates.testFiles.map { file in
        ScaffoldPlan.FileChange(
          path: "\(testFolder)/\(file.name)", kind: .create, contents: file.text, additions: [])
      }
      + [
        ScaffoldPlan.FileChange(
          path: "\(templates.snapshotFolder(in: testFolder))/\(templates.snapshotName).txt",
          kind: .create, contents: templates.snapshot, additions: [])
      ]
    let untestedFolder = testFolderWithoutTarget()
    var nextSteps: [String] = []
    if let untestedFolder {
      nextSteps.append(
        "no test target in Package.swift compiles \(untestedFolder), so swift test runs none "
          + "of \(name)'s tests: add a test target whose folder it is, depending on "
          + "\(layout.module) and TerminalUITesting (see the README)")
    }
    nextSteps += [
      "in Package.swift, add \"\(name)/__Snapshots__\" to the `exclude:` list of the test "
        + "target in \(layout.tests); SwiftPM warns of the snapshot as an unhandled file until then"
    ]
    if presented {
      nextSteps.append(
        "\(name) is presented full screen; set its preferredContentSize in viewDidLoad() "
          + "to present it as a sheet over the scene it comes from")
    }
    if let destination {
      let receiver = ResultReceiverTemplates(
        back: BackRouteTemplates(name: name, destination: destination))
      nextSteps.append(
        "show what \(name) hands back: \(destination)ViewController's didUnwind(from:) asks "
          + "its interactor for \(receiver.back.property), and "
          + "\(receiver.displayMethod)(viewModel:) keeps it in \(receiver.textProperty); "
          + "give it to one of \(destination)'s views there")
    }
    return ScaffoldPlan(
      name: name,
      directories: missingFolders([
        sceneFolder, testFolder, templates.snapshotFolder(in: testFolder),
      ]),
      changes: creations + edits.map(\.keepingLineEndings), nextSteps: nextSteps,
      untestedFolder: untestedFolder)
  }

  /// The test folder, when the manifest's text shows that no test target compiles it;
  /// `nil` when one does or the text cannot tell (``TestTargetFolders``).
  private func testFolderWithoutTarget() -> String? {
    guard let manifest = try? read("Package.swift") else { return nil }
    let compiles = TestTargetFolders(manifest: manifest).compiles(layout.tests)
    return compiles == false ? layout.tests : nil
  }

  // MARK: - Checks

  private func checkSceneIsNew(_ name: SceneName, storyboard: StoryboardEditor)
    throws(ScaffoldError)
  {
    let lowercased = name.rawValue.lowercased()
    for folder in [layout.sources, layout.tests] {
      let entries = (try? fileSystem.contentsOfDirectory(atPath: absolute(folder))) ?? []
      if let taken = entries.first(where: { $0.lowercased() == lowercased }) {
        throw .sceneExists(name: name.rawValue, evidence: "\(folder)/\(taken) exists")
      }
    }
    let registered = storyboard.registeredIdentifiers
    if let taken = registered.first(where: { $0.lowercased() == lowercased }) {
      throw .sceneExists(
        name: name.rawValue, evidence: "\(storyboard.path) registers \"\(taken)\"")
    }
  }

  private func checkNoTypeClash(_ name: SceneName) throws(ScaffoldError) {
    let declared = try declaredTypes(startingWith: name.rawValue)
    // The target's own module, and its tests' (named after their folder), are modules the
    // scene's code and tests name too.
    var ownModules: Set<String> = [layout.module]
    if let testFolder = layout.tests.split(separator: "/").last {
      ownModules.insert(String(testFolder))
    }
    for type in name.derivedTypeNames {
      if SceneName.reservedModuleNames.contains(type) || ownModules.contains(type) {
        throw .invalidName(name: name.rawValue, problem: .clashesWithModule(type))
      }
      if SceneName.reservedTypeNames.contains(type) {
        throw .invalidName(
          name: name.rawValue,
          problem: .clashesWithType(type, declaredIn: "standard library, Foundation or Testing"))
      }
      if let file = declared[type] {
        throw .invalidName(name: name.rawValue, problem: .clashesWithType(type, declaredIn: file))
      }
    }
  }

  /// The top-level types whose names start with `prefix`, declared where the scene's code
  /// can see them or be seen (``textsTheScenesSee()``), each with the first file that
  /// declares it. Nested types are named through their parent, and clash with nothing.
  private func declaredTypes(startingWith prefix: String) throws(ScaffoldError) -> [String: String]
  {
    var types: [String: String] = [:]
    for (file, text) in try textsTheScenesSee() where text.contains(prefix) {
      for name in SwiftSource(text).topLevelTypeNames
      where name.hasPrefix(prefix) && types[name] == nil {
        types[name] = file
      }
    }
    return types
  }

  // MARK: - Route from another scene

  private func routeEdit(
    to name: SceneName, from source: String, presented: Bool, storyboard: StoryboardEditor
  ) throws(ScaffoldError) -> ScaffoldPlan.FileChange {
    let known = knownScenes()
    guard known.contains(source) else {
      throw .unknownSourceScene(name: source, folder: layout.sources, known: known)
    }
    guard storyboard.registeredIdentifiers.contains(source) else {
      throw .sourceNotEditable(
        scene: source, path: storyboard.path,
        missing: "`storyboard.register(\"\(source)\")` (the tests make \(source) from it)")
    }
    let folder = "\(layout.sources)/\(source)"
    let declared = swiftFiles(in: [folder], excluding: []).flatMap { file in
      (try? read(file)).map { SwiftSource($0).tokens.map(\.text) } ?? []
    }
    for (keyword, type) in [
      ("protocol", "\(source)DataStore"), ("class", "\(source)ViewController"),
    ]
    where !zip(declared, declared.dropFirst()).contains(where: { $0 == (keyword, type) }) {
      throw .sourceNotEditable(scene: source, path: folder, missing: "`\(keyword) \(type)`")
    }
    let path = "\(folder)/\(source)Router.swift"
    let original = try read(path)
    let route = RouteTemplates(name: name, source: source, presented: presented)
    let editor = RouterEditor(path: path, route: route)
    let edit = try editor.editing(original)
    return ScaffoldPlan.FileChange(
      path: path, kind: .modify(original: original), contents: edit.text,
      additions: edit.additions)
  }

  // MARK: - Way back to another scene

  /// `edits` with the property of the `--back-to` scene's data store added to its protocol
  /// and to every type that conforms to it (``DataStoreEditor``), and the code that receives
  /// it added to the scene's VIP cycle and to the spies of its tests
  /// (``ResultReceiverEditor``), on top of earlier edits of the same files.
  private func addingBackEdits(
    _ back: BackRouteTemplates, to edits: [ScaffoldPlan.FileChange], storyboard: StoryboardEditor
  ) throws(ScaffoldError) -> [ScaffoldPlan.FileChange] {
    let destination = back.destination
    let known = knownScenes()
    guard known.contains(destination) else {
      throw .unknownDestinationScene(name: destination, folder: layout.sources, known: known)
    }
    guard storyboard.registeredIdentifiers.contains(destination) else {
      throw .destinationNotEditable(
        scene: destination, path: storyboard.path,
        missing: "`storyboard.register(\"\(destination)\")` (the tests make \(destination) from it)"
      )
    }
    let texts = try textsTheScenesSee()
    let sceneFolder = "\(layout.sources)/\(destination)"
    var result = edits
    let dataStore = DataStoreEditor(back: back, sceneFolder: sceneFolder)
    result = try merging(try dataStore.editing(overlaying(texts, with: result)), into: result)
    let receiver = ResultReceiverEditor(
      receiver: ResultReceiverTemplates(back: back), sceneFolder: sceneFolder)
    result = try merging(try receiver.editing(overlaying(texts, with: result)), into: result)
    return result
  }

  /// `texts` with the text each of `changes` gives its file.
  private func overlaying(
    _ texts: [(path: String, text: String)], with changes: [ScaffoldPlan.FileChange]
  ) -> [(path: String, text: String)] {
    texts.map { file in
      (file.path, changes.first { $0.path == file.path }?.contents ?? file.text)
    }
  }

  /// `changes` with `fileEdits` made on top of them: an edit of a file `changes` already
  /// edits replaces that change's text and adds to its additions; others are appended.
  private func merging(
    _ fileEdits: [(path: String, text: String, additions: [String])],
    into changes: [ScaffoldPlan.FileChange]
  ) throws(ScaffoldError) -> [ScaffoldPlan.FileChange] {
    var result = changes
    for edit in fileEdits {
      if let index = result.firstIndex(where: { $0.path == edit.path }) {
        let earlier = result[index]
        result[index] = ScaffoldPlan.FileChange(
          path: edit.path, kind: earlier.kind, contents: edit.text,
          additions: earlier.additions + edit.additions)
      } else {
        result.append(
          ScaffoldPlan.FileChange(
            path: edit.path, kind: .modify(original: try read(edit.path)), contents: edit.text,
            additions: edit.additions))
      }
    }
    return result
  }

  /// The scenes another can route from: folders of the target holding `<Folder>Router.swift`.
  private func knownScenes() -> [String] {
    let folder = layout.sources
    let entries = (try? fileSystem.contentsOfDirectory(atPath: absolute(folder))) ?? []
    return entries.filter { entry in
      let router =
        (try? fileSystem.contentsOfDirectory(atPath: absolute("\(folder)/\(entry)"))) ?? []
      return router.contains("\(entry)Router.swift")
    }.sorted()
  }

  // MARK: - Files

  /// The Swift files where the scene's code can see types or be seen, with their text: the
  /// target's, the folders it sees (its dependencies'), and the test targets with a file
  /// that imports its module; each file once, though a folder seen may be a test target's
  /// (the plugin passes the test target's own).
  private func textsTheScenesSee() throws(ScaffoldError) -> [(path: String, text: String)] {
    var texts: [(path: String, text: String)] = []
    for file in swiftFiles(in: [layout.sources] + layout.sees, excluding: layout.unseen) {
      texts.append((file, try read(file)))
    }
    var paths = Set(texts.map(\.path))
    let testTargets = (try? fileSystem.contentsOfDirectory(atPath: absolute("Tests"))) ?? []
    for target in testTargets.sorted() {
      var files: [(path: String, text: String)] = []
      for file in swiftFiles(in: ["Tests/\(target)"], excluding: []) {
        files.append((file, try read(file)))
      }
      if files.contains(where: { $0.text.contains("import \(layout.module)\n") }) {
        texts += files.filter { paths.insert($0.path).inserted }
      }
    }
    return texts
  }

  /// The storyboard file: ``TargetLayout/storyboard``, else the one Swift file of the
  /// target that calls `Storyboard(initialIdentifier:`.
  private func findStoryboard() throws(ScaffoldError) -> String {
    if let path = layout.storyboard {
      guard fileSystem.itemExists(atPath: absolute(path)) else {
        throw .noStoryboard(target: layout.sources, found: [], named: path)
      }
      return path
    }
    var found: [String] = []
    for file in swiftFiles(in: [layout.sources], excluding: [])
    where StoryboardEditor(path: file, text: try read(file)).makesStoryboard {
      found.append(file)
    }
    guard found.count == 1 else {
      throw .noStoryboard(target: layout.sources, found: found, named: nil)
    }
    return found[0]
  }

  /// `path` against the root, unless it is absolute.
  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : root + "/" + path
  }

  private func read(_ path: String) throws(ScaffoldError) -> String {
    do {
      return try fileSystem.readFile(atPath: absolute(path))
    } catch {
      throw .unreadable(path: path, reason: "\(error)")
    }
  }

  /// The Swift files under `folders`, recursively, as paths relative to the root.
  private func swiftFiles(in folders: [String], excluding excluded: Set<String>) -> [String] {
    var files: [String] = []
    var pending = folders.filter { fileSystem.directoryExists(atPath: absolute($0)) }
    while let folder = pending.popLast() {
      let entries = (try? fileSystem.contentsOfDirectory(atPath: absolute(folder))) ?? []
      for entry in entries.sorted() where !entry.hasPrefix(".") {
        let path = "\(folder)/\(entry)"
        if excluded.contains(path) { continue }
        if fileSystem.directoryExists(atPath: absolute(path)) {
          pending.append(path)
        } else if entry.hasSuffix(".swift") {
          files.append(path)
        }
      }
    }
    return files.sorted()
  }

  /// The folders to create for `folders`, parents first.
  private func missingFolders(_ folders: [String]) -> [String] {
    var missing: [String] = []
    for folder in folders {
      var path = ""
      for component in folder.split(separator: "/") {
        path = path.isEmpty ? String(component) : "\(path)/\(component)"
        if !fileSystem.directoryExists(atPath: absolute(path)), !missing.contains(path) {
          missing.append(path)
        }
      }
    }
    return missing
  }
}
