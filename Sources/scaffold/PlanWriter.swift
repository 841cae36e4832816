/// Writes a ``ScaffoldPlan``: all of it or, if a write fails or the run is interrupted,
/// none of it.
///
/// Folders are created first, then the new files, then the edits of existing files (each
/// written atomically, and only if the file still holds the text the plan was made from).
/// When anything fails, what was already written is undone in reverse order: new files and
/// folders removed, edited files restored. Ctrl-C, SIGTERM and SIGHUP are held back while
/// writing (``Interruptions``) and undo it all the same, and so does a write past the
/// file-size limit (SIGXFSZ), which fails instead of ending the process.
///
/// ```swift
/// try PlanWriter(root: root, fileSystem: LocalFileSystem()).write(plan)
/// ```
struct PlanWriter {
  /// The package root, an absolute path.
  let root: String
  /// Where the files are written.
  let fileSystem: FileSystem
  /// What holds back the signals that would stop the writing midway.
  var interruptions: any Interruptions = BlockedSignals()

  /// Writes every folder and file of `plan`.
  ///
  /// - Throws: ``ScaffoldError/changedMeanwhile(path:)`` when a file to edit changed since
  ///   the plan was made, ``ScaffoldError/writeFailed(path:reason:leftBehind:)`` when a
  ///   write fails, ``ScaffoldError/interrupted(signal:leftBehind:)`` when a signal asked the
  ///   run to stop; in every case after undoing what was written.
  func write(_ plan: ScaffoldPlan) throws(ScaffoldError) {
    try interruptions.holdingBack { interruption throws(ScaffoldError) in
      try write(plan, stoppingOn: interruption)
    }
  }

  private func write(_ plan: ScaffoldPlan, stoppingOn interruption: () -> Int32?)
    throws(ScaffoldError)
  {
    var createdFolders: [String] = []
    var written: [ScaffoldPlan.FileChange] = []
    var current = ""
    func stopIfInterrupted() throws(ScaffoldError) {
      guard let signal = interruption() else { return }
      let leftBehind = rollBack(written: written, createdFolders: createdFolders)
      throw .interrupted(signal: signal, leftBehind: leftBehind)
    }
    do {
      for folder in plan.directories {
        try stopIfInterrupted()
        current = folder
        try fileSystem.createDirectory(atPath: absolute(folder))
        createdFolders.append(folder)
      }
      for change in plan.changes {
        try stopIfInterrupted()
        current = change.path
        if case .modify(let original) = change.kind,
          try fileSystem.readFile(atPath: absolute(change.path)) != original
        {
          let leftBehind = rollBack(written: written, createdFolders: createdFolders)
          guard leftBehind.isEmpty else {
            throw ScaffoldError.writeFailed(
              path: change.path, reason: "it changed meanwhile", leftBehind: leftBehind)
          }
          throw ScaffoldError.changedMeanwhile(path: change.path)
        }
        try fileSystem.writeFile(change.contents, atPath: absolute(change.path))
        written.append(change)
      }
      try stopIfInterrupted()
    } catch let error as ScaffoldError {
      throw error
    } catch {
      let leftBehind = rollBack(written: written, createdFolders: createdFolders)
      throw .writeFailed(path: current, reason: "\(error)", leftBehind: leftBehind)
    }
  }

  /// Undoes `written` and `createdFolders`, latest first.
  ///
  /// - Returns: The paths that could not be restored or removed.
  private func rollBack(written: [ScaffoldPlan.FileChange], createdFolders: [String])
    -> [String]
  {
    var leftBehind: [String] = []
    for change in written.reversed() {
      do {
        switch change.kind {
        case .create: try fileSystem.removeItem(atPath: absolute(change.path))
        case .modify(let original):
          try fileSystem.writeFile(original, atPath: absolute(change.path))
        }
      } catch {
        leftBehind.append(change.path)
      }
    }
    for folder in createdFolders.reversed() {
      do {
        try fileSystem.removeItem(atPath: absolute(folder))
      } catch {
        leftBehind.append(folder)
      }
    }
    return leftBehind
  }

  private func absolute(_ path: String) -> String {
    root + "/" + path
  }
}
