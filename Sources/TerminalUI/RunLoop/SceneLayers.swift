import TerminalCore

/// The scenes on screen, bottom up: the window's root, then each presented scene.
///
/// Each layer is found from the one below by ``ViewController/presentedSceneInTree``, and
/// the scene that owns focus and keys is the top layer's active leaf (followed down
/// ``ViewController/activeChildViewController``), so the window names no container.
/// Drawing goes bottom up: a full-screen layer clears the content area first; a sheet dims
/// every cell drawn so far, then draws its ``Box`` (which paints its whole rectangle) over
/// them, centred.
@MainActor
struct SceneLayers {
  /// The root first, then each presented scene in the order presented.
  private(set) var layers: [ViewController] = []

  /// No layers; ``collect(root:)`` finds them.
  init() {}

  /// Collects the layers above `root`.
  init(root: ViewController) {
    collect(root: root)
  }

  /// Collects the layers above `root` again, writing over the last ones: a layer that is
  /// still where it was stays, so a window that keeps its layers allocates nothing for them
  /// in a frame, and a frame whose layers did not change only compares them.
  mutating func collect(root: ViewController) {
    var count = 0
    var next: ViewController? = root
    while let layer = next {
      layers.writeIdentical(layer, at: count)
      next = Self.layer(above: count, from: root)
      count += 1
    }
    layers.truncate(to: count)
  }

  /// The scene that owns focus and keys above `root`, found without collecting the layers
  /// (the window asks for it several times a key).
  static func activeScene(root: ViewController) -> ViewController {
    var top = root
    var index = 0
    while let next = layer(above: index, from: root) {
      top = next
      index += 1
    }
    return top.activeLeaf
  }

  /// The scene that owns focus and keys: the top layer's active leaf.
  var activeScene: ViewController { top.activeLeaf }

  /// The top layer.
  var top: ViewController { layers[layers.count - 1] }

  /// The top layer when it is a presented scene.
  var presentedScene: ViewController? { layers.count > 1 ? top : nil }

  /// The layer presented over the layer at `index` (counted from `root`, 0), or `nil` at the
  /// top; a scene already among the layers below ends them, so a cycle cannot loop.
  private static func layer(above index: Int, from root: ViewController) -> ViewController? {
    var current = root
    for _ in 0..<index {
      guard let next = current.presentedSceneInTree else { return nil }
      current = next
    }
    guard let next = current.presentedSceneInTree else { return nil }
    var below: ViewController? = root
    for _ in 0...index {
      if below === next { return nil }
      below = below?.presentedSceneInTree
    }
    return next
  }

  /// Places every layer within `content`, then lays the view trees out if anything asked.
  ///
  /// Each scene places its views first (``ViewController/layoutView(in:)``, every frame);
  /// then `needsLayout` says whether anything asked for a layout since the last one — a
  /// view added, removed, hidden, resized or measuring differently, the focus moved — and
  /// only then are the view trees laid out. A frame where only drawing changed (a typed
  /// character, a moved selection) lays out nothing.
  ///
  /// - Parameters:
  ///   - content: The part of the screen the scenes take.
  ///   - needsLayout: Whether the view trees need a layout; called once, after the scenes
  ///     placed their views.
  /// - Returns: Whether the view trees were laid out.
  /// - Complexity: O(layers), plus O(views) when a layout is needed.
  func layout(within content: Rect, needsLayout: () -> Bool) -> Bool {
    for (index, scene) in layers.enumerated() {
      if index == 0 {
        scene.layoutView(in: content)
        continue
      }
      guard let container = scene.presentationContainer else { continue }
      let border = Size(width: max(content.width - 2, 0), height: max(content.height - 2, 0))
      if let box = container as? Box {
        let size = scene.sheetContentSize(within: border) ?? border
        box.title = scene.sheetTitle
        box.frame = Rect(
          x: content.minX + (content.width - size.width - 2) / 2,
          y: content.minY + (content.height - size.height - 2) / 2,
          width: size.width + 2, height: size.height + 2)
        scene.layoutView(in: Rect(origin: .zero, size: size))
      } else {
        container.frame = content
        scene.layoutView(in: Rect(origin: .zero, size: content.size))
      }
    }
    guard needsLayout() else { return false }
    for (index, scene) in layers.enumerated() {
      if index == 0 {
        scene.view.layoutSubtree()
      } else {
        scene.presentationContainer?.layoutSubtree()
      }
    }
    return true
  }

  /// Draws the part of every layer inside `clip` into `canvas`, bottom up, over cells the
  /// caller has cleared.
  ///
  /// Only the views that meet `clip` draw, each clipped to it, so a frame redraws just the
  /// rows that changed; a sheet dims, and a full-screen layer clears, only that part too.
  ///
  /// - Parameters:
  ///   - canvas: The canvas to draw into.
  ///   - content: The part of the screen the scenes take.
  ///   - clip: The part of `content` to draw.
  /// - Complexity: O(cells) of `clip` in every layer, plus O(views) that meet it.
  func draw(into canvas: inout Canvas, content: Rect, clip: Rect) {
    let area = content.intersection(clip)
    guard !area.isEmpty else { return }
    for (index, scene) in layers.enumerated() {
      if index == 0 {
        scene.view.drawSubtree(in: &canvas, origin: .zero, clip: area)
        continue
      }
      guard let container = scene.presentationContainer else { continue }
      if let box = container as? Box {
        canvas.restyle(area, overlaying: box.theme.backdrop)
      } else {
        canvas.fill(area)
      }
      container.drawSubtree(in: &canvas, origin: .zero, clip: area)
    }
  }
}
