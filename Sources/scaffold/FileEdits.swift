/// Insertions planned in a set of Swift files, each file parsed once: every offset is one of
/// the file's text as given, and the insertions are made together at the end.
///
/// ```swift
/// var edits = FileEdits(files: [(path: "A.swift", text: "enum A {\n}\n")])
/// let file = edits.files[0]
/// let body = file.source.declaration("enum", named: "A")
/// try edits.insert(
///   body.flatMap { file.source.appending("  case b", to: $0) }, in: file.path,
///   adding: "A: case b", orRefuseMissing: "`enum A { … }`", scene: "A")
/// edits.results  // [(path: "A.swift", text: "enum A {\n  case b\n}\n", additions: ["A: case b"])]
/// ```
struct FileEdits {
  /// A file and its tokens.
  struct File {
    /// The path, relative to the package root.
    let path: String
    /// The file's text, parsed.
    let source: SwiftSource
  }

  /// The files, in the order given.
  let files: [File]
  private var insertions: [String: [(offset: Int, text: String)]] = [:]
  private var additions: [String: [String]] = [:]

  /// Parses `files`.
  init(files: [(path: String, text: String)]) {
    self.files = files.map { File(path: $0.path, source: SwiftSource($0.text)) }
  }

  /// Plans `insertion` in the file at `path`, and `addition`, if any, for the report.
  ///
  /// - Throws: ``ScaffoldError/destinationNotEditable(scene:path:missing:)`` naming the file
  ///   and `missing` when `insertion` is `nil`: the file has no safe place for the code.
  mutating func insert(
    _ insertion: (offset: Int, text: String)?, in path: String, adding addition: String?,
    orRefuseMissing missing: String, scene: String
  ) throws(ScaffoldError) {
    guard let insertion else {
      throw .destinationNotEditable(scene: scene, path: path, missing: missing)
    }
    insertions[path, default: []].append(insertion)
    if let addition { additions[path, default: []].append(addition) }
  }

  /// The files that change, with their new text and what was added (one line each), in the
  /// order of ``files``.
  var results: [(path: String, text: String, additions: [String])] {
    files.compactMap { file in
      insertions[file.path].map { planned in
        (file.path, file.source.inserting(planned), additions[file.path] ?? [])
      }
    }
  }
}
