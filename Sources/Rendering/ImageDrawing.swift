import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Image views and other content AdaptiveKit cannot draw: a labeled placeholder frame (a light
/// fill, a diagonal cross and the image or class name), so the layout stays readable. Images
/// are not embedded yet: AdaptiveKit has no `UIImage` to read pixel data from.
@MainActor
enum ImageDrawing {
  static func drawImageView(_ source: IBView, in bounds: CGRect, context: DrawingContext) {
    drawPlaceholder(label: source.image ?? "image", in: bounds, context: context)
  }

  static func drawPlaceholder(label: String, in bounds: CGRect, context: DrawingContext) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    let stroke = RenderColor(white: 0.55, alpha: 0.6).css
    context.writer.rect(bounds, fill: RenderColor(white: 0.5, alpha: 0.12).css, stroke: stroke, strokeWidth: 0.5)
    context.writer.line(from: CGPoint(x: bounds.minX, y: bounds.minY), to: CGPoint(x: bounds.maxX, y: bounds.maxY),
      stroke: stroke, width: 0.5)
    context.writer.line(from: CGPoint(x: bounds.maxX, y: bounds.minY), to: CGPoint(x: bounds.minX, y: bounds.maxY),
      stroke: stroke, width: 0.5)
    guard bounds.width >= 30, bounds.height >= 14 else { return }
    let font = UIFont.systemFont(ofSize: min(11, bounds.height * 0.6))
    let box = CGRect(x: bounds.minX + 2, y: bounds.midY - font.lineHeight / 2, width: bounds.width - 4,
      height: font.lineHeight)
    TextDrawing.draw(label, in: box, font: font, color: RenderColor(white: 0.3), alignment: .center,
      into: &context.writer)
  }
}
