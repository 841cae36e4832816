/// Lays out generated code the way `swift format` would with the repository's
/// configuration, so that generated files pass `swift format lint --strict` whatever the
/// length of the scene names.
///
/// ```swift
/// CodeLayout.fit(indent: 4, ["presenter?.presentProfile(response: response)"])
/// CodeLayout.doc(indent: 2, "Hands Profile what it needs from Home's data store.")
/// ```
enum CodeLayout {
  /// The line limit of `.swift-format`.
  static let lineLimit = 100

  /// The first of `forms` whose lines all fit in ``lineLimit`` once indented by `indent`
  /// spaces, else the last one; its lines joined by newlines, each indented.
  ///
  /// Each form is a list of lines whose own leading spaces are kept (a continuation line is
  /// written with two more spaces than the line it continues).
  static func fit(indent: Int, _ forms: [String]...) -> String {
    let prefix = String(repeating: " ", count: indent)
    let chosen =
      forms.first { form in form.allSatisfy { prefix.count + $0.count <= lineLimit } }
      ?? forms.last ?? []
    return chosen.map { prefix + $0 }.joined(separator: "\n")
  }

  /// `text` as a `///` doc comment indented by `indent` spaces, wrapped at word boundaries
  /// to fit in ``lineLimit``.
  static func doc(indent: Int, _ text: String) -> String {
    let prefix = String(repeating: " ", count: indent) + "///"
    var lines: [String] = []
    var line = prefix
    for word in text.split(separator: " ") {
      if line != prefix, line.count + 1 + word.count > lineLimit {
        lines.append(line)
        line = prefix
      }
      line += " " + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// `elements` as the lines of a collection literal laid out by the formatter: as many
  /// elements on each line as fit in ``lineLimit`` once indented by `indent` spaces, each
  /// line ending with a comma.
  static func packed(indent: Int, _ elements: [String]) -> String {
    let prefix = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    for element in elements {
      let candidate = line.isEmpty ? element + "," : line + " " + element + ","
      if !line.isEmpty, prefix.count + candidate.count > lineLimit {
        lines.append(prefix + line)
        line = element + ","
      } else {
        line = candidate
      }
    }
    if !line.isEmpty { lines.append(prefix + line) }
    return lines.joined(separator: "\n")
  }
}
