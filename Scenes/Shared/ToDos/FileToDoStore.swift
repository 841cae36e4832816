#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A ``ToDoStore`` that keeps the list in `todos.json` in the data directory.
///
/// **Size.** The store is built for lists of up to about 100,000 to-dos (a 10 MB file): it
/// reads the whole file when the list opens and writes the whole file after a change. A file
/// over ``maximumFileSize`` (256 MiB, some two million to-dos) is not read but kept aside as a
/// bad file, so a huge or sparse file cannot exhaust the memory. A
/// write happens off the main actor, so the screen never waits for it, and the changes made
/// while one is being written are folded into a single next write, so a burst of toggles
/// costs one or two writes, not one each. Figures: `swift run -c release bench todos`.
///
/// **Files.** Every write goes through ``AtomicFile``: a temporary file beside the target,
/// created 0600 and given the file's owner and mode before its first byte, flushed, renamed
/// over the target (through a symbolic link, which stays a link), and the folder flushed.
/// Stale temporaries are removed when the store is made.
///
/// **Two instances.** The store remembers the version of the file it last read or wrote
/// (device, inode, size, modification time). Each write takes the lock beside the file,
/// and if the file's version changed meanwhile, reads it and merges it with the list being
/// saved by ``ToDo/id`` (see ``ToDoListMerge`` for the rules) before writing; the report
/// says what was merged, and carries the merged list, which replaces the caller's.
///
/// **Bad files.** A file that cannot be read or decoded is moved aside to
/// `todos.json.corrupt-<UTC time>` (with `-2`, `-3`… when that name is taken, so an earlier
/// copy is never replaced) and the list starts empty. If it cannot even be moved, it is left
/// alone and saves are refused until it is gone, so it is never overwritten silently. So is
/// anything that is not a regular file (a folder, a FIFO, a device), here or where a link
/// leads: it is never moved or replaced. A file that another program made unreadable between
/// two saves is not overwritten either: that save fails and says so.
///
/// **Failed saves.** A list that could not be written stays in memory: ``loadToDos()`` gives
/// it, with ``saveFailure``, to a list opened again, until a save succeeds; and it is handed
/// to the ``BackgroundSaves`` to try once more when the app exits
/// (``BackgroundSaves/saveUnsaved()``), which gives it back, encoded, if that fails too.
///
/// ```swift
/// let store = FileToDoStore(directory: environment.dataDirectory, now: environment.now)
/// let toDos = try store.loadToDos()
/// let report = try await store.save(toDos + [ToDo(name: "Buy milk")])
/// ```
@MainActor
public final class FileToDoStore: ToDoStore {
  /// A save's completion handler.
  public typealias Completion = @MainActor (Result<ToDoSaveReport, ToDoStoreError>) -> Void

  /// The name of the file in the data directory.
  public static let fileName = "todos.json"

  /// The largest file the store reads: 256 MiB.
  public static let maximumFileSize = 256 << 20

  /// How many copies of corrupt files one second's name can take (`-2` … `-100`).
  static let maximumCorruptCopiesPerSecond = 100

  /// The file the list is kept in (it may be a symbolic link).
  public let filePath: String

  private let file: AtomicFile
  private let now: () -> Timestamp
  private let saves: BackgroundSaves
  /// Set when the file could be neither read nor moved aside: saving would overwrite it.
  private var protectsUnreadableFile = false
  /// The list as the file held it when this store last read or wrote it: the base of merges.
  private var base: [ToDo] = []
  /// The version of the file ``base`` came from; `nil` when there was no file.
  private var baseVersion: AtomicFile.Version?
  private var isWriting = false
  /// The list the running write was given.
  private var writing: [ToDo]?
  /// The newest list handed over while a write was running, and who waits for it.
  private var queued: (toDos: [ToDo], completions: [Completion])?
  /// The newest list handed over whose save failed, until a save succeeds.
  private var unsaved: [ToDo]?
  /// Why ``unsaved`` is not saved.
  public private(set) var saveFailure: ToDoStoreError?

  /// Creates a store for `todos.json` in `directory` and removes the temporary files that
  /// earlier saves left behind (see ``AtomicFile/removeStaleTemporaries(now:)``).
  ///
  /// - Parameters:
  ///   - directory: The data directory; it is created on the first save if missing.
  ///   - now: The clock that names the copy of a corrupt file and ages temporary files.
  ///   - saves: Tracks the writes running off the main actor, so the app can wait for them.
  public convenience init(
    directory: DataDirectory, now: @escaping () -> Timestamp,
    saves: BackgroundSaves = BackgroundSaves()
  ) {
    self.init(directory: directory, now: now, saves: saves, willRename: nil)
  }

