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
/// The order is `ours`, with the to-dos only `theirs` added appended at the end, in their
/// order. The counts say what `theirs` brought, for the message the user sees.
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
    let theirsByID = Self.byID(theirs)
    var ourIDs = Set<String>()
    ourIDs.reserveCapacity(ours.count)
    var merged: [ToDo] = []
    merged.reserveCapacity(max(ours.count, theirs.count))
    var changed = 0
    var deleted = 0
    for toDo in ours where ourIDs.insert(toDo.id).inserted {
      guard let original = baseByID[toDo.id] else {
        merged.append(toDo)
        continue
      }
      guard let their = theirsByID[toDo.id] else {
        deleted += 1
        continue
      }
      if toDo == original && their != original {
        merged.append(their)
        changed += 1
      } else {
        merged.append(toDo)
      }
    }
    var added = 0
    for toDo in theirs where baseByID[toDo.id] == nil && ourIDs.insert(toDo.id).inserted {
      merged.append(toDo)
      added += 1
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
