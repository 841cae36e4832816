import Testing

@testable import scaffold

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Edited files keep their mode and their links, and failures read as the system's
/// messages.
struct LocalFileSystemTests {
  let layout: LayoutCopy

  init() throws {
    layout = try LayoutCopy()
  }

  private func mode(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(layout.root + "/" + path, &status) == 0 ? status.st_mode : nil
  }

  @Test func editedFilesKeepTheirMode() throws {
    // Given
    chmod(layout.root + "/Scenes/AppStoryboard.swift", 0o755)
    chmod(layout.root + "/Scenes/Home/HomeRouter.swift", 0o444)
    // When
    let outcome = layout.scaffold(["Probe", "--from", "Home"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(mode("Scenes/AppStoryboard.swift").map { $0 & 0o7777 } == 0o755)
    #expect(mode("Scenes/Home/HomeRouter.swift").map { $0 & 0o7777 } == 0o444)
    #expect(try layout.text("Scenes/Home/HomeRouter.swift").contains("routeToProbe"))
  }

  @Test func aStoryboardThatIsALinkStaysALinkAndItsTargetIsEdited() throws {
    // Given
    let storyboard = layout.root + "/Scenes/AppStoryboard.swift"
    let shared = layout.root + "/Shared.swift"
    #expect(rename(storyboard, shared) == 0)
    #expect(symlink("../Shared.swift", storyboard) == 0)
    // When
    let outcome = layout.scaffold(["Probe"])
    // Then
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(mode("Scenes/AppStoryboard.swift").map { $0 & S_IFMT } == S_IFLNK)
    #expect(try layout.text("Shared.swift").contains("storyboard.register(\"Probe\")"))
  }

  @Test func aLinkToNothingIsNotReplaced() throws {
    // Given
    let link = layout.root + "/Dangling.swift"
    #expect(symlink("Nowhere.swift", link) == 0)
    // Then
    #expect(throws: LocalFileSystem.Failure.danglingLink(path: link)) {
      try LocalFileSystem().writeFile("x", atPath: link)
    }
    #expect(mode("Dangling.swift").map { $0 & S_IFMT } == S_IFLNK)
  }

  @Test(arguments: [
    (EACCES, "Permission denied"), (EFBIG, "File too large"),
    (ENOENT, "No such file or directory"), (ENOSPC, "No space left on device"),
  ])
  func systemFailuresReadAsTheSystemSaysThem(code: Int32, message: String) {
    #expect(LocalFileSystem.Failure.system(code: code).description == message)
  }

  @Test func writingWhereThereIsNoFolderSaysSo() throws {
    // When
    let outcome = ScaffoldCommand.run(
      arguments: ["Probe", "--root", layout.root],
      currentDirectory: "/", fileSystem: MissingFolderFileSystem())
    // Then
    #expect(
      outcome.errorOutput
        == "scaffold: Cannot write Scenes/Probe: No such file or directory; everything written "
        + "before it was rolled back.\n")
  }
}

/// The real file system, with folders made in a folder that is gone.
private struct MissingFolderFileSystem: FileSystem {
  let base = LocalFileSystem()
  func itemExists(atPath path: String) -> Bool { base.itemExists(atPath: path) }
  func directoryExists(atPath path: String) -> Bool { base.directoryExists(atPath: path) }
  func contentsOfDirectory(atPath path: String) throws -> [String] {
    try base.contentsOfDirectory(atPath: path)
  }
  func readFile(atPath path: String) throws -> String { try base.readFile(atPath: path) }
  func writeFile(_ text: String, atPath path: String) throws {
    try base.writeFile(text, atPath: path)
  }
  func createDirectory(atPath path: String) throws {
    try base.createDirectory(atPath: path + "/gone/" + path)
  }
  func removeItem(atPath path: String) throws { try base.removeItem(atPath: path) }
  func realPath(of path: String) -> String? { base.realPath(of: path) }
}
