/// The data of a ``TableView``: its generators in order, the section headers among them,
/// and the selected row.
///
/// In the spirit of ReactiveDataDisplayManager, a scene hands the manager generators and
/// edits the table through it — add, insert after a given generator, replace, remove,
/// clear, refill — never through positions: every operation names generators by identity,
/// so an anchor or a selection cannot go stale. An anchor that is not in the table is a
/// ``TableError``, and the table is left unchanged.
///
/// Rows belong to sections: ``addSectionHeader(_:)`` starts a new section at the end, and
/// rows added after it belong to it; rows before the first header form a section without
/// one. Headers are drawn like rows but are never selected.
///
/// Heights are kept in a Fenwick tree, so finding the rows on screen is O(log n) whatever
/// the number of rows; appending is O(log n) and other edits are O(n) array edits.
///
/// A generator is in at most one table: adding one that is already in a table moves it.
///
/// ```swift
/// let table = TableView()
/// let manager = table.manager
/// let milk = RowGenerator<TextRow>(model: "Buy milk")
/// manager.add([milk, RowGenerator<TextRow>(model: "Walk the dog")])
/// try manager.insert(RowGenerator<TextRow>(model: "Buy eggs"), after: milk)
/// try manager.remove(milk)
/// manager.selectedGenerator  // "Buy eggs": the row that took the removed row's place
/// ```
@MainActor
public final class TableDisplayManager {
  /// Every generator, headers included, in the order they are shown.
  @exclusivity(unchecked)
  public private(set) var generators: [TableRowGenerator] = []

  /// The selected row; `nil` only when the table has no row (headers are never selected).
  ///
  /// When rows arrive in a table without a selection, the first row is selected; when the
  /// selected row is removed, the row that took its place is, else the one before.
  @exclusivity(unchecked)
  public private(set) var selectedGenerator: TableRowGenerator?

  /// Told each time the selected row changes, once the change is complete: moved by the
  /// user (a key, a click, the wheel), by ``select(_:)``, or by an edit (the first row
  /// selected when rows arrive, another when the selected one is removed or replaced, the
  /// row at the selection's place after `refill(with:)`). An edit
  /// that leaves the same row selected tells nothing; nor does setting the handler.
  ///
  /// A master-detail scene shows the selected item's details from it; Enter on a row is
  /// ``TableRowEventHandling/onSelect(_:)``'s.
  ///
  /// ```swift
  /// tableView.manager.onSelectionChange = { [weak self] manager in
  ///   guard let index = manager.selectedIndex else { return }
  ///   self?.interactor?.showContact(request: ContactList.ShowContact.Request(index: index))
  /// }
  /// ```
  public var onSelectionChange: (@MainActor (TableDisplayManager) -> Void)? {
    didSet { reportedSelection = selectedGenerator }
  }

  /// The selection ``onSelectionChange`` was last told of (or saw set).
  private var reportedSelection: TableRowGenerator?

  /// How many compound edits are under way: the selection is reported when the outermost
  /// ends, not at each of its steps.
  @exclusivity(unchecked)
  private var compoundEditDepth = 0

  /// The position of the selected row in ``generators`` (headers count), as UIKit's
  /// `indexPathForSelectedRow`; `nil` when nothing is selected.
  ///
  /// - Complexity: O(1) while the selected row has not moved since it was last found,
  ///   else O(n) to find it by identity.
  public var selectedIndex: Int? {
    guard let selectedGenerator, let index = index(of: selectedGenerator, hint: selectedIndexHint)
    else { return nil }
    selectedIndexHint = index
    return index
  }

  /// The table view the manager feeds, told of every change.
  ///
  /// Unowned, not `weak`, for the reason ``View/superview``'s storage is: a weakly
  /// referenced table keeps its reference counts in the runtime's side table, and every
  /// retain and release of it (several each frame) then takes the slow path. The table sets
  /// it and its `deinit` clears it, unless a later table took the manager over, so it never
  /// outlives its table. `nonisolated(unsafe)` lets that `deinit` write it.
  @exclusivity(unchecked)
  nonisolated(unsafe) unowned(unsafe) var tableView: TableView?

  /// The mark of the generators in this table.
  private(set) lazy var membership = TableMembership(manager: self)

  /// Appends of more generators than this rebuild the height index once, in O(n), rather
  /// than growing it row by row.
  private static let largestIndexedAppend = 64

  /// The height of each generator, kept beside ``generators`` so that rebuilding the index
  /// reads one contiguous array.
  @exclusivity(unchecked)
  private var heights: [Int] = []
  @exclusivity(unchecked)
  private var heightIndex = TableHeightIndex()
  @exclusivity(unchecked)
  private var isHeightIndexStale = false
  /// Where ``selectedGenerator`` was last seen; checked by identity before use.
  @exclusivity(unchecked)
  private var selectedIndexHint = 0

  /// Creates an empty manager; a ``TableView`` makes its own unless given one.
  public init() {}

  // MARK: - Reading

