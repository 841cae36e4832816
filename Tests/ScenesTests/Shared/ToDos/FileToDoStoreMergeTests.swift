import TerminalUITesting
import Testing

@testable import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Two instances of the app on one data directory: two stores on one `todos.json`.
@MainActor
struct FileToDoStoreMergeTests {
  let folder: TemporaryDirectory
  let first: FileToDoStore
  let second: FileToDoStore
  let milk = ToDo(name: "Buy milk", id: "milk")
  let ada = ToDo(name: "Call Ada", id: "ada")

  init() throws {
    folder = try TemporaryDirectory()
    first = FileToDoStore(directory: DataDirectory(path: folder.path), now: { .fixed })
    second = FileToDoStore(directory: DataDirectory(path: folder.path), now: { .fixed })
  }

  /// Both stores read the same saved list.
  private func bothRead(_ toDos: [ToDo]) async throws {
    _ = try await first.save(toDos)
    _ = try first.loadToDos()
    _ = try second.loadToDos()
  }

  private func saved() throws -> [ToDo] {
    try FileToDoStore(directory: DataDirectory(path: folder.path), now: { .fixed }).loadToDos()
  }

  // MARK: - Added

  @Test func toDosAddedByEachInstanceAreAllKept() async throws {
    // Given
    try await bothRead([milk])
    let eggs = ToDo(name: "Buy eggs", id: "eggs")
    let dog = ToDo(name: "Walk the dog", id: "dog")
    // When
    let firstReport = try await first.save([milk, eggs])
    let secondReport = try await second.save([milk, dog])
    // Then
    #expect(firstReport == ToDoSaveReport())
    let merge = try #require(secondReport.merge)
    #expect(merge.toDos.map(\.id) == ["milk", "eggs", "dog"])
    #expect((merge.added, merge.changed, merge.deleted) == (1, 0, 0))
    #expect(try saved().map(\.id) == ["milk", "eggs", "dog"])
  }

  @Test func instanceThatStartedWithNoFileMergesTheFileAnotherOneCreated() async throws {
    // Given: both start before any file exists.
    _ = try first.loadToDos()
    _ = try second.loadToDos()
    // When
    _ = try await first.save([milk])
    let report = try await second.save([ada])
    // Then
    #expect(report.merge?.toDos.map(\.id) == ["milk", "ada"])
    #expect(try saved().map(\.id) == ["milk", "ada"])
  }

  @Test func twoInstancesThatKeepAddingShowOneOrderAndTheFileKeepsIt() async throws {
    // Given: each instance adds one to-do, then each adds another, saving in turn.
    try await bothRead([milk])
    let eggs = ToDo(name: "Buy eggs", id: "eggs")
    let dog = ToDo(name: "Walk the dog", id: "dog")
    let tea = ToDo(name: "Buy tea", id: "tea")
    let cat = ToDo(name: "Feed the cat", id: "cat")
    _ = try await first.save([milk, eggs])
    let secondList = try #require(try await second.save([milk, dog]).merge?.toDos)
    // When
    let firstList = try #require(try await first.save([milk, eggs, tea]).merge?.toDos)
    let secondAgain = try #require(try await second.save(secondList + [cat]).merge?.toDos)
    // Then: the order of the file, first saved first, in each instance and on disk.
    #expect(secondList.map(\.id) == ["milk", "eggs", "dog"])
    #expect(firstList.map(\.id) == ["milk", "eggs", "dog", "tea"])
    #expect(secondAgain.map(\.id) == ["milk", "eggs", "dog", "tea", "cat"])
    #expect(try saved().map(\.id) == ["milk", "eggs", "dog", "tea", "cat"])
  }

  // MARK: - Deleted

  @Test func toDoDeletedByOneInstanceIsDeletedEvenIfTheOtherChangedIt() async throws {
    // Given
    try await bothRead([milk, ada])
    // When: the first deletes milk; the second ticks it off.
    _ = try await first.save([ada])
    let report = try await second.save([milk.toggled(), ada])
    // Then
    #expect(report.merge?.toDos.map(\.id) == ["ada"])
    #expect(report.merge?.deleted == 1)
    #expect(try saved() == [ada])
  }

  // MARK: - Changed

