import TerminalUI

/// What Home's full message field left out, said in its error label: every character typed
/// or pasted past ``Message/maximumLength`` counts, until the field is below that length
/// again and the note goes.
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
  /// The characters left out since the field was last below its length.
  private var count = 0

  /// Keeps a note on what `field` leaves out in `label`, for as long as the field lives
  /// (its handlers hold the note).
  static func attach(to field: TextField, showingIn label: Label) {
    let note = LeftOutNote(field: field, label: label)
    field.addHandler(for: .inputTruncated) { _ in note.fieldDidTruncate() }
    field.addHandler(for: .editingChanged) { _ in note.fieldDidChange() }
  }

  private init(field: TextField, label: Label) {
    self.field = field
    self.label = label
  }

  /// Adds the characters the field just left out and says how many there are.
  private func fieldDidTruncate() {
    count += field.droppedCount
    label.text = "A message holds \(Message.maximumLength) characters; \(count) left out."
  }

  /// Takes the note away once the field is below its length again.
  private func fieldDidChange() {
    guard count > 0, field.text.count < Message.maximumLength else { return }
    count = 0
    label.text = ""
  }
}
