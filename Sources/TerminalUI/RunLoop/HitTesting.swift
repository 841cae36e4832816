import TerminalCore

/// Finding the view under the pointer, and sending it the mouse.
extension Window {
  /// Sends a mouse event to the deepest visible view under the pointer in the top scene
  /// layer, then up its superviews until one uses it; after a left press, focuses the first
  /// of them that can take focus.
  ///
  /// Only the top layer is hit: while a sheet or an alert is presented, a report outside it
  /// does nothing, so the scene underneath never sees it. Reports outside the scenes' area
  /// (on the status line, the footer, or beyond the screen) do nothing either.
  ///
  /// - Parameter event: The mouse event, in screen coordinates.
  /// - Throws: What a view's ``View/handleMouse(_:at:)`` throws.
  func handleMouse(_ event: MouseEvent) throws {
    guard let (target, origin) = hitTest(event.position) else { return }
    var point = Point(x: event.position.x - origin.x, y: event.position.y - origin.y)
    var responder: View? = target
    while let view = responder {
      if try view.handleMouse(event, at: point) { break }
      point = Point(x: point.x + view.frame.minX, y: point.y + view.frame.minY)
      responder = view.superview
    }
    guard event.kind == .press, event.button == .left else { return }
    var candidate: View? = target
    while let view = candidate, !view.canBecomeFocused { candidate = view.superview }
    if let candidate { focus(candidate) }
  }

  /// The deepest visible view at `point` in the top scene layer, with its top-left corner
  /// on the screen; `nil` outside the scenes' area or outside a presented sheet.
  ///
  /// - Parameter point: A cell of the screen.
  /// - Returns: The view and where its origin is on the screen.
  /// - Complexity: O(views of the top layer).
  func hitTest(_ point: Point) -> (view: View, origin: Point)? {
    let content = contentRect
    guard content.contains(point) else { return nil }
    let layers = SceneLayers(root: rootViewController)
    let layer: View?
    if let presented = layers.presentedScene {
      layer = presented.presentationContainer
    } else {
      layer = rootViewController.view
    }
    return layer?.hitTest(point, origin: .zero, clip: content)
  }
}

extension View {
  /// The deepest visible view of this subtree at `point`, clipped as drawing clips it.
  ///
  /// Later subviews are drawn over earlier ones, so they are tried first. A view inside a
  /// ``ScrollView`` is found where it shows, since the scroll view moves its document's
  /// frame by the offset.
  ///
  /// - Parameters:
  ///   - point: A cell of the screen.
  ///   - origin: Where the superview's top-left corner is on the screen.
  ///   - clip: The part of the screen the superview shows.
  /// - Returns: The view and its origin on the screen, or `nil` when no part of the subtree
  ///   shows at `point`.
  func hitTest(_ point: Point, origin: Point, clip: Rect) -> (view: View, origin: Point)? {
    guard !isHidden else { return nil }
    let rect = frame.offsetBy(dx: origin.x, dy: origin.y)
    let visible = rect.intersection(clip)
    guard visible.contains(point) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(point, origin: rect.origin, clip: visible) { return hit }
    }
    return (self, rect.origin)
  }
}

extension InputEvent {
  /// Whether the event clears the status line, as the next key does: every key and paste,
  /// and a mouse press, but not the release, drag or motion that follows a click (which
  /// would wipe out the error the click itself caused).
  var clearsStatusLine: Bool {
    guard case .mouse(let mouse) = self else { return true }
    return mouse.kind == .press
  }
}

extension MouseEvent {
  /// The lines one wheel step scrolls: 3, as most terminal programs and desktops scroll.
  public static let linesPerWheelStep = 3

  /// The lines this event scrolls: positive towards the end for a wheel-down step,
  /// negative for a wheel-up one, 0 for anything else; what ``ScrollView`` and
  /// ``TableView`` scroll by, for a view of an app's own to scroll alike:
  ///
  /// ```swift
  /// override func handleMouse(_ event: MouseEvent, at point: Point) throws -> Bool {
  ///   guard event.scrollLines != 0 else { return false }
  ///   topLine = max(topLine + event.scrollLines, 0)
  ///   return true
  /// }
  /// ```
  public var scrollLines: Int {
    guard kind == .press else { return 0 }
    switch button {
    case .wheelUp: return -Self.linesPerWheelStep
    case .wheelDown: return Self.linesPerWheelStep
    case .left, .middle, .right, .none: return 0
    }
  }
}
