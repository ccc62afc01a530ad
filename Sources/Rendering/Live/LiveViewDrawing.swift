import AdaptiveKit
import Foundation

/// Walks a live hierarchy: one group per visible view at its frame (less its superview's bounds
/// origin, so scrolled content moves), carrying its class and frame; background and layer
/// corners, the view's own content, its subviews (clipped when it clips), then its border.
@MainActor
struct LiveViewDrawing {
  let context: DrawingContext

  /// Draws `view` with its frame's origin at `origin` in the current coordinates.
  func draw(_ view: UIView, at origin: CGPoint) {
    guard !view.isHidden, view.alpha > 0.01 else { return }
    let size = view.bounds.size
    let frameText = BarDrawing.frameText(view.frame)
    let className = view.describedClassName
    var attributes: [(String, String)] = [
      ("transform", "translate(\(SVGWriter.number(origin.x)),\(SVGWriter.number(origin.y)))"),
      ("data-class", className), ("data-frame", frameText),
    ]
    if view.alpha < 1 { attributes.append(("opacity", SVGWriter.number(view.alpha))) }
    context.writer.open("g", attributes)
    context.writer.element("title", [], text: "\(className) (\(frameText))")
    let traits = view._colorResolutionTraits
    let bounds = CGRect(origin: .zero, size: size)
    let radius = view.layer.cornerRadius
    if let background = view.backgroundColor.map({ RenderColor($0, traits: traits) }), !background.isClear {
      context.writer.rect(bounds, radius: radius, fill: background.css)
    }
    LiveContentDrawing(context: context).drawContent(of: view, in: bounds)

    let clips = view.clipsToBounds || view.layer.masksToBounds
    let children = view.subviews.filter { !$0.isHidden }
    if clips, !children.isEmpty {
      let id = context.uniqueID("clip")
      context.writer.open("clipPath", [("id", id)])
      context.writer.rect(bounds, radius: radius, fill: "#000")
      context.writer.close("clipPath")
      context.writer.open("g", [("clip-path", "url(#\(id))")])
    }
    let shift = view.bounds.origin
    for child in children {
      draw(child, at: CGPoint(x: child.frame.minX - shift.x, y: child.frame.minY - shift.y))
    }
    if clips, !children.isEmpty { context.writer.close("g") }
    LiveContentDrawing(context: context).drawOverlay(of: view, in: bounds)
    // Core Animation draws no border without a color; its default is opaque black.
    if view.layer.borderWidth > 0, let border = view.layer.borderColor.map({ RenderColor($0) }), !border.isClear {
      let width = view.layer.borderWidth
      let inset = width / 2
      context.writer.rect(
        bounds.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset), fill: nil, stroke: border.css,
        strokeWidth: width)
    }
    context.writer.close("g")
  }
}
