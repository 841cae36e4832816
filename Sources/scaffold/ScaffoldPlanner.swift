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
  /// `destination` if given, handing back a `resultType`.
  ///
  /// - Throws: ``ScaffoldError`` when the root is not the package, the target has no
  ///   storyboard, the name is invalid, taken or clashes with a type, or `source` or
  ///   `destination` is unknown or cannot be edited.
  func plan(
    name rawName: String, from source: String?, presented: Bool = false,
    backTo destination: String? = nil, resultType: ResultType = .string
  ) throws(ScaffoldError) -> ScaffoldPlan {
    let (storyboard, factory, storyboardCall) = try storyboardOfPackage()
    let name = try SceneName(rawName)
    let storyboardPath = storyboard.path
    try checkSceneIsNew(name, storyboard: storyboard)
    try checkNoTypeClash(name)
    let registration = RouteTemplates.registration(of: name, presented: presented, indent: 0)
    var edits = [
      ScaffoldPlan.FileChange(
        path: storyboardPath, kind: .modify(original: storyboard.text),
        contents: try storyboard.registering(name, presented: presented, in: factory),
        additions: registration.split(separator: "\n").map(String.init))
    ]
    if let source {
      try checkCanRoute(from: source, storyboard: storyboard)
      edits.append(
        try routeEdit(
          RouteTemplates(name: name, source: source, presented: presented),
          storyboard: storyboard))
    }
    let templates = SceneTemplates(
      name: name, source: source, presented: presented, destination: destination,
      resultType: resultType, module: layout.module, storyboardCall: storyboardCall)
    if let back = templates.back {
      edits = try addingBackEdits(back, to: edits, storyboard: storyboard)
    }
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
    if let factory, !factory.parameters.isEmpty {
      let given = factory.parameters.map { "`\($0)`" }.joined(separator: ", ")
      nextSteps.append(
        "the storyboard makes \(name) with \(name)Worker(), which needs nothing yet; when it "
          + "needs the app's dependencies, give it an initializer that takes them and pass them "
          + "from \(given) (\(factory.name)'s parameters, in scope in the registration's "
          + "closure): the scaffolder cannot tell which it will need")
    }
    if presented {
      nextSteps.append(
        "\(name) is presented full screen; set its preferredContentSize in viewDidLoad() "
          + "to present it as a sheet over the scene it comes from")
    }
    if let destination, let back = templates.back {
      let receiver = ResultReceiverTemplates(back: back)
      nextSteps.append(
        "show what \(name) hands back: \(destination)ViewController's didUnwind(from:) asks "
          + "its interactor for \(receiver.back.property), and "
          + "\(receiver.displayMethod)(viewModel:) keeps it in \(receiver.textProperty); "
          + "give it to one of \(destination)'s views there")
    }
    return ScaffoldPlan(
      testFilter: name.rawValue,
      directories: missingFolders([
        sceneFolder, testFolder, templates.snapshotFolder(in: testFolder),
      ]),
      changes: creations + edits.map(\.keepingLineEndings), nextSteps: nextSteps,
      untestedFolder: untestedFolder)
  }

  /// The target's storyboard file, the function that makes it (`nil` when
  /// `--storyboard-call` names none of the file's) and how the tests call it.
  ///
  /// - Throws: ``ScaffoldError`` when the root is not the package, the target has no folder
  ///   or no storyboard, or the tests cannot make it.
  func storyboardOfPackage() throws(ScaffoldError) -> (
    editor: StoryboardEditor, factory: StoryboardEditor.Factory?, call: String
  ) {
    guard fileSystem.itemExists(atPath: absolute("Package.swift")) else {
      throw .notAPackageRoot(path: root, missing: "Package.swift")
    }
    guard fileSystem.directoryExists(atPath: absolute(layout.sources)) else {
      throw .noTargetFolder(path: layout.sources)
    }
    let storyboardPath = try findStoryboard()
    let storyboard = StoryboardEditor(path: storyboardPath, text: try read(storyboardPath))
    let factory = try storyboard.factory(namedIn: layout.storyboardCall)
    if let given = layout.storyboardCall {
      return (storyboard, factory, given)
    } else if let factory {
      return (storyboard, factory, try factory.call.get())
    }
    throw .storyboardNotEditable(
      path: storyboardPath,
      missing: "function that makes the storyboard without arguments, such as "
        + "`static func make() -> Storyboard` (or pass --storyboard-call EXPRESSION)")
  }

  /// The test folder, when the manifest's text shows that no test target compiles it;
  /// `nil` when one does or the text cannot tell (``TestTargetFolders``).
  func testFolderWithoutTarget() -> String? {
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

  /// Checks that `source` is a scene of the target that the storyboard registers (the tests
  /// make it from there) and that declares its data store and view controller.
  func checkCanRoute(from source: String, storyboard: StoryboardEditor) throws(ScaffoldError) {
    try checkScene(
      source, in: storyboard, usedFor: "the tests make \(source) from it",
      declaring: [("protocol", "\(source)DataStore"), ("class", "\(source)ViewController")],
      unknown: { .unknownSourceScene(name: source, folder: layout.sources, known: $0) },
      notEditable: { .sourceNotEditable(scene: source, path: $0, missing: $1) })
  }

  /// Checks that `scene` is a scene of the target (a folder holding its router), that
  /// `storyboard` registers it (what `purpose` needs) and that its folder declares each of
  /// `declarations`.
  ///
  /// - Throws: `unknown(knownScenes)` for a scene that is not one, else
  ///   `notEditable(path, missing)`.
  func checkScene(
    _ scene: String, in storyboard: StoryboardEditor, usedFor purpose: String,
    declaring declarations: [(keyword: String, name: String)],
    unknown: ([String]) -> ScaffoldError, notEditable: (String, String) -> ScaffoldError
  ) throws(ScaffoldError) {
    let known = knownScenes()
    guard known.contains(scene) else { throw unknown(known) }
    guard storyboard.registeredIdentifiers.contains(scene) else {
      throw notEditable(storyboard.path, "`storyboard.register(\"\(scene)\")` (\(purpose))")
    }
    let folder = "\(layout.sources)/\(scene)"
    if let missing = missingDeclarations(declarations, in: folder) {
      throw notEditable(folder, missing)
    }
  }

  /// The first of `declarations` that no Swift file of `folder` makes, as `` `keyword Name` ``;
  /// `nil` when they all are.
  func missingDeclarations(_ declarations: [(keyword: String, name: String)], in folder: String)
    -> String?
  {
    let words = swiftFiles(in: [folder], excluding: []).flatMap { file in
      (try? read(file)).map { SwiftSource($0).tokens.map(\.text) } ?? []
    }
    let missing = declarations.first { declaration in
      !zip(words, words.dropFirst()).contains { $0 == (declaration.keyword, declaration.name) }
    }
    return missing.map { "`\($0.keyword) \($0.name)`" }
  }

  /// The edit of the source scene's router that adds `route` (``RouterEditor``).
  func routeEdit(_ route: RouteTemplates, storyboard: StoryboardEditor) throws(ScaffoldError)
    -> ScaffoldPlan.FileChange
  {
    let path = "\(layout.sources)/\(route.source)/\(route.source)Router.swift"
    let original = try read(path)
    let edit = try RouterEditor(path: path, route: route).editing(original)
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
    try checkScene(
      destination, in: storyboard, usedFor: "the tests make \(destination) from it",
      declaring: [],
      unknown: { .unknownDestinationScene(name: destination, folder: layout.sources, known: $0) },
      notEditable: { .destinationNotEditable(scene: destination, path: $0, missing: $1) })
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
  func knownScenes() -> [String] {
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
  func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : root + "/" + path
  }

  func read(_ path: String) throws(ScaffoldError) -> String {
    do {
      return try fileSystem.readFile(atPath: absolute(path))
    } catch {
      throw .unreadable(path: path, reason: "\(error)")
    }
  }

  /// The Swift files under `folders`, recursively, as paths relative to the root.
  func swiftFiles(in folders: [String], excluding excluded: Set<String>) -> [String] {
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
  func missingFolders(_ folders: [String]) -> [String] {
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
