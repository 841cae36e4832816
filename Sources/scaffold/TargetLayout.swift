/// Where a scaffold run puts a scene: the target's source folder, its test folder, the
/// module the tests import, the storyboard that registers the scenes, and the folders
/// whose types the target sees.
///
/// This repository's demo is the default (``demo``); `--sources DIR` switches to the layout
/// of any package, which the `scaffold` command plugin passes for `--target NAME`:
///
/// ```swift
/// let layout = TargetLayout(sources: "Sources/MyScenes")
/// layout.tests   // "Tests/MyScenesTests"
/// layout.module  // "MyScenes"
/// ```
struct TargetLayout: Equatable, Sendable {
  /// The folder of the target's sources, relative to the package root: scenes go in
  /// `<sources>/<Name>/`.
  var sources: String
  /// The folder of the target's tests, relative to the package root: tests go in
  /// `<tests>/<Name>/`.
  var tests: String
  /// The module the tests `@testable import`.
  var module: String
  /// The storyboard file, relative to the package root; `nil` to find it by convention
  /// (the one Swift file under ``sources`` that declares `Storyboard(initialIdentifier:`).
  var storyboard: String?
  /// The expression the generated tests make the storyboard with; `nil` to find it by
  /// convention (the storyboard file's function that takes no argument and returns a
  /// `Storyboard`).
  var storyboardCall: String?
  /// More folders whose types the target sees (its dependencies' sources), relative to the
  /// package root or absolute.
  var sees: [String] = []
  /// Folders under ``sees`` that are not looked at.
  var unseen: Set<String> = []

  /// The layout of the target at `sources`: tests in `tests` (`Tests/<Module>Tests` by
  /// default), module `module` (the folder's name by default).
  init(sources: String, tests: String? = nil, module: String? = nil) {
    let folder = sources.split(separator: "/").last.map(String.init) ?? sources
    self.sources = sources
    self.module = module ?? folder
    self.tests = tests ?? "Tests/\(module ?? folder)Tests"
  }

  /// The layout with ``sources``, ``tests`` and ``storyboard`` as paths relative to `root`,
  /// the package root, where the scaffolder plans and writes them: a relative path stays
  /// relative (without its `.` and `..` components), an absolute one under `root` becomes
  /// relative to it. A folder of ``sees`` under `root` becomes relative to it too, so that
  /// a file the scaffolder edits has one path, whichever way it was found; others stay as
  /// given. The folders are checked where they really lead, symbolic links
  /// followed (a link that stays inside the root is fine); the storyboard, an existing file
  /// the scaffolder edits through its links, by its path.
  ///
  /// - Parameters:
  ///   - root: The package root, an absolute path without a trailing slash.
  ///   - fileSystem: Where the symbolic links are followed.
  /// - Throws: ``ScaffoldError/outsideRoot(option:path:root:)`` when one of them is not
  ///   inside `root`, as an absolute path elsewhere or a relative one that climbs out with
  ///   `..`; ``ScaffoldError/linksOutsideRoot(option:path:leadsTo:root:)`` when a folder
  ///   is, but a symbolic link on its way leads out of it.
  func inside(root: String, fileSystem: FileSystem) throws(ScaffoldError) -> TargetLayout {
    var layout = self
    layout.sources = try Self.relative(sources, option: "--sources", to: root)
    layout.tests = try Self.relative(tests, option: "--tests", to: root)
    if let storyboard {
      layout.storyboard = try Self.relative(storyboard, option: "--storyboard", to: root)
    }
    layout.sees = sees.map { folder in
      Self.path(ScaffoldCommand.resolve(folder, from: root), relativeTo: root) ?? folder
    }
    let realRoot = fileSystem.resolvingLinks(root)
    for (option, given, folder) in [
      ("--sources", sources, layout.sources), ("--tests", tests, layout.tests),
    ] {
      let real = fileSystem.resolvingLinks(root + "/" + folder)
      guard Self.path(real, relativeTo: realRoot) != nil else {
        throw .linksOutsideRoot(option: option, path: given, leadsTo: real, root: root)
      }
    }
    return layout
  }

  /// `path`, the value of `option`, relative to `root`.
  private static func relative(_ path: String, option: String, to root: String)
    throws(ScaffoldError) -> String
  {
    guard let relative = Self.path(ScaffoldCommand.resolve(path, from: root), relativeTo: root)
    else {
      throw .outsideRoot(option: option, path: path, root: root)
    }
    return relative
  }

  /// The absolute `path` relative to the absolute `root`; `nil` unless it lies under it.
  private static func path(_ path: String, relativeTo root: String) -> String? {
    let prefix = root == "/" ? "/" : root + "/"
    guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
    return String(path.dropFirst(prefix.count))
  }

  /// This repository's demo: `Scenes/`, `Tests/ScenesTests/`, module `DemoScenes`, the
  /// storyboard `AppStoryboard.make(environment: .fixed)` of the demo's test support, and the
  /// libraries under `Sources/` (not the scaffolder's own).
  static var demo: TargetLayout {
    var layout = TargetLayout(sources: "Scenes", tests: "Tests/ScenesTests", module: "DemoScenes")
    layout.storyboard = "Scenes/AppStoryboard.swift"
    layout.storyboardCall = "AppStoryboard.make(environment: .fixed)"
    layout.sees = ["Sources"]
    layout.unseen = ["Sources/scaffold", "Sources/ScaffoldPlugin"]
    return layout
  }
}
