// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CleanScenes",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TerminalCore", targets: ["TerminalCore"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "TerminalUITesting", targets: ["TerminalUITesting"]),
    .executable(name: "demo", targets: ["demo"]),
    .executable(name: "bench", targets: ["bench"]),
    .executable(name: "scaffold", targets: ["scaffold"]),
  ],
  dependencies: [],
  targets: [
    .target(
      name: "TerminalCore",
      exclude: ["Text/generate-width-table.py"]
    ),
    .target(name: "TerminalUI", dependencies: ["TerminalCore"]),
    .target(name: "TerminalUITesting", dependencies: ["TerminalCore", "TerminalUI"]),
    .target(name: "Scenes", dependencies: ["TerminalUI"], path: "Scenes"),
    .executableTarget(name: "demo", dependencies: ["Scenes", "TerminalUI"]),
    .executableTarget(
      name: "bench",
      dependencies: [
        "Scenes", "TerminalUI", "TerminalUITesting", "AllocationCounter", "demo", "bare-terminal",
      ],
      exclude: ["ncurses-peer.c"]
    ),
    .target(name: "AllocationCounter"),
    .executableTarget(name: "bare-terminal"),
    .executableTarget(name: "scaffold"),
    // Run by the terminal tests under a pseudo-terminal; not a product.
    .executableTarget(name: "tty-probe", dependencies: ["TerminalCore", "TerminalUI"]),
    .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore", "TerminalUITesting"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUITesting"]),
    .target(
      name: "ScenesTestSupport", dependencies: ["Scenes", "TerminalUITesting"],
      path: "Tests/ScenesTestSupport"),
    .testTarget(
      name: "ScenesTests",
      dependencies: ["Scenes", "ScenesTestSupport", "TerminalUI", "TerminalUITesting"],
      // Text snapshots live beside their tests; listed here so SwiftPM knows they are not
      // sources or resources.
      exclude: ["Detail/__Snapshots__"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["Scenes", "ScenesTestSupport", "TerminalUI", "TerminalUITesting", "demo"]),
    .testTarget(name: "ScaffoldTests", dependencies: ["scaffold", "TerminalUITesting"]),
  ],
  swiftLanguageModes: [.v6]
)
