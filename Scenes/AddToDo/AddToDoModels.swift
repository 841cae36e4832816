/// The models of the AddToDo scene's use cases.
enum AddToDo {
  /// Why a name was refused.
  enum NameError: Error, Equatable, Sendable {
    /// Nothing visible: empty, whitespace, or only zero-width characters.
    case empty
  }

  /// Why the new to-do could not be handed back.
  enum RouteBackError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scene under AddToDo on the navigation stack is not a ToDoList: `below` names its
    /// type, or is `nil` when AddToDo is at the bottom of the stack.
    case notAboveToDoList(below: String?)

    var description: String {
      switch self {
      case .notAboveToDoList(let below?):
        return "AddToDo is above a \(below), not a to-do list, so the new to-do cannot go back."
      case .notAboveToDoList(nil):
        return "AddToDo is not above a to-do list, so the new to-do cannot go back."
      }
    }
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
