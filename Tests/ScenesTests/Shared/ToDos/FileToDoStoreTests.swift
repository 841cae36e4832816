import DemoScenesTestSupport
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

@MainActor
struct FileToDoStoreTests {
  let folder: TemporaryDirectory
  let sut: FileToDoStore
  /// Where a corrupt `todos.json` goes at the fixed clock's time.
  let corruptCopy: URL

  init() throws {
    folder = try TemporaryDirectory()
    sut = FileToDoStore(directory: DataDirectory(path: folder.path), now: { .fixed })
    corruptCopy = folder.url.appendingPathComponent("todos.json.corrupt-20231114T221320Z")
  }

  /// A data directory that cannot be created, even by root, while `blocker`, a regular file
  /// where its parent should be, is in the way.
  private func blockedDataDirectory() throws -> (directory: DataDirectory, blocker: URL) {
    let blocker = folder.url.appendingPathComponent("blocker")
    try Data("not a folder".utf8).write(to: blocker)
    return (DataDirectory(path: blocker.path + "/clean-scenes"), blocker)
  }

  // MARK: - Round trip

  @Test func loadingWithoutAFileGivesAnEmptyListAndWritesNothing() throws {
    // When
    let toDos = try sut.loadToDos()
    // Then
    #expect(toDos.isEmpty)
    #expect(try Self.fileNames(in: folder.url) == [])
  }

  @Test func savedListLoadsBackInANewStoreWithDoneIntact() async throws {
    // Given
    let toDos = [ToDo(name: "Buy milk", done: true), ToDo(name: "Call 世界 👋🏽", done: false)]
    _ = try await sut.save(toDos)
    // When
    let restarted = FileToDoStore(directory: DataDirectory(path: folder.path), now: { .fixed })
    let loaded = try restarted.loadToDos()
    // Then
    #expect(loaded == toDos)
  }

  @Test func loadingWhileAWriteRunsGivesTheListBeingWrittenNotTheOldFile() async throws {
    // Given: a saved list, then a change whose write has not finished
    let saves = BackgroundSaves()
    let store = FileToDoStore(
      directory: DataDirectory(path: folder.path), now: { .fixed }, saves: saves)
    let first = [ToDo(name: "Buy milk")]
    _ = try await store.save(first)
    let second = first + [ToDo(name: "Call Ada")]
    store.saveToDos(second) { _ in }
    // When: the list is opened again before that write is done
    let loaded = try store.loadToDos()
    // Then
    #expect(loaded == second)
    await saves.finish()
    #expect(try store.loadToDos() == second)
  }

