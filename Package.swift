// swift-tools-version: 6.1
import PackageDescription

/// A release build on Linux links the Swift libraries in (no dozen libraries to load at
/// start) and lays the framework's hot path out as hot-path.order lists it (see the README's
/// "Performance"); lld ships with the toolchain there.
let laidOutRelease: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-static-stdlib", "-use-ld=lld", "-Xlinker",
      "--symbol-ordering-file=\(Context.packageDirectory)/Sources/TerminalUI/hot-path.order",
      "-Xlinker", "--no-warn-symbol-ordering",
    ], .when(platforms: [.linux], configuration: .release))
]

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
    // `swift package --allow-writing-to-package-directory scaffold NAME --target TARGET`
    .plugin(name: "ScaffoldPlugin", targets: ["ScaffoldPlugin"]),
  ],
  dependencies: [],
  targets: [
    .target(
      name: "TerminalCore", dependencies: ["UTF8Validation", "CodePrefetch"],
      exclude: ["Text/generate-width-table.py"]
    ),
    // UTF-8 checked sixteen bytes at a time with the processor's vector instructions (a
    // paste's text), in C for the byte shuffles Swift's SIMD types do not offer.
    .target(name: "UTF8Validation"),
    // Code brought into the caches before it runs (HotCode), with the processor's prefetch
    // instruction, which Swift does not offer.
    .target(name: "CodePrefetch"),
    .target(
      name: "TerminalUI", dependencies: ["TerminalCore"],
      // The linker's order for the hot path (see the README's "Performance"), its generator,
      // and the script that measures the hot path's footprint in memory.
      exclude: ["hot-path.order", "generate-hot-path-order.py", "measure-hot-path-footprint.py"]),
    .target(name: "TerminalUITesting", dependencies: ["TerminalCore", "TerminalUI"]),
    .target(name: "DemoScenes", dependencies: ["TerminalUI"], path: "Scenes"),
    .executableTarget(
      name: "demo", dependencies: ["DemoScenes", "TerminalUI"],
      // No test links the demo (its options are in DemoScenes), so these reach no test bundle.
      linkerSettings: laidOutRelease),
    // `swift run -c release cold-latency`: a key's cost to the demo's code with the caches
    // flushed, in process; built like the demo, so that its code lies where the demo's does.
    .executableTarget(
      name: "cold-latency", dependencies: ["DemoScenes", "TerminalUI"],
      linkerSettings: laidOutRelease),
    .executableTarget(
      name: "bench",
      dependencies: [
        "DemoScenes", "TerminalUI", "TerminalUITesting", "RuntimeCounters", "demo",
        "bare-terminal", "stdlib-terminal", "echo-terminal", "cold-latency",
      ],
      exclude: ["ncurses-peer.c", "echo-peer.c"]
    ),
    .target(name: "RuntimeCounters"),
    .executableTarget(name: "bare-terminal"),
    .executableTarget(name: "stdlib-terminal"),
    .executableTarget(name: "echo-terminal", dependencies: ["TerminalCore"]),
    .executableTarget(name: "scaffold"),
    // Run by the terminal tests under a pseudo-terminal; not a product.
    .executableTarget(name: "tty-probe", dependencies: ["TerminalCore", "TerminalUI"]),
    .plugin(
      name: "ScaffoldPlugin",
      capability: .command(
        intent: .custom(
          verb: "scaffold",
          description: "Writes a new scene and its tests into a target, and registers it."),
        permissions: [
          .writeToPackageDirectory(
            reason: "scaffold writes the scene's files and edits the target's storyboard.")
        ]),
      dependencies: ["scaffold"], path: "Sources/ScaffoldPlugin"),
    .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore", "TerminalUITesting"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUITesting"]),
    .target(
      name: "DemoScenesTestSupport", dependencies: ["DemoScenes", "TerminalUITesting"],
      path: "Tests/ScenesTestSupport"),
    .testTarget(
      name: "DemoScenesTests",
      dependencies: ["DemoScenes", "DemoScenesTestSupport", "TerminalUI", "TerminalUITesting"],
      path: "Tests/ScenesTests",
      // Text snapshots live beside their tests; listed here so SwiftPM knows they are not
      // sources or resources.
      exclude: ["Detail/__Snapshots__"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "DemoScenes", "DemoScenesTestSupport", "TerminalUI", "TerminalUITesting",
      ]),
    .testTarget(name: "ScaffoldTests", dependencies: ["scaffold", "TerminalUITesting"]),
  ],
  swiftLanguageModes: [.v6]
)
