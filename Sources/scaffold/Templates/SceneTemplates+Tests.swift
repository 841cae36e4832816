extension SceneTemplates {
  /// The scene's tests and spies for `Tests/ScenesTests/<Name>/`, in the shape of
  /// `Tests/ScenesTests/Home` (`sut`, spies recording every argument, Given / When / Then):
  /// each file's name and text.
  var testFiles: [(name: String, text: String)] {
    [
      ("\(s)Spies.swift", spies),
      ("\(s)InteractorTests.swift", interactorTests),
      ("\(s)PresenterTests.swift", presenterTests),
      ("\(s)ViewControllerTests.swift", viewControllerTests),
      ("\(s)RouterTests.swift", routerTests),
    ]
  }

  var spies: String {
    """
    @testable import \(module)

    \(CodeLayout.doc(
      indent: 0,
      "Stands in for \(s)'s interactor: records every request the view controller sends."))
    @MainActor
    \(CodeLayout.fit(
      indent: 0, ["final class \(s)BusinessLogicSpy: \(s)BusinessLogic {"],
      ["final class \(s)BusinessLogicSpy:", "  \(s)BusinessLogic", "{"]))
    \(CodeLayout.fit(
      indent: 2, ["private(set) var load\(s)Requests: [\(useCaseType).Request] = []"],
      ["private(set) var load\(s)Requests:", "  [\(useCaseType).Request] = []"]))

    \(CodeLayout.fit(
      indent: 2, ["func load\(s)(request: \(useCaseType).Request) {"],
      ["func load\(s)(", "  request: \(useCaseType).Request", ") {"]))
        load\(s)Requests.append(request)
      }
    }

    \(CodeLayout.doc(
      indent: 0, "Stands in for \(s)'s presenter: records every response the interactor sends."))
    @MainActor
    \(CodeLayout.fit(
      indent: 0, ["final class \(s)PresentationLogicSpy: \(s)PresentationLogic {"],
      ["final class \(s)PresentationLogicSpy:", "  \(s)PresentationLogic", "{"]))
    \(CodeLayout.fit(
      indent: 2, ["private(set) var present\(s)Responses: [\(useCaseType).Response] = []"],
      ["private(set) var present\(s)Responses:", "  [\(useCaseType).Response] = []"]))

    \(CodeLayout.fit(
      indent: 2, ["func present\(s)(response: \(useCaseType).Response) {"],
      ["func present\(s)(", "  response: \(useCaseType).Response", ") {"]))
        present\(s)Responses.append(response)
      }
    }

    \(CodeLayout.doc(
      indent: 0,
      "Stands in for \(s)'s view controller: records every view model the presenter sends."))
    @MainActor
    \(CodeLayout.fit(
      indent: 0, ["final class \(s)DisplayLogicSpy: \(s)DisplayLogic {"],
      ["final class \(s)DisplayLogicSpy:", "  \(s)DisplayLogic", "{"]))
    \(CodeLayout.fit(
      indent: 2, ["private(set) var display\(s)ViewModels: [\(useCaseType).ViewModel] = []"],
      ["private(set) var display\(s)ViewModels:", "  [\(useCaseType).ViewModel] = []"]))

    \(CodeLayout.fit(
      indent: 2, ["func display\(s)(viewModel: \(useCaseType).ViewModel) {"],
      ["func display\(s)(", "  viewModel: \(useCaseType).ViewModel", ") {"]))
        display\(s)ViewModels.append(viewModel)
      }
    }

    \(CodeLayout.doc(
      indent: 0,
      "Stands in for \(s)'s worker: returns the greeting it was given and counts the calls."))
    @MainActor
    final class \(s)WorkingSpy: \(s)Working {
      private(set) var fetchGreetingCallCount = 0
      private let greeting: String

      init(greeting: String) {
        self.greeting = greeting
      }

      func fetchGreeting() -> String {
        fetchGreetingCallCount += 1
        return greeting
      }
    }

    """
  }

  var interactorTests: String {
    """
    import Testing

    @testable import \(module)

    @MainActor
    struct \(s)InteractorTests {
      let worker = \(s)WorkingSpy(greeting: "From the worker")
      let presenter = \(s)PresentationLogicSpy()
      let request = \(useCaseType).Request()
      let sut: \(s)Interactor

      init() {
        sut = \(s)Interactor(worker: worker)
        sut.presenter = presenter
      }

      @Test func withoutAPassedGreetingTheWorkersIsPresentedAndKept() {
        // When
        sut.load\(s)(request: request)
        // Then
        #expect(worker.fetchGreetingCallCount == 1)
        #expect(sut.greeting == "From the worker")
        #expect(
          presenter.present\(s)Responses == [
            \(useCaseType).Response(greeting: "From the worker")
          ])
      }

      @Test func aPassedGreetingIsPresentedWithoutAskingTheWorker() {
        // Given
        sut.greeting = "Passed in."
        // When
        sut.load\(s)(request: request)
        // Then
        #expect(worker.fetchGreetingCallCount == 0)
        #expect(
          presenter.present\(s)Responses == [
            \(useCaseType).Response(greeting: "Passed in.")
          ])
      }

      @Test func theWorkerIsAskedOnceAndItsGreetingKeptForTheNextLoad() {
        // When
        sut.load\(s)(request: request)
        sut.load\(s)(request: request)
        // Then
        #expect(worker.fetchGreetingCallCount == 1)
        #expect(
          presenter.present\(s)Responses == [
            \(useCaseType).Response(greeting: "From the worker"),
            \(useCaseType).Response(greeting: "From the worker"),
          ])
      }
    }

    """
  }

  var presenterTests: String {
    """
    import Testing

    @testable import \(module)

    @MainActor
    struct \(s)PresenterTests {
      let sut = \(s)Presenter()
      let display = \(s)DisplayLogicSpy()

      init() {
        sut.viewController = display
      }

      @Test func greetingBecomesTheLabelText() {
        // Given
        let response = \(useCaseType).Response(greeting: "Hello")
        // When
        sut.present\(s)(response: response)
        // Then
        #expect(
          display.display\(s)ViewModels == [
            \(useCaseType).ViewModel(greetingText: "Hello")
          ])
      }

      @Test func presenterHoldsItsViewControllerWeakly() {
        // Given
        var transientDisplay = Optional(\(s)DisplayLogicSpy())
        sut.viewController = transientDisplay
        // When
        transientDisplay = nil
        // Then
        #expect(sut.viewController == nil)
      }
    }

    """
  }
}
