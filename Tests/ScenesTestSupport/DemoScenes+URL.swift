import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The scenes name their files by path, so the demo links no Foundation; tests read and
// write those files with Foundation, and take them as URLs here.

extension DataDirectory {
  /// The folder as a file URL.
  public var url: URL {
    URL(fileURLWithPath: path, isDirectory: true)
  }

  /// The file `name` inside the folder, as a file URL.
  ///
  /// - Parameter name: The file's name.
  /// - Returns: The URL of ``DataDirectory/path(forFile:)``.
  public func url(forFile name: String) -> URL {
    URL(fileURLWithPath: path(forFile: name), isDirectory: false)
  }
}

extension FileToDoStore {
  /// The store's file as a file URL.
  public var fileURL: URL {
    URL(fileURLWithPath: filePath, isDirectory: false)
  }
}
