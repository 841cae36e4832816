#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

extension ColorProfile {
  /// The profile a terminal with `environment` supports, read once at start.
  ///
  /// In order: `TERM=dumb` throws; a non-empty `NO_COLOR` gives ``noColor`` (see
  /// no-color.org); `COLORTERM=truecolor` or `24bit` gives ``trueColor``; a `TERM` ending in
  /// `-256color` gives ``ansi256``; anything else, an unset `TERM` included, ``ansi16``.
  ///
  /// ```swift
  /// let profile = try ColorProfile.detect(environment: ProcessInfo.processInfo.environment)
  /// ```
  ///
  /// - Parameter environment: The process's environment variables.
  /// - Returns: The richest profile the environment vouches for.
  /// - Throws: ``ColorProfileError/dumbTerminal(term:)`` when `TERM` is `dumb`.
  public static func detect(environment: [String: String]) throws(ColorProfileError)
    -> ColorProfile
  {
    let term = environment["TERM"] ?? ""
    if term == "dumb" { throw .dumbTerminal(term: term) }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .noColor }
    switch environment["COLORTERM"]?.lowercased() {
    case "truecolor", "24bit": return .trueColor
    default: break
    }
    return term.hasSuffix("-256color") ? .ansi256 : .ansi16
  }

  /// The profile the process's terminal supports, from its environment: `TERM`, `NO_COLOR`
  /// and `COLORTERM`, read as ``detect(environment:)`` reads them (nothing else of the
  /// environment is copied). `Application(rootViewController:)` calls it unless it is given
  /// a profile.
  ///
  /// - Returns: The richest profile the environment vouches for.
  /// - Throws: ``ColorProfileError/dumbTerminal(term:)`` when `TERM` is `dumb`.
  public static func detect() throws(ColorProfileError) -> ColorProfile {
    var environment: [String: String] = [:]
    for name in ["TERM", "NO_COLOR", "COLORTERM"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return try detect(environment: environment)
  }
}