  /// Creates a store whose writes show each temporary file to `willRename` before renaming
  /// it, so tests can count writes and look at them.
  init(
    directory: DataDirectory, now: @escaping () -> Timestamp, saves: BackgroundSaves,
    willRename: (@Sendable (String) -> Void)?
  ) {
    filePath = directory.path(forFile: Self.fileName)
    file = AtomicFile(filePath: filePath, maximumSize: Self.maximumFileSize, willRename: willRename)
    self.now = now
    self.saves = saves
    file.removeStaleTemporaries(now: now())
  }

  // MARK: - Loading

  /// Reads and decodes `todos.json`; an empty list when there is no such file (yet). The
  /// newest list handed to ``saveToDos(_:completion:)`` comes instead while it is being
  /// written or after its save failed (see ``saveFailure``).
  ///
  /// - Returns: The to-dos.
  /// - Throws: ``ToDoStoreError/corruptFile(path:movedTo:reason:)`` when the file could not
  ///   be read or decoded and was moved aside,
  ///   ``ToDoStoreError/unreadableFile(path:reason:)`` when it could not be moved either, or
  ///   ``ToDoStoreError/notARegularFile(path:reason:)`` when it is no regular file and was
  ///   left as it is. Either way the caller starts from an empty list.
  public func loadToDos() throws(ToDoStoreError) -> [ToDo] {
    // A list reopened while this store is still writing shows what it was given last,
    // not the file as it was before that write.
    if isWriting, let newest = queued?.toDos ?? writing { return newest }
    // Nor does it lose a change that could not be saved.
    if let unsaved { return unsaved }
    let contents: (bytes: [UInt8], version: AtomicFile.Version)?
    do {
      contents = try file.read()
    } catch {
      throw moveAside(reason: error.reason)
    }
    guard let contents else {
      protectsUnreadableFile = false
      (base, baseVersion) = ([], nil)
      return []
    }
    do {
      let toDos = try ToDoListCoding.decode(contents.bytes)
      protectsUnreadableFile = false
      (base, baseVersion) = (toDos, contents.version)
      return toDos
    } catch {
      throw moveAside(reason: Self.reason(for: error))
    }
  }

  // MARK: - Saving

  /// Writes `toDos` to `todos.json` off the main actor, merged with what another instance
  /// saved meanwhile, then calls `completion`.
  ///
  /// While a write is running, the list is queued instead: the next write takes the newest
  /// list queued, and every completion queued meanwhile hears its result.
  ///
  /// - Parameters:
  ///   - toDos: The whole list.
  ///   - completion: Told what was merged, or why nothing was saved:
  ///     ``ToDoStoreError/writeFailed(path:reason:)`` when the folder or the file cannot be
  ///     written (the file keeps its earlier content), or
  ///     ``ToDoStoreError/overwriteRefused(path:)`` (at once) while an unreadable
  ///     `todos.json` that could not be moved aside is still there.
  public func saveToDos(_ toDos: [ToDo], completion: @escaping Completion) {
    if protectsUnreadableFile {
      guard (try? file.currentVersion()) == nil else {
        keepUnsaved(toDos, failure: .overwriteRefused(path: filePath))
        return completion(.failure(.overwriteRefused(path: filePath)))
      }
      protectsUnreadableFile = false
    }
    if isWriting {
      queued = (toDos, (queued?.completions ?? []) + [completion])
      return
    }
    write(toDos, completions: [completion])
  }

  // MARK: - Private helpers

  private func write(_ toDos: [ToDo], completions: [Completion]) {
    isWriting = true
    writing = toDos
    let job = ToDoSaveJob(
      file: file, base: base, baseVersion: baseVersion, ours: toDos, path: filePath)
    // The store stays alive until its writes are done, even if its scene is gone.
    saves.run(job.run) { result in
      self.finishWrite(result, ours: toDos, completions: completions)
    }
  }

