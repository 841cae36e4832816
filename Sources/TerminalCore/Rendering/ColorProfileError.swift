/// Why a terminal cannot show the full-screen UI.
///
/// ```swift
/// do {
///   profile = try ColorProfile.detect(environment: environment)
/// } catch {
///   print(error.description)  // one line that says what to do
/// }
/// ```
public enum ColorProfileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `TERM` names a terminal that cannot move its cursor or clear its screen.
  case dumbTerminal(term: String)

  /// A one-line message that says what to do.
  public var description: String {
    switch self {
    case .dumbTerminal(let term):
      "TERM=\(term) cannot show a full-screen interface; run it in a terminal such as xterm, "
        + "or set TERM to one (for example TERM=xterm-256color)."
    }
  }
}
