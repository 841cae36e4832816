/// The events decoded from one read, in order: what ``InputDecoder/decode(_:)`` returns and
/// an ``TerminalEvent/input(_:)`` event carries.
///
/// A random-access collection of ``InputEvent`` that can be built like an array:
///
/// ```swift
/// var decoder = InputDecoder()
/// let events = decoder.decode(Array("hi\u{1B}[A".utf8))
/// // events == [.key(KeyEvent(.character("h"))), .key(KeyEvent(.character("i"))),
/// //            .key(KeyEvent(.up))]
/// for event in events {
///   if case .key(let key) = event { handle(key) }
/// }
/// ```
///
/// Typed text is mostly printable ASCII keys without modifiers, so those are held as their
/// bytes, and the other events beside them: a batch of typed keys is plain data, freed at
/// once rather than event by event (an `[InputEvent]` must look at each element, since an
/// event can hold a `String`).
public struct InputEvents: Sendable {
  /// One event in eight bytes: a printable ASCII key, or where the event is kept in
  /// `others`. A read of typed keys writes one entry per byte; an enum of the two cases took
  /// sixteen bytes, and the stores were most of the time a read took to decode.
  @usableFromInline
  struct Entry: Sendable {
    /// The top bit set: the index in `others` below it. Clear: the printable byte in the
    /// lowest eight bits and the modifiers' bits in the eight above.
    @usableFromInline let raw: UInt64

    /// The top bit of ``raw``, which marks an event kept in `others`.
    @inlinable static var otherFlag: UInt64 { 1 << 63 }

    /// The key of the printable ASCII `byte`, with `modifiers`.
    init(printable byte: UInt8, modifiers: KeyModifiers) {
      raw = UInt64(byte) | UInt64(modifiers.rawValue) << 8
    }

    /// `others[index]`.
    init(otherAt index: Int) {
      raw = Self.otherFlag | UInt64(index)
    }

    /// The event the entry stands for, taken from `others` when it is kept there.
    @inlinable func event(in others: [InputEvent]) -> InputEvent {
      if raw & Self.otherFlag != 0 {
        return others[Int(truncatingIfNeeded: raw & ~Self.otherFlag)]
      }
      return .key(
        KeyEvent(
          printable: UInt8(truncatingIfNeeded: raw),
          modifiers: KeyModifiers(rawValue: UInt8(truncatingIfNeeded: raw >> 8))))
    }
  }

  /// The events in order.
  @usableFromInline var entries: [Entry]
  /// The events that are not printable ASCII keys, in order.
  @usableFromInline var others: [InputEvent]

  /// Creates an empty batch.
  public init() {
    entries = []
    others = []
  }

  /// Appends the keys of a run of printable ASCII bytes, without modifiers: the decoder's
  /// hot path.
  ///
  /// - Parameter bytes: Bytes each in `0x20..<0x7F`.
  mutating func appendPrintable(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    entries.append(contentsOf: PrintableKeys(bytes))
  }

  /// Appends the key of one printable ASCII byte, without making an ``InputEvent`` first.
  ///
  /// - Parameters:
  ///   - byte: A byte in `0x20..<0x7F`.
  ///   - modifiers: The modifiers held with it.
  mutating func appendPrintable(_ byte: UInt8, modifiers: KeyModifiers = []) {
    entries.append(Entry(printable: byte, modifiers: modifiers))
  }
}

extension InputEvents: RandomAccessCollection, RangeReplaceableCollection {
  /// The position of the first event.
  @inlinable public var startIndex: Int { entries.startIndex }

  /// The position after the last event.
  @inlinable public var endIndex: Int { entries.endIndex }

  /// The event at `position`.
  @inlinable public subscript(position: Int) -> InputEvent {
    entries[position].event(in: others)
  }

  /// Appends `event`.
  ///
  /// - Complexity: Amortized O(1).
  public mutating func append(_ event: InputEvent) {
    if case .key(let key) = event, let byte = key.printableByte {
      entries.append(Entry(printable: byte, modifiers: key.modifiers))
    } else {
      entries.append(Entry(otherAt: others.count))
      others.append(event)
    }
  }

  /// Replaces the events in `subrange` with `newElements`.
  ///
  /// - Complexity: O(*n* + *m*) where *n* is the length of the batch and *m* of
  ///   `newElements`; O(*m*) when appending.
  public mutating func replaceSubrange<C: Collection<InputEvent>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    guard subrange.lowerBound != endIndex else {
      for event in newElements { append(event) }
      return
    }
    var replaced = InputEvents()
    replaced.reserveCapacity(count - subrange.count + newElements.count)
    for event in self[..<subrange.lowerBound] { replaced.append(event) }
    for event in newElements { replaced.append(event) }
    for event in self[subrange.upperBound...] { replaced.append(event) }
    self = replaced
  }

  /// Makes room for `capacity` events.
  public mutating func reserveCapacity(_ capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  /// Removes every event.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage for the next events.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    entries.removeAll(keepingCapacity: keepCapacity)
    others.removeAll(keepingCapacity: keepCapacity)
  }
}

extension InputEvents: ExpressibleByArrayLiteral {
  /// Creates a batch of `events`, as an array literal does.
  public init(arrayLiteral events: InputEvent...) {
    self.init(events)
  }
}

extension InputEvents: Hashable {
  /// Whether the two batches hold equal events in the same order.
  public static func == (lhs: InputEvents, rhs: InputEvents) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Hashes the events in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for event in self { hasher.combine(event) }
  }
}

extension InputEvents: CustomStringConvertible {
  /// The events as an array literal lists them.
  public var description: String { Array(self).description }
}
