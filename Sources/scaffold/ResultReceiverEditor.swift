/// Gives the `--back-to` scene the code that receives what the new scene hands back
/// (``ResultReceiverTemplates``): the use case's models in `enum <Back>`, a requirement in
/// each of `<Back>BusinessLogic`, `<Back>PresentationLogic` and `<Back>DisplayLogic`, its
/// method in the scene's interactor, presenter and view controller, the call in the view
/// controller's `didUnwind(from:)` (added when it has none), and a recording method in every
/// other class that conforms to one of the three protocols (the spies of its tests), so the
/// package still builds.
///
/// It works on the files as ``DataStoreEditor`` left them, which gave the data store the
/// property the interactor reads. Each file is edited once: every insertion is found on one
/// parse and made from the end of the file backwards.
///
/// ```swift
/// let editor = ResultReceiverEditor(
///   receiver: ResultReceiverTemplates(back: back), sceneFolder: "Scenes/Home")
/// let edits = try editor.editing(files)
/// ```
struct ResultReceiverEditor {
  /// The code to add.
  let receiver: ResultReceiverTemplates
  /// The `--back-to` scene's folder: the types that conform there are the scene's own, the
  /// others stand in for them in tests.
  let sceneFolder: String

  private var d: String { receiver.back.destination }

  /// One of the scene's three protocols, with its new requirement.
  private struct Role {
    /// `<Back>BusinessLogic`, `<Back>PresentationLogic` or `<Back>DisplayLogic`.
    let protocolName: String
    /// What it requires, and its spies record.
    let requirement: ResultReceiverTemplates.Requirement
  }

  private var roles: [Role] {
    zip(["BusinessLogic", "PresentationLogic", "DisplayLogic"], receiver.requirements).map {
      Role(protocolName: d + $0, requirement: $1)
    }
  }

  /// The files among `files` that change, with their new text and what was added (one line
  /// each), in the order of `files`.
  ///
  /// - Throws: ``ScaffoldError/destinationNotEditable(scene:path:missing:)`` when the scene
  ///   lacks `enum <Back>`, one of the three protocols, or its own interactor (conforming to
  ///   its business logic and data store, with a `presenter`), presenter (with a
  ///   `viewController`) or view controller (`<Back>ViewController`, conforming to its
  ///   display logic, with an `interactor`); when a conformance elsewhere is not a class's
  ///   declaration; when a brace that an insertion goes beside shares its line with code;
  ///   ``ScaffoldError/destinationMemberExists(scene:member:path:)`` when something the
  ///   edit adds is declared there already.
  func editing(_ files: [(path: String, text: String)]) throws(ScaffoldError)
    -> [(path: String, text: String, additions: [String])]
  {
    var edits = FileEdits(files: files.filter { $0.text.contains(d) })
    try addModels(to: &edits)
    var own: [SceneComponent] = []
    for role in roles {
      try addRequirement(of: role, to: &edits)
      own.append(try addRecorders(of: role, to: &edits))
    }
    try addInteractorMethod(to: own[0], in: &edits)
    try addPresenterMethod(to: own[1], in: &edits)
    try addViewControllerCode(to: own[2], in: &edits)
    return edits.results
  }

  // MARK: - Models

  private func addModels(to edits: inout FileEdits) throws(ScaffoldError) {
    let own = edits.files.filter { isOwn($0.path) }
    guard
      let (file, models) = own.lazy.compactMap({ file in
        file.source.declaration("enum", named: d).map { (file, $0) }
      }).first
    else {
      throw .destinationNotEditable(
        scene: d, path: sceneFolder, missing: "`enum \(d) { … }` for the models")
    }
    try checkNew("enum", receiver.useCase, in: models, of: file)
    let text = receiver.models(indent: file.source.memberIndent(of: models))
    try append(
      text, to: models, in: file,
      adding: "\(d): enum \(receiver.useCase) (Request, Response, ViewModel)", edits: &edits)
  }

  // MARK: - Protocols and their spies

  private func addRequirement(of role: Role, to edits: inout FileEdits) throws(ScaffoldError) {
    let name = role.protocolName
    guard
      let (file, declaration) = edits.files.lazy.compactMap({ file in
        file.source.declaration("protocol", named: name).map { (file, $0) }
      }).first
    else {
      throw .destinationNotEditable(
        scene: d, path: sceneFolder, missing: "`protocol \(name) { … }`")
    }
    try checkNew("func", role.requirement.method, in: declaration, of: file)
    let requirement = receiver.declaration(
      of: role.requirement, indent: file.source.memberIndent(of: declaration))
    try append(
      requirement, to: declaration, in: file, separated: false,
      adding: "\(name): " + receiver.declaration(of: role.requirement, indent: 0), edits: &edits)
  }

  /// Gives every class outside the scene's folder that conforms to the role's protocol a
  /// recording method, and returns the scene's own conforming type.
  private func addRecorders(of role: Role, to edits: inout FileEdits) throws(ScaffoldError)
    -> SceneComponent
  {
    var own: [SceneComponent] = []
    for file in edits.files {
      for declaration in file.source.declarations(conformingTo: role.protocolName) {
        if isOwn(file.path) {
          own.append(SceneComponent(file: file, declaration: declaration))
          continue
        }
        try addRecorder(role, to: declaration, in: file, edits: &edits)
      }
    }
    guard own.count == 1 else {
      throw .destinationNotEditable(
        scene: d, path: sceneFolder,
        missing: "single type that conforms to \(role.protocolName) (it has \(own.count))")
    }
    return own[0]
  }

