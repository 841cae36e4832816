/// A scene name that can prefix every type of a scene: an UpperCamelCase ASCII identifier
/// that is not a Swift keyword.
///
/// Checks against the types that already exist are made by ``ScaffoldPlanner``, which can
/// see the tree; this type checks the spelling alone.
///
/// ```swift
/// let name = try SceneName("OrderHistory")
/// name.words  // "Order history"
/// ```
struct SceneName: Equatable, Sendable, CustomStringConvertible {
  /// The longest name accepted, so that the generated code fits the 100-column line limit.
  static let maximumLength = 24

  /// The name as given, such as `Profile`.
  let rawValue: String

  /// Checks the spelling of `rawValue`.
  ///
  /// - Throws: ``ScaffoldError/invalidName(name:problem:)`` when it is empty, does not start
  ///   with an ASCII uppercase letter, has a character other than ASCII letters and digits,
  ///   is longer than ``maximumLength``, or is a Swift keyword in any letter case.
  init(_ rawValue: String) throws(ScaffoldError) {
    guard let first = rawValue.first else {
      throw .invalidName(name: rawValue, problem: .empty)
    }
    guard first.isASCII, first.isUppercase else {
      throw .invalidName(name: rawValue, problem: .notUppercaseStart(first))
    }
    if let invalid = rawValue.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
      throw .invalidName(name: rawValue, problem: .invalidCharacter(invalid))
    }
    guard rawValue.count <= Self.maximumLength else {
      throw .invalidName(
        name: rawValue, problem: .tooLong(length: rawValue.count, limit: Self.maximumLength))
    }
    if let keyword = Self.keyword(matching: rawValue) {
      throw .invalidName(name: rawValue, problem: .keyword(keyword))
    }
    self.rawValue = rawValue
  }

  var description: String { rawValue }

  /// The name split into words, the first capitalized and the others lowercased unless they
  /// are acronyms: `OrderHistory` is "Order history", `URLList` is "URL list".
  var words: String { sentence(wordList) }

  /// `prefix` followed by the name's words: "Load order history" for `OrderHistory`.
  func words(prefix: String) -> String {
    sentence([prefix] + wordList)
  }

  /// The words of the name as written: `URLList` is `["URL", "List"]`.
  private var wordList: [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(rawValue)
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let afterLowercase = previous.map { !$0.isUppercase } ?? false
      let endsAcronym = (previous?.isUppercase ?? false) && (next?.isLowercase ?? false)
      if character.isUppercase, afterLowercase || endsAcronym, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    words.append(current)
    return words
  }

  private func sentence(_ words: [String]) -> String {
    words.enumerated().map { index, word in
      let isAcronym = word.count > 1 && word.allSatisfy(\.isUppercase)
      return index == 0 || isAcronym ? word : word.lowercased()
    }.joined(separator: " ")
  }

  /// The keyword `name` spells in some letter case, if any.
  private static func keyword(matching name: String) -> String? {
    let lowercased = name.lowercased()
    if reservedKeywords.contains(lowercased) { return lowercased }
    return uppercaseKeywords.first { $0.lowercased() == lowercased }
  }
}
