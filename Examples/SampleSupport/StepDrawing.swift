import AdaptiveKit
import Rendering

/// A step of a sample as a picture: the window drawn by `ViewHierarchyRenderer`, with a dark
/// caption strip under the screen saying what was done.
@MainActor
public enum StepDrawing {
  /// The caption strip's height in points.
  public static let captionHeight: CGFloat = 28

  /// The window as SVG titled `title`, `caption` written under it.
  public static func draw(_ window: UIWindow, title: String, caption: String) -> SVGDocument {
    let screen = ViewHierarchyRenderer.render(window, title: title)
    var strip = SVGWriter()
    strip.element(
      "rect",
      [("y", SVGWriter.number(screen.height)), ("width", SVGWriter.number(screen.width)),
       ("height", SVGWriter.number(captionHeight)), ("fill", "#202124")])
    strip.element(
      "text",
      [("x", "10"), ("y", SVGWriter.number(screen.height + 19)), ("font-family", "Inter, Helvetica, Arial, sans-serif"),
       ("font-size", "13"), ("fill", "#ffffff")],
      text: caption)
    return SVGDocument(
      width: screen.width, height: screen.height + Double(captionHeight), body: screen.body + strip.markup,
      title: screen.title)
  }
}
