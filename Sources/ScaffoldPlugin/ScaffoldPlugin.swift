import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory scaffold NAME --target TARGET`: runs
/// the `scaffold` executable on a target of the package the command runs in.
///
/// It passes the target's folder (`--sources`), its test target's folder (`--tests`: the
/// folder of the test target named `<TARGET>Tests`, else `Tests/<TARGET>Tests`), its module
/// (`--module`) and the folders of the targets it and its test target depend on (`--sees`, for
/// the check that a new scene's types clash with none its code or tests see). Every other argument goes to `scaffold`
/// as given, such as `--from Home`, `--presented`, `--back-to Home` or `--dry-run`; a
/// `--sources`, `--tests` or `--module` given replaces the plugin's, a `--sees` adds a folder
/// to those seen, and `--root` is refused: the plugin sets it to the package's folder.
///
/// When `scaffold` fails, its message is the plugin's error, followed by how it ended:
/// the tool alone knows whether anything was written or rolled back.
///
/// ```sh
/// swift package --allow-writing-to-package-directory scaffold Profile --target MyScenes
/// ```
@main
struct ScaffoldPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var toolArguments = extractor.remainingArguments
    if !toolArguments.contains("--help"), !toolArguments.contains("-h") {
      guard targetNames.count == 1, let name = targetNames.first else {
        throw PluginFailure.missingTarget
      }
      toolArguments = try ToolArguments.merging(
        toolArguments, layout: try layoutArguments(of: name, in: context.package))
    }
    let process = Process()
    process.executableURL = try context.tool(named: "scaffold").url
    process.arguments = toolArguments
    // The tool's standard error becomes the plugin's error, so that SwiftPM prints its
    // message first and how it ended after it, in one piece (its output and the plugin's
    // error reach SwiftPM by different pipes, in no set order).
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let errorOutput = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, process.terminationReason == .exit else {
      throw PluginFailure.failed(
        status: process.terminationStatus,
        bySignal: process.terminationReason == .uncaughtSignal, errorOutput: errorOutput)
    }
    FileHandle.standardError.write(Data(errorOutput.utf8))
  }

  /// `--root`, `--sources`, `--tests`, `--module` and `--sees` for the target `name`, an
  /// option for each value.
  private func layoutArguments(of name: String, in package: Package) throws
    -> [(option: String, value: String)]
  {
    let sourceTargets = package.targets.compactMap { $0 as? SourceModuleTarget }
    guard let target = sourceTargets.first(where: { $0.name == name && $0.kind != .test })
    else {
      throw PluginFailure.unknownTarget(
        name, known: sourceTargets.filter { $0.kind != .test }.map(\.name).sorted())
    }
    let root = package.directoryURL.standardizedFileURL.path
    let testTarget = sourceTargets.first { $0.name == "\(name)Tests" && $0.kind == .test }
    let testFolder = testTarget.map { relative($0.directoryURL, to: root) } ?? "Tests/\(name)Tests"
    return [
      ("--root", root), ("--sources", relative(target.directoryURL, to: root)),
      ("--tests", testFolder), ("--module", target.moduleName),
    ]
      + seenFolders(of: target, testTarget: testTarget, in: package).map { ("--sees", $0) }
  }

  /// The folders of the targets whose types the scene's code or its tests see, each once:
  /// the dependencies of `target` and of its test target, and TerminalUITesting with its
  /// own, which the generated tests import (SwiftPM leaves a test target out of the package
  /// while its folder is empty, as it is before the first scene).
  private func seenFolders(
    of target: SourceModuleTarget, testTarget: SourceModuleTarget?, in package: Package
  ) -> [String] {
    let testing = Self.allDependencies(of: package).lazy.flatMap(\.targets)
      .first { $0.name == "TerminalUITesting" }
    var dependencies = target.recursiveTargetDependencies
    for tested in [testTarget, testing].compactMap({ $0 }) {
      dependencies += [tested] + tested.recursiveTargetDependencies
    }
    var folders: [String] = []
    for dependency in dependencies {
      guard let source = dependency as? SourceModuleTarget, source.id != target.id else {
        continue
      }
      let folder = source.directoryURL.standardizedFileURL.path
      if !folders.contains(folder) { folders.append(folder) }
    }
    return folders
  }

  /// The packages `package` depends on, directly or not.
  private static func allDependencies(of package: Package) -> [Package] {
    var found: [Package] = []
    var pending = package.dependencies.map(\.package)
    while let next = pending.popLast() {
      guard !found.contains(where: { $0.id == next.id }) else { continue }
      found.append(next)
      pending += next.dependencies.map(\.package)
    }
    return found
  }

  /// The path of `url` relative to the folder `root`, or absolute when it is outside it.
  private func relative(_ url: URL, to root: String) -> String {
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(root + "/") else { return path }
    return String(path.dropFirst(root.count + 1))
  }
}
