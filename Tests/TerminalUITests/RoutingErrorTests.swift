import TerminalUI
import Testing

struct RoutingErrorTests {
  @Test(arguments: [
    (
      RoutingError.unknownSegue(identifier: "Archive", known: ["Back", "Next"]),
      "No route for segue 'Archive'; known segues: Back, Next."
    ),
    (
      RoutingError.unknownScene(identifier: "Nope", known: []),
      "No scene 'Nope' in the storyboard; known scenes: none."
    ),
    (
      RoutingError.sceneTypeMismatch(
        identifier: "Next", expected: "NextScene", actual: "HomeScene"),
      "Scene 'Next' is a HomeScene, not a NextScene."
    ),
    (
      RoutingError.noStoryboard(source: "Home"),
      "Scene 'Home' was not made by a storyboard, so it cannot perform segues."
    ),
    (
      RoutingError.sourceCovered(source: "Home", coveredBy: "Detail"),
      "Scene 'Home' cannot present while 'Detail' shows in its place or over it; present from "
        + "'Detail', or once 'Home' shows again."
    ),
  ])
  func descriptionSaysWhatWentWrong(error: RoutingError, expected: String) {
    #expect(error.description == expected)
    #expect(String(describing: error) == expected)
  }

  @Test func everyDescriptionNamesItsSubject() {
    let errors: [(RoutingError, String)] = [
      (.notInNavigationController(source: "Home"), "Home"),
      (.missingDataStore(scene: "Detail"), "Detail"),
      (.sourceDeallocated(route: "Detail"), "Detail"),
    ]

    for (error, subject) in errors {
      #expect(error.description.contains("'\(subject)'"), "\(error)")
    }
  }
}
