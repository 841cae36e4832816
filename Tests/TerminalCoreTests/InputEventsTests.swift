import Testing

@testable import TerminalCore

/// Tests of ``InputEvents``: printable ASCII keys are held as bytes and the other events
/// beside them, and nothing outside can tell — order, equality, hashing, editing and
/// description are those of the array of events it stands for.
struct InputEventsTests {
  /// Printable keys with and without modifiers, among events of every other kind.
  static let mixed: [InputEvent] = [
    .key(KeyEvent(.character("a"))),
    .paste("pasted\ttext"),
    .key(KeyEvent(.character("b"), modifiers: .alt)),
    .key(KeyEvent(.up, modifiers: .control)),
    .key(KeyEvent(.character("é"))),
    .mouse(MouseEvent(.left, at: Point(x: 3, y: 4))),
    .key(KeyEvent(.character("c"))),
  ]

  @Test func holdsEventsOfEveryKindInOrder() {
    let events = InputEvents(Self.mixed)
    #expect(events.count == Self.mixed.count)
    #expect(Array(events) == Self.mixed)
    #expect(events[1] == .paste("pasted\ttext"))
    #expect(events[6] == .key(KeyEvent(.character("c"))))
  }

  @Test func decodedBatchEqualsTheLiteralOfItsEvents() {
    var decoder = InputDecoder()
    let events = decoder.decode(Array("hi\u{1B}[A\u{1B}x".utf8))
    #expect(
      events == [
        .key(KeyEvent(.character("h"))), .key(KeyEvent(.character("i"))), .key(KeyEvent(.up)),
        .key(KeyEvent(.character("x"), modifiers: .alt)),
      ])
    #expect(events != [.key(KeyEvent(.character("h")))])
  }

  @Test func equalBatchesHashAlikeAndDifferentOnesDiffer() {
    let built = Self.mixed.reduce(into: InputEvents()) { $0.append($1) }
    #expect(built == InputEvents(Self.mixed))
    #expect(Set([built, InputEvents(Self.mixed)]).count == 1)
    #expect(built != InputEvents(Self.mixed.reversed()))
    #expect(built != InputEvents(Self.mixed.dropLast()))
  }

  @Test(arguments: [0..<0, 0..<2, 1..<4, 3..<3, 5..<7, 7..<7])
  func replacingARangeEditsAsAnArrayDoes(_ range: Range<Int>) {
    let replacement: [InputEvent] = [.paste("new"), .key(KeyEvent(.character("z")))]
    var events = InputEvents(Self.mixed)
    var array = Self.mixed

    events.replaceSubrange(range, with: replacement)
    array.replaceSubrange(range, with: replacement)

    #expect(Array(events) == array)
  }

  @Test func removingAndInsertingKeepTheOtherEventsInPlace() {
    var events = InputEvents(Self.mixed)
    var array = Self.mixed

    events.remove(at: 1)
    array.remove(at: 1)
    events.insert(.paste("again"), at: 3)
    array.insert(.paste("again"), at: 3)
    events += [.key(KeyEvent(.enter))]
    array += [.key(KeyEvent(.enter))]

    #expect(Array(events) == array)
    events.removeAll(keepingCapacity: true)
    #expect(events.isEmpty)
    events.append(.paste("after"))
    #expect(events == [.paste("after")])
  }

  @Test func describesItselfAsTheArrayOfItsEvents() {
    #expect(InputEvents(Self.mixed).description == Self.mixed.description)
    #expect(InputEvents().description == "[]")
  }
}