  @Test func fileOnDiskHoldsBothTheSubclassAndTheSuperclassFieldAndTheIdentity() async throws {
    // When
    _ = try await sut.save([
      ToDo(name: "Buy milk", done: true, id: "a1"), ToDo(name: "Say \"hi\"\t/\u{1}", id: "b2"),
    ])
    // Then
    let text = try String(contentsOf: sut.fileURL, encoding: .utf8)
    #expect(
      text == #"""
        [
          {
            "done" : true,
            "id" : "a1",
            "name" : "Buy milk"
          },
          {
            "done" : false,
            "id" : "b2",
            "name" : "Say \"hi\"\t/\u0001"
          }
        ]
        """#)
  }

  @Test func repeatedIdentityWhoseSuffixIsTakenStillGetsOneOfItsOwn() throws {
    // Given: the second "a" would become "a-2", which the file already has
    let bytes =
      #"[{"done":false,"name":"A","id":"a"},{"done":false,"name":"B","id":"a-2"},{"done":false,"name":"C","id":"a"}]"#
    try Data(bytes.utf8).write(to: sut.fileURL)
    // When
    let ids = try sut.loadToDos().map(\.id)
    // Then
    #expect(ids == ["a", "a-2", "a-3"])
  }

  @Test func fileWrittenBeforeIdentitiesLoadsWithTheSameIdentitiesInEveryStore() throws {
    // Given
    let bytes =
      #"[{"done":false,"name":"Old"},{"done":true,"name":"Older","id":"x"},{"done":false,"name":"Twin","id":"x"}]"#
    try Data(bytes.utf8).write(to: sut.fileURL)
    // When
    let first = try sut.loadToDos()
    let second = try FileToDoStore(directory: DataDirectory(path: folder.path), now: { .fixed })
      .loadToDos()
    // Then
    #expect(first == [ToDo(name: "Old"), ToDo(name: "Older", done: true), ToDo(name: "Twin")])
    #expect(first.map(\.id) == ["legacy-0", "x", "x-2"])
    #expect(second.map(\.id) == first.map(\.id))
  }

  @Test func missingDataDirectoryIsCreatedOnTheFirstSave() async throws {
    // Given
    let nested = folder.url.appendingPathComponent("share/clean-scenes", isDirectory: true)
    let sut = FileToDoStore(directory: DataDirectory(path: nested.path), now: { .fixed })
    // When
    _ = try await sut.save([ToDo(name: "Buy milk")])
    // Then
    #expect(try Self.fileNames(in: nested) == [".todos.json.lock", "todos.json"])
    #expect(try sut.loadToDos() == [ToDo(name: "Buy milk")])
  }

  @Test func eachSaveReplacesTheWholeListAndLeavesNoTemporaryFile() async throws {
    // Given
    _ = try await sut.save([ToDo(name: "One"), ToDo(name: "Two"), ToDo(name: "Three")])
    // When
    _ = try await sut.save([ToDo(name: "Two", done: true)])
    // Then
    #expect(try sut.loadToDos() == [ToDo(name: "Two", done: true)])
    #expect(try Self.fileNames(in: folder.url) == [".todos.json.lock", "todos.json"])
  }

  @Test func newFileIsPrivateAndTheModeTheUserGaveItIsKept() async throws {
    // Given
    _ = try await sut.save([ToDo(name: "Private")])
    let created = try AtomicFileTests.status(sut.fileURL.path).st_mode & 0o7777
    #expect(chmod(sut.fileURL.path, 0o640) == 0)
    // When
    _ = try await sut.save([ToDo(name: "Shared with the group")])
    // Then
    #expect(created == 0o600)
    #expect(try AtomicFileTests.status(sut.fileURL.path).st_mode & 0o7777 == 0o640)
  }

  @Test func listThatIsASymbolicLinkIsSavedThroughItAndTheLinkStays() async throws {
    // Given
    let target = folder.path + "/synced/todos.json"
    #expect(mkdir(folder.path + "/synced", 0o700) == 0)
    let first = FileToDoStore(
      directory: DataDirectory(path: folder.path + "/synced"), now: { .fixed })
    _ = try await first.save([ToDo(name: "Old")])
    #expect(symlink(target, sut.fileURL.path) == 0)
    #expect(try sut.loadToDos() == [ToDo(name: "Old")])
    // When
    _ = try await sut.save([ToDo(name: "New")])
    // Then
    #expect(try AtomicFileTests.linkDestination(sut.fileURL.path) == target)
    #expect(try first.loadToDos() == [ToDo(name: "New")])
  }

  @Test func temporaryLeftByAKilledSaveIsRemovedWhenAStoreStarts() throws {
    // Given
    let leftover = folder.path + "/.todos.json.tmp-2147483646-9abc"
    try Data("half a list".utf8).write(to: URL(fileURLWithPath: leftover))
    // When
    _ = FileToDoStore(directory: DataDirectory(path: folder.path), now: { .fixed })
    // Then
    #expect(try Self.fileNames(in: folder.url) == [])
  }

  @Test func emptyListIsSavedAsAnEmptyArray() async throws {
    // Given
    _ = try await sut.save([ToDo(name: "One")])
    // When
    _ = try await sut.save([])
    // Then
    #expect(try String(contentsOf: sut.fileURL, encoding: .utf8) == "[\n\n]")
    #expect(try sut.loadToDos() == [])
  }

  // MARK: - Corrupt file

  @Test(arguments: [
    ("{not json", "not valid JSON"),
    ("", "not valid JSON"),
    (#"{"name":"Buy milk","done":false}"#, "not a list of to-dos"),
    (#"[{"name":"Buy milk"}]"#, "not a list of to-dos"),
  ])
  func corruptFileIsMovedAsideWithItsBytesAndTheListStartsEmpty(content: String, reason: String)
    throws
  {
    // Given
    let bytes = Data(content.utf8)
    try bytes.write(to: sut.fileURL)
    // When / Then
    #expect(
      throws: ToDoStoreError.corruptFile(
        path: sut.fileURL.path, movedTo: corruptCopy.path, reason: reason)
    ) {
      try sut.loadToDos()
    }
    #expect(try Data(contentsOf: corruptCopy) == bytes)
    #expect(try Self.fileNames(in: folder.url) == ["todos.json.corrupt-20231114T221320Z"])
  }

  @Test func listSavedAfterACorruptFileLeavesTheCopyUntouched() async throws {
    // Given
    let bytes = Data("garbage".utf8)
    try bytes.write(to: sut.fileURL)
    _ = try? sut.loadToDos()
    // When
    _ = try await sut.save([ToDo(name: "Fresh start")])
    // Then
    #expect(try sut.loadToDos() == [ToDo(name: "Fresh start")])
    #expect(try Data(contentsOf: corruptCopy) == bytes)
  }

  @Test func secondCorruptFileInTheSameSecondNeverReplacesTheFirstCopy() throws {
    // Given
    try Data("first".utf8).write(to: sut.fileURL)
    _ = try? sut.loadToDos()
    try Data("second".utf8).write(to: sut.fileURL)
    // When / Then
    let second = folder.url.appendingPathComponent("todos.json.corrupt-20231114T221320Z-2")
    #expect(
      throws: ToDoStoreError.corruptFile(
        path: sut.fileURL.path, movedTo: second.path, reason: "not valid JSON")
    ) {
      try sut.loadToDos()
    }
    #expect(try Data(contentsOf: corruptCopy) == Data("first".utf8))
    #expect(try Data(contentsOf: second) == Data("second".utf8))
  }

  @Test func folderInPlaceOfTheFileIsLeftAsItIsAndNotSavedOver() async throws {
    // Given
    try FileManager.default.createDirectory(at: sut.fileURL, withIntermediateDirectories: false)
    // When / Then
    #expect(
      throws: ToDoStoreError.notARegularFile(path: sut.fileURL.path, reason: "Is a directory")
    ) {
      try sut.loadToDos()
    }
    await #expect(throws: ToDoStoreError.overwriteRefused(path: sut.fileURL.path)) {
      _ = try await sut.save([ToDo(name: "Buy milk")])
    }
    #expect(try sut.loadToDos() == [ToDo(name: "Buy milk")])
    #expect(try Self.fileNames(in: folder.url) == ["todos.json"])
  }

  @Test func linkToAFIFOElsewhereIsNeverMovedNorReplacedAndTheListStaysInMemory() async throws {
    // Given: todos.json links to a pipe in another folder (as it could to /dev/zero)
    let elsewhere = folder.url.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
    let pipe = elsewhere.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o600) == 0)
    #expect(symlink(pipe, sut.fileURL.path) == 0)
    let saves = BackgroundSaves()
    let store = FileToDoStore(
      directory: DataDirectory(path: folder.path), now: { .fixed }, saves: saves)
    // When / Then
    #expect(
      throws: ToDoStoreError.notARegularFile(
        path: store.filePath, reason: "not a regular file: \(pipe)")
    ) {
      try store.loadToDos()
    }
    await #expect(throws: ToDoStoreError.overwriteRefused(path: store.filePath)) {
      _ = try await store.save([ToDo(name: "Buy milk", id: "milk")])
    }
    #expect(try store.loadToDos() == [ToDo(name: "Buy milk", id: "milk")])
    #expect(try AtomicFileTests.status(pipe).st_mode & S_IFMT == S_IFIFO)
    #expect(try Self.fileNames(in: elsewhere) == ["pipe"])
    let unsaved = await saves.saveUnsaved()
    #expect(
      try unsaved.map { try ToDoListCoding.decode($0.contents) } == [
        [ToDo(name: "Buy milk", id: "milk")]
      ])
  }

  @Test func fileOverTheMaximumSizeIsKeptAsideUnread() throws {
    // Given 257 MiB that take no room on disk
    let descriptor = open(sut.fileURL.path, O_WRONLY | O_CREAT, 0o600)
    #expect(ftruncate(descriptor, off_t(FileToDoStore.maximumFileSize + (1 << 20))) == 0)
    close(descriptor)
    // When / Then
    #expect(
      throws: ToDoStoreError.corruptFile(
        path: sut.fileURL.path, movedTo: corruptCopy.path,
        reason: "too large: 269484032 bytes, the most read is 268435456")
    ) {
      try sut.loadToDos()
    }
    #expect(try AtomicFileTests.status(corruptCopy.path).st_size == 269_484_032)
  }

  @Test func unreadableFileThatCannotBeMovedAsideIsNeverOverwritten() async throws {
    // Given: every name for a copy is taken, so the corrupt file must stay where it is.
    let bytes = Data("garbage".utf8)
    try bytes.write(to: sut.fileURL)
    try takeEveryNameForACopy()
    // When / Then
    #expect(
      throws: ToDoStoreError.unreadableFile(
        path: sut.fileURL.path, reason: "not valid JSON; every name for a copy is taken")
    ) {
      try sut.loadToDos()
    }
    await #expect(throws: ToDoStoreError.overwriteRefused(path: sut.fileURL.path)) {
      _ = try await sut.save([ToDo(name: "Would overwrite")])
    }
    #expect(try Data(contentsOf: sut.fileURL) == bytes)
  }

  @Test func savingResumesOnceTheUnreadableFileIsMovedAwayByHand() async throws {
    // Given
    try Data("garbage".utf8).write(to: sut.fileURL)
    try takeEveryNameForACopy()
    _ = try? sut.loadToDos()
    try FileManager.default.moveItem(
      at: sut.fileURL, to: folder.url.appendingPathComponent("kept-by-hand"))
    // When
    _ = try await sut.save([ToDo(name: "Buy milk")])
    // Then
    #expect(try sut.loadToDos() == [ToDo(name: "Buy milk")])
  }

  // MARK: - Unwritable directory

  @Test func dataDirectoryUnderARegularFileFailsToSaveWithTheSystemsReason() async throws {
    // Given: a path whose parent is a regular file can be neither created nor written, even
    // by root.
    let (directory, blocker) = try blockedDataDirectory()
    let sut = FileToDoStore(directory: directory, now: { .fixed })
    // When / Then
    #expect(try sut.loadToDos() == [])
    await #expect(
      throws: ToDoStoreError.writeFailed(
        path: directory.url(forFile: "todos.json").path, reason: "Not a directory")
    ) {
      _ = try await sut.save([ToDo(name: "Buy milk")])
    }
    #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
  }

  @Test(.enabled(if: geteuid() != 0, "root ignores directory permissions"))
  func readOnlyDataDirectoryFailsToSaveAndKeepsTheEarlierFile() async throws {
    // Given
    _ = try await sut.save([ToDo(name: "Saved before")])
    #expect(chmod(folder.path, 0o500) == 0)
    defer { chmod(folder.path, 0o700) }
    // When / Then
    await #expect(
      throws: ToDoStoreError.writeFailed(path: sut.fileURL.path, reason: "Permission denied")
    ) {
      _ = try await sut.save([ToDo(name: "Not saved")])
    }
    #expect(try sut.loadToDos() == [ToDo(name: "Not saved")])
    let restarted = FileToDoStore(directory: DataDirectory(path: folder.path), now: { .fixed })
    #expect(try restarted.loadToDos() == [ToDo(name: "Saved before")])
  }

  // MARK: - What could not be saved

  @Test func aListThatCouldNotBeSavedIsWhatLoadsUntilASaveSucceeds() async throws {
    // Given a data directory that cannot be created while a regular file is in the way
    let (directory, blocker) = try blockedDataDirectory()
    let sut = FileToDoStore(directory: directory, now: { .fixed })
    let failure = ToDoStoreError.writeFailed(
      path: directory.url(forFile: "todos.json").path, reason: "Not a directory")
    // When a save fails
    await #expect(throws: failure) { _ = try await sut.save([ToDo(name: "Buy milk")]) }
    // Then the list loads from memory, with the failure, and no file holds it
    #expect(try sut.loadToDos() == [ToDo(name: "Buy milk")])
    #expect(sut.saveFailure == failure)
    #expect(try FileToDoStore(directory: directory, now: { .fixed }).loadToDos() == [])
    // When the way is clear and a later save succeeds
    try FileManager.default.removeItem(at: blocker)
    _ = try await sut.save([ToDo(name: "Buy milk"), ToDo(name: "Call Ada")])
    // Then the file is what loads again
    #expect(sut.saveFailure == nil)
    #expect(try sut.loadToDos().map(\.name) == ["Buy milk", "Call Ada"])
    #expect(
      try FileToDoStore(directory: directory, now: { .fixed }).loadToDos().map(\.name) == [
        "Buy milk", "Call Ada",
      ])
  }

  @Test func whatCouldNotBeSavedIsSavedAtExitOnceTheWayIsClear() async throws {
    // Given a failed save
    let (directory, blocker) = try blockedDataDirectory()
    let saves = BackgroundSaves()
    let sut = FileToDoStore(directory: directory, now: { .fixed }, saves: saves)
    _ = try? await sut.save([ToDo(name: "Buy milk", id: "milk")])
    try FileManager.default.removeItem(at: blocker)
    // When the app exits
    let unsaved = await saves.saveUnsaved()
    // Then it was saved, and nothing is handed back
    #expect(unsaved == [])
    #expect(sut.saveFailure == nil)
    let saved = try Data(contentsOf: directory.url(forFile: "todos.json"))
    #expect(try ToDoListCoding.decode(Array(saved)) == [ToDo(name: "Buy milk", id: "milk")])
    #expect(await saves.saveUnsaved() == [])
  }

  @Test func whatStillCannotBeSavedAtExitIsHandedBackEncoded() async throws {
    // Given two failed saves, the newest list last
    let (directory, blocker) = try blockedDataDirectory()
    let saves = BackgroundSaves()
    let sut = FileToDoStore(directory: directory, now: { .fixed }, saves: saves)
    _ = try? await sut.save([ToDo(name: "Buy milk", id: "milk")])
    _ = try? await sut.save([ToDo(name: "Buy milk", id: "milk"), ToDo(name: "Call Ada", id: "ada")])
    // When the app exits
    let unsaved = await saves.saveUnsaved()
    // Then the newest list comes back, with the path and the reason
    #expect(unsaved.map(\.path) == [directory.url(forFile: "todos.json").path])
    #expect(unsaved.map(\.reason) == ["Not a directory"])
    #expect(
      try unsaved.map { try ToDoListCoding.decode($0.contents) } == [
        [ToDo(name: "Buy milk", id: "milk"), ToDo(name: "Call Ada", id: "ada")]
      ])
    #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
  }

  @Test(.enabled(if: geteuid() != 0, "root ignores directory permissions"))
  func corruptFileInAReadOnlyDirectoryStaysAndIsNotOverwritten() async throws {
    // Given
    try Data("garbage".utf8).write(to: sut.fileURL)
    #expect(chmod(folder.path, 0o500) == 0)
    defer { chmod(folder.path, 0o700) }
    // When / Then
    #expect(
      throws: ToDoStoreError.unreadableFile(
        path: sut.fileURL.path, reason: "not valid JSON; moving it failed: Permission denied")
    ) {
      try sut.loadToDos()
    }
    await #expect(throws: ToDoStoreError.overwriteRefused(path: sut.fileURL.path)) {
      _ = try await sut.save([])
    }
    #expect(try Data(contentsOf: sut.fileURL) == Data("garbage".utf8))
  }

  // MARK: - Helpers

  /// Fills every name a copy of a corrupt file could take at the fixed clock's time.
  private func takeEveryNameForACopy() throws {
    for attempt in 1...FileToDoStore.maximumCorruptCopiesPerSecond {
      let suffix = attempt == 1 ? "" : "-\(attempt)"
      try Data().write(to: URL(fileURLWithPath: corruptCopy.path + suffix))
    }
  }

  private static func fileNames(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }
}
