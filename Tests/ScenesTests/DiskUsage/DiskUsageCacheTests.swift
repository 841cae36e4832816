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

struct DiskUsageCacheTests {
  let folder: TemporaryDirectory
  let sut: DiskUsageCache

  init() throws {
    folder = try TemporaryDirectory()
    sut = DiskUsageCache(directory: DataDirectory(path: folder.path))
  }

  var file: URL { folder.url.appendingPathComponent("disk-usage.json") }

  func contents(ofFile name: String) throws -> String {
    String(
      decoding: try Data(contentsOf: folder.url.appendingPathComponent(name)), as: UTF8.self)
  }

  func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  // MARK: - Saving and loading

  @Test func savedRateIsWrittenAsSmallJSONAndReadBack() throws {
    // When
    try sut.save(0.4273)
    // Then
    #expect(try contents(ofFile: "disk-usage.json") == #"{"usedRate":0.4273}"#)
    #expect(sut.load() == 0.4273)
    #expect(try fileNames() == ["disk-usage.json"])
  }

  @Test(arguments: [
    #"{ "usedRate" : 0.25 }"#, "{\n  \"usedRate\" : 0.25\n}\n", #"{"usedRate":2.5e-1}"#,
  ])
  func rateWithJSONWhitespaceOrAnExponentIsRead(text: String) throws {
    // Given
    try Data(text.utf8).write(to: file)
    // When / Then
    #expect(sut.load() == 0.25)
    #expect(try fileNames() == ["disk-usage.json"])
  }

  @Test func savingReplacesTheFormerRateWholeAndLeavesNoTemporaryFile() throws {
    // Given
    try sut.save(0.1)
    // When
    try sut.save(0.99)
    // Then
    #expect(try contents(ofFile: "disk-usage.json") == #"{"usedRate":0.99}"#)
    #expect(try fileNames() == ["disk-usage.json"])
  }

  @Test func savingCreatesTheDataDirectory() throws {
    // Given
    let nested = DiskUsageCache(directory: DataDirectory(path: folder.path + "/a/b"))
    // When
    try nested.save(0.5)
    // Then
    #expect(nested.load() == 0.5)
  }

  @Test func missingFileIsNoCacheAndNothingIsCreated() throws {
    #expect(sut.load() == nil)
    #expect(try fileNames() == [])
  }

