/// The code `--back-to` gives the destination scene so that it receives what the new scene
/// hands back, as ToDoList receives EditToDo's edit: one use case, `Receive<Name>Result`,
/// through the whole VIP cycle.
///
/// The destination's `didUnwind(from:)` asks its interactor; the interactor takes the data
/// store's `<name>Result` (clearing it, so it is shown once) and hands it to the presenter;
/// the presenter makes the view model; the view controller keeps its text in
/// `<name>ResultText`, where the user gives it to one of the scene's views. Spies and stubs
/// of the three protocols record each call.
///
/// ```swift
/// let receiver = ResultReceiverTemplates(
///   back: BackRouteTemplates(name: try SceneName("Profile"), destination: "Home"))
/// receiver.receiveMethod  // "receiveProfileResult"
/// receiver.useCaseType    // "Home.ReceiveProfileResult"
/// ```
struct ResultReceiverTemplates {
  /// The way back, which names the scenes and the data store's property.
  let back: BackRouteTemplates

  private var s: String { back.name.rawValue }
  private var d: String { back.destination }

  // MARK: - Names

  /// The use case: `Receive<Name>Result`.
  var useCase: String { "Receive\(s)Result" }
  /// The namespace of the use case's models: `<Destination>.Receive<Name>Result`.
  var useCaseType: String { "\(d).\(useCase)" }
  /// The interactor's method: `receive<Name>Result`.
  var receiveMethod: String { "receive\(s)Result" }
  /// The presenter's method: `present<Name>Result`.
  var presentMethod: String { "present\(s)Result" }
  /// The view controller's method: `display<Name>Result`.
  var displayMethod: String { "display\(s)Result" }
  /// The view controller's property that keeps the text: `<name>ResultText`.
  var textProperty: String { back.property + "Text" }

  private var section: String {
    "// MARK: - \(back.name.words(prefix: "Receive")) result"
  }

  // MARK: - Models

  /// The use case's models, nested in `enum <Destination>`.
  func models(indent: Int) -> String {
    let lines = [
      "/// Taking what \(s) handed back when it routed back here.",
      "enum \(useCase) {",
      "  struct Request: Equatable, Sendable {}",
      "",
      "  struct Response: Equatable, Sendable {",
      "    var result: \(back.resultType.name)",
      "  }",
      "",
      "  struct ViewModel: Equatable, Sendable {",
      "    /// What \(s) handed back, ready to show.",
      "    var resultText: String",
      "  }",
      "}",
    ]
    return indented(lines, by: indent)
  }

  // MARK: - Requirements

  /// One of the use case's three methods: a new requirement of one of the destination's
  /// protocols, which its spies record the calls of.
  struct Requirement: Equatable, Sendable {
    /// The method, such as `receiveProfileResult`.
    let method: String
    /// Its argument label, such as `request`.
    let label: String
    /// The argument's type.
    let type: String

    /// The array a spy records the arguments in: `<method><Label>s`.
    var array: String {
      method + label.prefix(1).uppercased() + label.dropFirst() + "s"
    }
  }

  /// The new requirements of `<Destination>BusinessLogic`, `PresentationLogic` and
  /// `DisplayLogic`, in this order.
  var requirements: [Requirement] {
    [
      Requirement(method: receiveMethod, label: "request", type: "\(useCaseType).Request"),
      Requirement(method: presentMethod, label: "response", type: "\(useCaseType).Response"),
      Requirement(method: displayMethod, label: "viewModel", type: "\(useCaseType).ViewModel"),
    ]
  }

  /// The line that declares `requirement` in its protocol.
  func declaration(of requirement: Requirement, indent: Int) -> String {
    let parameter = "\(requirement.label): \(requirement.type)"
    return CodeLayout.fit(
      indent: indent, ["func \(requirement.method)(\(parameter))"],
      ["func \(requirement.method)(", "  \(parameter))"])
  }

  // MARK: - The destination's components

  /// `receive<Name>Result(request:)` for the interactor, under its MARK section.
  func interactorMethod(indent: Int) -> String {
    let doc = CodeLayout.doc(
      indent: indent, "Takes what \(s) handed back, if it handed something, and presents it.")
    let response = "\(useCaseType).Response(result: result)"
    let presentation = CodeLayout.fit(
      indent: indent + 2, ["presenter?.\(presentMethod)(response: \(response))"],
      ["presenter?.\(presentMethod)(", "  response: \(response))"])
    return [
      indented([section, ""], by: indent), doc,
      signature(receiveMethod, "request: \(useCaseType).Request", indent: indent),
      indented(
        ["  guard let result = \(back.property) else { return }", "  \(back.property) = nil"],
        by: indent),
      presentation, indented(["}"], by: indent),
    ].joined(separator: "\n")
  }

