/// Everything a scaffold run will write, computed and checked before anything is written.
///
/// ```swift
/// let plan = try ScaffoldPlanner(root: root, fileSystem: LocalFileSystem()).plan(options)
/// print(plan.summary(dryRun: true))
/// ```
struct ScaffoldPlan: Equatable, Sendable {
  /// One file the run writes.
  struct FileChange: Equatable, Sendable {
    /// Whether the file is new or an edit of an existing one.
    enum Kind: Equatable, Sendable {
      /// A new file.
      case create
      /// An edit of a file whose text, when the plan was made, was `original`.
      case modify(original: String)
    }

    /// The path, relative to the package root.
    let path: String
    /// New or edited.
    let kind: Kind
    /// The file's whole text after the run.
    let contents: String
    /// What the edit adds, one line each, for the report (empty for a new file).
    let additions: [String]

    /// The change with the line endings of the file it edits: when every line of the
    /// original ends with CRLF, so does every line the edit adds.
    var keepingLineEndings: FileChange {
      guard case .modify(let original) = kind else { return self }
      let bytes = Array(original.utf8)
      let lineFeed = UInt8(ascii: "\n")
      let carriageReturn = UInt8(ascii: "\r")
      let endsWithCRLF = bytes.indices.filter { bytes[$0] == lineFeed }.map { index in
        index > 0 && bytes[index - 1] == carriageReturn
      }
      guard !endsWithCRLF.isEmpty, !endsWithCRLF.contains(false) else { return self }
      var converted: [UInt8] = []
      for byte in contents.utf8 {
        if byte == lineFeed, converted.last != carriageReturn { converted.append(carriageReturn) }
        converted.append(byte)
      }
      return FileChange(
        path: path, kind: kind, contents: String(decoding: converted, as: UTF8.self),
        additions: additions)
    }
  }

  /// What `swift test --filter` runs the new tests with: the scene's name, or the route's
  /// test suite.
  let testFilter: String
  /// The folders to create, parents first, relative to the package root.
  let directories: [String]
  /// The files to write, new files first, then the edits.
  let changes: [FileChange]
  /// What is left for the user to do before the build, one sentence each.
  var nextSteps: [String] = []
  /// The test folder no test target of the manifest compiles, if so: `swift test` runs
  /// none of the scene's tests until one does.
  var untestedFolder: String? = nil

  /// What the run writes (or, with `dryRun`, would write), one line per file.
  func summary(dryRun: Bool) -> String {
    var lines: [String] = []
    for change in changes {
      switch change.kind {
      case .create:
        lines.append("\(dryRun ? "would create" : "created") \(change.path)")
      case .modify:
        lines.append("\(dryRun ? "would change" : "changed") \(change.path)")
        lines += change.additions.map { "  + \($0)" }
      }
    }
    if dryRun {
      lines.append("")
      lines.append("Nothing was written (--dry-run).")
    } else {
      lines.append("")
      lines += nextSteps.map { "Next: \($0)" }
      let check = "swift build && swift test --filter \(testFilter)"
      lines.append(
        "Next: " + (untestedFolder.map { "\(check), once a test target compiles \($0)" } ?? check))
    }
    return lines.joined(separator: "\n")
  }
}
