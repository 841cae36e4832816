#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

extension AtomicFile {
  /// How old a temporary file must be to be removed even though its process seems alive
  /// (pids are reused, and another machine's or container's pids cannot be checked): ten
  /// minutes, far longer than any save.
  static let staleAge: Double = 600

  /// Removes the temporary files of this file that a crashed or killed save left: those
  /// whose process is not alive, and any older than ``staleAge``.
  ///
  /// - Parameter now: The time to measure the age of temporary files against.
  /// - Returns: The paths removed, sorted.
  @discardableResult
  func removeStaleTemporaries(now: Timestamp) -> [String] {
    guard let path = try? targetPath() else { return [] }
    let folder = Self.folder(of: path)
    let prefix = "." + Self.name(of: path) + ".tmp-"
    var removed: [String] = []
    for name in Self.names(in: folder, withPrefix: prefix).sorted() {
      let candidate = folder + "/" + name
      var status = stat()
      guard lstat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      let age = now.secondsSince1970 - Double(Version(status).modifiedSeconds)
      let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }) ?? 0
      let isAlive = pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
      guard !isAlive || age > Self.staleAge else { continue }
      if unlink(candidate) == 0 { removed.append(candidate) }
    }
    return removed
  }

  /// The names in `folder` that start with `prefix`, in the order the folder lists them;
  /// none when it cannot be listed.
  private static func names(in folder: String, withPrefix prefix: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee))
        {
          String(cString: $0)
        }
      }
      if name.hasPrefix(prefix) { names.append(name) }
    }
    return names
  }
}
