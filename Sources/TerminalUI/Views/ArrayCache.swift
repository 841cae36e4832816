/// The last array a getter built and what it was built from, so that asking again with the
/// same inputs returns the stored array instead of building (and allocating) a new one.
///
/// The window reads every ``View/keyHints`` and ``ViewController/keyCommands`` on the way
/// to the focused view once a frame, for the footer; views and controllers whose hints
/// depend on a little state keep them here, so that a frame allocates nothing for them.
///
/// ```swift
/// private var hintCache = ArrayCache<KeyBinding.Labelled, KeyHint>()
///
/// override var keyHints: [KeyHint] {
///   let press = KeyBinding.Labelled(binding: keyMap.press, action: title)
///   return hintCache.elements(for: press) { press.hint.map { [$0] } ?? [] }
/// }
/// ```
struct ArrayCache<Inputs: Equatable, Element> {
  /// What ``elements`` were built from; `nil` before the first build.
  private var inputs: Inputs?
  private var elements: [Element] = []

  /// An empty cache.
  init() {}

  /// The array `build` makes from `inputs`: the stored one when `inputs` equal the last
  /// ones, else a new one, stored.
  mutating func elements(for inputs: Inputs, build: () -> [Element]) -> [Element] {
    if self.inputs != inputs {
      elements = build()
      self.inputs = inputs
    }
    return elements
  }
}
