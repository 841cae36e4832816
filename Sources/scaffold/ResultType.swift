/// The type of what a `--back-to` scene hands back (`--result-type`), checked as a Swift type
/// name, with the sample value the generated router test hands back.
///
/// The sample is a real value of the type, so the test fails when the value does not arrive:
/// a literal for the standard library's literal types (and arrays, dictionaries and optionals
/// of them), else the expression given with `--result-sample`.
///
/// ```swift
/// let type = try ResultType("[Int]")
/// type.sample  // "[42]"
/// let contact = try ResultType("Contact", sample: #"Contact(name: "Ada")"#)
/// ```
struct ResultType: Equatable, Sendable {
  /// `String`, the default: the new scene hands back its greeting.
  static let string = ResultType(name: "String", sample: "\"Handed back\"")

  /// The type as written, without leading or trailing spaces, such as `[String: Int]`.
  let name: String
  /// A Swift expression of the type, for the generated test.
  let sample: String

  /// Whether the type is `String`, which the new scene's greeting already is.
  var isString: Bool { name == "String" }

  private init(name: String, sample: String) {
    self.name = name
    self.sample = sample
  }

  /// Checks `name` and finds its sample: `sample` if given, else a literal.
  ///
  /// - Throws: ``ScaffoldError/invalidResultType(type:problem:)`` when `name` is not a type
  ///   name (identifiers, dots, generic arguments, `?`, `[T]`, `[K: V]`), is optional at the
  ///   top (the data store's property is optional already), or has no literal sample and no
  ///   `sample` is given.
  init(_ name: String, sample: String? = nil) throws(ScaffoldError) {
    var parser = Parser(characters: Array(name))
    let parsed: Shape
    do {
      parsed = try parser.wholeType()
    } catch {
      throw .invalidResultType(type: name, problem: error.description)
    }
    if case .optional = parsed {
      throw .invalidResultType(
        type: name,
        problem:
          "the property that receives it is optional already (nil until something is handed "
          + "back); give the type without the last `?`")
    }
    guard let sample = sample ?? parsed.literalSample else {
      throw .invalidResultType(
        type: name,
        problem:
          "the generated router test hands back a sample of it, and only the standard "
          + "library's literal types (String, Int, Double, Bool…, and arrays, dictionaries "
          + "and optionals of them) have one the scaffolder can write; give one with "
          + "--result-sample EXPRESSION, such as --result-sample '\(name)(…)'")
    }
    let trimmed = name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
    self.init(name: String(trimmed), sample: sample)
  }

  /// A literal of the type written `name`, optional or not, when the standard library's
  /// literals make one: `"Handed back"` for `String?`, `[42]` for `[Int]`; `nil` for other
  /// types and for what is not a type name.
  static func literalSample(of name: String) -> String? {
    var parser = Parser(characters: Array(name))
    return (try? parser.wholeType())?.literalSample
  }
}

extension ResultType {
  /// A parsed type name.
  fileprivate indirect enum Shape {
    /// `A.B<C, D>`: the components' names, and the generic arguments of the last one.
    case named([String], arguments: [Shape])
    /// `T?`.
    case optional(Shape)
    /// `[T]`.
    case array(Shape)
    /// `[K: V]`.
    case dictionary(key: Shape, value: Shape)

    /// A literal of the type, when the standard library's literals make one.
    var literalSample: String? {
      switch self {
      case .named(let components, let arguments) where arguments.isEmpty:
        let name = components.count == 2 && components[0] == "Swift" ? components[1] : nil
        return Self.literals[name ?? (components.count == 1 ? components[0] : "")]
      case .named:
        return nil
      case .optional(let wrapped):
        return wrapped.literalSample
      case .array(let element):
        return element.literalSample.map { "[\($0)]" }
      case .dictionary(let key, let value):
        guard let key = key.literalSample, let value = value.literalSample else { return nil }
        return "[\(key): \(value)]"
      }
    }

    private static let literals: [String: String] = {
      var literals = ["String": "\"Handed back\"", "Substring": "\"Handed back\""]
      literals["Character"] = "\"A\""
      literals["Bool"] = "true"
      for type in ["Double", "Float"] { literals[type] = "1.5" }
      for bits in ["", "8", "16", "32", "64"] {
        literals["Int\(bits)"] = "42"
        literals["UInt\(bits)"] = "42"
      }
      return literals
    }()
  }

  /// Why a type name could not be read.
  fileprivate struct ParseFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// A recursive-descent reader of type names.
  fileprivate struct Parser {
    let characters: [Character]
    var position = 0

    /// The whole text as one type.
    mutating func wholeType() throws(ParseFailure) -> Shape {
      skipSpaces()
      guard position < characters.count else {
        throw ParseFailure(description: "it is empty; give a type such as String or [Int]")
      }
      let shape = try type()
      skipSpaces()
      guard position == characters.count else { throw unexpected() }
      return shape
    }

    private mutating func type() throws(ParseFailure) -> Shape {
      skipSpaces()
      var shape: Shape
      if peek == "[" {
        position += 1
        let element = try type()
        skipSpaces()
        if peek == ":" {
          position += 1
          let value = try type()
          shape = .dictionary(key: element, value: value)
        } else {
          shape = .array(element)
        }
        try expect("]")
      } else {
        shape = try named()
      }
      while peek == "?" {
        position += 1
        shape = .optional(shape)
      }
      return shape
    }

    private mutating func named() throws(ParseFailure) -> Shape {
      var components = [try identifier()]
      var arguments: [Shape] = []
      while true {
        if peek == "<" {
          position += 1
          arguments = [try type()]
          skipSpaces()
          while peek == "," {
            position += 1
            arguments.append(try type())
            skipSpaces()
          }
          try expect(">")
        }
        guard peek == "." else { break }
        position += 1
        components.append(try identifier())
        arguments = []
      }
      return .named(components, arguments: arguments)
    }

    private mutating func identifier() throws(ParseFailure) -> String {
      skipSpaces()
      let start = position
      while let character = peek, character.isASCII,
        character.isLetter || character == "_" || (position > start && character.isNumber)
      {
        position += 1
      }
      guard position > start else { throw unexpected() }
      return String(characters[start..<position])
    }

    private mutating func expect(_ character: Character) throws(ParseFailure) {
      skipSpaces()
      guard peek == character else { throw unexpected(expecting: character) }
      position += 1
    }

    private var peek: Character? {
      position < characters.count ? characters[position] : nil
    }

    private mutating func skipSpaces() {
      while peek == " " { position += 1 }
    }

    private func unexpected(expecting expected: Character? = nil) -> ParseFailure {
      let found = peek.map { "'\($0)'" } ?? "the end"
      let wanted = expected.map { "'\($0)'" } ?? "a type name"
      return ParseFailure(
        description:
          "\(found) at character \(position + 1) where \(wanted) should be; a result type is "
          + "a Swift type name: identifiers joined by dots, generic arguments in <…>, "
          + "optionals (T?), arrays ([T]) and dictionaries ([K: V])")
    }
  }
}
