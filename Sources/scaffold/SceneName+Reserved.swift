extension SceneName {
  /// Keywords spelled with an uppercase letter, which a scene name could spell exactly:
  /// `enum Self` does not compile, and `Type` / `Protocol` clash with `X.Type` and
  /// `X.Protocol`.
  static let uppercaseKeywords: Set<String> = ["Any", "Self", "Type", "Protocol"]

  /// The keywords Swift reserves everywhere (declarations, statements, expressions and
  /// types), which cannot name a variable without backticks. A scene named `Default` would
  /// make the natural `let default = …` fail, so these are refused in any letter case.
  /// Contextual keywords (`open`, `some`, `actor`, `package`…) are ordinary identifiers and
  /// allowed (though `Actor` is refused as a standard-library type).
  static let reservedKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false",
    "is", "nil", "self", "super", "throws", "true", "try",
  ]

  /// The modules the scene's code and tests may import. A scene's models `enum` named like
  /// one of them would shadow it in the whole module (`TerminalUI.View` would look for
  /// `View` in the enum).
  ///
  /// Modules whose names no scene name can spell are left out: `_Concurrency`,
  /// `_StringProcessing`, `os` or `ucrt` (a scene name starts with an uppercase letter and
  /// has only letters and digits), `FoundationInternationalization` (longer than
  /// ``maximumLength``).
  static let reservedModuleNames: Set<String> = [
    // Standard library and the toolchain's other modules
    "Swift", "SwiftOnoneSupport", "Cxx", "CxxStdlib", "Distributed", "Observation",
    "RegexBuilder", "Synchronization",
    // Foundation and Dispatch
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML",
    "CoreFoundation", "Dispatch",
    // Testing
    "Testing", "XCTest",
    // C libraries of each platform
    "Glibc", "SwiftGlibc", "Darwin", "Musl", "Android", "WinSDK", "CRT", "WASILibc",
    // This package's
    "Scenes", "TerminalCore", "TerminalUI", "TerminalUITesting",
  ]

  /// Types from the modules the scene's code and tests import (the standard library,
  /// Concurrency, Foundation, Swift Testing). A scene's models `enum` named like one of them
  /// would shadow it in the whole module.
  ///
  /// Types declared in the package (`View`, `Label`, `Window`, the to-do `Task`…) are found
  /// by scanning the sources instead, so new ones are covered as they land.
  static let reservedTypeNames: Set<String> = [
    // Standard library
    "Array", "ArraySlice", "Bool", "Character", "ClosedRange", "Codable", "Collection",
    "Comparable", "CustomStringConvertible", "Decodable", "Dictionary", "Double",
    "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Int8",
    "Int16", "Int32", "Int64", "Mirror", "Never", "Optional", "Range", "RawRepresentable",
    "Result", "Sequence", "Set", "String", "StringProtocol", "Substring", "UInt", "UInt8",
    "UInt16", "UInt32", "UInt64", "Unicode", "Void", "Sendable", "Copyable", "Regex",
    // Concurrency
    "Actor", "AsyncSequence", "AsyncStream", "CheckedContinuation", "Clock",
    "ContinuousClock", "Duration", "GlobalActor", "MainActor", "SuspendingClock", "Task",
    "TaskGroup",
    // Foundation
    "Bundle", "Calendar", "CharacterSet", "Data", "Date", "DateFormatter", "Decimal",
    "FileHandle", "FileManager", "IndexPath", "IndexSet", "JSONDecoder", "JSONEncoder",
    "Locale", "Measurement", "Notification", "NotificationCenter", "NSObject", "Predicate",
    "ProcessInfo", "Progress", "RunLoop", "Thread", "TimeZone", "Timer", "URL", "URLSession",
    "UserDefaults", "UUID",
    // Swift Testing
    "Attachment", "Bug", "Comment", "Confirmation", "Issue", "SourceLocation", "Suite", "Tag",
    "Test", "Trait",
  ]

  /// The type names the scene's files and tests declare, each a clash if it already exists.
  var derivedTypeNames: [String] {
    let suffixes = [
      "", "ViewController", "DisplayLogic", "Interactor", "BusinessLogic", "DataStore",
      "Presenter", "PresentationLogic", "Router", "RoutingLogic", "DataPassing", "Worker",
      "Working", "BusinessLogicSpy", "PresentationLogicSpy", "DisplayLogicSpy", "WorkingSpy",
      "InteractorTests", "PresenterTests", "ViewControllerTests", "RouterTests",
    ]
    return suffixes.map { rawValue + $0 }
  }
}
