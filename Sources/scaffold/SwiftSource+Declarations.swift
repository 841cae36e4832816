extension SwiftSource {
  /// A declaration with a body in braces (a protocol, a type or an extension), with where
  /// its keyword and its braces are.
  ///
  /// ```swift
  /// let source = SwiftSource("protocol HomeDataStore {\n}\n")
  /// let store = source.declaration("protocol", named: "HomeDataStore")
  /// store?.open   // 2, the index of the `{` token
  /// store?.close  // 3
  /// ```
  struct Declaration: Equatable, Sendable {
    /// The index of the keyword's token (`protocol`, `class`, `extension`…).
    let keyword: Int
    /// The keyword.
    let kind: String
    /// The declared name; for an extension, the extended type's.
    let name: String
    /// The index of the body's `{`.
    let open: Int
    /// The index of the body's `}`; `nil` when the braces do not balance.
    let close: Int?
  }

  /// The first `kind name … { … }`, such as `protocol HomeDataStore { … }`; `nil` when the
  /// file has none, or the declaration no body.
  func declaration(_ kind: String, named name: String) -> Declaration? {
    guard let start = indices(ofSequence: [kind, name]).first,
      let open = firstIndex(of: "{", from: start + 2)
    else { return nil }
    return Declaration(
      keyword: start, kind: kind, name: name, open: open, close: matchingClose(ofTokenAt: open))
  }

  /// The classes, structs, actors and extensions that name `protocolName` between their name
  /// and their `{`, in the order of the file: the types that conform to it there.
  func declarations(conformingTo protocolName: String) -> [Declaration] {
    let kinds: Set<String> = ["class", "struct", "actor", "extension"]
    var declarations: [Declaration] = []
    for (index, token) in tokens.enumerated().dropLast()
    where token.kind == .word && kinds.contains(token.text) {
      guard let open = firstIndex(of: "{", from: index + 2),
        ((index + 2)..<open).contains(where: { tokens[$0].text == protocolName })
      else { continue }
      declarations.append(
        Declaration(
          keyword: index, kind: token.text, name: tokens[index + 1].text, open: open,
          close: matchingClose(ofTokenAt: open)))
    }
    return declarations
  }

  /// Whether the body of `declaration` declares `name` (`func name`, `var name`, `enum name`…)
  /// among its members or deeper.
  func body(of declaration: Declaration, declares name: String) -> Bool {
    guard let close = declaration.close else { return false }
    let introducers: Set<String> = [
      "func", "var", "let", "enum", "struct", "class", "actor", "typealias",
    ]
    return ((declaration.open + 1)..<close).contains { index in
      tokens[index].kind == .word && tokens[index].text == name
        && introducers.contains(tokens[index - 1].text)
    }
  }

  /// The number of spaces that indent the members of `declaration`: its line's, and two.
  func memberIndent(of declaration: Declaration) -> Int {
    indentation(ofLineAt: tokens[declaration.keyword].range.lowerBound).count + 2
  }

  // MARK: - Insertions

  /// The insertion that makes `members` (lines already indented as members, without a final
  /// newline) the last of the body of `declaration`: before its closing brace, on lines of
  /// their own; after a blank line when `separated` and the body has members already. An
  /// empty body written `{}` is opened onto lines of its own.
  ///
  /// - Returns: `nil` when the closing brace is missing or shares its line with code.
  func appending(_ members: String, to declaration: Declaration, separated: Bool = false)
    -> (offset: Int, text: String)?
  {
    guard let close = declaration.close else { return nil }
    let closeOffset = tokens[close].range.lowerBound
    guard isFirstOnLine(closeOffset) else {
      guard close == declaration.open + 1 else { return nil }
      let indent = indentation(ofLineAt: tokens[declaration.keyword].range.lowerBound)
      return (closeOffset, "\n\(members)\n\(indent)")
    }
    let openEnd = tokens[declaration.open].range.upperBound
    let contentEnd = contentEnd(before: lineStart(of: closeOffset))
    guard separated, contentEnd > openEnd else {
      return (lineStart(of: closeOffset), members + "\n")
    }
    return (nextLineStart(after: contentEnd - 1), "\n\(members)\n")
  }

  /// The insertion that makes `members` (lines already indented as members, without a final
  /// newline) the first of the body of `declaration`: on the line after its opening brace.
  ///
  /// - Returns: `nil` when the closing brace is missing or on the opening brace's line.
  func prepending(_ members: String, to declaration: Declaration) -> (offset: Int, text: String)? {
    let lineEnd = nextLineStart(after: tokens[declaration.open].range.lowerBound)
    guard let close = declaration.close, tokens[close].range.lowerBound >= lineEnd else {
      return nil
    }
    return (lineEnd, members + "\n")
  }
}
