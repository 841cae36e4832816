#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The folder the demo keeps its files in.
///
/// By default it is `$XDG_DATA_HOME/clean-scenes`, or `~/.local/share/clean-scenes` when
/// `XDG_DATA_HOME` is unset or not absolute (as the XDG Base Directory specification says);
/// `demo --data-dir DIR` overrides it, and tests always pass a temporary folder.
///
/// ```swift
/// let directory = try DataDirectory.resolve(override: nil, environment: ProcessInfo.processInfo.environment)
/// let todos = directory.url(forFile: "todos.json")
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

  /// The folder's URL.
  public let url: URL

  /// A data directory at `path`.
  public init(path: String) {
    url = URL(fileURLWithPath: path, isDirectory: true)
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

  /// The URL of the file `name` inside the folder.
  public func url(forFile name: String) -> URL {
    url.appendingPathComponent(name, isDirectory: false)
  }
}