  private func finishWrite(
    _ result: Result<ToDoSaveJob.Written, ToDoStoreError>, ours: [ToDo], completions: [Completion]
  ) {
    switch result {
    case .success(let written):
      (base, baseVersion) = (written.toDos, written.version)
      (unsaved, saveFailure) = (nil, nil)
      saves.forgetUnsaved(path: filePath)
      var report = ToDoSaveReport()
      if var merge = written.merge, !merge.isEmpty {
        // Changes made during the write are applied to the merged list, so they are kept
        // and the next write does not undo what was merged.
        if let pending = queued {
          let newest = ToDoListMerge(base: ours, ours: pending.toDos, theirs: written.toDos).toDos
          queued = (newest, pending.completions)
          merge.toDos = newest
        }
        report.merge = merge
      }
      for completion in completions { completion(.success(report)) }
    case .failure(let error):
      keepUnsaved(ours, failure: error)
      for completion in completions { completion(.failure(error)) }
    }
    guard let next = queued else {
      isWriting = false
      writing = nil
      return
    }
    queued = nil
    write(next.toDos, completions: next.completions)
  }

  /// Keeps `toDos`, which could not be saved, for ``loadToDos()``, and hands them to
  /// ``BackgroundSaves`` to try once more at exit.
  private func keepUnsaved(_ toDos: [ToDo], failure: ToDoStoreError) {
    (unsaved, saveFailure) = (toDos, failure)
    saves.keepUnsaved(path: filePath) { [self] in
      guard let list = unsaved else { return nil }
      do throws(ToDoStoreError) {
        _ = try await save(list)
        return nil
      } catch {
        return BackgroundSaves.UnsavedFile(
          path: filePath, reason: Self.reason(for: error),
          contents: ToDoListCoding.encode(unsaved ?? list))
      }
    }
  }

  /// Moves the unreadable file (the link's target, if it is a link) to the first free
  /// `todos.json.corrupt-<time>[-n]` name beside it, if it is a regular file: anything else
  /// (a folder, a FIFO, a device, perhaps far from the data directory) is left as it is.
  ///
  /// - Returns: The error to report: where the file went, or why it stayed.
  private func moveAside(reason: String) -> ToDoStoreError {
    let target = (try? file.targetPath()) ?? filePath
    var status = stat()
    if lstat(target, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      protectsUnreadableFile = true
      return .notARegularFile(path: filePath, reason: reason)
    }
    let baseName = "\(AtomicFile.name(of: target)).corrupt-\(now().basicISO8601)"
    for attempt in 1...Self.maximumCorruptCopiesPerSecond {
      let name = attempt == 1 ? baseName : "\(baseName)-\(attempt)"
      let destination = AtomicFile.folder(of: target) + "/" + name
      // An earlier copy is never replaced: a taken name is skipped.
      switch AtomicFile.move(target, toFreeName: destination) {
      case nil:
        protectsUnreadableFile = false
        (base, baseVersion) = ([], nil)
        return .corruptFile(path: filePath, movedTo: destination, reason: reason)
      case EEXIST?:
        continue
      case let code?:
        protectsUnreadableFile = true
        return .unreadableFile(
          path: filePath,
          reason: "\(reason); moving it failed: \(String(cString: strerror(code)))")
      }
    }
    protectsUnreadableFile = true
    return .unreadableFile(
      path: filePath, reason: "\(reason); every name for a copy is taken")
  }

  /// Why a save failed, without what the store does about it.
  private static func reason(for failure: ToDoStoreError) -> String {
    switch failure {
    case .writeFailed(_, let reason): return reason
    case .overwriteRefused: return "the file there could not be read and would be overwritten"
    case .corruptFile, .unreadableFile, .notARegularFile: return failure.description
    }
  }

  /// What was wrong with the content, in words a user can read.
  private static func reason(for failure: ToDoListParser.Failure) -> String {
    switch failure {
    case .notJSON: return "not valid JSON"
    case .notAList: return "not a list of to-dos"
    }
  }
}

extension ToDoStore {
  /// Saves `toDos` and waits for the result.
  ///
  /// - Parameter toDos: The whole list.
  /// - Returns: What the save merged, if anything.
  /// - Throws: ``ToDoStoreError`` when nothing was saved.
  public func save(_ toDos: [ToDo]) async throws(ToDoStoreError) -> ToDoSaveReport {
    let result = await withCheckedContinuation { continuation in
      saveToDos(toDos) { continuation.resume(returning: $0) }
    }
    return try result.get()
  }
}
