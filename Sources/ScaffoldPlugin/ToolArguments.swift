/// The arguments the `scaffold` command plugin runs the `scaffold` tool with: the user's,
/// then the plugin's layout options for the options the user left out.
///
/// Plain Swift, without PackagePlugin, so that the scaffolder's tests compile it too
/// (`Tests/ScaffoldTests/Plugin/` links to this file).
///
/// ```swift
/// let arguments = try ToolArguments.merging(
///   ["Profile", "--tests", "Tests/Elsewhere"],
///   layout: [("--sources", "Sources/Scenes"), ("--tests", "Tests/ScenesTests")])
/// // ["Profile", "--tests", "Tests/Elsewhere", "--sources", "Sources/Scenes"]
/// ```
enum ToolArguments {
  /// The options of the plugin's that the user may give too: the user's value replaces the
  /// plugin's, except for `--sees`, whose values add up.
  static let userOptions: Set<String> = ["--sources", "--tests", "--module", "--sees"]

  /// `user`, followed by each option of `layout` the user did not give.
  ///
  /// `--sees` is added to, not replaced: the user's folders and the target's dependencies
  /// are all seen. Options after `--` are names, not options.
  ///
  /// - Parameters:
  ///   - user: The arguments the plugin was given, `--target` taken out.
  ///   - layout: The plugin's options for the target, in order, an option once for each
  ///     value.
  /// - Throws: ``PluginFailure/setByPlugin(option:value:)`` when the user gives an option of
  ///   `layout` that only the plugin sets (`--root`).
  static func merging(_ user: [String], layout: [(option: String, value: String)])
    throws(PluginFailure) -> [String]
  {
    let given = options(in: user)
    var arguments = user
    for (option, value) in layout {
      if given.contains(option) {
        guard userOptions.contains(option) else {
          throw .setByPlugin(option: option, value: value)
        }
        if option != "--sees" { continue }
      }
      arguments += [option, value]
    }
    return arguments
  }

  /// The options in `arguments` (`--name` of `--name value` and `--name=value`), up to `--`.
  private static func options(in arguments: [String]) -> Set<String> {
    var options: Set<String> = []
    for argument in arguments {
      if argument == "--" { break }
      guard argument.hasPrefix("--") else { continue }
      options.insert(String(argument.prefix { $0 != "=" }))
    }
    return options
  }
}

/// Why the plugin did not run the scaffolder, or the scaffolder failed.
enum PluginFailure: Error, Equatable, CustomStringConvertible {
  /// No `--target`, or more than one.
  case missingTarget
  /// The package has no source target `name`; `known` are those it has.
  case unknownTarget(String, known: [String])
  /// The user gave `option`, which the plugin sets to `value` itself.
  case setByPlugin(option: String, value: String)
  /// The tool ended with `status`, or was stopped by the signal `status` when `bySignal`,
  /// after printing `errorOutput` on standard error.
  case failed(status: Int32, bySignal: Bool, errorOutput: String)

  var description: String {
    switch self {
    case .missingTarget:
      return "give the target to add the scene to: --target NAME"
    case .unknownTarget(let name, let known):
      return "the package has no source target '\(name)'; its targets: "
        + (known.isEmpty ? "none" : known.joined(separator: ", "))
    case .setByPlugin(let option, let value):
      return "the plugin sets \(option) itself (to \(value)); leave it out"
    case .failed(let status, let bySignal, let errorOutput):
      // The tool's message says what was written, refused or rolled back; the plugin only
      // adds how the tool ended, after it.
      var message = errorOutput
      while message.last?.isNewline ?? false { message.removeLast() }
      let ending = bySignal ? "stopped by signal \(status)" : "exited with status \(status)"
      return (message.isEmpty ? "" : message + "\n") + "(scaffold \(ending))"
    }
  }
}