  /// The number of generators, headers included.
  public var count: Int { generators.count }

  /// Whether the table holds no generator at all.
  public var isEmpty: Bool { generators.isEmpty }

  /// Whether `generator` is in this table.
  ///
  /// - Complexity: O(1).
  public func contains(_ generator: TableRowGenerator) -> Bool {
    generator.membership === membership
  }

  /// Whether `generator` is a section header of this table.
  ///
  /// - Complexity: O(1).
  public func isHeader(_ generator: TableRowGenerator) -> Bool {
    contains(generator) && generator.isHeader
  }

  /// The row generators, headers left out, in order.
  ///
  /// - Complexity: O(n).
  public var rowGenerators: [TableRowGenerator] { generators.filter { !$0.isHeader } }

  /// The header generators, in order.
  ///
  /// - Complexity: O(n).
  public var headerGenerators: [TableRowGenerator] { generators.filter(\.isHeader) }

  /// The sections, in order; a first section without a header holds the rows before the
  /// first header, if there are any.
  ///
  /// - Complexity: O(n).
  public var sections: [TableSection] {
    var result: [TableSection] = []
    for generator in generators {
      if generator.isHeader {
        result.append(TableSection(header: generator))
      } else if result.isEmpty {
        result.append(TableSection(rows: [generator]))
      } else {
        result[result.count - 1].rows.append(generator)
      }
    }
    return result
  }

  /// The number of lines all rows take together.
  ///
  /// - Complexity: O(log n), after an O(n) rebuild following an edit other than an append.
  public var totalHeight: Int { freshHeightIndex().totalHeight }

  // MARK: - Selection

  /// Selects `generator` and scrolls the table to show it.
  ///
  /// - Parameter generator: A row of this table.
  /// - Throws: ``TableError/generatorNotFound(id:name:)`` when it is not in the table,
  ///   ``TableError/notSelectable(id:name:)`` when it is a section header.
  public func select(_ generator: TableRowGenerator) throws {
    guard contains(generator) else { throw TableError.generatorNotFound(generator) }
    guard !generator.isHeader else { throw TableError.notSelectable(generator) }
    guard generator !== selectedGenerator else { return }
    selectedGenerator = generator
    tableView?.selectionDidChange()
    reportSelectionIfChanged()
  }

  /// Scrolls the table so that the selected row shows at `position`.
  public func scrollToSelection(at position: TableView.ScrollPosition = .nearest) {
    tableView?.scrollToSelection(at: position)
  }

  // MARK: - Internal: positions

  /// The position of `generator`, looked up by identity: O(1) when `hint` is right,
  /// else O(n).
  func index(of generator: TableRowGenerator, hint: Int) -> Int? {
    guard contains(generator) else { return nil }
    if hint >= 0, hint < generators.count, generators[hint] === generator { return hint }
    return generators.firstIndexIdentical(to: generator)
  }

  /// Selects the row at `index`.
  func selectRow(at index: Int) {
    let generator = generators[index]
    selectedIndexHint = index
    guard generator !== selectedGenerator else { return }
    selectedGenerator = generator
    tableView?.selectionDidChange()
    reportSelectionIfChanged()
  }

  /// Runs `edit`, made of several steps, and reports the selection once, at its end.
  func editInOneStep<Failure: Error>(_ edit: () throws(Failure) -> Void) throws(Failure) {
    compoundEditDepth += 1
    defer {
      compoundEditDepth -= 1
      reportSelectionIfChanged()
    }
    try edit()
  }

  /// The line the generator at `index` starts on.
  func lineOffset(ofIndex index: Int) -> Int {
    freshHeightIndex().lineOffset(ofRow: index)
  }

  /// The position of the generator that covers `line` (0 when the table is empty).
  func index(containingLine line: Int) -> Int {
    freshHeightIndex().row(containingLine: line)
  }

  /// The first row at or after `index`.
  func firstRow(from index: Int) -> Int? {
    var candidate = max(index, 0)
    while candidate < generators.count {
      if !generators[candidate].isHeader { return candidate }
      candidate += 1
    }
    return nil
  }

  /// The last row at or before `index`.
  func lastRow(through index: Int) -> Int? {
    var candidate = min(index, generators.count - 1)
    while candidate >= 0 {
      if !generators[candidate].isHeader { return candidate }
      candidate -= 1
    }
    return nil
  }

  // MARK: - Internal: storage

  /// Appends `generators`, already adopted.
  func appendAdopted(_ added: [TableRowGenerator]) {
    guard !added.isEmpty else { return }
    generators.append(contentsOf: added)
    let start = heights.count
    heights.append(contentsOf: added.lazy.map(\.height))
    if added.count > Self.largestIndexedAppend {
      isHeightIndexStale = true
    } else if !isHeightIndexStale {
      for height in heights[start...] { heightIndex.append(height) }
    }
    didEdit()
  }

