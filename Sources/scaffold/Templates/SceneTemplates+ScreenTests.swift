extension SceneTemplates {
  var viewControllerTests: String {
    """
    import TerminalUI
    import TerminalUITesting
    import Testing

    @testable import \(module)

    @MainActor
    struct \(s)ViewControllerTests {
      let worker = \(s)WorkingSpy(greeting: "From the worker")
      let interactor = \(s)BusinessLogicSpy()
      let sut: \(s)ViewController

      init() {
        sut = \(s)ViewController(worker: worker)
        sut.interactor = interactor
      }

      /// Mounts `scene` alone in a navigation controller on a 40×8 screen.
      private func mount(_ scene: \(s)ViewController) -> HeadlessScreen {
        HeadlessScreen(
          rootViewController: NavigationController(rootViewController: scene),
          size: Size(width: 40, height: 8))
      }

      // MARK: - Loading

      @Test func asksForTheGreetingOnceThoughItAppearsAgain() {
        // Given
        #expect(interactor.load\(s)Requests.isEmpty)
        // When: it appears, another scene covers it, and it appears again
        let screen = mount(sut)
        screen.perform { sut.navigationController?.pushViewController(ViewController()) }
        screen.perform { _ = sut.navigationController?.popViewController() }
        // Then
        #expect(
          interactor.load\(s)Requests == [
            \(useCaseType).Request()
          ])
      }

      // MARK: - \(name.words(prefix: "Load"))

      @Test func showsTheGreetingItIsGiven() throws {
        // Given
        let screen = mount(sut)
    \(CodeLayout.fit(
      indent: 4, ["let viewModel = \(useCaseType).ViewModel(greetingText: \"Hi there\")"],
      ["let viewModel = \(useCaseType).ViewModel(", "  greetingText: \"Hi there\")"]))
        // When
        screen.perform { sut.display\(s)(viewModel: viewModel) }
        // Then
        try assertSnapshot(of: screen, named: "\(snapshotName)")
      }

      @Test func wholeSceneShowsTheWorkersGreetingOnScreen() {
        // Given
        let scene = \(s)ViewController(worker: worker)
        // When
        let screen = mount(scene)
        // Then
        #expect(screen.lines[2] == "  From the worker")
      }

      @Test func sceneIsFreedWhenReleased() {
        // Given
        var scene = Optional(\(s)ViewController(worker: worker))
        // When / Then
        expectDeallocation(
          of: {
            let interactor = scene?.interactor as? \(s)Interactor
            let presenter = interactor?.presenter as? \(s)Presenter
            return [scene, interactor, presenter, scene?.router as? \(s)Router]
          },
          after: { scene = nil })
      }

      // MARK: - Routing

      @Test func prepareForAnUnknownSegueFailsNamingTheKnownOnes() {
        // Given
        let segue = Segue(identifier: "Nowhere", source: sut, destination: ViewController())
        let known = \(s)Router.knownSegues
        // When / Then
        #expect(throws: RoutingError.unknownSegue(identifier: "Nowhere", known: known)) {
          try sut.prepare(for: segue, sender: nil)
        }
      }
    }

    """
  }

  /// The snapshot `showsTheGreetingItIsGiven` checks, its file name without `.txt`.
  var snapshotName: String { "hi-there-40x8" }

  /// The folder of the view controller test's snapshots, in the scene's test folder
  /// `testFolder` (relative, without a trailing slash; empty for a relative path).
  func snapshotFolder(in testFolder: String) -> String {
    (testFolder.isEmpty ? "" : testFolder + "/") + "__Snapshots__/\(s)ViewControllerTests"
  }

  /// The screen `showsTheGreetingItIsGiven` expects on 40×8, in the form of `SnapshotMarkup`,
  /// so the test passes at once: the title bar, the greeting, the footer's key hints.
  var snapshot: String {
    let width = 40
    let title = name.words + String(repeating: " ", count: max(0, width - 1 - name.words.count))
    let done = destination == nil ? "" : "[reverse]Enter[/] Done  "
    let lines = [
      "[reverse] [/][bold reverse]\(title)[/]", "", "  Hi there", "", "", "", "",
      " \(done)[reverse]Ctrl-C[/] Quit",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  var routerTests: String {
    """
    import TerminalUI
    import TerminalUITesting
    import Testing

    @testable import \(module)

    @MainActor
    struct \(s)RouterTests {
      let storyboard = \(storyboardCall)
      let scene: \(s)ViewController
      let sut: \(s)Router

      init() throws {
        scene = try storyboard.instantiateViewController(
          withIdentifier: "\(s)", as: \(s)ViewController.self)
        sut = try #require(scene.router as? \(s)Router)
      }

      // MARK: - Routes

      @Test func storyboardMakesTheSceneWithItsRouterPointingBack() throws {
        let interactor = try #require(scene.interactor as? \(s)Interactor)
        #expect(scene.storyboardIdentifier == "\(s)")
        #expect(sut.viewController === scene)
        #expect(sut.dataStore as? \(s)Interactor === interactor)
      }

      @Test func unknownSegueIsAnErrorNamingTheKnownOnes() {
        // Given
        let segue = Segue(identifier: "Nowhere", source: scene, destination: ViewController())
        let known = \(s)Router.knownSegues
        // When / Then
        #expect(throws: RoutingError.unknownSegue(identifier: "Nowhere", known: known)) {
          try sut.route(segue)
        }
      }

      // MARK: - Passing data

      @Test func greetingWrittenThroughTheDataStoreIsShownOnScreen() throws {
        // Given
        var dataStore = try #require(sut.dataStore)
        // When
        dataStore.greeting = "Passed in"
        let screen = HeadlessScreen(
          rootViewController: NavigationController(rootViewController: scene),
          size: Size(width: 40, height: 8))
        // Then
        #expect((scene.interactor as? \(s)Interactor)?.greeting == "Passed in")
        #expect(screen.lines[2] == "  Passed in")
      }
    \(source.map(sourceRouteTests) ?? "")\(back.map(backRouteTests) ?? "")}

    """
  }

  /// The tests of the route `--from` added to `source`'s router.
  private func sourceRouteTests(_ source: String) -> String {
    let f = source
    let greeting = RouteTemplates.greeting(from: f)
    let shown = presented ? "source.presentedViewController" : "navigation.topViewController"
    let destination = CodeLayout.fit(
      indent: 4, ["let destination = try #require(\(shown) as? \(s)ViewController)"],
      ["let destination = try #require(", "  \(shown) as? \(s)ViewController)"])
    return """

        // MARK: - From \(f)

        @Test func \(lowerFirst(f))RouterKnowsTheSegue() {
          #expect(\(f)Router.knownSegues.contains("\(s)"))
        }

        @Test func segueFrom\(f)PassesItsDataIntoTheRealScene() throws {
          // Given
          let source = try storyboard.instantiateViewController(
            withIdentifier: "\(f)", as: \(f)ViewController.self)
          let segue = Segue(identifier: "\(s)", source: source, destination: scene)
          // When
          try source.prepare(for: segue, sender: nil)
          // Then
          #expect(sut.dataStore?.greeting == "\(greeting)")
        }

        @Test func performSegueFrom\(f)ShowsTheSceneWithWhatItPassed() throws {
          // Given
          let source = try storyboard.instantiateViewController(
            withIdentifier: "\(f)", as: \(f)ViewController.self)
          let screen = HeadlessScreen(
            rootViewController: NavigationController(rootViewController: source),
            size: Size(width: 40, height: 8))
          // When
          screen.perform { try source.performSegue(withIdentifier: "\(s)") }
          // Then
      \(presented ? presentedScreenExpectations(greeting: greeting) : pushedScreenExpectations(greeting: greeting))
        }

        @Test func routeFrom\(f)WithoutSegue\(presented ? "Presents" : "Pushes")TheScene() throws {
          // Given
          let source = try storyboard.instantiateViewController(
            withIdentifier: "\(f)", as: \(f)ViewController.self)
          let navigation = NavigationController(rootViewController: source)
          // When
          try source.router?.routeTo\(s)(segue: nil)
          // Then
          #expect(navigation.viewControllers.count == \(presented ? 1 : 2))
      \(destination)
          #expect(destination.storyboardIdentifier == "\(s)")
          #expect(destination.router?.dataStore?.greeting == "\(greeting)")
        }

      """
  }

  /// The screen after a segue pushed the scene: the breadcrumb, the greeting, Esc to go back.
  private func pushedScreenExpectations(greeting: String) -> String {
    """
        #expect(screen.topViewController is \(s)ViewController)
        #expect(screen.lines[0].hasSuffix(" › \(name.words)"))
        #expect(
          Array(screen.lines.dropFirst()) == [
            "", "  \(greeting)", "", "", "", "", "\(footer(back: "Esc Back"))",
          ])
    """
  }

  /// The screen after a segue presented the scene: full screen (no title bar), the greeting,
  /// Esc to close.
  private func presentedScreenExpectations(greeting: String) -> String {
    let lines = ["", "  \(greeting)", "", "", "", "", "", footer(back: "Esc Close")]
    return """
          #expect(source.presentedViewController is \(s)ViewController)
          #expect(
            screen.lines == [
      \(CodeLayout.packed(indent: 8, lines.map { "\"\($0)\"" }))
            ])
      """
  }

  /// The footer of the scene on top of another: Done with `--back-to`, then `back`.
  private func footer(back: String) -> String {
    (destination == nil ? " " : " Enter Done  ") + back + "  Ctrl-C Quit"
  }

  /// The tests of the way back with data to `back.destination` (`--back-to`): a real sample
  /// of the result type goes back, and the destination shows it.
  private func backRouteTests(_ back: BackRouteTemplates) -> String {
    let d = back.destination
    let receiver = ResultReceiverTemplates(back: back)
    let handing =
      resultType.isString
      ? "dataStore.greeting = \(resultType.sample)"
      : String(
        CodeLayout.fit(
          indent: 4, ["let handedBack: \(resultType.name) = \(resultType.sample)"],
          ["let handedBack: \(resultType.name) =", "  \(resultType.sample)"]
        ).dropFirst(4)) + "\n    dataStore.result = handedBack"
    let shown = resultType.isString ? resultType.sample : "String(describing: handedBack)"
    let show =
      presented ? "try destinationVC.present(scene)" : "navigation.pushViewController(scene)"
    let dismissed =
      presented ? "\n    #expect(destinationVC.presentedViewController == nil)" : ""
    return """

        // MARK: - Back to \(d)

        @Test func routeBackHands\(resultType.isString ? "TheGreeting" : "ItsResult")ToTheReal\(d)WhichReceivesIt() throws {
          // Given
          let destinationVC = try storyboard.instantiateViewController(
            withIdentifier: "\(d)", as: \(d)ViewController.self)
          let navigation = NavigationController(rootViewController: destinationVC)
          \(show)
          var dataStore = try #require(sut.dataStore)
          \(handing)
          // When
          try sut.routeBackTo\(d)()
          // Then
          #expect(destinationVC.\(receiver.textProperty) == \(shown))
          #expect(destinationVC.router?.dataStore?.\(receiver.back.property) == nil)
          #expect(navigation.topViewController === destinationVC)\(dismissed)
        }

        @Test func routeBackWithNo\(d)ToReturnToThrowsAndStays() throws {
          // Given
          let navigation = NavigationController(rootViewController: scene)
          // When / Then
          #expect(
            throws: RoutingError.noSceneToReturnTo(
      \(CodeLayout.fit(
        indent: 8, ["expected: \"\(d)ViewController\", source: \"\(s)\", found: [])"],
        ["expected: \"\(d)ViewController\",", "source: \"\(s)\",", "found: [])"]))
          ) {
            try sut.routeBackTo\(d)()
          }
          #expect(navigation.topViewController === scene)
        }

      """
  }

  /// `name` with its first letter lowercased, for test names.
  private func lowerFirst(_ name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
  }
}
