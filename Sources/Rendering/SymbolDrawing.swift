import AdaptiveKit
import Foundation
import InterfaceBuilder

/// SF Symbols, whose glyphs Linux does not have: each is drawn as a box of the size UIKit gives
/// the symbol image (`UIImage(systemName:withConfiguration:)`: its point size, text style, weight
/// and scale; the body text style's 17 points when nothing is configured), placed by the view's
/// content mode, outlined in the tint symbols are drawn in, and labelled with the symbol's name
/// (a `title` and `data-symbol`, and in the box when the name fits), so a render shows where
/// each symbol is and how big.
@MainActor
enum SymbolDrawing {
  /// The box's corner radius, as a fraction of its shorter side (a rounded, glyph-like outline).
  static let cornerRadiusFraction: CGFloat = 0.2
  /// The opacity of the tint filling the box.
  static let fillAlpha: CGFloat = 0.15
  /// The outline's width, in points.
  static let strokeWidth: CGFloat = 1
  /// The smallest box the name is written in (narrower boxes carry it only as their title).
  static let labelMinimumSize = CGSize(width: 44, height: 14)
  /// The size of the name written in a box.
  static let labelPointSize: CGFloat = 8

  /// Draws the symbol `image` at its size in `bounds`, placed (or scaled) by `contentMode`
  /// (Interface Builder's name of the mode), in `tint`; cut at `bounds` when the view clips to
  /// its bounds (a layer that masks to its bounds clips its own content too).
  static func draw(
    _ image: UIImage, in bounds: CGRect, contentMode: String, tint: RenderColor, clipsToBounds: Bool = false,
    context: DrawingContext
  ) {
    let size = image.size
    guard size.width > 0, size.height > 0 else { return }
    let frame = ImageDrawing.frame(of: size, in: bounds, contentMode: contentMode)
    let name = image._systemSymbolName ?? "symbol"
    let sizeText = "\(SVGWriter.number(size.width))×\(SVGWriter.number(size.height))"
    var attributes = [("data-symbol", name), ("data-symbol-size", sizeText)]
    if clipsToBounds, !bounds.contains(frame) {
      let clip = context.uniqueID("clip")
      context.writer.open("clipPath", [("id", clip)])
      context.writer.rect(bounds, fill: "#000")
      context.writer.close("clipPath")
      attributes.append(("clip-path", "url(#\(clip))"))
    }
    context.writer.open("g", attributes)
    context.writer.element("title", [], text: "\(name) (SF Symbol, \(sizeText) pt)")
    context.writer.rect(
      frame, radius: min(frame.width, frame.height) * cornerRadiusFraction, fill: tint.withAlpha(fillAlpha).css,
      stroke: tint.css, strokeWidth: strokeWidth)
    if frame.width >= labelMinimumSize.width, frame.height >= labelMinimumSize.height {
      TextDrawing.draw(
        name, in: frame.insetBy(dx: 2, dy: 0), font: UIFont.systemFont(ofSize: labelPointSize), color: tint,
        alignment: .center, into: &context.writer)
    }
    context.writer.close("g")
  }

  /// The SF Symbol `element` names (an image view's or a button state's `image="…"
  /// catalog="system"`, or its `<imageReference>`), as UIKit loads it, with `owner`'s preferred
  /// symbol configuration and the drawing's traits (display scale, content size category); nil
  /// when it names no symbol.
  static func symbol(in element: IBXMLElement, configuredBy owner: IBXMLElement, context: DrawingContext) -> UIImage? {
    guard let document = context.document else { return nil }
    let category = context.traits?.preferredContentSizeCategory ?? .large
    guard
      let (symbol, configuration) = StoryboardLoad.shownSymbol(
        in: element, configuredBy: owner, document: document, contentSizeCategory: category.rawValue)
    else { return nil }
    let image = configuration.flatMap { symbol.applyingSymbolConfiguration($0) } ?? symbol
    return context.traits.map { image.withConfiguration(UIImage.Configuration(traitCollection: $0)) } ?? image
  }
}
