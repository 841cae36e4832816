extension TableDisplayManager {
  // MARK: - Adding

  /// Adds `generator` as the last row of the last section.
  ///
  /// - Complexity: O(log n).
  public func add(_ generator: TableRowGenerator) {
    add([generator])
  }

  /// Adds `generators` as the last rows of the last section, in order.
  ///
  /// ```swift
  /// manager.add((1...1_000_000).map { RowGenerator<TextRow>(model: "Row \($0)") })
  /// ```
  ///
  /// - Complexity: O(k log n) for k generators.
  public func add(_ generators: [TableRowGenerator]) {
    appendAdopted(adopt(generators, asHeaders: false))
  }

  /// Adds `generators` as the last rows of the section that `header` heads.
  ///
  /// - Parameters:
  ///   - generators: The rows to add, in order.
  ///   - header: A section header of this table.
  /// - Throws: ``TableError/anchorNotFound(id:name:)`` when `header` is not a header of
  ///   this table or is among `generators`.
  /// - Complexity: O(n).
  public func add(_ generators: [TableRowGenerator], under header: TableRowGenerator) throws {
    guard isHeader(header), !generators.containsIdentical(header) else {
      throw TableError.anchorNotFound(header)
    }
    let adopted = adopt(generators, asHeaders: false)
    guard let start = index(of: header, hint: -1) else { throw TableError.anchorNotFound(header) }
    var end = start + 1
    while end < self.generators.count, !self.generators[end].isHeader { end += 1 }
    insertAdopted(adopted, at: end)
  }

  /// Starts a new section at the end of the table, headed by `header`; rows added next go
  /// into it.
  ///
  /// ```swift
  /// manager.addSectionHeader(RowGenerator<HeaderRow>(model: "Later"))
  /// manager.add(RowGenerator<TextRow>(model: "Paint the fence"))
  /// ```
  ///
  /// - Complexity: O(log n).
  public func addSectionHeader(_ header: TableRowGenerator) {
    appendAdopted(adopt([header], asHeaders: true))
  }

  /// Inserts `header` right after `anchor`, starting a new section there: the rows after
  /// `anchor` in its section move to the new one.
  ///
  /// ```swift
  /// try manager.insertSectionHeader(RowGenerator<HeaderRow>(model: "Done"), after: lastOpenRow)
  /// ```
  ///
  /// - Throws: ``TableError/anchorNotFound(id:name:)`` when `anchor` is not in the table or
  ///   is `header` itself.
  /// - Complexity: O(n).
  public func insertSectionHeader(_ header: TableRowGenerator, after anchor: TableRowGenerator)
    throws
  {
    guard contains(anchor), header !== anchor else { throw TableError.anchorNotFound(anchor) }
    let adopted = adopt([header], asHeaders: true)
    guard let place = index(of: anchor, hint: -1) else { throw TableError.anchorNotFound(anchor) }
    insertAdopted(adopted, at: place + 1)
  }

  // MARK: - Inserting

  /// Inserts `generator` right after `anchor`, in the anchor's section (after a header:
  /// as the first row of its section).
  ///
  /// - Throws: ``TableError/anchorNotFound(id:name:)`` when `anchor` is not in the table.
  /// - Complexity: O(n).
  public func insert(_ generator: TableRowGenerator, after anchor: TableRowGenerator) throws {
    try insert([generator], after: anchor)
  }

  /// Inserts `generators`, in order, right after `anchor`.
  ///
  /// ```swift
  /// try manager.insert([eggs, bread], after: milk)
  /// ```
  ///
  /// - Throws: ``TableError/anchorNotFound(id:name:)`` when `anchor` is not in the table or
  ///   is among `generators`; the table is unchanged.
  /// - Complexity: O(n).
  public func insert(_ generators: [TableRowGenerator], after anchor: TableRowGenerator) throws {
    guard contains(anchor), !generators.containsIdentical(anchor) else {
      throw TableError.anchorNotFound(anchor)
    }
    let adopted = adopt(generators, asHeaders: false)
    guard let place = index(of: anchor, hint: -1) else { throw TableError.anchorNotFound(anchor) }
    insertAdopted(adopted, at: place + 1)
  }

  /// Inserts `generator` as the first row of the table (after the first header, when the
  /// table starts with one).
  ///
  /// - Complexity: O(n).
  public func insertAtStart(_ generator: TableRowGenerator) {
    insertAtStart([generator])
  }

  /// Inserts `generators`, in order, as the first rows of the table (after the first
  /// header, when the table starts with one).
  ///
  /// - Complexity: O(n).
  public func insertAtStart(_ generators: [TableRowGenerator]) {
    let adopted = adopt(generators, asHeaders: false)
    let start = self.generators.first?.isHeader == true ? 1 : 0
    insertAdopted(adopted, at: start)
  }

  // MARK: - Replacing

  /// Puts `new` in the place of `old`, as a header if `old` was one; if `old` was
  /// selected, `new` is.
  ///
  /// ```swift
  /// try manager.replace(draftRow, with: RowGenerator<TextRow>(model: "Saved"))
  /// ```
  ///
  /// - Throws: ``TableError/generatorNotFound(id:name:)`` when `old` is not in the table.
  /// - Complexity: O(n) to find `old`; O(log n) once found.
  public func replace(_ old: TableRowGenerator, with new: TableRowGenerator) throws {
    guard contains(old) else { throw TableError.generatorNotFound(old) }
    guard new !== old else { return }
    let adopted = adopt([new], asHeaders: old.isHeader)
    guard let place = index(of: old, hint: -1), let generator = adopted.first else {
      throw TableError.generatorNotFound(old)
    }
    replaceAdopted(at: place, with: generator)
  }

  // MARK: - Removing

  /// Removes `generator`; a removed header's rows join the section above.
  ///
  /// - Throws: ``TableError/generatorNotFound(id:name:)`` when it is not in the table.
  /// - Complexity: O(n).
  public func remove(_ generator: TableRowGenerator) throws {
    try remove([generator])
  }

  /// Removes `generators`; if the selected row goes, the row that takes its place is
  /// selected, else the row before it.
  ///
  /// - Throws: ``TableError/generatorNotFound(id:name:)`` for the first of `generators`
  ///   that is not in the table; nothing is removed then.
  /// - Complexity: O(n).
  public func remove(_ generators: [TableRowGenerator]) throws {
    if let missing = generators.first(where: { !contains($0) }) {
      throw TableError.generatorNotFound(missing)
    }
    for generator in generators { generator.isMarked = true }
    removeGenerators { $0.isMarked }
    for generator in generators { generator.isMarked = false }
  }

  /// Removes every row, keeping the section headers.
  ///
  /// - Complexity: O(n).
  public func clearRows() {
    removeGenerators { !$0.isHeader }
  }

  /// Removes every section header, keeping the rows, which form one section.
  ///
  /// - Complexity: O(n).
  public func clearHeaders() {
    removeGenerators(where: \.isHeader)
  }

  // MARK: - Refilling

  /// Replaces everything in the table with `rows`, in one section without a header.
  ///
  /// The selection stays on its row if that row is among `rows`; else it stays where it
  /// was, on the row that now takes its place (the last row, if the table got shorter), as
  /// when a selected row is removed. So a display method that builds new generators from
  /// its view model each time keeps the user's place in the list.
  ///
  /// - Complexity: O(n + k).
  public func refill(with rows: [TableRowGenerator]) {
    refill(with: [TableSection(rows: rows)])
  }

  /// Replaces everything in the table with `sections`.
  ///
  /// The selection stays on its row if that row is still in the table; else it stays where
  /// it was, on the row that now takes its place (the next row below a header there, or the
  /// last row before it when none follows), as when a selected row is removed.
  ///
  /// - Complexity: O(n + k).
  public func refill(with sections: [TableSection]) {
    let previousSelection = selectedGenerator
    let previousIndex = selectedIndex
    editInOneStep {
      removeGenerators { _ in true }
      for section in sections {
        if let header = section.header { addSectionHeader(header) }
        add(section.rows)
      }
      if let previousSelection, contains(previousSelection), !previousSelection.isHeader {
        try? select(previousSelection)
      } else if let previousIndex,
        let place = firstRow(from: previousIndex) ?? lastRow(through: previousIndex)
      {
        selectRow(at: place)
      }
    }
  }
}
