/// The models of the AddToDo scene's use cases.
enum AddToDo {
  /// Why a name was refused.
  enum NameError: Error, Equatable, Sendable {
    /// Nothing visible: empty, whitespace, or only zero-width characters.
    case empty
  }

  /// Creating the to-do from the typed name and handing it back to ToDoList.
  enum CreateToDo {
    struct Request: Equatable, Sendable {
      var name: String
    }

    struct Response: Equatable, Sendable {
      var outcome: Result<ToDo, NameError>
    }

    struct ViewModel: Equatable, Sendable {
      /// The inline error under the field, or `nil` when the to-do was created.
      var errorText: String?
      /// Whether to go back to ToDoList with the new to-do.
      var routesBack: Bool
    }
  }
}
