/// The whole `scaffold` command, from arguments to exit status, without touching the
/// process's standard streams, so tests can run it.
///
/// ```swift
/// let outcome = ScaffoldCommand.run(
///   arguments: ["Profile", "--dry-run"], currentDirectory: "/work/main",
///   fileSystem: LocalFileSystem())
/// outcome.status  // 0
/// ```
enum ScaffoldCommand {
  /// What a run prints and how it exits.
  struct Outcome: Equatable {
    /// The exit status: 0 on success, 1 when the scaffold was refused or failed, 2 for bad
    /// arguments.
    var status: Int32
    /// What goes to standard output.
    var output: String
    /// What goes to standard error.
    var errorOutput: String
    /// The signal that interrupted the writing (everything was rolled back), which the
    /// process should end with once it has said so; `nil` when none did.
    var interruption: Int32? = nil
  }

  static let usage = """
    Usage: scaffold NAME [--from SCENE] [--presented]
                         [--back-to SCENE [--result-type TYPE [--result-sample EXPR]]]
                         [--root DIR] [--sources DIR [--tests DIR] [--module NAME]]
                         [--storyboard FILE] [--storyboard-call EXPR] [--sees DIR]...
                         [--dry-run] [--help]
           scaffold --route SCENE --from SCENE [--presented] [layout options] [--dry-run]
    In a package that depends on CleanScenes, through its command plugin:
      swift package --allow-writing-to-package-directory scaffold NAME --target TARGET [...]

    Writes a new Clean Swift scene and its tests, ready to build and pass:
      SOURCES/NAME/NAME{ViewController,Interactor,Presenter,Router,Models,Worker}.swift
      TESTS/NAME/NAME{Interactor,Presenter,ViewController,Router}Tests.swift
      TESTS/NAME/NAMESpies.swift
      TESTS/NAME/__Snapshots__/NAMEViewControllerTests/hi-there-40x8.txt
    and registers the scene in the target's storyboard. SOURCES is Scenes and TESTS is
    Tests/ScenesTests (this repository's demo) unless --sources is given.

    NAME is an UpperCamelCase Swift identifier: ASCII letters and digits, starting with an
    uppercase letter, at most \(SceneName.maximumLength) characters. Swift keywords (in any letter
    case) and names whose types would clash with types the scenes can see (View, Label,
    Window, Task, String, Date...) or shadow a module they import (TerminalUI, Foundation...)
    are refused.

    Options:
      --from SCENE  also route to NAME from SCENE: adds routeToNAME(segue:), the "NAME"
                    entry of its routes table, navigateToNAME and a passDataToNAME stub
                    to SOURCES/SCENE/SCENERouter.swift, so
                    performSegue(withIdentifier: "NAME") from SCENE works at once
      --presented   present NAME over the scene it comes from instead of pushing it:
                    registers it with `segueKind: .present`, and navigateToNAME presents
      --back-to SCENE
                    also go back from NAME to SCENE with data, without a delegate: adds
                    routeBackToSCENE(), navigateBackToSCENE (the framework's unwind) and
                    passDataBackToSCENE(source:destination: inout) to NAME's router, Enter
                    (Done) to call it, and a `var <name>Result: String?` to SCENEDataStore and
                    to every type that conforms to it; and SCENE receives it: its
                    didUnwind(from:) (added, or the one it has) asks its interactor, which
                    takes <name>Result and presents it, and display<NAME>Result(viewModel:)
                    keeps the text in <name>ResultText (use case SCENE.Receive<NAME>Result;
                    the spies of SCENE's tests record the new calls)
      --result-type TYPE
                    the type of what NAME hands back (default String): the data store's
                    `<name>Result: TYPE?`, the use case's Response, and NAME's own
                    `result: TYPE?`, which it hands back. A Swift type name (identifiers,
                    dots, <…>, [T], [K: V], T? inside them), Equatable and Sendable like
                    every model; the router test hands back a real sample of it
      --result-sample EXPR
                    the sample of TYPE the router test hands back, for a type the
                    scaffolder has no literal of (String, Int, Double, Bool… and arrays,
                    dictionaries and optionals of them have one): --result-sample
                    'Contact(name: "Ada")'
      --route SCENE with --from SOURCE, and no NAME: add a route between two scenes that
                    exist: what --from adds to SOURCE's router (copying the properties
                    both data stores declare by name and type, or a greeting to a
                    scaffolded SCENE), and its tests in
                    TESTS/SOURCE/SOURCERouteToSCENETests.swift; SCENE's files and the
                    storyboard are left alone. The route presents SCENE when the storyboard
                    registers it with `segueKind: .present` (--presented then only
                    confirms it), else pushes it
      --root DIR    the package root (default: the current directory)
      --sources DIR the target's folder, inside the root: relative to it, or absolute
                    (the plugin passes it)
      --tests DIR   the target's test folder, inside the root (default: Tests/MODULETests)
      --module NAME the module the tests @testable import (default: the name of SOURCES)
      --storyboard FILE
                    the storyboard to register the scene in (default: the one Swift file
                    in SOURCES that calls `Storyboard(initialIdentifier:`)
      --storyboard-call EXPR
                    how the tests make the storyboard (default: the storyboard file's
                    `func NAME() -> Storyboard`, as `TYPE.NAME()` when it is static)
      --sees DIR    a folder whose types the target sees (its dependencies'); repeatable
      --dry-run     list what would be written and changed, and write nothing
      --help, -h    show this help

    Nothing is written unless everything can be: a refused or failed run leaves the tree
    as it was. Then: swift build && swift test --filter NAME
    """

  /// Runs the command.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - currentDirectory: The directory relative paths start from, and the default root.
  ///   - fileSystem: Where files are read and written.
  /// - Returns: The exit status and what to print.
  static func run(arguments: [String], currentDirectory: String, fileSystem: FileSystem)
    -> Outcome
  {
    let options: Options
    do {
      options = try Options(arguments: arguments)
    } catch {
      return Outcome(status: 2, output: "", errorOutput: "scaffold: \(error)\n\n\(usage)\n")
    }
    if options.showsHelp {
      return Outcome(status: 0, output: usage + "\n", errorOutput: "")
    }
    let root = resolve(options.root ?? ".", from: currentDirectory)
    do {
      let layout = try options.layout.inside(root: root, fileSystem: fileSystem)
      let planner = ScaffoldPlanner(root: root, layout: layout, fileSystem: fileSystem)
      let plan: ScaffoldPlan
      if let target = options.routeTarget, let source = options.source {
        plan = try planner.planRoute(to: target, from: source, presented: options.isPresented)
      } else {
        var resultType = ResultType.string
        if let type = options.resultType {
          resultType = try ResultType(type, sample: options.resultSample)
        }
        plan = try planner.plan(
          name: options.name, from: options.source, presented: options.isPresented,
          backTo: options.destination, resultType: resultType)
      }
      if !options.isDryRun {
        try PlanWriter(root: root, fileSystem: fileSystem).write(plan)
      }
      return Outcome(
        status: 0, output: plan.summary(dryRun: options.isDryRun) + "\n", errorOutput: "")
    } catch {
      var outcome = Outcome(status: 1, output: "", errorOutput: "scaffold: \(error)\n")
      if case .interrupted(let signal, _) = error {
        outcome.status = 128 + signal
        outcome.interruption = signal
      }
      return outcome
    }
  }

  /// `path` made absolute against `directory`, without `.` components or a trailing slash.
  static func resolve(_ path: String, from directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/") where component != "." {
      if component == "..", !components.isEmpty {
        components.removeLast()
      } else if component != ".." {
        components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }
}
