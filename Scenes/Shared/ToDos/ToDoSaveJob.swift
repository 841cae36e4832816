/// One write of ``FileToDoStore``, done off the main actor: under the file's lock, merge
/// with what another instance saved since `baseVersion`, then write atomically.
///
/// ```swift
/// let job = ToDoSaveJob(file: file, base: read, baseVersion: version, ours: edited, path: path)
/// let result = job.run()  // the list written, its version, and what was merged
/// ```
struct ToDoSaveJob: Sendable {
  /// What a successful write left on disk.
  struct Written: Sendable {
    /// The list written: `ours`, or `ours` merged with the file's list.
    var toDos: [ToDo]
    /// The version of the file written.
    var version: AtomicFile.Version
    /// The merge, when the file had changed since `baseVersion`.
    var merge: ToDoListMerge?
  }

  let file: AtomicFile
  /// The list as the file held it at `baseVersion`.
  let base: [ToDo]
  /// The version of the file the store last read or wrote; `nil` when there was none.
  let baseVersion: AtomicFile.Version?
  /// The list to save.
  let ours: [ToDo]
  /// The file's path, as errors name it.
  let path: String

  /// Takes the lock, merges when the file changed since `baseVersion`, and writes.
  ///
  /// A file that disappeared since is written anew with `ours`: there is nothing to merge.
  ///
  /// - Returns: What was written, or ``ToDoStoreError/writeFailed(path:reason:)``.
  func run() -> Result<Written, ToDoStoreError> {
    do {
      return .success(
        try file.withLock { () throws(AtomicFileError) -> Written in
          var toWrite = ours
          var merge: ToDoListMerge?
          if let current = try file.currentVersion(), current != baseVersion,
            let contents = try file.read()
          {
            guard let theirs = try? ToDoListCoding.decode(contents.bytes) else {
              throw .unwritable(
                path: path,
                reason: "another program changed it into something that is not a list of "
                  + "to-dos; it is left as it is")
            }
            let merged = ToDoListMerge(base: base, ours: ours, theirs: theirs)
            merge = merged
            toWrite = merged.toDos
          }
          let version = try file.write(ToDoListCoding.encode(toWrite))
          return Written(toDos: toWrite, version: version, merge: merge)
        })
    } catch {
      return .failure(.writeFailed(path: path, reason: error.reason))
    }
  }
}
