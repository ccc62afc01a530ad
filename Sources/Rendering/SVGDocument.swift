import Foundation

/// A finished, self-contained SVG drawing: its size in points and its markup.
public struct SVGDocument: Equatable, Sendable {
  /// The width in points (one SVG user unit per point).
  public var width: Double
  /// The height in points.
  public var height: Double
  /// The drawing's elements (without the `<svg>` element).
  public var body: String
  /// A title for the whole drawing.
  public var title: String

  /// A drawing from its parts.
  public init(width: Double, height: Double, body: String, title: String) {
    self.width = width
    self.height = height
    self.body = body
    self.title = title
  }

  /// The complete SVG file, with the XML declaration.
  public var text: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element }

  /// The `<svg>` element alone, for inlining in HTML.
  public var element: String {
    let w = SVGWriter.number(width)
    let h = SVGWriter.number(height)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
      font-family="\(TextDrawing.fontFamily)">
      <title>\(SVGWriter.escape(title))</title>
      \(body)</svg>

      """
  }
}
