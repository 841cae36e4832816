import TerminalCore

/// The keys that run one action of a control, as data an app can change.
///
/// A control keeps its bindings in a `KeyMap` (``Button/KeyMap``, ``TextField/KeyMap``,
/// ``TableView/KeyMap``) and both answers keys and writes its footer hints from them, so
/// the footer always names the keys that work. A binding with no keys is off.
///
/// ```swift
/// field.keyMap.moveToStart = KeyBinding(KeyEvent(.home), KeyEvent(.character("a"), modifiers: .control))
/// table.keyMap.select = KeyBinding(KeyEvent(.character("o")))  // the footer says "o Select"
/// table.keyMap.select = KeyBinding(KeyEvent(.enter), action: "Open")  // "Enter Open"
/// ```
public struct KeyBinding: Hashable, Sendable {
  /// The keys, the one the footer names first.
  public var keys: [KeyEvent]

  /// What the footer calls the action, in place of the control's own word (`Select`,
  /// `Submit`, `Move`…); `nil`, the default, keeps the control's. A button names its action
  /// with its title, and a checkbox with `Tick` or `Untick`, unless this says otherwise. An
  /// empty action keeps the keys out of the footer; the control still takes them, and a
  /// scene's command on one of them stays out too.
  public var action: String?

  /// Creates a binding to `keys`.
  ///
  /// - Parameters:
  ///   - keys: The keys; the first is the one the footer names.
  ///   - action: What the footer calls the action; `nil` keeps the control's word.
  public init(_ keys: KeyEvent..., action: String? = nil) {
    self.keys = keys
    self.action = action
  }

  /// Creates a binding to `keys`.
  ///
  /// - Parameters:
  ///   - keys: The keys; the first is the one the footer names.
  ///   - action: What the footer calls the action; `nil` keeps the control's word.
  public init(keys: [KeyEvent], action: String? = nil) {
    self.keys = keys
    self.action = action
  }

  /// Whether `event` is one of the keys.
  ///
  /// - Parameter event: A key the user pressed.
  /// - Returns: `true` when the binding answers it.
  public func matches(_ event: KeyEvent) -> Bool {
    keys.contains(event)
  }

  /// The name of the first key, as the footer shows it (`Enter`, `Ctrl-O`); empty when the
  /// binding is off.
  public var keyName: String {
    keys.first?.displayName ?? ""
  }

  /// The footer's hint for the binding: its first key's name and its ``action``, or
  /// `action` when it has none, standing for all its keys; `nil` when it is off.
  ///
  /// - Parameter action: What the key does, in a word or two, unless ``action`` says.
  /// - Returns: The hint, or `nil` for a binding without keys.
  public func hint(_ action: String) -> KeyHint? {
    keys.isEmpty ? nil : KeyHint(key: keyName, action: self.action ?? action, keys: keys)
  }
}

extension KeyBinding {
  /// A binding and the action the footer names it with: what its hint is made of.
  ///
  /// A view that keeps its hints in an ``ArrayCache`` compares these rather than the hints,
  /// so that the key's name is written only when the binding or the action changed, not on
  /// every frame the footer reads the hints.
  struct Labelled: Equatable {
    var binding: KeyBinding
    var action: String

    /// The hint, or `nil` for a binding that is off.
    var hint: KeyHint? { binding.hint(action) }
  }
}