  /// Inserts `generators`, already adopted, at `index`.
  func insertAdopted(_ added: [TableRowGenerator], at index: Int) {
    guard index < generators.count else { return appendAdopted(added) }
    guard !added.isEmpty else { return }
    generators.insert(contentsOf: added, at: index)
    heights.insert(contentsOf: added.lazy.map(\.height), at: index)
    isHeightIndexStale = true
    didEdit()
  }

  /// Puts `new`, already adopted, in the place of the generator at `index`.
  func replaceAdopted(at index: Int, with new: TableRowGenerator) {
    let old = generators[index]
    generators[index] = new
    heights[index] = new.height
    release([old])
    if !isHeightIndexStale { heightIndex.add(new.height - old.height, toRow: index) }
    if selectedGenerator === old {
      selectedGenerator = new
      selectedIndexHint = index
    }
    tableView?.generatorWasReplaced(old, with: new)
    didEdit()
  }

  /// Removes every generator for which `isRemoved` holds, keeping the order of the rest;
  /// a removed selection passes to the row that took its place, else to the row before,
  /// unless `isMove` says the generators are about to be put back elsewhere.
  ///
  /// - Complexity: O(n).
  func removeGenerators(isMove: Bool = false, where isRemoved: (TableRowGenerator) -> Bool) {
    let selected = selectedIndex
    var kept: [TableRowGenerator] = []
    kept.reserveCapacity(generators.count)
    var keptHeights: [Int] = []
    keptHeights.reserveCapacity(generators.count)
    var removed: [TableRowGenerator] = []
    var selectionPlace: Int?
    for (index, generator) in generators.enumerated() {
      if index == selected { selectionPlace = kept.count }
      if isRemoved(generator) {
        removed.append(generator)
      } else {
        kept.append(generator)
        keptHeights.append(heights[index])
      }
    }
    guard !removed.isEmpty else { return }
    generators = kept
    heights = keptHeights
    release(removed)
    isHeightIndexStale = true
    if let selectedGenerator, !contains(selectedGenerator), !isMove {
      self.selectedGenerator = nil
      if let place = selectionPlace, let next = firstRow(from: place) ?? lastRow(through: place) {
        self.selectedGenerator = generators[next]
        selectedIndexHint = next
      }
      tableView?.selectionDidChange()
    }
    didEdit()
  }

  /// Takes `incoming` into this table as headers or rows, once each: a generator listed
  /// twice is taken once, one in another table leaves it, one already here is moved (taken
  /// out of its place first).
  ///
  /// - Returns: The generators to place, in order, without repeats.
  func adopt(_ incoming: [TableRowGenerator], asHeaders: Bool) -> [TableRowGenerator] {
    var unique: [TableRowGenerator] = []
    unique.reserveCapacity(incoming.count)
    var movedWithin = false
    for generator in incoming where !generator.isMarked {
      generator.isMarked = true
      unique.append(generator)
      guard let other = generator.membership else { continue }
      if other === membership {
        movedWithin = true
      } else {
        other.manager?.removeGenerators { $0 === generator }
      }
    }
    if movedWithin { removeGenerators(isMove: true) { $0.isMarked && contains($0) } }
    for generator in unique {
      generator.isMarked = false
      generator.membership = membership
      generator.isHeader = asHeaders
    }
    return unique
  }

  // MARK: - Internal: notifications from generators

  /// Called by a generator whose height changed.
  func generatorHeightDidChange(_ generator: TableRowGenerator, from oldHeight: Int) {
    if let index = index(of: generator, hint: -1) {
      heights[index] = generator.height
      if !isHeightIndexStale { heightIndex.add(generator.height - oldHeight, toRow: index) }
    }
    tableView?.setNeedsLayout()
  }

  /// Called by a generator whose row shows something new.
  func generatorNeedsRedraw(_ generator: TableRowGenerator) {
    tableView?.setNeedsDisplay()
  }

  // MARK: - Private helpers

  /// Detaches removed generators from this table.
  private func release(_ removed: [TableRowGenerator]) {
    for generator in removed where contains(generator) {
      generator.membership = nil
      generator.isHeader = false
    }
  }

  /// Selects the first row if nothing is selected, and tells the table view.
  private func didEdit() {
    if selectedGenerator == nil, let first = firstRow(from: 0) {
      selectedGenerator = generators[first]
      selectedIndexHint = first
      tableView?.selectionDidChange()
    }
    tableView?.setNeedsLayout()
    reportSelectionIfChanged()
  }

  /// Tells ``onSelectionChange`` of a selection it has not been told of, unless a compound
  /// edit is under way.
  private func reportSelectionIfChanged() {
    guard let onSelectionChange, compoundEditDepth == 0, selectedGenerator !== reportedSelection
    else { return }
    reportedSelection = selectedGenerator
    onSelectionChange(self)
  }

  /// The height index, rebuilt first if an edit left it stale.
  private func freshHeightIndex() -> TableHeightIndex {
    if isHeightIndexStale {
      heightIndex.rebuild(from: heights)
      isHeightIndexStale = false
    }
    return heightIndex
  }
}
