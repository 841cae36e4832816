/// The folders of the test targets a package manifest declares, as far as its text tells:
/// each `testTarget(` call's `path:`, else `Tests/<name>`.
///
/// The scaffolder reads the manifest's text rather than asking SwiftPM, which leaves out of
/// the package (and of what the command plugin sees) a test target whose folder is still
/// empty, as it is before the first scene.
///
/// ```swift
/// let targets = TestTargetFolders(manifest: """
///   .testTarget(name: "ScenesTests", dependencies: ["Scenes"])
///   """)
/// targets.folders                          // ["Tests/ScenesTests"]
/// targets.compiles("Tests/ScenesTests")  // true
/// ```
struct TestTargetFolders: Equatable, Sendable {
  /// The folders, relative to the package root; `nil` when a `testTarget(` call gives its
  /// name or its path as something other than a string literal, so the text cannot tell.
  let folders: [String]?

  /// Reads the test targets of the manifest `text`.
  init(manifest text: String) {
    let source = SwiftSource(text)
    var folders: [String] = []
    for index in source.indices(ofSequence: ["testTarget", "("]) {
      let arguments = Self.arguments(ofCallAt: index + 1, in: source)
      switch (arguments["name"], arguments["path"]) {
      case (_, .some(.some(let path))): folders.append(Self.normalized(path))
      case (.some(.some(let name)), nil): folders.append("Tests/\(name)")
      default:
        self.folders = nil
        return
      }
    }
    self.folders = folders
  }

  /// Whether a test target compiles the files of `folder` (relative to the root): its own
  /// folder is `folder` or holds it. `nil` when the manifest's text cannot tell.
  func compiles(_ folder: String) -> Bool? {
    let folder = Self.normalized(folder)
    return folders.map { folders in
      folders.contains { folder == $0 || folder.hasPrefix($0 + "/") }
    }
  }

  /// The labeled arguments of the call whose `(` is the token at `open`, by label: the
  /// string literal given, or `nil` for any other expression. Empty when the call is not
  /// closed.
  private static func arguments(ofCallAt open: Int, in source: SwiftSource) -> [String: String?] {
    guard let close = source.matchingClose(ofTokenAt: open) else { return [:] }
    let tokens = source.tokens
    var arguments: [String: String?] = [:]
    var depth = 0
    for index in (open + 1)..<close {
      let token = tokens[index]
      if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
      guard depth == 0, token.kind == .word, index + 2 < close,
        tokens[index + 1].text == ":", index == open + 1 || tokens[index - 1].text == ","
      else { continue }
      let value = tokens[index + 2]
      let end = tokens[index + 3]
      let isLiteral =
        value.kind == .string && !value.text.contains("\\(")
        && (index + 3 == close || end.text == ",")
      arguments[token.text] = .some(isLiteral ? value.text : nil)
    }
    return arguments
  }

  /// `path` without `.` components, `..` that climb nowhere, or slashes at its ends.
  private static func normalized(_ path: String) -> String {
    String(ScaffoldCommand.resolve(path, from: "/").dropFirst())
  }
}
