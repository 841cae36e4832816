import Dispatch
import Synchronization
import TerminalUITesting
import Testing

@testable import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The rules every data file follows, checked on real files: permissions, owner, symbolic
/// links, temporary files, versions and the lock.
struct AtomicFileTests {
  /// The files' size limit in these tests.
  static let maximumSize = 1 << 20

  let folder: TemporaryDirectory
  let path: String

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path + "/data.json"
  }

  // MARK: - Permissions and owner

  @Test func newFileIsReadableByTheUserAloneAndTheTemporaryWasToo() throws {
    // Given
    let seen = TemporarySightings()
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize, willRename: seen.record)
    // When
    try sut.write(Array("new".utf8))
    // Then
    #expect(try Self.status(path).st_mode & 0o7777 == 0o600)
    #expect(seen.modes == [0o600])
    #expect(try Self.text(path) == "new")
  }

  @Test(arguments: [0o600, 0o640, 0o444] as [mode_t])
  func existingModeIsKeptAndTheTemporaryHasItBeforeTheRename(mode: mode_t) throws {
    // Given
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    #expect(chmod(path, mode) == 0)
    let seen = TemporarySightings()
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize, willRename: seen.record)
    // When
    try sut.write(Array("new".utf8))
    // Then
    #expect(seen.modes == [mode])
    #expect(try Self.status(path).st_mode & 0o7777 == mode)
    #expect(try Self.text(path) == "new")
  }

  @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
  func ownerAndGroupAreKeptAndTheTemporaryHasThemBeforeTheRename() throws {
    // Given
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    #expect(chown(path, 1234, 5678) == 0)
    let seen = TemporarySightings()
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize, willRename: seen.record)
    // When
    try sut.write(Array("new".utf8))
    // Then
    #expect(seen.owners == ["1234:5678"])
    let status = try Self.status(path)
    #expect("\(status.st_uid):\(status.st_gid)" == "1234:5678")
  }

  // MARK: - Symbolic links

  @Test func symbolicLinkIsWrittenThroughToItsTargetAndStaysALink() throws {
    // Given: data.json -> elsewhere/real.json, a file the user made private.
    let elsewhere = folder.path + "/elsewhere"
    #expect(mkdir(elsewhere, 0o700) == 0)
    let target = elsewhere + "/real.json"
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    #expect(chmod(target, 0o600) == 0)
    #expect(symlink(target, path) == 0)
    let seen = TemporarySightings()
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize, willRename: seen.record)
    // When
    try sut.write(Array("new".utf8))
    // Then
    #expect(try Self.linkDestination(path) == target)
    #expect(try Self.text(target) == "new")
    #expect(try Self.status(target).st_mode & 0o7777 == 0o600)
    #expect(seen.folders == [elsewhere])
    #expect(try Self.names(in: folder.path) == ["data.json", "elsewhere"])
    #expect(try Self.names(in: elsewhere) == ["real.json"])
  }

  @Test func chainOfRelativeLinksIsFollowedToTheEnd() throws {
    // Given: data.json -> link.json -> sub/real.json, all relative.
    #expect(mkdir(folder.path + "/sub", 0o700) == 0)
    try Data("old".utf8).write(to: URL(fileURLWithPath: folder.path + "/sub/real.json"))
    #expect(symlink("sub/real.json", folder.path + "/link.json") == 0)
    #expect(symlink("link.json", path) == 0)
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize)
    // When
    try sut.write(Array("new".utf8))
    // Then
    #expect(try Self.linkDestination(path) == "link.json")
    #expect(try Self.linkDestination(folder.path + "/link.json") == "sub/real.json")
    #expect(try Self.text(folder.path + "/sub/real.json") == "new")
    #expect(try sut.read()?.bytes == Array("new".utf8))
  }

  @Test func danglingLinkReadsAsNoFileAndItsTargetIsCreatedPrivate() throws {
    // Given
    let target = folder.path + "/missing.json"
    #expect(symlink(target, path) == 0)
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize)
    // When
    let before = try sut.read()
    try sut.write(Array("new".utf8))
    // Then
    #expect(before == nil)
    #expect(try Self.linkDestination(path) == target)
    #expect(try Self.text(target) == "new")
    #expect(try Self.status(target).st_mode & 0o7777 == 0o600)
  }

  @Test func linkLoopIsAClearErrorAndNothingIsWritten() throws {
    // Given
    #expect(symlink(folder.path + "/b.json", path) == 0)
    #expect(symlink(path, folder.path + "/b.json") == 0)
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize)
    // When / Then
    #expect(
      throws: AtomicFileError.unwritable(path: path, reason: "Too many levels of symbolic links")
    ) {
      try sut.write(Array("new".utf8))
    }
    #expect(try Self.names(in: folder.path) == ["b.json", "data.json"])
  }

  @Test func fifoWhereTheFileShouldBeIsRefusedWithoutWaitingForAWriter() throws {
    // Given a FIFO, and a watchdog that would end a wait for a writer by opening it as one
    #expect(mkfifo(path, 0o600) == 0)
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize)
    let watchdog = FIFOWatchdog(path: path, after: .seconds(5))
    // When / Then
    #expect(throws: AtomicFileError.unreadable(path: path, reason: "not a regular file")) {
      try sut.read()
    }
    let waitedForAWriter = watchdog.stop()
    #expect(!waitedForAWriter)
  }

  @Test func linkToAFIFOElsewhereIsNeitherReplacedNorLockedBeside() throws {
    // Given a link to a FIFO in another folder, as a link to a device or a pipe would be
    let elsewhere = folder.path + "/elsewhere"
    #expect(mkdir(elsewhere, 0o700) == 0)
    #expect(mkfifo(elsewhere + "/pipe", 0o600) == 0)
    #expect(symlink(elsewhere + "/pipe", path) == 0)
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize)
    let refusal = AtomicFileError.unwritable(
      path: path, reason: "not a regular file: \(elsewhere)/pipe; it is left as it is")
    // When / Then
    #expect(throws: refusal) { try sut.write(Array("[]".utf8)) }
    #expect(throws: refusal) { try sut.withLock { () throws(AtomicFileError) in } }
    #expect(
      throws: AtomicFileError.unreadable(
        path: path, reason: "not a regular file: \(elsewhere)/pipe")
    ) {
      try sut.read()
    }
    #expect(try Self.status(elsewhere + "/pipe").st_mode & S_IFMT == S_IFIFO)
    #expect(try Self.names(in: elsewhere) == ["pipe"])
    #expect(try Self.linkDestination(path) == elsewhere + "/pipe")
  }

  @Test func folderWhereTheFileShouldBeIsLeftAsItIs() throws {
    // Given
    #expect(mkdir(path, 0o700) == 0)
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize)
    // When / Then
    #expect(
      throws: AtomicFileError.unwritable(path: path, reason: "Is a directory; it is left as it is")
    ) {
      try sut.write(Array("[]".utf8))
    }
    #expect(try Self.status(path).st_mode & S_IFMT == S_IFDIR)
    #expect(try Self.names(in: folder.path) == ["data.json"])
  }

  // MARK: - Size

  @Test func fileOfTheMaximumSizeIsReadAndOneByteMoreIsRefused() throws {
    // Given
    let sut = AtomicFile(filePath: path, maximumSize: 16)
    try sut.write(Array(repeating: UInt8(ascii: "x"), count: 16))
    // When / Then
    #expect(try sut.read()?.bytes.count == 16)
    try sut.write(Array(repeating: UInt8(ascii: "x"), count: 17))
    #expect(
      throws: AtomicFileError.unreadable(
        path: path, reason: "too large: 17 bytes, the most read is 16")
    ) {
      try sut.read()
    }
    #expect(try Self.status(path).st_size == 17)
  }

  @Test func hugeSparseFileIsRefusedWithoutAllocatingItsSize() throws {
    // Given 64 GiB that take no room on disk: reading them would exhaust the memory
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize)
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
    #expect(ftruncate(descriptor, 1 << 36) == 0)
    close(descriptor)
    // When / Then
    #expect(
      throws: AtomicFileError.unreadable(
        path: path, reason: "too large: 68719476736 bytes, the most read is 1048576")
    ) {
      try sut.read()
    }
  }

  // MARK: - Temporary files

  @Test func temporaryIsNamedAfterTheFileAndTheProcessAndIsGoneAfterTheWrite() throws {
    // Given
    let seen = TemporarySightings()
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize, willRename: seen.record)
    // When
    try sut.write(Array("new".utf8))
    // Then
    let name = try #require(seen.names.first)
    let prefix = ".data.json.tmp-\(getpid())-"
    #expect(name.hasPrefix(prefix))
    #expect(name.dropFirst(prefix.count).allSatisfy { $0.isHexDigit })
    #expect(try Self.names(in: folder.path) == ["data.json"])
  }

  @Test func staleTemporariesAreRemovedAndLiveOnesAndOtherFilesKept() throws {
    // Given: one of a process that is gone, one of a live process (this one), the same but
    // older than ten minutes, and files that are not this file's temporaries.
    let now = Timestamp.now
    let dead = ".data.json.tmp-2147483646-1a2b"
    let live = ".data.json.tmp-\(getpid())-3c4d"
    let old = ".data.json.tmp-\(getpid())-5e6f"
    for name in [dead, live, old, ".other.json.tmp-2147483646-1", "data.json"] {
      try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/" + name))
    }
    var times = [timeval](
      repeating: timeval(tv_sec: Int(now.secondsSince1970) - 601, tv_usec: 0), count: 2)
    #expect(utimes(folder.path + "/" + old, &times) == 0)
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize)
    // When
    let removed = sut.removeStaleTemporaries(now: now)
    // Then
    #expect(removed == [folder.path + "/" + dead, folder.path + "/" + old].sorted())
    #expect(
      try Self.names(in: folder.path)
        == [live, ".other.json.tmp-2147483646-1", "data.json"].sorted())
  }

  // MARK: - Versions and the lock

  @Test func versionChangesWithEveryWriteAndMatchesWhatWasRead() throws {
    // Given
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize)
    // When
    let first = try sut.write(Array("one".utf8))
    let read = try #require(try sut.read())
    let second = try sut.write(Array("one".utf8))
    // Then
    #expect(read.version == first)
    #expect(try sut.currentVersion() == second)
    #expect(second != first)
  }

  @Test func lockIsAPrivateFileBesideTheTargetHeldWhileTheBodyRuns() throws {
    // Given
    let sut = AtomicFile(filePath: path, maximumSize: Self.maximumSize)
    let lockPath = folder.path + "/.data.json.lock"
    // When
    let heldElsewhere = try sut.withLock { () throws(AtomicFileError) -> Bool in
      let other = open(lockPath, O_RDWR)
      defer { close(other) }
      return flock(other, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }
    // Then
    #expect(heldElsewhere)
    #expect(try Self.status(lockPath).st_mode & 0o7777 == 0o600)
    let other = open(lockPath, O_RDWR)
    defer { close(other) }
    #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
  }

  // MARK: - Helpers

  static func status(_ path: String) throws -> stat {
    var status = stat()
    guard lstat(path, &status) == 0 else { throw POSIXError(.ENOENT) }
    return status
  }

  static func text(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  static func linkDestination(_ path: String) throws -> String {
    try FileManager.default.destinationOfSymbolicLink(atPath: path)
  }

  static func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }
}

