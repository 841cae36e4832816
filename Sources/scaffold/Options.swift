/// The scaffolder's command-line options.
///
/// ```swift
/// let options = try Options(arguments: ["Profile", "--from", "Home", "--presented"])
/// options.name         // "Profile"
/// options.isPresented  // true
/// ```
struct Options: Equatable {
  /// Why the arguments could not be read.
  enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(option: String)
    case missingName
    case unexpectedArgument(String)
    case repeatedOption(String)
    case needsOption(String, needs: String)
    case excludesOption(String, excludes: String)
    case nameWithRoute(String)

    var description: String {
      switch self {
      case .unknownOption(let option): return "unknown option '\(option)'"
      case .missingValue(let option): return "\(option) needs a value"
      case .missingName: return "give the name of the scene to make, such as Profile"
      case .unexpectedArgument(let argument):
        return "unexpected argument '\(argument)': give one scene name"
      case .repeatedOption(let option): return "\(option) is given more than once"
      case .needsOption(let option, let needed):
        return "\(option) goes with \(needed)"
      case .excludesOption(let option, let excluded):
        return "\(option) does not go with \(excluded)"
      case .nameWithRoute(let name):
        return "unexpected argument '\(name)': --route adds a route between two scenes that "
          + "exist, and makes none"
      }
    }
  }

  /// The scene to make, as given.
  var name = ""
  /// `--from SCENE`: the scene whose router gains the route.
  var source: String?
  /// `--presented`: the scene is presented over the one it comes from instead of pushed.
  var isPresented = false
  /// `--back-to SCENE`: the scene the new one hands its result back to, unwinding to it.
  var destination: String?
  /// `--result-type TYPE`: the type of what the new scene hands back (`String` by default).
  var resultType: String?
  /// `--result-sample EXPR`: a value of the result type for the generated router test.
  var resultSample: String?
  /// `--route SCENE`: add a route to this existing scene from the `--from` scene, instead of
  /// making a scene.
  var routeTarget: String?
  /// `--root DIR`: the package root, instead of the current directory.
  var root: String?
  /// `--sources DIR`: the folder of the target the scene goes in, instead of the demo's.
  var sources: String?
  /// `--tests DIR`: the target's test folder (`Tests/<Module>Tests` by default).
  var tests: String?
  /// `--module NAME`: the module the tests import (the name of `--sources` by default).
  var module: String?
  /// `--storyboard FILE`: the storyboard file, instead of the one found by convention.
  var storyboard: String?
  /// `--storyboard-call EXPR`: how the tests make the storyboard, instead of the storyboard
  /// file's function found by convention.
  var storyboardCall: String?
  /// `--sees DIR`, repeatable: more folders whose types the target sees.
  var sees: [String] = []
  /// `--dry-run`: list the changes without writing them.
  var isDryRun = false
  /// `--help` or `-h`.
  var showsHelp = false
}

extension Options {
  /// Reads `arguments` (without the program name). Options may come before or after the
  /// name; `--option=value` works as well as `--option value`; `--` ends the options.
  ///
  /// - Throws: ``ParseError`` for an unknown option, a missing or repeated value, no name
  ///   (unless `--help` is given) or more than one.
  init(arguments: [String]) throws(ParseError) {
    self.init()
    var names: [String] = []
    var remaining = arguments[...]
    var optionsEnded = false
    while let argument = remaining.popFirst() {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        names.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let option = parts[0]
      let inlineValue = parts.count == 2 ? parts[1] : nil
      switch option {
      case "--":
        optionsEnded = true
      case "--help", "-h":
        showsHelp = true
      case "--dry-run":
        guard !isDryRun else { throw .repeatedOption(option) }
        isDryRun = true
      case "--from":
        guard source == nil else { throw .repeatedOption(option) }
        source = try Self.value(of: option, inline: inlineValue, from: &remaining)
      case "--presented":
        guard !isPresented else { throw .repeatedOption(option) }
        isPresented = true
      case "--back-to":
        guard destination == nil else { throw .repeatedOption(option) }
        destination = try Self.value(of: option, inline: inlineValue, from: &remaining)
      case "--result-type":
        resultType = try Self.once(resultType, option, inline: inlineValue, from: &remaining)
      case "--result-sample":
        resultSample = try Self.once(resultSample, option, inline: inlineValue, from: &remaining)
      case "--route":
        routeTarget = try Self.once(routeTarget, option, inline: inlineValue, from: &remaining)
      case "--root":
        root = try Self.once(root, option, inline: inlineValue, from: &remaining)
      case "--sources":
        sources = try Self.once(sources, option, inline: inlineValue, from: &remaining)
      case "--tests":
        tests = try Self.once(tests, option, inline: inlineValue, from: &remaining)
      case "--module":
        module = try Self.once(module, option, inline: inlineValue, from: &remaining)
      case "--storyboard":
        storyboard = try Self.once(storyboard, option, inline: inlineValue, from: &remaining)
      case "--storyboard-call":
        storyboardCall = try Self.once(
          storyboardCall, option, inline: inlineValue, from: &remaining)
      case "--sees":
        sees.append(try Self.value(of: option, inline: inlineValue, from: &remaining))
      default:
        throw .unknownOption(argument)
      }
    }
    if showsHelp { return }
    if resultType != nil, destination == nil {
      throw .needsOption("--result-type", needs: "--back-to")
    }
    if resultSample != nil, resultType == nil {
      throw .needsOption("--result-sample", needs: "--result-type")
    }
    if routeTarget != nil {
      guard source != nil else { throw .needsOption("--route", needs: "--from") }
      if destination != nil { throw .excludesOption("--route", excludes: "--back-to") }
      if let first = names.first {
        throw .nameWithRoute(first)
      }
      return
    }
    guard let first = names.first else { throw .missingName }
    guard names.count == 1 else { throw .unexpectedArgument(names[1]) }
    name = first
  }

  /// The layout these options describe: ``TargetLayout/demo`` unless `--sources` is given.
  var layout: TargetLayout {
    var layout = TargetLayout.demo
    if let sources {
      layout = TargetLayout(sources: sources, tests: tests, module: module)
    } else {
      layout.tests = tests ?? layout.tests
      layout.module = module ?? layout.module
    }
    layout.storyboard = storyboard ?? layout.storyboard
    layout.storyboardCall = storyboardCall ?? layout.storyboardCall
    layout.sees += sees
    return layout
  }

  /// The value of an option given at most once, whose value so far is `current`.
  private static func once(
    _ current: String?, _ option: String, inline: String?,
    from remaining: inout ArraySlice<String>
  ) throws(ParseError) -> String {
    guard current == nil else { throw .repeatedOption(option) }
    return try value(of: option, inline: inline, from: &remaining)
  }

  /// The value of `option`: the part after `=`, else the next argument.
  private static func value(
    of option: String, inline: String?, from remaining: inout ArraySlice<String>
  ) throws(ParseError) -> String {
    if let inline {
      guard !inline.isEmpty else { throw .missingValue(option: option) }
      return inline
    }
    guard let next = remaining.popFirst(), !next.isEmpty, !next.hasPrefix("-") else {
      throw .missingValue(option: option)
    }
    return next
  }
}