  @Test func unwritableDirectoryIsAClearError() {
    // Given
    let sut = DiskUsageCache(directory: DataDirectory(path: "/dev/null/clean-scenes"))
    // When / Then
    #expect {
      try sut.save(0.5)
    } throws: { error in
      guard case .unwritable(let path, _) = error as? DiskUsage.CacheError else { return false }
      return path == "/dev/null/clean-scenes/disk-usage.json"
    }
    #expect(sut.load() == nil)
  }

  // MARK: - Corrupt files

  @Test(arguments: [
    "not json", #"{"usedRate":"high"}"#, #"{"rate":0.5}"#, #"{"usedRate":1.5}"#,
    #"{"usedRate":-0.1}"#, "", "\u{FF}\u{FE}", #"{"usedRate":0.5,"other":1}"#,
    #"{"usedRate":.5}"#, #"{"usedRate":0.5"#, #"{"usedRate":0.5}x"#, #"{"usedRate":0x1p-1}"#,
  ])
  func corruptFileIsNoCacheAndIsKeptAsideUntouched(text: String) throws {
    // Given
    try Data(text.utf8).write(to: file)
    // When
    let rate = sut.load()
    // Then
    #expect(rate == nil)
    #expect(try fileNames() == ["disk-usage.json.corrupt"])
    #expect(try contents(ofFile: "disk-usage.json.corrupt") == text)
  }

  @Test func nextSaveAfterACorruptFileWritesAFreshOneBesideIt() throws {
    // Given
    try Data("garbage".utf8).write(to: file)
    _ = sut.load()
    // When
    try sut.save(0.3)
    // Then
    #expect(sut.load() == 0.3)
    #expect(try fileNames() == ["disk-usage.json", "disk-usage.json.corrupt"])
    #expect(try contents(ofFile: "disk-usage.json.corrupt") == "garbage")
  }

  @Test func fileOverFourKilobytesIsNotReadButKeptAside() throws {
    // Given: a valid object padded past the limit with JSON whitespace
    let text = #"{"usedRate":0.5}"# + String(repeating: " ", count: 4_096)
    try Data(text.utf8).write(to: file)
    // When
    let rate = sut.load()
    // Then
    #expect(rate == nil)
    #expect(try fileNames() == ["disk-usage.json.corrupt"])
    #expect(try contents(ofFile: "disk-usage.json.corrupt") == text)
  }

  @Test func linkToAFIFOTurnsTheCacheOffAndTheFIFOStays() throws {
    // Given: the cache linked to a pipe in another folder, as to /dev/null to turn it off
    let elsewhere = folder.path + "/elsewhere"
    #expect(mkdir(elsewhere, 0o700) == 0)
    #expect(mkfifo(elsewhere + "/pipe", 0o600) == 0)
    #expect(symlink(elsewhere + "/pipe", file.path) == 0)
    // When
    let rate = sut.load()
    // Then nothing is read, moved or written
    #expect(rate == nil)
    #expect(throws: DiskUsage.CacheError.self) { try sut.save(0.3) }
    #expect(try AtomicFileTests.status(elsewhere + "/pipe").st_mode & S_IFMT == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == ["pipe"])
    #expect(try fileNames() == ["disk-usage.json", "elsewhere"])
  }

  @Test func laterCorruptFilesNeverOverwriteEarlierOnes() throws {
    // Given
    try Data("first".utf8).write(to: file)
    _ = sut.load()
    try Data("second".utf8).write(to: file)
    // When
    _ = sut.load()
    // Then
    #expect(try fileNames() == ["disk-usage.json.corrupt", "disk-usage.json.corrupt-2"])
    #expect(try contents(ofFile: "disk-usage.json.corrupt") == "first")
    #expect(try contents(ofFile: "disk-usage.json.corrupt-2") == "second")
  }
}

/// `disk-usage.json` follows the rules of every data file.
struct DiskUsageCacheFileTests {
  let folder: TemporaryDirectory
  let sut: DiskUsageCache

  init() throws {
    folder = try TemporaryDirectory()
    sut = DiskUsageCache(directory: DataDirectory(path: folder.path))
  }

  @Test func newFileIsPrivateAndTheModeTheUserGaveItIsKept() throws {
    // Given
    try sut.save(0.1)
    let created = try AtomicFileTests.status(sut.filePath).st_mode & 0o7777
    #expect(chmod(sut.filePath, 0o644) == 0)
    // When
    try sut.save(0.2)
    // Then
    #expect(created == 0o600)
    #expect(try AtomicFileTests.status(sut.filePath).st_mode & 0o7777 == 0o644)
  }

  @Test func fileThatIsASymbolicLinkIsSavedThroughItAndTheLinkStays() throws {
    // Given
    let target = folder.path + "/settings.json"
    try Data(#"{"usedRate":0.1}"#.utf8).write(to: URL(fileURLWithPath: target))
    #expect(symlink("settings.json", sut.filePath) == 0)
    // When
    try sut.save(0.25)
    // Then
    #expect(try AtomicFileTests.linkDestination(sut.filePath) == "settings.json")
    #expect(try AtomicFileTests.text(target) == #"{"usedRate":0.25}"#)
    #expect(sut.load() == 0.25)
  }

  @Test func temporaryLeftByAKilledSaveIsRemovedOnTheNextLoad() throws {
    // Given
    let leftover = folder.path + "/.disk-usage.json.tmp-2147483646-1"
    try Data("{".utf8).write(to: URL(fileURLWithPath: leftover))
    // When
    _ = sut.load()
    // Then
    #expect(try AtomicFileTests.names(in: folder.path) == [])
  }
}