/// What ``AtomicFile`` showed of its temporary files just before renaming them.
final class TemporarySightings: Sendable {
  private let sightings = Mutex<[(path: String, status: stat)]>([])

  /// Records the temporary file's `lstat`.
  var record: @Sendable (String) -> Void {
    { path in
      var status = stat()
      lstat(path, &status)
      self.sightings.withLock { $0.append((path, status)) }
    }
  }

  var modes: [mode_t] { sightings.withLock { $0.map { $0.status.st_mode & 0o7777 } } }
  var owners: [String] {
    sightings.withLock { $0.map { "\($0.status.st_uid):\($0.status.st_gid)" } }
  }
  var names: [String] {
    sightings.withLock { $0.map { URL(fileURLWithPath: $0.path).lastPathComponent } }
  }
  var folders: [String] {
    sightings.withLock { $0.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path } }
  }
}

/// Opens a FIFO for writing after a delay, unless stopped first: it ends a read that waits
/// for a writer, so that a test of not waiting fails instead of hanging.
private final class FIFOWatchdog: Sendable {
  private let state = Mutex((stopped: false, fired: false))

  init(path: String, after delay: DispatchTimeInterval) {
    DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in
      let fires = state.withLock { state -> Bool in
        state.fired = !state.stopped
        return state.fired
      }
      guard fires else { return }
      let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      if descriptor >= 0 { close(descriptor) }
    }
  }

  /// Stops the watchdog; returns whether it had already opened the FIFO.
  func stop() -> Bool {
    state.withLock { state in
      state.stopped = true
      return state.fired
    }
  }
}
