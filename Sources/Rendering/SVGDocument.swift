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
  /// The app font files its text is drawn in (embedded with `@font-face`; the rasterizer, which
  /// reads no embedded fonts, is pointed at their folders).
  public var fontFiles: [URL] = []

  /// A drawing from its parts.
  public init(width: Double, height: Double, body: String, title: String) {
    self.width = width
    self.height = height
    self.body = body
    self.title = title
  }

  /// The complete SVG file, with the XML declaration.
  public var text: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element }

  /// The drawing with every id (and every `url(#…)` reference) prefixed, so several drawings can
  /// be inlined in one HTML page: ids are document-wide there, and a clip path of one drawing
  /// would otherwise clip the next. Text never holds a raw quote, so the markup replace is exact.
  public func prefixingIDs(_ prefix: String) -> SVGDocument {
    var copy = self
    copy.body = body.replacingOccurrences(of: " id=\"", with: " id=\"\(prefix)")
      .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
    return copy
  }

  /// The `<svg>` element alone, for inlining in HTML.
  public var element: String {
    let w = SVGWriter.number(width)
    let h = SVGWriter.number(height)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
      font-family="\(TextDrawing.fontFamily)">
      <title>\(SVGWriter.escape(title))</title>
      \(body)</svg>

      """
  }
}