  @Test func changesToDifferentToDosAreBothKept() async throws {
    // Given
    try await bothRead([milk, ada])
    // When
    _ = try await first.save([milk.toggled(), ada])
    let report = try await second.save([milk, ada.renamed(to: "Call Ada Lovelace")])
    // Then
    #expect(report.merge?.changed == 1)
    #expect(try saved() == [milk.toggled(), ada.renamed(to: "Call Ada Lovelace")])
  }

  @Test func whenBothChangeOneToDoTheLastWriterWins() async throws {
    // Given
    try await bothRead([milk])
    // When
    _ = try await first.save([milk.renamed(to: "Buy oat milk")])
    _ = try await second.save([milk.renamed(to: "Buy soy milk").toggled()])
    // Then
    #expect(try saved() == [ToDo(name: "Buy soy milk", done: true)])
  }

  @Test func afterAMergeTheNextSaveDoesNotUndoIt() async throws {
    // Given
    try await bothRead([milk])
    _ = try await first.save([milk, ada])
    let merged = try #require(try await second.save([]).merge?.toDos)
    // When: the second goes on from the merged list.
    _ = try await second.save(merged + [ToDo(name: "Buy eggs", id: "eggs")])
    // Then
    #expect(merged.map(\.id) == ["ada"])
    #expect(try saved().map(\.id) == ["ada", "eggs"])
  }

  // MARK: - Saves queued during a write

  @Test func burstOfSavesIsWrittenOnceAfterTheRunningWrite() async throws {
    // Given
    let writes = TemporarySightings()
    let sut = FileToDoStore(
      directory: DataDirectory(path: folder.path), now: { .fixed }, saves: BackgroundSaves(),
      willRename: writes.record)
    _ = try sut.loadToDos()
    let results = SaveResults()
    // When: five saves in a row, without waiting.
    for count in 1...5 {
      sut.saveToDos(
        (1...count).map { ToDo(name: "To-do \($0)", id: "\($0)") }, completion: results.record)
    }
    _ = try await sut.save((1...6).map { ToDo(name: "To-do \($0)", id: "\($0)") })
    // Then
    #expect(writes.names.count == 2)
    #expect(results.values.count == 5)
    #expect(results.values.allSatisfy { $0 == .success(ToDoSaveReport()) })
    #expect(try saved().map(\.id) == ["1", "2", "3", "4", "5", "6"])
  }

  @Test func changesQueuedDuringAMergingWriteAreMergedToo() async throws {
    // Given: the second instance added Ada while the first had only milk.
    try await bothRead([milk])
    _ = try await second.save([milk, ada])
    let results = SaveResults()
    // When: the first saves eggs, then (while that is being written) dog.
    let eggs = ToDo(name: "Buy eggs", id: "eggs")
    let dog = ToDo(name: "Walk the dog", id: "dog")
    first.saveToDos([milk, eggs], completion: results.record)
    _ = try await first.save([milk, eggs, dog])
    // Then: the first report hands back the newest list with Ada merged in.
    let report = try #require(try results.values.first?.get())
    #expect(report.merge?.toDos.map(\.id) == ["milk", "ada", "eggs", "dog"])
    #expect(try saved().map(\.id) == ["milk", "ada", "eggs", "dog"])
  }

  // MARK: - Bad files

  @Test func fileAnotherProgramCorruptedIsNotOverwrittenAndTheSaveSaysSo() async throws {
    // Given
    try await bothRead([milk])
    try Data("{ half".utf8).write(to: first.fileURL)
    // When / Then
    await #expect(
      throws: ToDoStoreError.writeFailed(
        path: first.fileURL.path,
        reason: "another program changed it into something that is not a list of to-dos; "
          + "it is left as it is")
    ) {
      _ = try await second.save([milk, ada])
    }
    #expect(try Data(contentsOf: first.fileURL) == Data("{ half".utf8))
  }
}

/// Every result a store's completion was given, in order.
@MainActor
final class SaveResults {
  private(set) var values: [Result<ToDoSaveReport, ToDoStoreError>] = []

  /// A completion that records its result.
  var record: FileToDoStore.Completion {
    { [weak self] result in self?.values.append(result) }
  }
}
