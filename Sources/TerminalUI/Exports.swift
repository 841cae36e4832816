// `import TerminalUI` is the one import a scene needs. A scene's views lay out in a `Rect`,
// draw into a `Canvas` with a `Style`, and handle a `KeyEvent`; those types belong to
// TerminalCore, so TerminalUI re-exports it rather than make every scene file import both.
//
// Why `@_exported` and not `public import`: an access-level import (SE-0409) only lets
// TerminalUI's public API mention TerminalCore's types; clients still have to import
// TerminalCore themselves. `@_exported` is the only spelling, in Swift 6.3, that makes a
// module's declarations visible to whoever imports another one. It is underscored but
// stable in practice: SwiftNIO's `NIO` module re-exports `NIOCore` and `NIOPosix` this way.
// Importing TerminalCore explicitly as well stays valid, so code written before this change
// still builds.
@_exported import TerminalCore
