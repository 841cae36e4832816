#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A data file that is replaced whole, never seen half-written, by every store of the demo.
///
/// A write puts the bytes in a temporary file beside the file and renames it over the file,
/// so a reader (or a crash) sees the old bytes or the new ones, never a mix:
///
/// - **Symbolic links.** When the file is a symbolic link (or a chain of them), the link is
///   followed: the temporary file is made beside the *target* and renamed over the target,
///   so the link stays a link. A dangling link's target is created (its folder must exist).
/// - **Permissions.** The temporary file is created with mode 0600 (`O_CREAT | O_EXCL`), then
///   given the file's owner, group and mode with `fchown` / `fchmod` before its first byte is
///   written, so its bytes are never more readable than the file's. A new file stays 0600,
///   readable by the user alone. A file whose owner cannot be kept (another user's file, and
///   the process is not root) is not replaced: the write fails and says so.
/// - **Durability.** The temporary file is flushed (`fsync`) before the rename, and the folder
///   after it, so the rename survives a power cut.
/// - **Leftovers.** Temporaries are named `.<name>.tmp-<pid>-<random>`. One left by a process
///   that is gone (its pid is not alive), or older than ``staleAge`` whoever made it, is
///   removed by ``removeStaleTemporaries(now:)``, which stores call when they start.
/// - **Versions.** ``read()`` returns the bytes with the ``Version`` they were read at (device,
///   inode, size and modification time to the nanosecond, all from the same open file), so a
///   store can tell whether another process replaced the file since: every write makes a new
///   inode, and a changed size or time catches a file edited in place.
/// - **Locking.** ``withLock(_:)`` holds an exclusive `flock` on `.<name>.lock` beside the
///   target (not on the file, which each write replaces) around a read-merge-write.
/// - **Only regular files.** A target that is a folder, a FIFO, a device or a socket is
///   neither read nor replaced, and no lock file is made beside it: a link to `/dev/null` or
///   to a pipe elsewhere is never turned into a data file.
/// - **Size.** A file larger than ``maximumSize`` is not read: its size is checked before a
///   byte is allocated, so a huge or sparse file cannot exhaust the memory.
///
/// ```swift
/// let file = AtomicFile(filePath: directory.path(forFile: "todos.json"))
/// try file.withLock {
///   let current = try file.read()         // bytes and version, or nil when there is no file
///   try file.write(Array("[]".utf8))
/// }
/// ```
struct AtomicFile: Sendable {
  /// The most symbolic links followed to reach the file, as the kernel's own limit.
  private static let maximumLinks = 40

  /// The file's absolute path as the store names it; it may be a symbolic link.
  let filePath: String

  /// The most bytes ``read()`` reads; a larger file is refused as unreadable.
  let maximumSize: Int

  /// Called with the temporary file's path once its bytes are written and flushed, just
  /// before the rename: what a crash at that moment would leave. For tests.
  let willRename: (@Sendable (_ temporaryPath: String) -> Void)?

  /// A file at the absolute path `filePath`; nothing is read or written yet.
  ///
  /// - Parameters:
  ///   - filePath: The file's absolute path; it may be a symbolic link.
  ///   - maximumSize: The most bytes ``read()`` reads.
  ///   - willRename: For tests: sees each temporary file just before it is renamed.
  init(
    filePath: String, maximumSize: Int,
    willRename: (@Sendable (_ temporaryPath: String) -> Void)? = nil
  ) {
    self.filePath = filePath
    self.maximumSize = maximumSize
    self.willRename = willRename
  }

  // MARK: - Reading