  private func addRecorder(
    _ role: Role, to spy: SwiftSource.Declaration, in file: FileEdits.File,
    edits: inout FileEdits
  ) throws(ScaffoldError) {
    let recorder = role.requirement
    guard spy.kind == "class" else {
      throw .destinationNotEditable(
        scene: d, path: file.path,
        missing:
          "class declaration of \(spy.name) that conforms to \(role.protocolName) (a spy "
          + "records the calls of \(recorder.method) in an array the class holds)")
    }
    try checkNew("var", recorder.array, in: spy, of: file)
    try checkNew("func", recorder.method, in: spy, of: file)
    let indent = file.source.memberIndent(of: spy)
    try edits.insert(
      file.source.prepending(receiver.recordingArray(recorder, indent: indent), to: spy),
      in: file.path, adding: nil, orRefuseMissing: "body of \(spy.name) on lines of its own",
      scene: d)
    try append(
      receiver.recordingMethod(recorder, indent: indent), to: spy, in: file,
      adding: "\(spy.name): \(recorder.method)(\(recorder.label):), recorded in \(recorder.array)",
      edits: &edits)
  }

  // MARK: - The scene's interactor and presenter

  private func addInteractorMethod(to interactor: SceneComponent, in edits: inout FileEdits)
    throws(ScaffoldError)
  {
    let (file, declaration) = (interactor.file, interactor.declaration)
    let dataStore = "\(d)DataStore"
    guard
      ((declaration.keyword + 2)..<declaration.open).contains(where: {
        file.source.tokens[$0].text == dataStore
      })
    else {
      throw .destinationNotEditable(
        scene: d, path: file.path,
        missing:
          "conformance to \(dataStore) in the declaration of \(declaration.name), which conforms "
          + "to \(d)BusinessLogic (the interactor takes the result from its data store)")
    }
    try requireMember("presenter", of: interactor)
    try checkNew("func", receiver.receiveMethod, in: declaration, of: file)
    try append(
      receiver.interactorMethod(indent: file.source.memberIndent(of: declaration)),
      to: declaration, in: file,
      adding:
        "\(declaration.name): \(receiver.receiveMethod)(request:), which takes "
        + "\(receiver.back.property) and presents it", edits: &edits)
  }

  private func addPresenterMethod(to presenter: SceneComponent, in edits: inout FileEdits)
    throws(ScaffoldError)
  {
    let (file, declaration) = (presenter.file, presenter.declaration)
    try requireMember("viewController", of: presenter)
    try checkNew("func", receiver.presentMethod, in: declaration, of: file)
    try append(
      receiver.presenterMethod(indent: file.source.memberIndent(of: declaration)),
      to: declaration, in: file,
      adding: "\(declaration.name): \(receiver.presentMethod)(response:)",
      edits: &edits)
  }

  // MARK: - Helpers

  /// Plans `members` as the last of the body of `declaration`, in `file`: after a blank line
  /// when `separated` (and the body has members), with `addition` for the report.
  ///
  /// - Throws: ``ScaffoldError/destinationNotEditable(scene:path:missing:)`` when the body's
  ///   closing brace shares its line with code.
  func append(
    _ members: String, to declaration: SwiftSource.Declaration, in file: FileEdits.File,
    separated: Bool = true, adding addition: String, edits: inout FileEdits
  ) throws(ScaffoldError) {
    try edits.insert(
      file.source.appending(members, to: declaration, separated: separated), in: file.path,
      adding: addition,
      orRefuseMissing: "closing brace of \(declaration.name) on a line of its own", scene: d)
  }

  /// Whether `path` is in the scene's folder.
  func isOwn(_ path: String) -> Bool {
    path.hasPrefix(sceneFolder + "/")
  }

  /// Refuses when `declaration`'s body declares `name` already; `keyword` (`func`, `var`…)
  /// is for the message.
  func checkNew(
    _ keyword: String, _ name: String, in declaration: SwiftSource.Declaration,
    of file: FileEdits.File
  ) throws(ScaffoldError) {
    if file.source.body(of: declaration, declares: name) {
      throw .destinationMemberExists(scene: d, member: "\(keyword) \(name)", path: file.path)
    }
  }

  /// Refuses when the scene's `component` declares no `member`, which the added code uses.
  func requireMember(_ member: String, of component: SceneComponent) throws(ScaffoldError) {
    guard !component.file.source.body(of: component.declaration, declares: member) else {
      return
    }
    throw .destinationNotEditable(
      scene: d, path: component.file.path,
      missing: "`var \(member)` in the declaration of \(component.declaration.name)")
  }
}

extension ResultReceiverEditor {
  /// A type of the `--back-to` scene's own (its interactor, presenter or view controller):
  /// the declaration that conforms to one of its protocols, in its file.
  struct SceneComponent {
    /// The file, parsed.
    let file: FileEdits.File
    /// The type's declaration in it.
    let declaration: SwiftSource.Declaration
  }
}
