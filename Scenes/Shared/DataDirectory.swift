#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The folder the demo keeps its files in.
///
/// By default it is `$XDG_DATA_HOME/clean-scenes`, or `~/.local/share/clean-scenes` when
/// `XDG_DATA_HOME` is unset or not absolute (as the XDG Base Directory specification says);
/// `demo --data-dir DIR` overrides it, and tests always pass a temporary folder.
///
/// ```swift
/// let directory = try DataDirectory.resolve(override: nil, environment: ["HOME": "/home/ada"])
/// let todos = directory.path(forFile: "todos.json")  // "/home/ada/.local/share/clean-scenes/todos.json"
/// ```
public struct DataDirectory: Equatable, Sendable {
  /// Why no data directory could be chosen.
  public enum ResolutionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither `XDG_DATA_HOME` nor `HOME` is set to an absolute path.
    case noHomeDirectory

    /// A sentence a user can act on.
    public var description: String {
      switch self {
      case .noHomeDirectory:
        return "Cannot find a data directory: set HOME or XDG_DATA_HOME, or pass --data-dir DIR."
      }
    }
  }

  /// The folder's absolute path, without a trailing slash (`/` alone for the root).
  public let path: String

  /// A data directory at `path`, made absolute as `URL(fileURLWithPath:)` makes it: `~` and
  /// `~/…` start at `$HOME`, a relative path at the working directory (its `.` and `..`
  /// then resolved), and trailing slashes go.
  public init(path: String) {
    self.path = Self.absolute(path)
  }

  /// The data directory for `override` (from `--data-dir`), else for the environment.
  ///
  /// - Throws: ``ResolutionError/noHomeDirectory`` when there is no override and neither
  ///   `XDG_DATA_HOME` nor `HOME` is an absolute path.
  public static func resolve(override: String?, environment: [String: String])
    throws(ResolutionError)
    -> DataDirectory
  {
    if let override, !override.isEmpty { return DataDirectory(path: override) }
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return DataDirectory(path: dataHome + "/clean-scenes")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return DataDirectory(path: home + "/.local/share/clean-scenes")
    }
    throw .noHomeDirectory
  }

  /// The path of the file `name` inside the folder.
  public func path(forFile name: String) -> String {
    path == "/" ? "/" + name : path + "/" + name
  }

  // MARK: - Private helpers

  /// `path` made absolute, as ``init(path:)`` says.
  private static func absolute(_ path: String) -> String {
    var path = path
    if path == "~" || path.hasPrefix("~/"), let home = getenv("HOME") {
      path = String(cString: home) + path.dropFirst()
    }
    if !path.hasPrefix("/") {
      path = resolvingDots(workingDirectory() + "/" + path)
    }
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path.isEmpty ? "/" : path
  }

  /// `path` with its `.` components dropped and each `..` removing the one before it.
  private static func resolvingDots(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// The process's working directory; `/` when it cannot be read.
  private static func workingDirectory() -> String {
    guard let directory = getcwd(nil, 0) else { return "/" }
    defer { free(directory) }
    return String(cString: directory)
  }
}