  /// The file's bytes and the version they were read at; `nil` when there is no file (a
  /// dangling link, or a folder on the way that is a file, included).
  ///
  /// - Throws: ``AtomicFileError/unreadable(path:reason:)`` when the file exists but cannot
  ///   be read (a folder, a FIFO or a device, no permission, too many links, more than
  ///   ``maximumSize`` bytes).
  func read() throws(AtomicFileError) -> (bytes: [UInt8], version: Version)? {
    let path = try target()
    // Without waiting: opening a FIFO put where the file should be would wait for a writer
    // (forever, on the main actor); it is refused below, as anything but a regular file is.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .unreadable(path: filePath, reason: Self.systemReason())
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(path: filePath, reason: Self.systemReason())
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .unreadable(path: filePath, reason: notRegularReason(status, path: path))
    }
    guard status.st_size <= maximumSize else { throw tooLarge(Int(status.st_size)) }
    var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        // The file grew while it was read.
        guard count <= maximumSize else { throw tooLarge(count) }
        bytes.append(contentsOf: repeatElement(0, count: bytes.count))
      }
      let result = bytes.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer.baseAddress?.advanced(by: count), buffer.count - count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: filePath, reason: Self.systemReason())
      }
      if result == 0 { break }
      count += result
    }
    bytes.removeLast(bytes.count - count)
    return (bytes, Version(status))
  }

  /// The version of the file as it is now, without reading it; `nil` when there is none.
  ///
  /// - Throws: ``AtomicFileError/unreadable(path:reason:)`` when it cannot be examined.
  func currentVersion() throws(AtomicFileError) -> Version? {
    let path = try target()
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .unreadable(path: filePath, reason: Self.systemReason())
    }
    return Version(status)
  }

  // MARK: - Writing

  /// Replaces the file's bytes with `bytes`, atomically, through a symbolic link, keeping the
  /// file's owner and mode (0600 for a new file), flushed with its folder.
  ///
  /// The folder of ``filePath`` is created when missing; a link target's folder is not.
  ///
  /// - Parameter bytes: The whole new content.
  /// - Returns: The version of the file as written.
  /// - Throws: ``AtomicFileError/unwritable(path:reason:)`` when any step fails, or the
  ///   target is there but is no regular file; the file then keeps its earlier bytes and no
  ///   temporary file is left behind.
  @discardableResult
  func write(_ bytes: [UInt8]) throws(AtomicFileError) -> Version {
    guard Self.createFolders(Self.folder(of: filePath)) else {
      throw .unwritable(path: filePath, reason: Self.systemReason())
    }
    let path = try target(failure: AtomicFileError.unwritable)
    let existing = try replaceableStatus(of: path)
    let folder = Self.folder(of: path)
    let temporary = folder + "/" + Self.temporaryName(for: path)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw failure(at: path) }
    var written = false
    defer {
      if !written { unlink(temporary) }
    }
    var status = stat()
    do {
      defer { close(descriptor) }
      try keepOwnerAndMode(of: existing, on: descriptor, path: path)
      try writeAll(bytes, to: descriptor, path: path)
      guard fsync(descriptor) == 0, fstat(descriptor, &status) == 0 else {
        throw failure(at: path)
      }
    }
    willRename?(temporary)
    guard rename(temporary, path) == 0 else { throw failure(at: path) }
    written = true
    Self.flushFolder(folder)
    // A rename keeps the inode, size and modification time, so this is the file's version.
    return Version(status)
  }

  // MARK: - Locking

  /// Runs `body` while holding an exclusive lock on `.<name>.lock` beside the file's
  /// target, which every instance of the demo takes around a read-merge-write.
  ///
  /// - Parameter body: The work to do under the lock.
  /// - Returns: What `body` returns.
  /// - Throws: ``AtomicFileError/unwritable(path:reason:)`` when the lock file cannot be
  ///   made or locked, or the target is there but is no regular file (no lock file is made
  ///   beside it then), or what `body` throws.
  func withLock<Result>(_ body: () throws(AtomicFileError) -> Result) throws(AtomicFileError)
    -> Result
  {
    guard Self.createFolders(Self.folder(of: filePath)) else {
      throw .unwritable(path: filePath, reason: Self.systemReason())
    }
    let path = try target(failure: AtomicFileError.unwritable)
    _ = try replaceableStatus(of: path)
    let lockPath = Self.folder(of: path) + "/." + Self.name(of: path) + ".lock"
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw failure(at: lockPath) }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw failure(at: lockPath) }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  // MARK: - Paths

  /// The path the file's symbolic links lead to: ``filePath`` when it is no link.
  ///
  /// - Throws: ``AtomicFileError/unreadable(path:reason:)`` for a link that cannot be read,
  ///   or more than 40 links in a row (a loop).
  func targetPath() throws(AtomicFileError) -> String {
    try target()
  }

  // MARK: - Private helpers

  private func target(
    failure makeError: (String, String) -> AtomicFileError = AtomicFileError.unreadable
  ) throws(AtomicFileError) -> String {
    var path = filePath
    for _ in 0...Self.maximumLinks {
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(path, &buffer, buffer.count - 1)
      guard length >= 0 else { throw makeError(filePath, Self.systemReason()) }
      let destination = String(
        decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      path = destination.hasPrefix("/") ? destination : Self.folder(of: path) + "/" + destination
    }
    throw makeError(filePath, String(cString: strerror(ELOOP)))
  }

  /// The status of the regular file at `path`, the target, which a write may replace; `nil`
  /// when there is nothing there.
  ///
  /// - Throws: ``AtomicFileError/unwritable(path:reason:)`` when something other than a
  ///   regular file is there (a folder, a FIFO, a device, a socket), which is left as it is.
  private func replaceableStatus(of path: String) throws(AtomicFileError) -> stat? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .unwritable(
        path: filePath, reason: notRegularReason(status, path: path) + "; it is left as it is")
    }
    return status
  }

  /// Why a target with `status` at `path` is not read or replaced: `Is a directory`, or
  /// `not a regular file`, followed by the target's path when the file is a link to it.
  private func notRegularReason(_ status: stat, path: String) -> String {
    let reason =
      status.st_mode & S_IFMT == S_IFDIR ? String(cString: strerror(EISDIR)) : "not a regular file"
    return path == filePath ? reason : "\(reason): \(path)"
  }

  /// The error for a file of `size` bytes, over ``maximumSize``.
  private func tooLarge(_ size: Int) -> AtomicFileError {
    .unreadable(
      path: filePath, reason: "too large: \(size) bytes, the most read is \(maximumSize)")
  }

  /// Gives the temporary file the owner, group and mode of the file it replaces, or mode
  /// 0600 whatever the umask when there is none.
  private func keepOwnerAndMode(of existing: stat?, on descriptor: Int32, path: String)
    throws(AtomicFileError)
  {
    guard let existing else {
      guard fchmod(descriptor, 0o600) == 0 else { throw failure(at: path) }
      return
    }
    var own = stat()
    guard fstat(descriptor, &own) == 0 else { throw failure(at: path) }
    if own.st_uid != existing.st_uid || own.st_gid != existing.st_gid {
      guard fchown(descriptor, existing.st_uid, existing.st_gid) == 0 else {
        throw .unwritable(
          path: filePath,
          reason: "cannot keep its owner \(existing.st_uid):\(existing.st_gid) "
            + "(\(Self.systemReason())); it is left as it was")
      }
    }
    guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw failure(at: path) }
  }

  private func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String)
    throws(AtomicFileError)
  {
    var failed = false
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let result = writeBytes(
          descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if result < 0 {
          if errno == EINTR { continue }
          failed = true
          return
        }
        offset += result
      }
    }
    if failed { throw failure(at: path) }
  }

  /// The error for the last system call, naming the link's target when it is not the file.
  private func failure(at path: String) -> AtomicFileError {
    let reason = Self.systemReason()
    return .unwritable(path: filePath, reason: path == filePath ? reason : "\(reason): \(path)")
  }

  /// `.<name>.tmp-<pid>-<random>` for the file at `path`.
  private static func temporaryName(for path: String) -> String {
    let random = String(UInt32.random(in: .min ... .max), radix: 16)
    return ".\(name(of: path)).tmp-\(getpid())-\(random)"
  }

  /// Makes `folder` and the folders above it that are missing, as `mkdir -p` does (mode
  /// 0777 less the umask).
  ///
  /// - Returns: Whether `folder` is now a folder; when not, `errno` says why (`ENOTDIR`
  ///   when it, or one above it, is a file).
  private static func createFolders(_ folder: String) -> Bool {
    var status = stat()
    if stat(folder, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        errno = ENOTDIR
        return false
      }
      return true
    }
    guard errno == ENOENT else { return false }
    let parent = Self.folder(of: folder)
    guard parent == folder || createFolders(parent) else { return false }
    // Another process may make it at the same moment: that folder does as well.
    guard mkdir(folder, 0o777) == 0 || errno == EEXIST else { return false }
    guard stat(folder, &status) == 0 else { return false }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      errno = ENOTDIR
      return false
    }
    return true
  }

  private static func flushFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// Renames `source` to `destination` unless something is already there, as
  /// `FileManager.moveItem` does: a copy kept aside never replaces an earlier one.
  ///
  /// - Returns: `nil` when it was moved; `EEXIST` when `destination` is taken; else the
  ///   `errno` of the failed rename.
  static func move(_ source: String, toFreeName destination: String) -> Int32? {
    var status = stat()
    if lstat(destination, &status) == 0 { return EEXIST }
    return rename(source, destination) == 0 ? nil : errno
  }

  /// The folder `path` is in.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  private static func systemReason() -> String {
    String(cString: strerror(errno))
  }
}

/// `read(2)`, named apart from ``AtomicFile/read()``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}

/// `write(2)`, named apart from the methods called `write` (``AtomicFile/write(_:)``,
/// ``TextOutput/write(_:to:)``) that call it.
func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
