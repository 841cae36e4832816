import Testing

@testable import DemoScenes

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

  @Test func noHomeIsAClearError() {
    #expect(throws: DataDirectory.ResolutionError.noHomeDirectory) {
      try DataDirectory.resolve(override: nil, environment: ["HOME": "relative"])
    }
    #expect(
      DataDirectory.ResolutionError.noHomeDirectory.description
        == "Cannot find a data directory: set HOME or XDG_DATA_HOME, or pass --data-dir DIR.")
  }
}
