/// Why the scaffolder refused to write a scene, or could not finish writing it.
///
/// Every case is reported on standard error with a non-zero exit status, and in every case
/// the tree is left as it was.
///
/// ```swift
/// throw ScaffoldError.sceneExists(name: "Home", evidence: "Scenes/Home")
/// ```
enum ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name cannot be a scene name.
  case invalidName(name: String, problem: NameProblem)
  /// The root has no `Package.swift`.
  case notAPackageRoot(path: String, missing: String)
  /// A folder or file given as `option` is not inside the package root.
  case outsideRoot(option: String, path: String, root: String)
  /// A folder given as `option` is inside the package root by its path, but a symbolic link
  /// on the way leads out of it, to `leadsTo`.
  case linksOutsideRoot(option: String, path: String, leadsTo: String, root: String)
  /// The target's source folder does not exist.
  case noTargetFolder(path: String)
  /// The target has no storyboard file, or several (`found`), or the one `named` by
  /// `--storyboard` does not exist.
  case noStoryboard(target: String, found: [String], named: String?)
  /// A folder, test folder or storyboard entry already uses the name.
  case sceneExists(name: String, evidence: String)
  /// The `--from` scene has no router in `<folder>/<Name>/`.
  case unknownSourceScene(name: String, folder: String, known: [String])
  /// The `--from` scene's files lack what the route needs.
  case sourceNotEditable(scene: String, path: String, missing: String)
  /// The `--from` scene already routes to the new scene.
  case routeExists(scene: String, route: String, path: String)
  /// The `--back-to` scene has no router in `<folder>/<Name>/`.
  case unknownDestinationScene(name: String, folder: String, known: [String])
  /// The `--back-to` scene's files lack what passing data back needs.
  case destinationNotEditable(scene: String, path: String, missing: String)
  /// The `--back-to` scene's code already declares `member` (such as `var profileResult`),
  /// which the new scene's way back would add.
  case destinationMemberExists(scene: String, member: String, path: String)
  /// The `--result-type` is not a Swift type name, or has no sample for the tests.
  case invalidResultType(type: String, problem: String)
  /// The `--route` scene has no router in `<folder>/<Name>/`.
  case unknownRouteTarget(name: String, folder: String, known: [String])
  /// The `--route` scene lacks what a route to it needs.
  case routeTargetNotEditable(scene: String, path: String, missing: String)
  /// `--presented` was given for a `--route` scene that the storyboard registers pushed.
  case routePresentationMismatch(scene: String, path: String)
  /// The storyboard has no place to register the scene.
  case storyboardNotEditable(path: String, missing: String)
  /// Several functions of the storyboard file make a storyboard, and nothing tells which
  /// one the scenes are registered in.
  case storyboardAmbiguous(path: String, functions: [String])
  /// The storyboard file declares `function` several times, at `lines`, and one build may
  /// compile more than one of them: they are not each in its own branch of one `#if` block.
  case storyboardFactoryRepeated(path: String, function: String, lines: [Int])
  /// The tests cannot call the storyboard file's `function` without an instance.
  case storyboardFactoryNotCallable(path: String, function: String, reason: String)
  /// A file could not be read.
  case unreadable(path: String, reason: String)
  /// A file changed between planning and writing (someone else edited it).
  case changedMeanwhile(path: String)
  /// A write failed; what was written before it was rolled back, except `leftBehind`.
  case writeFailed(path: String, reason: String, leftBehind: [String])
  /// A signal (SIGINT, SIGTERM or SIGHUP) stopped the run while it wrote; what was written
  /// was rolled back, except `leftBehind`.
  case interrupted(signal: Int32, leftBehind: [String])

  /// What is wrong with a scene name.
  enum NameProblem: Equatable, Sendable {
    /// The name is empty.
    case empty
    /// The first character is not an ASCII uppercase letter.
    case notUppercaseStart(Character)
    /// A character that is not an ASCII letter or digit.
    case invalidCharacter(Character)
    /// Longer than ``SceneName/maximumLength``.
    case tooLong(length: Int, limit: Int)
    /// A Swift keyword, compared case-insensitively (the lowercase spelling is reserved).
    case keyword(String)
    /// A type the scene's code can see already has the name (or a name it derives).
    case clashesWithType(String, declaredIn: String)
    /// A module the scene's code or tests may import has the name (or a name it derives).
    case clashesWithModule(String)
  }

  var description: String {
    switch self {
    case .invalidName(let name, let problem):
      return "'\(name)' cannot be a scene name: \(Self.describe(problem))"
    case .notAPackageRoot(let path, let missing):
      return
        "'\(path)' is not a package root (no \(missing)); run scaffold from "
        + "the package root or pass --root DIR."
    case .outsideRoot(let option, let path, let root):
      return "\(option) \(path) is outside the package root \(root); give a path inside it, "
        + "relative to the root or absolute."
    case .linksOutsideRoot(let option, let path, let leadsTo, let root):
      return "\(option) \(path) is outside the package root \(root): through a symbolic link it "
        + "leads to \(leadsTo). Give a folder that stays inside the root, symbolic links "
        + "followed."
    case .noTargetFolder(let path):
      return "There is no folder \(path) for the scenes; check the target (--target or --sources)."
    case .noStoryboard(let target, let found, let named):
      if let named {
        return "The storyboard \(named) does not exist; name the target's storyboard with "
          + "--storyboard FILE."
      }
      if found.isEmpty {
        return "\(target) has no storyboard: no Swift file in it calls "
          + "`Storyboard(initialIdentifier:`. Add one (see the README), or name it with "
          + "--storyboard FILE."
      }
      return "\(target) has several storyboards (\(found.joined(separator: ", "))); name the "
        + "one to register the scene in with --storyboard FILE."
    case .sceneExists(let name, let evidence):
      return "Scene '\(name)' already exists: \(evidence). Pick another name."
    case .unknownSourceScene(let name, let folder, let known):
      let list = known.isEmpty ? "none" : known.joined(separator: ", ")
      return "--from \(name): there is no scene '\(name)' "
        + "(no \(folder)/\(name)/\(name)Router.swift); known scenes: \(list)."
    case .sourceNotEditable(let scene, let path, let missing):
      return "--from \(scene): cannot add the route, \(path) has no \(missing)."
    case .routeExists(let scene, let route, let path):
      return "--from \(scene): \(path) already has \(route)."
    case .unknownDestinationScene(let name, let folder, let known):
      let list = known.isEmpty ? "none" : known.joined(separator: ", ")
      return "--back-to \(name): there is no scene '\(name)' "
        + "(no \(folder)/\(name)/\(name)Router.swift); known scenes: \(list)."
    case .destinationNotEditable(let scene, let path, let missing):
      return "--back-to \(scene): cannot pass data back, \(path) has no \(missing)."
    case .destinationMemberExists(let scene, let member, let path):
      return "--back-to \(scene): \(path) already has `\(member)`; "
        + "pick another scene name or remove it."
    case .invalidResultType(let type, let problem):
      return "--result-type \(type): \(problem)."
    case .unknownRouteTarget(let name, let folder, let known):
      let list = known.isEmpty ? "none" : known.joined(separator: ", ")
      return "--route \(name): there is no scene '\(name)' "
        + "(no \(folder)/\(name)/\(name)Router.swift); known scenes: \(list). To make a new "
        + "scene with a route to it, run scaffold \(name) --from SCENE."
    case .routeTargetNotEditable(let scene, let path, let missing):
      return "--route \(scene): cannot route to it, \(path) has no \(missing)."
    case .routePresentationMismatch(let scene, let path):
      return "--route \(scene) --presented: \(path) registers \(scene) without "
        + "`segueKind: .present`, so its segues push it; leave out --presented, or register it "
        + "with `segueKind: .present` first (every route to it then presents it)."
    case .storyboardNotEditable(let path, let missing):
      return "Cannot register the scene: \(path) has no \(missing)."
    case .storyboardAmbiguous(let path, let functions):
      return "Cannot tell where to register the scene: \(path) has several functions that "
        + "return a Storyboard (\(functions.joined(separator: ", "))) and no registration "
        + "tells them apart. Pass --storyboard-call naming the one the scenes belong in, such "
        + "as --storyboard-call '\(functions.first ?? "AppStoryboard.make()")', or register "
        + "a first scene in it by hand."
    case .storyboardFactoryRepeated(let path, let function, let lines):
      return "Cannot tell where to register the scene: \(path) declares \(function) "
        + "\(lines.count) times (lines \(lines.map(String.init).joined(separator: ", "))), and "
        + "not each in its own branch of one `#if … #elseif … #else … #endif`, so a build may "
        + "compile more than one. Give each copy a branch of its own in one such block, or keep "
        + "one copy."
    case .storyboardFactoryNotCallable(let path, let function, let reason):
      return "The tests cannot make the storyboard with \(function)() of \(path): \(reason). "
        + "Make it `static` (or a top-level function), or pass --storyboard-call EXPRESSION."
    case .unreadable(let path, let reason):
      return "Cannot read \(path): \(reason)."
    case .changedMeanwhile(let path):
      return "\(path) changed while scaffolding (someone else edited it); nothing was written. "
        + "Run scaffold again."
    case .writeFailed(let path, let reason, let leftBehind):
      return "Cannot write \(path): \(reason); "
        + "\(Self.cleanup(leftBehind, rolledBack: "everything written before it"))."
    case .interrupted(let signal, let leftBehind):
      return "Interrupted by \(BlockedSignals.name(of: signal)) while writing; "
        + "\(Self.cleanup(leftBehind, rolledBack: "everything written")). Run scaffold again."
    }
  }

  /// What became of the files written before a failure: all `rolledBack`, or those of
  /// `leftBehind` to see to.
  private static func cleanup(_ leftBehind: [String], rolledBack: String) -> String {
    leftBehind.isEmpty
      ? "\(rolledBack) was rolled back"
      : "could not roll back \(leftBehind.joined(separator: ", ")); remove or restore them"
  }

  private static func describe(_ problem: NameProblem) -> String {
    switch problem {
    case .empty:
      return "it is empty. Use an UpperCamelCase name such as Profile."
    case .notUppercaseStart(let character):
      return "it starts with '\(character)'; a scene name starts with an uppercase ASCII letter "
        + "(UpperCamelCase, such as Profile)."
    case .invalidCharacter(let character):
      return "'\(character)' is not allowed; use ASCII letters and digits only "
        + "(UpperCamelCase, such as OrderHistory)."
    case .tooLong(let length, let limit):
      return "it is \(length) characters long; the limit is \(limit), so that the generated "
        + "code fits the 100-column line limit."
    case .keyword(let keyword) where keyword.first?.isUppercase ?? false:
      return "'\(keyword)' is a Swift keyword with a meaning of its own in types "
        + "(`Self`, `Any`, `X.Type`, `X.Protocol`). Pick another name."
    case .keyword(let keyword):
      return "'\(keyword)' is a Swift keyword, and scene names double as identifiers "
        + "(`let \(keyword) = …`). Pick another name."
    case .clashesWithType(let type, let file):
      return "the type '\(type)' (\(file)) would clash with the scene's types. Pick another name."
    case .clashesWithModule(let module):
      return "'\(module)' is the name of a module the scene's code or tests may import, which a "
        + "type of that name would shadow. Pick another name."
    }
  }
}
