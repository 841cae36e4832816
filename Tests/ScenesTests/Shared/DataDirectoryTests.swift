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

struct DataDirectoryTests {
  @Test func overrideWins() throws {
    let directory = try DataDirectory.resolve(
      override: "/tmp/mine", environment: ["XDG_DATA_HOME": "/x", "HOME": "/home/ada"])

    #expect(directory.path == "/tmp/mine")
  }

  @Test func xdgDataHomeComesBeforeHome() throws {
    let directory = try DataDirectory.resolve(
      override: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])

    #expect(directory.path(forFile: "todos.json") == "/data/clean-scenes/todos.json")
  }

  @Test(arguments: [[:], ["XDG_DATA_HOME": "relative/path"], ["XDG_DATA_HOME": ""]])
  func homeIsTheFallback(environment: [String: String]) throws {
    var environment = environment
    environment["HOME"] = "/home/ada"

    let directory = try DataDirectory.resolve(override: nil, environment: environment)

    #expect(directory.path == "/home/ada/.local/share/clean-scenes")
  }

  @Test func relativePathStartsAtTheWorkingDirectoryWithItsDotsResolved() {
    let workingDirectory = FileManager.default.currentDirectoryPath

    #expect(DataDirectory(path: "data/./old/../mine/").path == workingDirectory + "/data/mine")
    #expect(
      DataDirectory(path: "mine").path(forFile: "todos.json")
        == workingDirectory + "/mine/todos.json")
  }

  @Test func absolutePathLosesOnlyItsTrailingSlashes() {
    #expect(DataDirectory(path: "/tmp/a/../mine//").path == "/tmp/a/../mine")
    #expect(DataDirectory(path: "/").path == "/")
    #expect(DataDirectory(path: "/").path(forFile: "todos.json") == "/todos.json")
  }

  @Test func tildeStartsAtHome() throws {
    let home = String(cString: try #require(getenv("HOME")))

    #expect(DataDirectory(path: "~/mine").path == home + "/mine")
  }

  @Test func noHomeIsAClearError() {
    #expect(throws: DataDirectory.ResolutionError.noHomeDirectory) {
      try DataDirectory.resolve(override: nil, environment: ["HOME": "relative"])
    }
    #expect(
      DataDirectory.ResolutionError.noHomeDirectory.description
        == "Cannot find a data directory: set HOME or XDG_DATA_HOME, or pass --data-dir DIR.")
  }
}
