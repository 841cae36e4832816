/// The demo's command-line options.
struct Options: Equatable {
  /// Why the arguments could not be read.
  enum ParseError: Error, Equatable, CustomStringConvertible {
    case unknownArgument(String)
    case missingValue(option: String)

    var description: String {
      switch self {
      case .unknownArgument(let argument): return "unknown argument '\(argument)'"
      case .missingValue(let option): return "\(option) needs a value"
      }
    }
  }

  /// `--data-dir DIR`, if given.
  var dataDirectory: String?
  /// `--help` or `-h`.
  var showsHelp = false

  /// Reads `arguments` (without the program name).
  ///
  /// - Throws: ``ParseError`` for an unknown argument or a missing value.
  init(arguments: [String]) throws(ParseError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        showsHelp = true
      case "--data-dir":
        guard let value = remaining.popFirst(), !value.isEmpty else {
          throw .missingValue(option: "--data-dir")
        }
        dataDirectory = value
      case _ where argument.hasPrefix("--data-dir="):
        let value = String(argument.dropFirst("--data-dir=".count))
        guard !value.isEmpty else { throw .missingValue(option: "--data-dir") }
        dataDirectory = value
      default:
        throw .unknownArgument(argument)
      }
    }
  }
}
