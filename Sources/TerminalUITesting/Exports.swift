// `import TerminalUITesting` is the one import a scene's tests need besides the scene's own
// module and Testing: the headless screen's API is made of TerminalUI's and TerminalCore's
// types (`ViewController`, `Size`, `KeyCode`), so this module re-exports TerminalUI, which
// re-exports TerminalCore. See `Sources/TerminalUI/Exports.swift` for why `@_exported`.
@_exported import TerminalUI
