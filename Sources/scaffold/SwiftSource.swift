/// Swift source cut into tokens, enough to find declarations and their brackets without
/// being fooled by comments or string literals.
///
/// Comments are skipped; a string literal (with `#` delimiters, multi-line, interpolations
/// containing more strings) is one token; any other character is a word (identifiers,
/// keywords, numbers) or one punctuation character. Offsets count UTF-8 bytes.
///
/// ```swift
/// let source = SwiftSource("storyboard.register(\"Home\") { HomeViewController() }")
/// source.tokens.map(\.text)  // ["storyboard", ".", "register", "(", "Home", ")", "{", …]
/// ```
struct SwiftSource {
  /// A word, a string literal or a punctuation character, with where it lies.
  struct Token: Equatable, Sendable {
    /// What a token is.
    enum Kind: Equatable, Sendable {
      case word
      case string
      case punctuation
    }

    /// What the token is.
    let kind: Kind
    /// The word or character; for a string literal, what lies between its delimiters.
    let text: String
    /// The UTF-8 byte offsets of the whole token, delimiters included.
    let range: Range<Int>
  }

  /// The source text.
  let text: String
  /// The tokens, in order.
  let tokens: [Token]
  private let bytes: [UInt8]

  /// Tokenizes `text`.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  init(_ text: String) {
    self.text = text
    bytes = Array(text.utf8)
    var lexer = Lexer(bytes: bytes)
    tokens = lexer.tokenize()
  }

  // MARK: - Finding

  /// The indices of the tokens where `words` appear in a row (each word or punctuation
  /// token matched by its text).
  func indices(ofSequence words: [String]) -> [Int] {
    guard !words.isEmpty, tokens.count >= words.count else { return [] }
    return (0...(tokens.count - words.count)).filter { start in
      words.indices.allSatisfy {
        tokens[start + $0].kind != .string && tokens[start + $0].text == words[$0]
      }
    }
  }

  /// The index of the token that closes the bracket (`(`, `[` or `{`) at `index`.
  func matchingClose(ofTokenAt index: Int) -> Int? {
    var stack: [String] = []
    for current in index..<tokens.count where tokens[current].kind == .punctuation {
      switch tokens[current].text {
      case "(": stack.append(")")
      case "[": stack.append("]")
      case "{": stack.append("}")
      case ")", "]", "}":
        guard stack.popLast() == tokens[current].text else { return nil }
        if stack.isEmpty { return current }
      default: break
      }
    }
    return nil
  }

  /// The index of the first punctuation token `text` at or after `index`, at the bracket
  /// depth of `index`.
  func firstIndex(of text: String, from index: Int) -> Int? {
    var depth = 0
    for current in index..<tokens.count where tokens[current].kind == .punctuation {
      let token = tokens[current].text
      if depth == 0, token == text { return current }
      if ["(", "[", "{"].contains(token) { depth += 1 }
      if [")", "]", "}"].contains(token) {
        depth -= 1
        if depth < 0 { return nil }
      }
    }
    return nil
  }

  /// The names of the types declared at the top level of the file (`class`, `struct`,
  /// `enum`, `protocol`, `actor` or `typealias` outside any braces), in order. Types nested
  /// in another type, an extension or a function are left out: other files name them
  /// through their parent (`Profile.LoadProfile.Request`), so a new type cannot clash
  /// with them.
  ///
  /// ```swift
  /// SwiftSource("enum Profile { struct Request {} }").topLevelTypeNames  // ["Profile"]
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of tokens.
  var topLevelTypeNames: [String] {
    let declarations: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    var names: [String] = []
    var depth = 0
    for (index, token) in tokens.enumerated() where token.kind != .string {
      switch token.text {
      case "{": depth += 1
      case "}": depth = max(depth - 1, 0)
      case let word where depth == 0 && declarations.contains(word):
        if index + 1 < tokens.count, tokens[index + 1].kind == .word {
          names.append(tokens[index + 1].text)
        }
      default: break
      }
    }
    return names
  }

  // MARK: - Lines

  /// The offset of the start of the line holding `offset`.
  func lineStart(of offset: Int) -> Int {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  /// The offset just past the end of the line holding `offset` (past its newline).
  func nextLineStart(after offset: Int) -> Int {
    var end = offset
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return min(end + 1, bytes.count)
  }

  /// The spaces and tabs that start the line holding `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    let start = lineStart(of: offset)
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
      end += 1
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The offset just past the last byte before `offset` that is not a space, tab or newline.
  func contentEnd(before offset: Int) -> Int {
    var end = offset
    while end > 0,
      [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[end - 1])
    {
      end -= 1
    }
    return end
  }

  /// The number of the line holding `offset`, counted from 1.
  func lineNumber(of offset: Int) -> Int {
    1 + bytes[..<min(offset, bytes.count)].count { $0 == UInt8(ascii: "\n") }
  }

  /// The text between two offsets.
  func text(from start: Int, to end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether the line holding `offset` has only spaces and tabs before `offset`.
  func isFirstOnLine(_ offset: Int) -> Bool {
    indentation(ofLineAt: offset).utf8.count == offset - lineStart(of: offset)
  }

  // MARK: - Editing

  /// The text with `insertion` inserted at `offset`.
  func inserting(_ insertion: String, at offset: Int) -> String {
    inserting([(offset, insertion)])
  }

  /// The text with each insertion's text inserted at its offset, an offset of the original
  /// text; insertions at one offset go in the order given.
  func inserting(_ insertions: [(offset: Int, text: String)]) -> String {
    var result = ""
    var start = 0
    for insertion in insertions.sorted(by: { $0.offset < $1.offset }) {
      result += String(decoding: bytes[start..<insertion.offset], as: UTF8.self) + insertion.text
      start = insertion.offset
    }
    return result + String(decoding: bytes[start...], as: UTF8.self)
  }

  /// The text with the bytes in `range` replaced by `replacement`.
  func replacing(_ range: Range<Int>, with replacement: String) -> String {
    String(decoding: bytes[..<range.lowerBound], as: UTF8.self) + replacement
      + String(decoding: bytes[range.upperBound...], as: UTF8.self)
  }
}
