extension SwiftSource {
  /// Turns UTF-8 bytes into ``Token``s, skipping whitespace and comments.
  struct Lexer {
    private let bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// Every token of the source.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    mutating func tokenize() -> [Token] {
      var tokens: [Token] = []
      while let token = nextToken() { tokens.append(token) }
      return tokens
    }

    // MARK: - Tokens

    private mutating func nextToken() -> Token? {
      skipTrivia()
      guard position < bytes.count else { return nil }
      let start = position
      let byte = bytes[position]
      if let string = stringLiteral() { return string }
      if isWordByte(byte) {
        while position < bytes.count, isWordByte(bytes[position]) { position += 1 }
        return Token(kind: .word, text: text(start, position), range: start..<position)
      }
      if byte == UInt8(ascii: "`"), let close = bytes[(start + 1)...].firstIndex(of: byte) {
        position = close + 1
        return Token(kind: .word, text: text(start + 1, close), range: start..<position)
      }
      position += 1
      return Token(kind: .punctuation, text: text(start, position), range: start..<position)
    }

    /// A string literal starting at the current position (`"…"`, `"""…"""`, `#"…"#`), or
    /// `nil` (and the position unchanged) if there is none.
    private mutating func stringLiteral() -> Token? {
      let start = position
      var hashes = 0
      while at(start + hashes) == UInt8(ascii: "#") { hashes += 1 }
      guard at(start + hashes) == UInt8(ascii: "\"") else { return nil }
      let isMultiline = at(start + hashes + 1) == quote && at(start + hashes + 2) == quote
      let quotes = isMultiline ? 3 : 1
      position = start + hashes + quotes
      let contentStart = position
      let contentEnd = skipStringContent(hashes: hashes, quotes: quotes)
      return Token(
        kind: .string, text: text(contentStart, contentEnd), range: start..<position)
    }

    /// Moves past the content and the closing delimiter of a string literal.
    ///
    /// - Returns: The offset where the content ends.
    private mutating func skipStringContent(hashes: Int, quotes: Int) -> Int {
      while position < bytes.count {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: position + 1) {
          position += 1 + hashes
          if at(position) == UInt8(ascii: "(") {
            position += 1
            skipCode(until: UInt8(ascii: ")"))
          } else {
            position += 1
          }
        } else if byte == quote, hasQuotes(quotes, at: position),
          hasHashes(hashes, at: position + quotes)
        {
          let end = position
          position += quotes + hashes
          return end
        } else {
          position += 1
        }
      }
      return position
    }

    /// Moves past code (an interpolation) up to and including the unbalanced `close`.
    private mutating func skipCode(until close: UInt8) {
      var depth = 0
      while position < bytes.count {
        skipTrivia()
        guard position < bytes.count else { return }
        if stringLiteral() != nil { continue }
        let byte = bytes[position]
        position += 1
        if byte == UInt8(ascii: "(") { depth += 1 }
        if byte == close {
          if depth == 0 { return }
          depth -= 1
        }
      }
    }

    // MARK: - Trivia

    private mutating func skipTrivia() {
      while position < bytes.count {
        let byte = bytes[position]
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
          || byte == UInt8(ascii: "\r")
        {
          position += 1
        } else if byte == slash, at(position + 1) == slash {
          while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        } else if byte == slash, at(position + 1) == star {
          skipBlockComment()
        } else {
          return
        }
      }
    }

    private mutating func skipBlockComment() {
      var depth = 0
      while position < bytes.count {
        if bytes[position] == slash, at(position + 1) == star {
          depth += 1
          position += 2
        } else if bytes[position] == star, at(position + 1) == slash {
          depth -= 1
          position += 2
          if depth == 0 { return }
        } else {
          position += 1
        }
      }
    }

    // MARK: - Bytes

    private let quote = UInt8(ascii: "\"")
    private let slash = UInt8(ascii: "/")
    private let star = UInt8(ascii: "*")

    private func at(_ offset: Int) -> UInt8? {
      offset < bytes.count ? bytes[offset] : nil
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
      (0..<count).allSatisfy { at(offset + $0) == UInt8(ascii: "#") }
    }

    private func hasQuotes(_ count: Int, at offset: Int) -> Bool {
      (0..<count).allSatisfy { at(offset + $0) == quote }
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private func text(_ start: Int, _ end: Int) -> String {
      String(decoding: bytes[start..<end], as: UTF8.self)
    }
  }
}
