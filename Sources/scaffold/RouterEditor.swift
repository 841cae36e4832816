/// Adds a route to a new scene to an existing scene's router (`--from`), in the shape of
/// `HomeRouter.routeToDetail`.
///
/// Four edits, each made on a fresh parse of the previous result: the requirement in
/// `<From>RoutingLogic`, the entry in the `routes` table, and the `routeTo…`, `navigateTo…`
/// and `passDataTo…` methods at the end of the router's `Routing`, `Navigation` and
/// `Passing data` MARK sections (each section is added at the end of the class if missing).
/// Doc comments still as the scaffolder wrote them for a router without routes are made to
/// say it has some (see ``RouterDocs``); others are left alone.
///
/// ```swift
/// let editor = RouterEditor(path: "Scenes/Home/HomeRouter.swift", route: route)
/// let edited = try editor.editing(text)
/// ```
struct RouterEditor {
  /// The router file's path, for messages.
  let path: String
  /// The route's code.
  let route: RouteTemplates

  private var f: String { route.source }
  private var s: String { route.name.rawValue }

  /// The router's text with the route added, and what was added, one line each.
  ///
  /// - Throws: ``ScaffoldError/sourceNotEditable(scene:path:missing:)`` when the router lacks
  ///   `protocol <From>RoutingLogic`, `class <From>Router`, its `routes` table, its
  ///   `dataStore` or `viewController`, or when a closing brace shares a line with code;
  ///   ``ScaffoldError/routeExists(scene:route:path:)`` when the route is already there.
  func editing(_ text: String) throws(ScaffoldError) -> (text: String, additions: [String]) {
    try checkRouteIsNew(in: SwiftSource(text))
    var edited = try addingRequirement(to: SwiftSource(text))
    edited = try addingRouteEntry(to: SwiftSource(edited))
    edited = try adding(route.routeMethod, inSection: "Routing", to: SwiftSource(edited))
    edited = try adding(route.navigateMethod, inSection: "Navigation", to: SwiftSource(edited))
    edited = try adding(route.passDataMethod, inSection: "Passing data", to: SwiftSource(edited))
    edited = describingRoutes(in: edited)
    let additions = [
      "\(f)RoutingLogic: func routeTo\(s)(segue: Segue?) throws",
      "routes: \"\(s)\": \(f)Router.routeTo\(s)",
      "\(f)Router: routeTo\(s)(segue:), navigateTo\(s)(source:destination:), "
        + "passDataTo\(s)(source:destination:)",
    ]
    return (edited, additions)
  }

  // MARK: - Checks

  private func checkRouteIsNew(in source: SwiftSource) throws(ScaffoldError) {
    for method in ["routeTo\(s)", "navigateTo\(s)", "passDataTo\(s)"]
    where !source.indices(ofSequence: [method]).isEmpty {
      throw .routeExists(scene: f, route: "a \(method) method", path: path)
    }
    for property in ["dataStore", "viewController"]
    where source.indices(ofSequence: ["var", property]).isEmpty {
      throw .sourceNotEditable(scene: f, path: path, missing: "`var \(property)`")
    }
  }

  // MARK: - Routing logic

  private func addingRequirement(to source: SwiftSource) throws(ScaffoldError) -> String {
    let name = "\(f)RoutingLogic"
    guard let start = source.indices(ofSequence: ["protocol", name]).first,
      let open = source.firstIndex(of: "{", from: start + 2),
      let close = source.matchingClose(ofTokenAt: open)
    else {
      throw .sourceNotEditable(scene: f, path: path, missing: "`protocol \(name) { … }`")
    }
    let indent = source.indentation(ofLineAt: source.tokens[start].range.lowerBound)
    let requirement = route.requirement(indent: indent.count + 2)
    let closeOffset = source.tokens[close].range.lowerBound
    if close == open + 1 {
      let range = source.tokens[open].range.lowerBound..<source.tokens[close].range.upperBound
      return source.replacing(range, with: "{\n\(requirement)\n\(indent)}")
    }
    guard source.isFirstOnLine(closeOffset) else {
      throw .sourceNotEditable(
        scene: f, path: path, missing: "closing brace of \(name) on a line of its own")
    }
    return source.inserting(requirement + "\n", at: source.lineStart(of: closeOffset))
  }

  // MARK: - Routes table

