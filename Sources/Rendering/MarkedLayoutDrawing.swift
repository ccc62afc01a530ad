import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Draws a scene already laid out (under whatever traits its simulator has) with one view marked:
/// the pictures `adaptive lint --overlay` writes beside a finding.
@MainActor
public enum MarkedLayoutDrawing {
  /// The colour of the mark and of the caption's band.
  public static let markColor = RenderColor(hex: 0xFF2D55)
  /// The caption's text size, in points.
  static let captionSize: CGFloat = 11
  /// How many characters a caption line holds before it wraps.
  static let captionLineLength = 64
  /// The space around the caption's text, in points.
  static let captionPadding: CGFloat = 6

  /// The window of `layout` with `marked` (in window coordinates) outlined, and `caption` in a
  /// band under the screen.
  public static func svg(
    of layout: StoryboardSceneBuilder, marking marked: CGRect, caption: String, title: String, imageFolder: URL? = nil
  ) -> SVGDocument {
    let root = layout.rootView
    let screen = root.window?.bounds ?? root.bounds
    let context = DrawingContext(
      document: layout.document, imageBundle: imageFolder.flatMap(DrawingContext.imageBundle(at:)),
      traits: root.traitCollection)
    // The screen behind the views in the variant's appearance: black under a dark layout.
    context.writer.rect(screen, fill: context.palette.systemBackground.css)
    let origin = root.superview?.convert(CGPoint.zero, to: nil) ?? .zero
    ViewDrawing.draw(layout, at: origin, in: context)
    let mark = markColor.css
    // A zero-sized view still gets a visible mark: a small square where it sits.
    let visible = marked.insetBy(dx: min(0, marked.width / 2 - 4), dy: min(0, marked.height / 2 - 4))
    context.writer.rect(visible, fill: markColor.withAlpha(0.15).css, stroke: mark, strokeWidth: 2)
    let lines = wrap(caption)
    let lineHeight = captionSize * 1.3
    let band = CGRect(
      x: 0, y: screen.maxY, width: screen.width, height: CGFloat(lines.count) * lineHeight + 2 * captionPadding)
    context.writer.rect(band, fill: mark)
    for (index, line) in lines.enumerated() {
      context.writer.element(
        "text",
        [
          ("x", SVGWriter.number(captionPadding)),
          ("y", SVGWriter.number(band.minY + captionPadding + CGFloat(index + 1) * lineHeight - captionSize * 0.3)),
          ("font-size", SVGWriter.number(captionSize)), ("fill", "#fff"),
        ], text: line)
    }
    return SVGDocument(
      width: Double(screen.width), height: Double(band.maxY), body: context.writer.markup, title: title)
  }

  /// The caption broken at spaces into lines of at most `captionLineLength` characters.
  static func wrap(_ caption: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in caption.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > captionLineLength {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
