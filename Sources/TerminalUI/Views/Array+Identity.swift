extension Array where Element: AnyObject {
  /// Removes every occurrence of `object` (the same instance, compared with `===`).
  ///
  /// A loop rather than `removeAll(where:)`: views and controllers are isolated to the main
  /// actor, and Swift checks the isolation of a main-actor closure passed to the standard
  /// library each time it is called, a cost per element on every scene change.
  mutating func removeIdentical(to object: Element) {
    var index = endIndex
    while index > startIndex {
      index -= 1
      if self[index] === object { remove(at: index) }
    }
  }

  /// The first index of `object` (the same instance, compared with `===`), or `nil`; a
  /// loop, for the reason ``removeIdentical(to:)`` gives.
  func firstIndexIdentical(to object: Element) -> Int? {
    for index in indices where self[index] === object { return index }
    return nil
  }

  /// Whether the array holds `object` (the same instance, compared with `===`); a loop, for
  /// the reason ``removeIdentical(to:)`` gives.
  func containsIdentical(_ object: Element) -> Bool {
    firstIndexIdentical(to: object) != nil
  }

  /// Makes `object` the element at `index` (at most `count`) of a list written again over
  /// the last one: appended at the end, assigned only where another instance is, so a list
  /// written again with the same objects is only compared.
  mutating func writeIdentical(_ object: Element, at index: Int) {
    if index == count {
      append(object)
    } else if self[index] !== object {
      self[index] = object
    }
  }

  /// Drops the elements from `newCount` on: the end of a list written again shorter.
  mutating func truncate(to newCount: Int) {
    if newCount < count { removeLast(count - newCount) }
  }
}
