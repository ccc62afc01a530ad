import Foundation

/// Draws images (iOS 10): `image(actions:)` runs the actions with a context on a fresh bitmap of
/// the renderer's size at the format's scale and returns the result as a `UIImage` (a real PNG:
/// `pngData()`, `cgImage` and the renderer's output all hold it).
///
/// What draws: rectangles filled or stroked in a colour — `UIColor.setFill()`/`setStroke()`/`set()`
/// then the context's `fill(_:)`/`stroke(_:)` (or `UIRectFill(_:)`) — the common way to make a
/// solid-colour or bordered image. A pixel is covered when its centre lies in the rectangle
/// (no anti-aliasing of partial pixels), blended source-over. Nothing else draws (there is no
/// `CGContext` here: paths, text and images do not reach the bitmap), so such an image keeps its
/// size and scale but shows only its rectangles.
open class UIGraphicsImageRenderer: NSObject {
  /// The actions that draw an image.
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  /// The format the renderer draws with (a copy of the one given).
  public let format: UIGraphicsImageRendererFormat
  /// The area drawn, in points: (0, 0) and the size, or the bounds given.
  let bounds: CGRect

  /// A renderer of images of `size` in the main screen's format.
  public convenience init(size: CGSize) {
    self.init(size: size, format: UIGraphicsImageRendererFormat())
  }

  /// A renderer of images of `size` in `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images of `bounds` (drawing coordinates start at its origin) in the main screen's format.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
  }

  /// A renderer of images of `bounds` (drawing coordinates start at its origin) in `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds.standardized
    self.format = format.copied()
    super.init()
  }

  /// Whether the renderer makes images (always).
  open var allowsImageOutput: Bool { true }

  /// Runs `actions` on a fresh bitmap and returns it as an image at the format's scale; an empty
  /// image when the size has no whole pixel (UIKit logs a zero-size context too).
  open func image(actions: DrawingActions) -> UIImage {
    let context = draw(actions)
    return context.currentImage
  }

  /// Runs `actions` on a fresh bitmap and returns it as PNG data (empty when the size has no whole pixel).
  open func pngData(actions: DrawingActions) -> Data {
    let context = draw(actions)
    return context.pngData() ?? Data()
  }

  private func draw(_ actions: DrawingActions) -> UIGraphicsImageRendererContext {
    let context = UIGraphicsImageRendererContext(format: format, bounds: bounds)
    GraphicsContextStack.push(context)
    defer { GraphicsContextStack.pop() }
    actions(context)
    return context
  }
}

/// Fills `rect` in the current image renderer context with its fill colour; nothing happens
/// outside a renderer's actions (UIKit logs an invalid context).
public func UIRectFill(_ rect: CGRect) {
  GraphicsContextStack.current?.fill(rect)
}

/// The image renderer contexts being drawn in on this thread, innermost last (UIKit's context
/// stack, which `UIGraphicsGetCurrentContext()` reads).
enum GraphicsContextStack {
  private static let key = "AdaptiveKit.GraphicsContextStack"

  /// A mutable list that the thread dictionary can hold.
  private final class Stack {
    var contexts: [UIGraphicsImageRendererContext] = []
  }

  private static var stack: Stack {
    if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
    let stack = Stack()
    Thread.current.threadDictionary[key] = stack
    return stack
  }

  /// The context drawn in now, if any.
  static var current: UIGraphicsImageRendererContext? { stack.contexts.last }
  static func push(_ context: UIGraphicsImageRendererContext) { stack.contexts.append(context) }
  static func pop() { _ = stack.contexts.popLast() }
}
