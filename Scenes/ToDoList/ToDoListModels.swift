/// The models of the ToDoList scene's use cases.
enum ToDoList {
  /// A to-do changed in another scene, and the position in the list of the one it replaces.
  struct EditedToDo: Equatable, Sendable {
    var index: Int
    var toDo: ToDo
  }

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

  /// What a save brought back after the change that asked for it was shown: another
  /// instance's changes merged into the list, or a failure (or its end).
  enum SaveToDos {
    struct Response: Equatable, Sendable {
      /// What was merged; its list replaces the one shown.
      var merge: ToDoListMerge?
      /// Why the list could not be saved, if it could not.
      var error: ToDoStoreError?
      /// With a merge, where each to-do of the list shown before it is in the merged list,
      /// by its old position: `nil` for one the merge deleted.
      var movedTo: [Int?] = []
    }

    struct ViewModel: Equatable, Sendable {
      /// The rows of the merged list; `nil` when the list shown stays as it is.
      var rows: [String]?
      /// Where each row shown before the merge went, by its old position (`nil`: gone), so
      /// the selection stays on its to-do.
      var movedTo: [Int?] = []
      /// What was merged, in a sentence.
      var noticeText: String?
      var errorText: String?
    }
  }

  /// Putting the to-do EditToDo passed back, if there is one, in place of the one it edits.
  enum UpdateToDo {
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

  /// Asking whether to delete a to-do, before anything is deleted.
  enum ConfirmDeletion {
    struct Request: Equatable, Sendable {
      var index: Int
    }

    struct Response: Equatable, Sendable {
      var toDo: ToDo
      var index: Int
    }

    struct ViewModel: Equatable, Sendable {
      /// The question the alert asks, naming the to-do.
      var title: String
      /// The to-do to delete when the user confirms.
      var index: Int
    }
  }
}
