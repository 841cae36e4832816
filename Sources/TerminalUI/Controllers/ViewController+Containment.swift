/// Embedding a child view controller in one step, and taking it out again.
///
/// UIKit asks for three calls in a fixed order (`addChild`, add the view, `didMove`) and two
/// to undo them (`willMove(toParent: nil)`, `removeFromParent`); these helpers make them,
/// and send the child its appearance callbacks when the parent is already on screen.
///
/// ```swift
/// override func viewDidLoad() {
///   super.viewDidLoad()
///   embed(widget, in: view)
/// }
///
/// override func layoutView(in rect: Rect) {
///   super.layoutView(in: rect)
///   widget.layoutView(in: Rect(x: 0, y: 0, width: rect.width, height: 1))
/// }
/// ```
extension ViewController {
  /// Adds `child` as a child and its view as the last subview of `containerView`.
  ///
  /// When this view controller's view is on screen, the child gets `viewWillAppear` before
  /// its view is added and `viewDidAppear` once the frame that shows it is on screen;
  /// otherwise it gets them when its parent appears. The parent places the child by calling
  /// its ``layoutView(in:)`` from its own.
  ///
  /// - Parameters:
  ///   - child: The view controller to embed; it leaves its former parent first.
  ///   - containerView: A view in this view controller's hierarchy; its root view if `nil`.
  public func embed(_ child: ViewController, in containerView: View? = nil) {
    let window = isViewLoaded ? view.window : nil
    addChild(child)
    let childView = child.view
    if window != nil { child.sendWillAppear() }
    (containerView ?? view).addSubview(childView)
    child.didMove(toParent: self)
    window?.performAfterNextFrame { child.sendDidAppear() }
  }

  /// Takes the view controller and its view out of its parent; it gets `viewWillDisappear`
  /// before, and `viewDidDisappear` once the frame without it is on screen, if its view was
  /// on screen.
  ///
  /// Nothing else holds a child, so unless the caller keeps it, it is freed with its scene.
  public func unembed() {
    guard parent != nil else { return }
    let window = isViewLoaded ? view.window : nil
    willMove(toParent: nil)
    if window != nil { sendWillDisappear() }
    removeFromParent()
    window?.performAfterNextFrame { self.sendDidDisappear() }
  }
}
