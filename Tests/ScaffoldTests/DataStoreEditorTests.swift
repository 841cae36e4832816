import Testing

@testable import scaffold

struct DataStoreEditorTests {
  let editor: DataStoreEditor

  init() throws {
    editor = DataStoreEditor(
      back: BackRouteTemplates(name: try SceneName("Probe"), destination: "Home"),
      sceneFolder: "Scenes/Home")
  }

  private let doc = "/// What Probe handed back when it routed back here; Probe's greeting for now."

  @Test func protocolAndConformersInOneFileEachGainTheProperty() throws {
    // Given
    let text = """
      protocol HomeDataStore {
        var message: Message? { get }
      }

      final class HomeInteractor: HomeBusinessLogic, HomeDataStore {
        var presenter: HomePresentationLogic?
      }

      struct HomeStore:
        HomeDataStore
      {
      }

      final class Unrelated: OtherDataStore {
      }
      """
    // When
    let edits = try editor.editing([(path: "Home.swift", text: text)])
    // Then
    #expect(edits.count == 1)
    #expect(
      edits.first?.text == """
        protocol HomeDataStore {
          var message: Message? { get }
          \(doc)
          var probeResult: String? { get set }
        }

        final class HomeInteractor: HomeBusinessLogic, HomeDataStore {
          \(doc)
          var probeResult: String?
          var presenter: HomePresentationLogic?
        }

        struct HomeStore:
          HomeDataStore
        {
          \(doc)
          var probeResult: String?
        }

        final class Unrelated: OtherDataStore {
        }
        """)
    #expect(
      edits.first?.additions == [
        "HomeDataStore: var probeResult: String? { get set }",
        "HomeInteractor: var probeResult: String?", "HomeStore: var probeResult: String?",
      ])
  }

  @Test func emptyProtocolBodyOpensOnItsOwnLines() throws {
    // When
    let edits = try editor.editing([
      (path: "A.swift", text: "  protocol HomeDataStore {}\n"),
      (path: "B.swift", text: "final class HomeInteractor: HomeDataStore {\n}\n"),
    ])
    // Then
    #expect(
      edits.map(\.text) == [
        "  protocol HomeDataStore {\n    \(doc)\n    var probeResult: String? { get set }\n  }\n",
        "final class HomeInteractor: HomeDataStore {\n  \(doc)\n  var probeResult: String?\n}\n",
      ])
  }

  @Test func filesThatDoNotMentionTheDataStoreAreLeftAlone() throws {
    // When
    let edits = try editor.editing([
      (path: "A.swift", text: "protocol HomeDataStore {\n}\nclass H: HomeDataStore {\n}\n"),
      (path: "B.swift", text: "final class Other {\n}\n"),
    ])
    // Then
    #expect(edits.map(\.path) == ["A.swift"])
  }

  @Test func conformerWhoseBodySharesALineIsRefused() {
    #expect(
      throws: ScaffoldError.destinationNotEditable(
        scene: "Home", path: "A.swift", missing: "body of HomeStub on lines of its own")
    ) {
      try editor.editing([
        (path: "A.swift", text: "protocol HomeDataStore {\n}\nclass HomeStub: HomeDataStore {}\n")
      ])
    }
  }

  @Test func missingProtocolIsRefused() {
    #expect(
      throws: ScaffoldError.destinationNotEditable(
        scene: "Home", path: "Scenes/Home", missing: "`protocol HomeDataStore { … }`")
    ) {
      try editor.editing([(path: "A.swift", text: "class H: HomeDataStore {\n}\n")])
    }
  }
}
