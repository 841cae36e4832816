import TerminalUI

/// What a full field left out, said in its scene's error label: every character typed or
/// pasted past the field's `maximumLength` counts, until the field is below that length
/// again and the note goes. Home's message field (``Message/maximumLength``) and the to-do
/// name fields (``ToDoName/maximumLength``) have one.
///
/// An object of its own that the field's handlers hold, rather than methods of the view
/// controller: the field sends `editingChanged` at every key typed, and a handler that
/// reached the view controller or the field through a weak or unowned reference would pay
/// for it each time; this one reads the field only while there is a note.
@MainActor
final class LeftOutNote {
  /// The field; it holds the note through its handlers, so it outlives it.
  private unowned let field: TextField
  private let label: Label
  /// What the field holds, as the note names it: `A message`, `A name`.
  private let subject: String
  /// The field's length.
  private let limit: Int
  /// The characters left out since the field was last below its length.
  private var count = 0

  /// Keeps a note on what `field` leaves out in `label`, for as long as the field lives
  /// (its handlers hold the note): "`subject` holds 200 characters; 3 left out."
  ///
  /// - Parameters:
  ///   - field: A field with a `maximumLength`; without one it leaves nothing out.
  ///   - label: The scene's error label.
  ///   - subject: What the field holds, capitalized, as the note's subject.
  static func attach(to field: TextField, showingIn label: Label, subject: String) {
    guard let limit = field.maximumLength else { return }
    let note = LeftOutNote(field: field, label: label, subject: subject, limit: limit)
    field.addHandler(for: .inputTruncated) { _ in note.fieldDidTruncate() }
    field.addHandler(for: .editingChanged) { _ in note.fieldDidChange() }
  }

  private init(field: TextField, label: Label, subject: String, limit: Int) {
    self.field = field
    self.label = label
    self.subject = subject
    self.limit = limit
  }

  /// The note: "`subject` holds `limit` characters; `leftOut` left out."
  static func sentence(subject: String, limit: Int, leftOut: Int) -> String {
    "\(subject) holds \(limit) characters; \(leftOut) left out."
  }

  /// Adds the characters the field just left out and says how many there are.
  private func fieldDidTruncate() {
    count += field.droppedCount
    label.text = Self.sentence(subject: subject, limit: limit, leftOut: count)
  }

  /// Takes the note away once the field is below its length again.
  private func fieldDidChange() {
    guard count > 0, field.text.count < limit else { return }
    count = 0
    label.text = ""
  }
}
