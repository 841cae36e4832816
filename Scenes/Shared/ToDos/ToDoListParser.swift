/// Reads `todos.json` by hand: a JSON array of objects whose `done` is a Boolean, `name` a
/// string and `id` a string or missing (or `null`); other keys are skipped whatever their
/// value, and a repeated key keeps its first value, as with `JSONDecoder`.
///
/// It does in one pass over the bytes what `JSONDecoder` does for `[Record]` at about a
/// tenth of the cost, which is what opening a list of 100,000 to-dos waits for. It follows
/// RFC 8259: strings with every escape (surrogate pairs joined, a lone surrogate refused)
/// and valid UTF-8 only, numbers by the grammar, nothing but whitespace after the array, and
/// at most 512 levels of nesting. When the bytes are not what a list of to-dos looks like,
/// it scans them again as plain JSON to say which failure it was.
///
/// ```swift
/// let records = try ToDoListParser.records(in: Array(data))
/// records.first  // Record(done: false, id: "5f0c…", name: "Buy milk")
/// ```
struct ToDoListParser {
  /// One to-do as the file holds it.
  struct Record: Equatable, Sendable {
    var done: Bool
    var id: String?
    var name: String
  }

  /// Why the bytes are no list of to-dos.
  enum Failure: Error, Equatable, Sendable {
    /// The bytes are not JSON at all.
    case notJSON
    /// They are JSON, but not an array of to-do objects.
    case notAList
  }

  /// The deepest nesting accepted, as `JSONDecoder`'s own limit.
  private static let maximumDepth = 512

  private let bytes: [UInt8]
  private var position = 0

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The records in `bytes`, in order.
  ///
  /// - Throws: ``Failure/notJSON`` or ``Failure/notAList``.
  /// - Complexity: O(n) in the number of bytes.
  static func records(in bytes: [UInt8]) throws(Failure) -> [Record] {
    var parser = ToDoListParser(bytes)
    do throws(Failure) {
      return try parser.list()
    } catch {
      guard error == .notAList else { throw error }
      var validator = ToDoListParser(bytes)
      try validator.skipValue(depth: 0)
      validator.skipWhitespace()
      guard validator.position == bytes.count else { throw .notJSON }
      throw .notAList
    }
  }

  // MARK: - The list

