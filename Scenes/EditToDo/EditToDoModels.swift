/// The models of the EditToDo scene's use cases.
enum EditToDo {
  /// Why a name was refused.
  enum NameError: Error, Equatable, Sendable {
    /// Nothing visible: empty, whitespace, or only zero-width characters.
    case empty
  }

  /// Showing the name of the to-do being edited when the scene loads.
  enum LoadToDo {
    struct Request: Equatable, Sendable {}

    struct Response: Equatable, Sendable {
      /// The to-do handed over, or `nil` when none was.
      var toDo: ToDo?
    }

    struct ViewModel: Equatable, Sendable {
      /// The text the name field starts with.
      var name: String
      /// What the field leaves out of a name longer than ``ToDoName/maximumLength`` (one
      /// written by another program), said under it; `nil` for a name that fits.
      var lengthNote: String? = nil
    }
  }

  /// Renaming the to-do and handing it back to the list.
  enum SaveToDo {
    struct Request: Equatable, Sendable {
      var name: String
    }

    struct Response: Equatable, Sendable {
      /// The renamed to-do, or why the name was refused.
      var outcome: Result<ToDo, NameError>
    }

    struct ViewModel: Equatable, Sendable {
      /// The inline error under the field, or `nil` when the to-do was saved.
      var errorText: String?
      /// Whether to go back to the list with the renamed to-do.
      var routesBack: Bool
    }
  }
}
