extension InputDecoder {
  /// Takes one byte of a CSI or SS3 sequence.
  ///
  /// - Returns: Whether the byte was consumed; a byte that cannot continue a sequence
  ///   abandons it (see ``abandonSequence(into:)``) and is not.
  mutating func sequenceByte(_ byte: UInt8, into events: inout InputEvents) -> Bool {
    switch byte {
    case 0x20...0x3F:
      sequence.append(byte)
      if sequence.count > Self.maximumSequenceLength {
        sequence.removeAll(keepingCapacity: true)
        mode = .ignoringSequence
      }
      return true
    case 0x5B where mode == .controlSequence && sequence.isEmpty:
      sequence.append(byte)
      return true
    case 0x40...0x7E:
      finishSequence(final: byte, into: &events)
      return true
    default:
      abandonSequence(into: &events)
      return false
    }
  }

  /// Skips one byte of an overlong sequence.
  ///
  /// - Returns: Whether the byte was consumed; one that cannot belong to a sequence ends the
  ///   skipping and is not.
  mutating func ignoredSequenceByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20...0x3F:
      return true
    case 0x40...0x7E:
      mode = .ground
      return true
    default:
      mode = .ground
      return false
    }
  }

  /// Settles a sequence cut short. `ESC [` or `ESC O` alone is the Alt key a person typed:
  /// Alt-`[` or Alt-`O`. A sequence with parameter bytes is the terminal's, its end delayed
  /// past the timeout (a slow link, tmux) or lost, and is dropped: typed as text, its bytes
  /// would land in the focused field.
  mutating func abandonSequence(into events: inout InputEvents) {
    if sequence.isEmpty {
      events.appendPrintable(mode == .controlSequence ? 0x5B : 0x4F, modifiers: .alt)
    }
    sequence.removeAll(keepingCapacity: true)
    mode = .ground
  }

  private mutating func finishSequence(final: UInt8, into events: inout InputEvents) {
    let isControlSequence = mode == .controlSequence
    mode = .ground
    defer { sequence.removeAll(keepingCapacity: true) }
    if isControlSequence, sequence == [0x5B] {
      if let key = EscapeSequenceKeys.linuxFunctionKey(final) { events.append(.key(key)) }
      return
    }
    if isControlSequence, sequence.isEmpty, final == 0x4D {
      mode = .legacyMouse
      return
    }
    if isControlSequence, sequence.first == 0x3C {
      if let mouse = Self.sgrMouse(sequence, final: final) { events.append(.mouse(mouse)) }
      return
    }
    if isControlSequence, finishKittySequence(final: final, into: &events) { return }
    guard let parameters = EscapeSequenceKeys.parameters(sequence) else { return }
    if isControlSequence, final == 0x7E, parameters == [200] {
      isInsidePaste = true
      return
    }
    let key =
      isControlSequence
      ? EscapeSequenceKeys.controlSequence(final: final, parameters: parameters)
      : EscapeSequenceKeys.singleShift(final: final, parameters: parameters)
    if let key { events.append(.key(key)) }
  }
}
