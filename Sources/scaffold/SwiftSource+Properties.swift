extension SwiftSource {
  /// A property requirement of a protocol, such as `var contact: Contact? { get set }`.
  struct PropertyRequirement: Equatable, Sendable {
    /// The property's name.
    let name: String
    /// Its type as written, without spaces (`[String:Int]`).
    let type: String
    /// Whether the requirement has `set`.
    let isSettable: Bool
  }

  /// The `var` requirements of `protocol <name> { … }`, in order; `nil` when the file does
  /// not declare the protocol with a body.
  ///
  /// ```swift
  /// let source = SwiftSource("protocol HomeDataStore {\n  var name: String? { get set }\n}\n")
  /// source.propertyRequirements(ofProtocol: "HomeDataStore")
  /// // [PropertyRequirement(name: "name", type: "String?", isSettable: true)]
  /// ```
  func propertyRequirements(ofProtocol name: String) -> [PropertyRequirement]? {
    guard let declaration = declaration("protocol", named: name), let close = declaration.close
    else { return nil }
    var requirements: [PropertyRequirement] = []
    var index = declaration.open + 1
    while index + 3 < close {
      guard tokens[index].text == "var", tokens[index + 1].kind == .word,
        tokens[index + 2].text == ":",
        let open = firstIndex(of: "{", from: index + 3), open < close,
        let end = matchingClose(ofTokenAt: open)
      else {
        index += 1
        continue
      }
      let accessors = tokens[(open + 1)..<end].map(\.text)
      requirements.append(
        PropertyRequirement(
          name: tokens[index + 1].text,
          type: tokens[(index + 3)..<open].map(\.text).joined(),
          isSettable: accessors.contains("set")))
      index = end + 1
    }
    return requirements
  }
}