  private func addingRouteEntry(to source: SwiftSource) throws(ScaffoldError) -> String {
    let declaration =
      source.indices(ofSequence: ["static", "let", "routes"]).first
      ?? source.indices(ofSequence: ["static", "var", "routes"]).first
    guard let declaration,
      let equals = source.firstIndex(of: "=", from: declaration + 3),
      equals + 1 < source.tokens.count, source.tokens[equals + 1].text == "[",
      let close = source.matchingClose(ofTokenAt: equals + 1)
    else {
      throw .sourceNotEditable(
        scene: f, path: path, missing: "`static let routes: […] = [ … ]` table")
    }
    let open = equals + 1
    let keys = ((open + 1)..<close).filter { index in
      source.tokens[index].kind == .string && source.tokens[index + 1].text == ":"
    }
    if keys.contains(where: { source.tokens[$0].text == s }) {
      throw .routeExists(scene: f, route: "a \"\(s)\" entry in its routes table", path: path)
    }
    let indent = source.indentation(ofLineAt: source.tokens[declaration].range.lowerBound)
    let entry = route.routeEntry(indent: indent.count + 2)
    let openOffset = source.tokens[open].range.lowerBound
    let closeOffset = source.tokens[close].range.lowerBound
    let inner = ((open + 1)..<close).map { source.tokens[$0].text }
    if inner == [":"] || inner.isEmpty {
      let range = openOffset..<source.tokens[close].range.upperBound
      return source.replacing(range, with: "[\n\(entry)\n\(indent)]")
    }
    guard source.isFirstOnLine(closeOffset) else {
      let existing = source.text(from: source.tokens[open + 1].range.lowerBound, to: closeOffset)
      let trimmed = existing.hasSuffix(",") ? String(existing.dropLast()) : existing
      let range = openOffset..<source.tokens[close].range.upperBound
      return source.replacing(
        range, with: "[\n\(indent)  \(trimmed),\n\(entry),\n\(indent)]")
    }
    let last = source.tokens[close - 1]
    let withEntry = source.inserting(
      "\(entry),\n", at: source.nextLineStart(after: last.range.upperBound))
    guard last.text != "," else { return withEntry }
    return SwiftSource(withEntry).inserting(",", at: last.range.upperBound)
  }

  // MARK: - Doc comments

  /// `text` with the router's generated doc comments for a router without routes, where
  /// they are still as written, replaced by those for a router with routes.
  private func describingRoutes(in text: String) -> String {
    var text = text
    for presented in [false, true] {
      let summary = { RouterDocs.summary(of: f, hasRoutes: $0, presented: presented) }
      text = text.replacing(
        CodeLayout.doc(indent: 0, summary(false)), with: CodeLayout.doc(indent: 0, summary(true)))
    }
    return text.replacing(
      CodeLayout.doc(indent: 0, RouterDocs.role(of: f, hasRoutes: false)),
      with: CodeLayout.doc(indent: 0, RouterDocs.role(of: f, hasRoutes: true)))
  }

  // MARK: - Methods

  /// The text with `method` at the end of the class's `// MARK: - <title>` section, or in a
  /// new section at the end of the class.
  private func adding(_ method: String, inSection title: String, to source: SwiftSource)
    throws(ScaffoldError) -> String
  {
    let name = "\(f)Router"
    guard let start = source.indices(ofSequence: ["class", name]).first,
      let open = source.firstIndex(of: "{", from: start + 2),
      let close = source.matchingClose(ofTokenAt: open)
    else {
      throw .sourceNotEditable(scene: f, path: path, missing: "`final class \(name) { … }`")
    }
    let closeOffset = source.tokens[close].range.lowerBound
    guard source.isFirstOnLine(closeOffset) else {
      throw .sourceNotEditable(
        scene: f, path: path, missing: "closing brace of \(name) on a line of its own")
    }
    let bodyStart = source.tokens[open].range.upperBound
    let bodyEnd = source.lineStart(of: closeOffset)
    let marks = markLines(in: source, from: bodyStart, to: bodyEnd)
    let indent = source.indentation(ofLineAt: source.tokens[start].range.lowerBound) + "  "
    if let index = marks.firstIndex(where: { $0.title == title }) {
      let sectionEnd = index + 1 < marks.count ? marks[index + 1].offset : bodyEnd
      let insertion = source.nextLineStart(after: source.contentEnd(before: sectionEnd) - 1)
      return source.inserting("\n\(method)\n", at: insertion)
    }
    let insertion = source.nextLineStart(after: source.contentEnd(before: bodyEnd) - 1)
    return source.inserting("\n\(indent)// MARK: - \(title)\n\n\(method)\n", at: insertion)
  }

  /// The `// MARK: - ` lines between two offsets: where each starts and its title.
  private func markLines(in source: SwiftSource, from start: Int, to end: Int)
    -> [(offset: Int, title: String)]
  {
    var marks: [(offset: Int, title: String)] = []
    var lineStart = source.nextLineStart(after: start)
    while lineStart < end {
      let next = source.nextLineStart(after: lineStart)
      let line = trimmed(source.text(from: lineStart, to: next))
      let prefix = "// MARK: - "
      if line.hasPrefix(prefix) {
        marks.append((lineStart, String(line.dropFirst(prefix.count))))
      }
      guard next > lineStart else { break }
      lineStart = next
    }
    return marks
  }

  /// `text` without leading and trailing spaces, tabs and newlines.
  private func trimmed(_ text: String) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }
}
