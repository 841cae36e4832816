import Testing

@testable import DemoScenes

struct ToDoStoreErrorTests {
  @Test(arguments: [
    (
      ToDoStoreError.corruptFile(
        path: "/d/todos.json", movedTo: "/d/todos.json.corrupt-20231114T221320Z",
        reason: "not valid JSON"),
      "Could not read /d/todos.json (not valid JSON); it was moved to "
        + "/d/todos.json.corrupt-20231114T221320Z and the list starts empty."
    ),
    (
      .unreadableFile(path: "/d/todos.json", reason: "Permission denied"),
      "Could not read /d/todos.json (Permission denied) nor move it aside; "
        + "changes stay in memory and are not saved."
    ),
    (
      .notARegularFile(path: "/d/todos.json", reason: "not a regular file: /dev/zero"),
      "Could not read /d/todos.json (not a regular file: /dev/zero); it is left as it is, "
        + "and changes stay in memory until it is moved away."
    ),
    (
      .writeFailed(path: "/d/todos.json", reason: "No space left on device"),
      "Could not save /d/todos.json (No space left on device); "
        + "the list is kept in memory and saved with the next change."
    ),
    (
      .overwriteRefused(path: "/d/todos.json"),
      "Not saved: /d/todos.json could not be read and would be overwritten; "
        + "move it away to save again."
    ),
  ])
  func descriptionNamesTheFileAndWhatHappenedToTheList(error: ToDoStoreError, text: String) {
    #expect(error.description == text)
    #expect(String(describing: error) == text)
  }
}