  private mutating func list() throws(Failure) -> [Record] {
    skipWhitespace()
    try expect(UInt8(ascii: "["), else: .notAList)
    var records: [Record] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      position += 1
    } else {
      repeat {
        skipWhitespace()
        records.append(try record())
        skipWhitespace()
      } while try separator(closing: UInt8(ascii: "]"))
    }
    skipWhitespace()
    guard position == bytes.count else { throw .notJSON }
    return records
  }

  private mutating func record() throws(Failure) -> Record {
    try expect(UInt8(ascii: "{"), else: .notAList)
    var done: Bool?
    var id: String?
    var name: String?
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      position += 1
    } else {
      repeat {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw .notJSON }
        let key = try string()
        skipWhitespace()
        try expect(UInt8(ascii: ":"), else: .notJSON)
        skipWhitespace()
        switch key {
        case "done" where done == nil: done = try boolean()
        case "id" where id == nil: id = try optionalString()
        case "name" where name == nil:
          guard peek() == UInt8(ascii: "\"") else { throw .notAList }
          name = try string()
        default: try skipValue(depth: 2)
        }
        skipWhitespace()
      } while try separator(closing: UInt8(ascii: "}"))
    }
    guard let done, let name else { throw .notAList }
    return Record(done: done, id: id, name: name)
  }

  private mutating func boolean() throws(Failure) -> Bool {
    if consume("true") { return true }
    if consume("false") { return false }
    throw .notAList
  }

  private mutating func optionalString() throws(Failure) -> String? {
    if consume("null") { return nil }
    guard peek() == UInt8(ascii: "\"") else { throw .notAList }
    return try string()
  }

  // MARK: - JSON values

  /// Reads the string that starts at the current `"`.
  private mutating func string() throws(Failure) -> String {
    position += 1
    let start = position
    var isASCII = true
    while position < bytes.count, bytes[position] != UInt8(ascii: "\""),
      bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20
    {
      isASCII = isASCII && bytes[position] < 0x80
      position += 1
    }
    guard position < bytes.count else { throw .notJSON }
    if isASCII, bytes[position] == UInt8(ascii: "\"") {
      // The common case, and the fast one: plain ASCII needs no validation.
      let end = position
      position += 1
      return bytes.withUnsafeBufferPointer { buffer in
        String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
      }
    }
    var utf8 = Array(bytes[start..<position])
    while bytes[position] != UInt8(ascii: "\"") {
      guard bytes[position] == UInt8(ascii: "\\") else {
        guard bytes[position] >= 0x20 else { throw .notJSON }
        utf8.append(bytes[position])
        position += 1
        guard position < bytes.count else { throw .notJSON }
        continue
      }
      try escape(into: &utf8)
      guard position < bytes.count else { throw .notJSON }
    }
    position += 1
    guard let text = String(validating: utf8, as: UTF8.self) else { throw .notJSON }
    return text
  }

  /// Reads the escape at the current `\` and appends what it stands for.
  private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
    position += 1
    guard position < bytes.count else { throw .notJSON }
    let letter = bytes[position]
    position += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(letter)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var value = try hexQuad()
      if (0xD800...0xDBFF).contains(value) {
        guard consume("\\u") else { throw .notJSON }
        let low = try hexQuad()
        guard (0xDC00...0xDFFF).contains(low) else { throw .notJSON }
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(value) else { throw .notJSON }
      utf8.append(contentsOf: Character(scalar).utf8)
    default: throw .notJSON
    }
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    guard position + 4 <= bytes.count else { throw .notJSON }
    var value: UInt32 = 0
    for byte in bytes[position..<position + 4] {
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw .notJSON }
      value = value << 4 | UInt32(digit)
    }
    position += 4
    return value
  }

  /// Skips any JSON value, checking that it is one.
  private mutating func skipValue(depth: Int) throws(Failure) {
    guard depth < Self.maximumDepth else { throw .notJSON }
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: "\""):
      _ = try string()
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      let isObject = peek() == UInt8(ascii: "{")
      let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
      position += 1
      skipWhitespace()
      if peek() == closing {
        position += 1
        return
      }
      repeat {
        skipWhitespace()
        if isObject {
          guard peek() == UInt8(ascii: "\"") else { throw .notJSON }
          _ = try string()
          skipWhitespace()
          try expect(UInt8(ascii: ":"), else: .notJSON)
        }
        try skipValue(depth: depth + 1)
        skipWhitespace()
      } while try separator(closing: closing)
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      guard consume("true") || consume("false") || consume("null") else { throw .notJSON }
    default:
      try skipNumber()
    }
  }

  /// Skips `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private mutating func skipNumber() throws(Failure) {
    if peek() == UInt8(ascii: "-") { position += 1 }
    if peek() == UInt8(ascii: "0") {
      position += 1
    } else {
      guard skipDigits() > 0 else { throw .notJSON }
    }
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard skipDigits() > 0 else { throw .notJSON }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard skipDigits() > 0 else { throw .notJSON }
    }
  }

  // MARK: - Private helpers

  private func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      position += 1
    }
  }

  private mutating func skipDigits() -> Int {
    let start = position
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      position += 1
    }
    return position - start
  }

  /// After an element: `true` after a `,`, `false` after `closing`.
  private mutating func separator(closing: UInt8) throws(Failure) -> Bool {
    switch peek() {
    case UInt8(ascii: ","):
      position += 1
      return true
    case closing:
      position += 1
      return false
    default:
      throw .notJSON
    }
  }

  private mutating func expect(_ byte: UInt8, else failure: Failure) throws(Failure) {
    guard peek() == byte else { throw peek() == nil ? .notJSON : failure }
    position += 1
  }

  /// Moves past `word` when the bytes continue with it.
  private mutating func consume(_ word: StaticString) -> Bool {
    let length = word.utf8CodeUnitCount
    guard position + length <= bytes.count else { return false }
    let matches = word.withUTF8Buffer { expected in
      bytes[position..<position + length].elementsEqual(expected)
    }
    if matches { position += length }
    return matches
  }
}
