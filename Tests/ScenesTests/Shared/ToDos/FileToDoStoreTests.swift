import ScenesTestSupport
import TerminalUITesting
import Testing

@testable import Scenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
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

  // MARK: - Round trip

  @Test func loadingWithoutAFileGivesAnEmptyListAndWritesNothing() throws {
    // When
    let toDos = try sut.loadToDos()
    // Then
    #expect(toDos.isEmpty)
    #expect(try Self.fileNames(in: folder.url) == [])
  }

  @Test func savedListLoadsBackInANewStoreWithDoneIntact() throws {
    // Given
    let toDos = [ToDo(name: "Buy milk", done: true), ToDo(name: "Call 世界 👋🏽", done: false)]
    try sut.saveToDos(toDos)
    // When
    let restarted = FileToDoStore(directory: DataDirectory(path: folder.path), now: { .fixed })
    let loaded = try restarted.loadToDos()
    // Then
    #expect(loaded == toDos)
  }

  @Test func fileOnDiskHoldsBothTheSubclassAndTheSuperclassField() throws {
    // When
    try sut.saveToDos([ToDo(name: "Buy milk", done: true), ToDo(name: "Call Ada")])
    // Then
    let text = try String(contentsOf: sut.fileURL, encoding: .utf8)
    #expect(
      text == """
        [
          {
            "done" : true,
            "name" : "Buy milk"
          },
          {
            "done" : false,
            "name" : "Call Ada"
          }
        ]
        """)
  }

  @Test func missingDataDirectoryIsCreatedOnTheFirstSave() throws {
    // Given
    let nested = folder.url.appendingPathComponent("share/clean-scenes", isDirectory: true)
    let sut = FileToDoStore(directory: DataDirectory(path: nested.path), now: { .fixed })
    // When
    try sut.saveToDos([ToDo(name: "Buy milk")])
    // Then
    #expect(try Self.fileNames(in: nested) == ["todos.json"])
    #expect(try sut.loadToDos() == [ToDo(name: "Buy milk")])
  }

  @Test func eachSaveReplacesTheWholeListAndLeavesNoTemporaryFile() throws {
    // Given
    try sut.saveToDos([ToDo(name: "One"), ToDo(name: "Two"), ToDo(name: "Three")])
    // When
    try sut.saveToDos([ToDo(name: "Two", done: true)])
    // Then
    #expect(try sut.loadToDos() == [ToDo(name: "Two", done: true)])
    #expect(try Self.fileNames(in: folder.url) == ["todos.json"])
  }

  @Test func savingKeepsThePermissionsTheFileHad() throws {
    // Given
    try sut.saveToDos([ToDo(name: "Private")])
    #expect(chmod(sut.fileURL.path, 0o600) == 0)
    // When
    try sut.saveToDos([ToDo(name: "Still private")])
    // Then
    var status = stat()
    #expect(stat(sut.fileURL.path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
  }

  @Test func emptyListIsSavedAsAnEmptyArray() throws {
    // Given
    try sut.saveToDos([ToDo(name: "One")])
    // When
    try sut.saveToDos([])
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

  @Test func listSavedAfterACorruptFileLeavesTheCopyUntouched() throws {
    // Given
    let bytes = Data("garbage".utf8)
    try bytes.write(to: sut.fileURL)
    _ = try? sut.loadToDos()
    // When
    try sut.saveToDos([ToDo(name: "Fresh start")])
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

  @Test func folderInPlaceOfTheFileIsMovedAsideToo() throws {
    // Given
    try FileManager.default.createDirectory(at: sut.fileURL, withIntermediateDirectories: false)
    // When / Then
    #expect(
      throws: ToDoStoreError.corruptFile(
        path: sut.fileURL.path, movedTo: corruptCopy.path, reason: "Is a directory")
    ) {
      try sut.loadToDos()
    }
    try sut.saveToDos([ToDo(name: "Buy milk")])
    #expect(try sut.loadToDos() == [ToDo(name: "Buy milk")])
  }

  @Test func unreadableFileThatCannotBeMovedAsideIsNeverOverwritten() throws {
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
    #expect(throws: ToDoStoreError.overwriteRefused(path: sut.fileURL.path)) {
      try sut.saveToDos([ToDo(name: "Would overwrite")])
    }
    #expect(try Data(contentsOf: sut.fileURL) == bytes)
  }

  @Test func savingResumesOnceTheUnreadableFileIsMovedAwayByHand() throws {
    // Given
    try Data("garbage".utf8).write(to: sut.fileURL)
    try takeEveryNameForACopy()
    _ = try? sut.loadToDos()
    try FileManager.default.moveItem(
      at: sut.fileURL, to: folder.url.appendingPathComponent("kept-by-hand"))
    // When
    try sut.saveToDos([ToDo(name: "Buy milk")])
    // Then
    #expect(try sut.loadToDos() == [ToDo(name: "Buy milk")])
  }

  // MARK: - Unwritable directory

  @Test func dataDirectoryUnderARegularFileFailsToSaveWithTheSystemsReason() throws {
    // Given: a path whose parent is a regular file can be neither created nor written, even
    // by root.
    let blocker = folder.url.appendingPathComponent("blocker")
    try Data("not a folder".utf8).write(to: blocker)
    let directory = DataDirectory(path: blocker.path + "/clean-scenes")
    let sut = FileToDoStore(directory: directory, now: { .fixed })
    // When / Then
    #expect(try sut.loadToDos() == [])
    #expect(
      throws: ToDoStoreError.writeFailed(
        path: directory.url(forFile: "todos.json").path, reason: "Not a directory")
    ) {
      try sut.saveToDos([ToDo(name: "Buy milk")])
    }
    #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
  }

  @Test(.enabled(if: geteuid() != 0, "root ignores directory permissions"))
  func readOnlyDataDirectoryFailsToSaveAndKeepsTheEarlierFile() throws {
    // Given
    try sut.saveToDos([ToDo(name: "Saved before")])
    #expect(chmod(folder.path, 0o500) == 0)
    defer { chmod(folder.path, 0o700) }
    // When / Then
    #expect(
      throws: ToDoStoreError.writeFailed(path: sut.fileURL.path, reason: "Permission denied")
    ) {
      try sut.saveToDos([ToDo(name: "Not saved")])
    }
    #expect(try sut.loadToDos() == [ToDo(name: "Saved before")])
  }

  @Test(.enabled(if: geteuid() != 0, "root ignores directory permissions"))
  func corruptFileInAReadOnlyDirectoryStaysAndIsNotOverwritten() throws {
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
    #expect(throws: ToDoStoreError.overwriteRefused(path: sut.fileURL.path)) {
      try sut.saveToDos([])
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
