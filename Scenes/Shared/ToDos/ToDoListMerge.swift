/// Two changed copies of a to-do list brought together, to-do by to-do, by ``ToDo/id``.
///
/// `base` is the list both copies started from, `ours` the copy being saved and `theirs` the
/// copy another instance saved meanwhile. The rules, for each to-do:
///
/// - **Added** by either side (not in `base`): kept.
/// - **Deleted** by either side (in `base`, missing from that side): deleted, even if the
///   other side changed it.
/// - **Changed** (renamed or toggled) by one side only: that side's version.
/// - **Changed by both**: the last writer wins, which is `ours`, the copy being saved now.
///
/// The order is that of `theirs`, the list on disk, with the to-dos only `ours` added
/// appended at the end, in our order: every instance that saves takes the file's order, so
/// two instances show one list in one order (had each kept its own first, each save would
/// have shuffled the file). The counts say what `theirs` brought, for the message the user
/// sees.
///
/// ```swift
/// let merge = ToDoListMerge(base: read, ours: edited, theirs: onDisk)
/// try write(merge.toDos)
/// print("Merged \(merge.added) to-dos saved by another instance")
/// ```
public struct ToDoListMerge: Equatable, Sendable {
  /// The merged list.
  public var toDos: [ToDo]
  /// How many to-dos `theirs` added.
  public var added: Int
  /// How many to-dos `theirs` changed, and `ours` did not.
  public var changed: Int
  /// How many to-dos `theirs` deleted that `ours` still had.
  public var deleted: Int

  /// Whether `theirs` brought anything: with no count, the result is `ours`.
  public var isEmpty: Bool { added == 0 && changed == 0 && deleted == 0 }

  /// Merges `ours` and `theirs`, both grown from `base`.
  ///
  /// - Parameters:
  ///   - base: The list both sides started from.
  ///   - ours: The list being saved; it wins where both changed a to-do.
  ///   - theirs: The list the other side saved.
  /// - Complexity: O(n) in the lengths of the three lists.
  public init(base: [ToDo], ours: [ToDo], theirs: [ToDo]) {
    let baseByID = Self.byID(base)
    let oursByID = Self.byID(ours)
    var placed = Set<String>()
    placed.reserveCapacity(max(ours.count, theirs.count))
    var merged: [ToDo] = []
    merged.reserveCapacity(max(ours.count, theirs.count))
    var added = 0
    var changed = 0
    // In the order of `theirs`, the list on disk: what every instance reads next.
    for their in theirs where placed.insert(their.id).inserted {
      let ourVersion = oursByID[their.id]
      guard let original = baseByID[their.id] else {
        // Added by them (or by both, with one identity: ours then wins).
        merged.append(ourVersion ?? their)
        if ourVersion == nil { added += 1 }
        continue
      }
      guard let ourVersion else { continue }  // deleted by us
      if ourVersion == original && their != original {
        merged.append(their)
        changed += 1
      } else {
        merged.append(ourVersion)
      }
    }
    var deleted = 0
    for toDo in ours where placed.insert(toDo.id).inserted {
      if baseByID[toDo.id] != nil {
        deleted += 1  // deleted by them
      } else {
        merged.append(toDo)
      }
    }
    self.toDos = merged
    self.added = added
    self.changed = changed
    self.deleted = deleted
  }

  /// The list's to-dos by identity; the first one wins when a hand-edited file repeats one.
  private static func byID(_ toDos: [ToDo]) -> [String: ToDo] {
    var result: [String: ToDo] = [:]
    result.reserveCapacity(toDos.count)
    for toDo in toDos where result[toDo.id] == nil {
      result[toDo.id] = toDo
    }
    return result
  }
}
