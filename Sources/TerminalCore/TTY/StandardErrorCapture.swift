import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Keeps what the program writes to standard error while it owns the terminal, and hands it
/// to the user once the terminal is restored.
///
/// Text written to standard error on the alternate screen (a warning, Swift's
/// `Fatal error: …` just before a crash) would be drawn over by the next frame or vanish
/// with the alternate screen. So while a session is active, descriptor 2 points to an
/// anonymous file in memory (`memfd_create(2)`; elsewhere an unlinked temporary file) (a
/// file, not a pipe: a pipe that fills up would block the writer,
/// or lose text); on restore (normal, by a signal, on a crash, before a stop) descriptor 2
/// is put back and the file's contents are copied to it, after the leave sequence, in the
/// order they were written. Only a standard error that is the very terminal the session
/// draws on is captured; one redirected elsewhere (`2>log`) is left alone.
///
/// The descriptors are made once and kept for the life of the process (like the
/// notification pipe), so a late signal never touches a reused descriptor number. The
/// functions marked *signal-safe* call only `dup2(2)`, `lseek(2)`, `read(2)`, `write(2)` and
/// `ftruncate(2)`, with a buffer allocated up front.
enum StandardErrorCapture {
  /// The descriptors and the copy buffer.
  struct Descriptors {
    /// A duplicate of descriptor 2 as the session found it.
    var original: Int32 = -1
    /// The capture file, opened for appending.
    var file: Int32 = -1
  }

  /// The size of the buffer the captured text is copied through.
  static let bufferSize = 4096

  nonisolated(unsafe) static let descriptors: UnsafeMutablePointer<Descriptors> = {
    let descriptors = UnsafeMutablePointer<Descriptors>.allocate(capacity: 1)
    descriptors.initialize(to: Descriptors())
    return descriptors
  }()

  nonisolated(unsafe) private static let buffer = UnsafeMutableRawPointer.allocate(
    byteCount: bufferSize, alignment: 16)

  /// Whether descriptor 2 points to the capture file now.
  static let isRedirected = Atomic<Bool>(false)

  // MARK: - Starting

  /// Starts capturing, if standard error is the terminal of `output` and neither `input` nor
  /// `output` is descriptor 2. Does nothing (and captures nothing) if the capture file
  /// cannot be made.
  ///
  /// - Parameters:
  ///   - input: The session's input descriptor.
  ///   - output: The session's output descriptor.
  static func begin(input: Int32, output: Int32) {
    guard input != STDERR_FILENO, output != STDERR_FILENO,
      isSameTerminal(STDERR_FILENO, output), openFile()
    else { return }
    let original = descriptors.pointee.original
    if original >= 0 { close(original) }
    descriptors.pointee.original = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
    guard descriptors.pointee.original >= 0 else { return }
    _ = ftruncate(descriptors.pointee.file, 0)
    redirect()
  }

  /// Points descriptor 2 at the capture file again, after a stop. Signal-safe.
  static func redirect() {
    let (original, file) = (descriptors.pointee.original, descriptors.pointee.file)
    guard original >= 0, file >= 0,
      !isRedirected.exchange(true, ordering: .acquiringAndReleasing)
    else { return }
    _ = dup2(file, STDERR_FILENO)
  }

  // MARK: - Releasing

  /// Puts descriptor 2 back and copies to it what was captured, then empties the file.
  /// Does nothing if descriptor 2 is not redirected. Signal-safe.
  static func release() {
    guard isRedirected.exchange(false, ordering: .acquiringAndReleasing) else { return }
    let (original, file) = (descriptors.pointee.original, descriptors.pointee.file)
    _ = dup2(original, STDERR_FILENO)
    _ = lseek(file, 0, SEEK_SET)
    while true {
      let count = read(file, buffer, bufferSize)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      OutputDescriptor.writeFromSignalHandler(
        UnsafeRawBufferPointer(start: buffer, count: count), to: STDERR_FILENO)
    }
    _ = ftruncate(file, 0)
  }

  // MARK: - Private helpers

  /// Makes the capture file the first time, opened for appending and closed on `exec`.
  ///
  /// - Returns: Whether the file is open.
  private static func openFile() -> Bool {
    guard descriptors.pointee.file < 0 else { return true }
    guard let file = makeMemoryFile() ?? makeUnlinkedTemporaryFile() else { return false }
    _ = fcntl(file, F_SETFL, fcntl(file, F_GETFL) | O_APPEND)
    _ = fcntl(file, F_SETFD, fcntl(file, F_GETFD) | FD_CLOEXEC)
    descriptors.pointee.file = file
    return true
  }

  /// An anonymous file in memory (`memfd_create(2)`, Linux), or `nil` where there is none.
  ///
  /// Preferred to a temporary file: no directory entry is created and removed, which on a
  /// disk-backed `/tmp` costs a third of a millisecond of the start-up. The C library
  /// declares the function only for `_GNU_SOURCE`, which Swift's module does not define, so
  /// it is looked up by name.
  private static func makeMemoryFile() -> Int32? {
    #if os(Linux)
      typealias MemoryFileCreate = @convention(c) (UnsafePointer<CChar>, UInt32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memfd_create") else {
        return nil
      }
      let closeOnExec: UInt32 = 1  // MFD_CLOEXEC
      let file = unsafeBitCast(symbol, to: MemoryFileCreate.self)(
        "clean-scenes-stderr", closeOnExec)
      return file >= 0 ? file : nil
    #else
      return nil
    #endif
  }

  /// A temporary file in `$TMPDIR` or `/tmp`, unlinked at once; `nil` if it cannot be made.
  private static func makeUnlinkedTemporaryFile() -> Int32? {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(directory)/clean-scenes-stderr-XXXXXX".utf8CString)
    let file = template.withUnsafeMutableBufferPointer { path in
      guard let start = path.baseAddress else { return Int32(-1) }
      let file = mkstemp(start)
      if file >= 0 { unlink(start) }
      return file
    }
    return file >= 0 ? file : nil
  }

  /// Whether descriptors `first` and `second` are the same terminal device.
  private static func isSameTerminal(_ first: Int32, _ second: Int32) -> Bool {
    var firstStatus = stat()
    var secondStatus = stat()
    guard isatty(first) == 1, fstat(first, &firstStatus) == 0, fstat(second, &secondStatus) == 0
    else { return false }
    return firstStatus.st_rdev == secondStatus.st_rdev
  }
}
