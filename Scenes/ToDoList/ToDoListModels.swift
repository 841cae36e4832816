/// The models of the ToDoList scene's use cases.
enum ToDoList {
  /// Showing the saved list when the scene loads.
  enum FetchToDos {
    struct Request: Equatable, Sendable {}

    struct Response: Equatable, Sendable {
      var toDos: [ToDo]
      /// Why the list could not be read, if it could not.
      var error: ToDoStoreError?
    }

    struct ViewModel: Equatable, Sendable {
      /// One `[ ] name` or `[x] name` line per to-do.
      var rows: [String]
      /// What the table shows whenever it has no row.
      var emptyText: String
      /// The error to show above the list, if any.
      var errorText: String?
    }
  }

  /// Adding the to-do AddToDo passed back, if there is one, and selecting it.
  enum InsertNewToDo {
    struct Request: Equatable, Sendable {}

    struct Response: Equatable, Sendable {
      var toDo: ToDo
      var index: Int
      /// Why the list could not be saved, if it could not.
      var error: ToDoStoreError?
    }

    struct ViewModel: Equatable, Sendable {
      var index: Int
      var row: String
      var errorText: String?
    }
  }

  /// Ticking a to-do off, or back on.
  enum ToggleToDo {
    struct Request: Equatable, Sendable {
      var index: Int
    }

    struct Response: Equatable, Sendable {
      var toDo: ToDo
      var index: Int
      var error: ToDoStoreError?
    }

    struct ViewModel: Equatable, Sendable {
      var index: Int
      var row: String
      var errorText: String?
    }
  }

  /// Removing a to-do.
  enum DeleteToDo {
    struct Request: Equatable, Sendable {
      var index: Int
    }

    struct Response: Equatable, Sendable {
      var index: Int
      var error: ToDoStoreError?
    }

    struct ViewModel: Equatable, Sendable {
      var index: Int
      var errorText: String?
    }
  }
}
