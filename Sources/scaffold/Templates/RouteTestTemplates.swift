/// The tests of a route `--route` adds between two scenes that exist, in a file of their own
/// in the source scene's test folder: the source's router knows the segue, performing it
/// shows the real destination, and routing without a segue pushes or presents it with the
/// data the route passes (the greeting, or a sample of each property it copies whose type
/// has a literal).
///
/// ```swift
/// let tests = RouteTestTemplates(
///   route: route, module: "Scenes", storyboardCall: "AppStoryboard.make()", samples: [])
/// tests.suiteName  // "ContactDetailRouteToContactFormTests"
/// ```
struct RouteTestTemplates {
  /// A property the route copies, and the value the test gives the source's.
  struct Sample: Equatable, Sendable {
    /// The property of both data stores.
    let property: String
    /// A literal of its type.
    let value: String
  }

  /// The route.
  let route: RouteTemplates
  /// The module the tests `@testable import`.
  let module: String
  /// The expression the tests make the storyboard with.
  let storyboardCall: String
  /// The copied properties the test sets on the source and expects on the destination.
  let samples: [Sample]

  private var s: String { route.name.rawValue }
  private var f: String { route.source }

  /// The test suite's name: `<Source>RouteTo<Destination>Tests`.
  var suiteName: String { "\(f)RouteTo\(s)Tests" }

  /// The file's name.
  var fileName: String { "\(suiteName).swift" }

  /// The file's text.
  var text: String {
    let shown = route.presented ? "source.presentedViewController" : "navigation.topViewController"
    let destination = CodeLayout.fit(
      indent: 4, ["let destination = try #require(\(shown) as? \(s)ViewController)"],
      ["let destination = try #require(", "  \(shown) as? \(s)ViewController)"])
    return """
      import TerminalUI
      import TerminalUITesting
      import Testing

      @testable import \(module)

      \(CodeLayout.doc(indent: 0, "The route from \(f) to \(s), through the real scenes of the storyboard."))
      @MainActor
      struct \(suiteName) {
        let storyboard = \(storyboardCall)
        let source: \(f)ViewController

        init() throws {
          source = try storyboard.instantiateViewController(
            withIdentifier: "\(f)", as: \(f)ViewController.self)
        }

        @Test func routerKnowsTheSegue() {
          #expect(\(f)Router.knownSegues.contains("\(s)"))
        }

        @Test func performSegue\(route.presented ? "Presents" : "Pushes")TheScene() {
          // Given
          let screen = HeadlessScreen(
            rootViewController: NavigationController(rootViewController: source),
            size: Size(width: 80, height: 24))
          // When
          screen.perform { try source.performSegue(withIdentifier: "\(s)") }
          // Then
          #expect(\(route.presented ? "source.presentedViewController" : "screen.topViewController") is \(s)ViewController)
        }

        @Test func routeWithoutSegue\(route.presented ? "Presents" : "Pushes")TheSceneWithWhatItPasses() throws {
          // Given
          let navigation = NavigationController(rootViewController: source)\(givenSamples)
          // When
          try source.router?.routeTo\(s)(segue: nil)
          // Then
          #expect(navigation.viewControllers.count == \(route.presented ? 1 : 2))
      \(destination)
          #expect(destination.storyboardIdentifier == "\(s)")\(expectations)
        }
      }

      """
  }

  /// The lines that give the source's data store the samples.
  private var givenSamples: String {
    guard !samples.isEmpty else { return "" }
    let lines =
      ["var sourceDS = try #require(source.router?.dataStore)"]
      + samples.map { "sourceDS.\($0.property) = \($0.value)" }
    return lines.map { "\n    " + $0 }.joined()
  }

  /// The expectations on the destination's data store: what the route passed.
  private var expectations: String {
    let lines: [String]
    switch route.passing {
    case .greeting:
      let greeting = RouteTemplates.greeting(from: f)
      lines = [
        CodeLayout.fit(
          indent: 4, ["#expect(destination.router?.dataStore?.greeting == \"\(greeting)\")"])
      ]
    case .properties:
      lines = samples.map { sample in
        CodeLayout.fit(
          indent: 4,
          ["#expect(destination.router?.dataStore?.\(sample.property) == \(sample.value))"],
          ["#expect(", "  destination.router?.dataStore?.\(sample.property) == \(sample.value))"])
      }
    }
    return lines.map { "\n" + $0 }.joined()
  }
}
