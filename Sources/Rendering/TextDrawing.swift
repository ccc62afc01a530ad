import AdaptiveKit
import Foundation

/// Writes text measured by the layout engine: each line positioned where UILabel puts it, and
/// stretched to its measured width (`textLength`), so a viewer without the bundled font still
/// wraps and truncates exactly where layout did.
enum TextDrawing {
  /// Font families tried in order: the bundled Inter (metrics of layout), then San Francisco
  /// and common sans-serif faces.
  static let fontFamily = "Inter, -apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"

  /// Horizontal placement of lines in their box.
  enum Alignment {
    case left, center, right
  }

  /// Draws `text` in `box` (wrapped, limited and truncated as UILabel draws it), centered
  /// vertically as UILabel centers its text; returns the lines drawn.
  @discardableResult
  static func draw(
    _ text: String, in box: CGRect, font: UIFont, color: RenderColor, alignment: Alignment = .left,
    numberOfLines: Int = 1, lineBreakMode: NSLineBreakMode = .byTruncatingTail, verticallyCentered: Bool = true,
    adjustsFontSizeToFitWidth: Bool = false, minimumScaleFactor: CGFloat = 0,
    allowsDefaultTighteningForTruncation: Bool = false, into writer: inout SVGWriter
  ) -> RenderedText {
    let rendered = RenderedText(
      text, font: font, numberOfLines: numberOfLines, size: box.size, lineBreakMode: lineBreakMode,
      adjustsFontSizeToFitWidth: adjustsFontSizeToFitWidth, minimumScaleFactor: minimumScaleFactor,
      allowsDefaultTighteningForTruncation: allowsDefaultTighteningForTruncation)
    let drawnFont = rendered.pointSize == font.pointSize ? font : font.withSize(rendered.pointSize)
    guard !text.isEmpty, !color.isClear else { return rendered }
    embedAppFont(of: drawnFont, into: &writer)
    let top = verticallyCentered ? box.minY + (box.height - rendered.height) / 2 : box.minY
    for line in rendered.lines where !line.text.isEmpty {
      let x: CGFloat
      switch alignment {
      case .left: x = box.minX
      case .center: x = box.minX + (box.width - line.width) / 2
      case .right: x = box.maxX - line.width
      }
      writer.element("text", attributes(x: x, baseline: top + line.baselineOffset, width: line.width, font: drawnFont,
        color: color), text: line.text)
    }
    return rendered
  }

  /// One line of text at a baseline, measured and stretched to its width.
  static func drawLine(
    _ text: String, x: CGFloat, baseline: CGFloat, font: UIFont, color: RenderColor, into writer: inout SVGWriter
  ) {
    let rendered = RenderedText(
      text, font: font, numberOfLines: 1, size: CGSize(width: 10_000, height: font.lineHeight),
      lineBreakMode: .byClipping)
    guard let line = rendered.lines.first else { return }
    embedAppFont(of: font, into: &writer)
    writer.element("text", attributes(x: x, baseline: baseline, width: line.width, font: font, color: color),
      text: line.text)
  }

  /// The measured single-line width of `text`.
  static func width(of text: String, font: UIFont) -> CGFloat {
    RenderedText(
      text, font: font, numberOfLines: 1, size: CGSize(width: 100_000, height: font.lineHeight),
      lineBreakMode: .byClipping
    ).lines.first?.width ?? 0
  }

  /// The font families to draw `font` in: an app's font by its own family first.
  static func family(of font: UIFont) -> String {
    guard font.appFontFileURL != nil else { return fontFamily }
    return "'\(cssFamilyName(font.familyName))', " + fontFamily
  }

  /// A family name safe inside single quotes in an attribute (quotes and backslashes dropped).
  static func cssFamilyName(_ name: String) -> String {
    name.filter { $0 != "'" && $0 != "\"" && $0 != "\\" && $0 != "<" && $0 != "&" }
  }

  /// Embeds the app font file `font` is drawn from, once per drawing.
  private static func embedAppFont(of font: UIFont, into writer: inout SVGWriter) {
    guard let url = font.appFontFileURL else { return }
    writer.embedFontFace(family: cssFamilyName(font.familyName), file: url)
  }

  private static func attributes(x: CGFloat, baseline: CGFloat, width: CGFloat, font: UIFont, color: RenderColor)
    -> [(String, String)]
  {
    var attributes: [(String, String)] = [
      ("x", SVGWriter.number(x)), ("y", SVGWriter.number(baseline)), ("font-family", family(of: font)),
      ("font-size", SVGWriter.number(font.pointSize)),
    ]
    if font.cssWeight != 400 { attributes.append(("font-weight", String(font.cssWeight))) }
    if font.isSlanted { attributes.append(("font-style", "italic")) }
    attributes.append(("fill", color.css))
    if width > 0 {
      attributes.append(("textLength", SVGWriter.number(width)))
      attributes.append(("lengthAdjust", "spacingAndGlyphs"))
    }
    return attributes
  }
}