  /// `present<Name>Result(response:)` for the presenter, under its MARK section.
  func presenterMethod(indent: Int) -> String {
    let text = back.resultType.isString ? "response.result" : "String(describing: response.result)"
    let viewModel = CodeLayout.fit(
      indent: indent + 2,
      ["let viewModel = \(useCaseType).ViewModel(resultText: \(text))"],
      ["let viewModel = \(useCaseType).ViewModel(", "  resultText: \(text))"])
    let lines =
      [indented([section, ""], by: indent)]
      + (back.resultType.isString
        ? []
        : [
          CodeLayout.doc(
            indent: indent,
            "Makes what \(s) handed back ready to show: replace its description with the text "
              + "\(d) should show.")
        ])
      + [
        signature(presentMethod, "response: \(useCaseType).Response", indent: indent),
        viewModel,
        indented(["  viewController?.\(displayMethod)(viewModel: viewModel)", "}"], by: indent),
      ]
    return lines.joined(separator: "\n")
  }

  /// The view controller's `didUnwind(from:)`, for one that has none: it asks the
  /// interactor for the result, under an `Unwinding` MARK section.
  func unwindOverride(indent: Int) -> String {
    let doc = CodeLayout.doc(
      indent: indent,
      "Asks the interactor for what the scenes that went back here handed back: their routers "
        + "passed it to the data store, then unwound to this scene.")
    return [
      indented(["// MARK: - Unwinding", ""], by: indent), doc,
      indented(
        [
          "override func didUnwind(from source: ViewController) {",
          "  super.didUnwind(from: source)",
        ], by: indent),
      unwindCall(indent: indent + 2), indented(["}"], by: indent),
    ].joined(separator: "\n")
  }

  /// The statement of `didUnwind(from:)` that asks the interactor for the result.
  func unwindCall(indent: Int) -> String {
    CodeLayout.fit(
      indent: indent, ["interactor?.\(receiveMethod)(request: \(useCaseType).Request())"],
      ["interactor?.\(receiveMethod)(", "  request: \(useCaseType).Request())"])
  }

  /// The view controller's `<name>ResultText` and `display<Name>Result(viewModel:)`, under
  /// their MARK section.
  func displayMethodAndText(indent: Int) -> String {
    let textDoc = CodeLayout.doc(
      indent: indent,
      "What \(s) handed back last, ready to show; none of \(d)'s views shows it yet.")
    let displayDoc = CodeLayout.doc(
      indent: indent, "Keeps what \(s) handed back: give it to one of \(d)'s views here.")
    return [
      indented([section, ""], by: indent), textDoc,
      indented(["private(set) var \(textProperty): String?", ""], by: indent), displayDoc,
      signature(displayMethod, "viewModel: \(useCaseType).ViewModel", indent: indent),
      indented(["  \(textProperty) = viewModel.resultText", "}"], by: indent),
    ].joined(separator: "\n")
  }

  // MARK: - Spies and stubs

  /// The array a spy records the calls of `recorder` in.
  func recordingArray(_ recorder: Requirement, indent: Int) -> String {
    CodeLayout.fit(
      indent: indent, ["private(set) var \(recorder.array): [\(recorder.type)] = []"],
      ["private(set) var \(recorder.array):", "  [\(recorder.type)] = []"])
  }

  /// The spy's method that records each call of `recorder`.
  func recordingMethod(_ recorder: Requirement, indent: Int) -> String {
    [
      signature(recorder.method, "\(recorder.label): \(recorder.type)", indent: indent),
      indented(["  \(recorder.array).append(\(recorder.label))", "}"], by: indent),
    ].joined(separator: "\n")
  }

  // MARK: - Helpers

  /// `func <method>(<parameter>) {`, the parameter on a line of its own when the line is
  /// too long.
  private func signature(_ method: String, _ parameter: String, indent: Int) -> String {
    CodeLayout.fit(
      indent: indent, ["func \(method)(\(parameter)) {"],
      ["func \(method)(", "  \(parameter)", ") {"])
  }

  private func indented(_ lines: [String], by indent: Int) -> String {
    let prefix = String(repeating: " ", count: indent)
    return lines.map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
  }
}
