import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Images found by `UIImage(named:in:compatibleWith:)` in the image folder are embedded as
/// data URLs (PNG, JPEG and GIF, the formats every SVG viewer reads), placed by the view's content
/// mode; anything else — and content AdaptiveKit cannot draw — is a labeled placeholder frame (a
/// light fill, a diagonal cross and the image or class name), so the layout stays readable.
@MainActor
enum ImageDrawing {
  static func drawImageView(_ source: IBView, view: UIView, in bounds: CGRect, context: DrawingContext) {
    // A standard-style cell's symbol is drawn as the cell configured it (with its text's font).
    let cellSymbol = (view as? UIImageView).flatMap { imageView in
      imageView.standardCellSymbolConfiguration == nil ? nil : imageView._displayedImage
    }
    let documentSymbol = { SymbolDrawing.symbol(in: source.element, configuredBy: source.element, context: context) }
    if let symbol = cellSymbol ?? documentSymbol() {
      let tint = context.color(source.tintColor) ?? context.palette.systemBlue
      SymbolDrawing.draw(
        symbol, in: bounds, contentMode: source.contentMode, tint: tint, clipsToBounds: source.clipsSubviews,
        context: context)
      return
    }
    let name = source.image ?? "image"
    let drawn = context.image(named: name).map { image in
      mirroring(
        image, in: bounds, contentMode: source.contentMode, direction: view.effectiveUserInterfaceLayoutDirection,
        context: context
      ) {
        let tint = templateColor(
          of: image, viewTint: context.color(source.tintColor) ?? context.palette.systemBlue, automaticIsTemplate: false,
          traits: view.traitCollection)
        return drawImage(image, in: bounds, contentMode: source.contentMode, tint: tint, context: context)
      }
    }
    if drawn != true {
      drawPlaceholder(label: name, in: bounds, context: context)
    }
  }

  /// Runs `draw` mirrored left to right when `image` is shown mirrored in a view laid out in
  /// `direction` (a flipped orientation, or a right-to-left flip in a right-to-left layout), else
  /// as it is; returns what `draw` returns. The picture turns in place: the content mode still
  /// decides where it stands.
  @discardableResult
  static func mirroring(
    _ image: UIImage, in bounds: CGRect, contentMode: String, direction: UIUserInterfaceLayoutDirection,
    context: DrawingContext, _ draw: () -> Bool
  ) -> Bool {
    guard image._isDrawnMirrored(in: direction) else { return draw() }
    let frame = self.frame(of: image.size, in: bounds, contentMode: contentMode)
    context.writer.open("g", [("transform", "matrix(-1 0 0 1 \(SVGWriter.number(frame.minX + frame.maxX)) 0)")])
    defer { context.writer.close("g") }
    return draw()
  }

  /// Embeds the image named `name` in `bounds` per `contentMode`; false when there is none to embed.
  @discardableResult
  static func drawImage(named name: String, in bounds: CGRect, contentMode: String, context: DrawingContext) -> Bool {
    guard let image = context.image(named: name) else { return false }
    return drawImage(image, in: bounds, contentMode: contentMode, context: context)
  }

  /// The colour a bitmap is drawn in, nil for its own colours: a template — always, or by default
  /// where the view treats automatic images as templates (a system button's image) — takes the
  /// view's tint; an image given a colour by `withTintColor(_:)` is its own shape filled with
  /// that colour (Apple: drawn with the destination-in blend mode over the colour).
  static func templateColor(
    of image: UIImage, viewTint: RenderColor, automaticIsTemplate: Bool, traits: UITraitCollection
  ) -> RenderColor? {
    switch image.renderingMode {
    case .alwaysTemplate: return viewTint
    case .automatic where automaticIsTemplate: return viewTint
    default: return image._tintColor.map { RenderColor($0, traits: traits) }
    }
  }

  /// Embeds `image`'s bytes in `bounds` per `contentMode` (Interface Builder's name of the mode),
  /// filled with `tint` where the image is opaque when one is given; false when the image has no
  /// bytes an SVG viewer draws.
  @discardableResult
  static func drawImage(
    _ image: UIImage, in bounds: CGRect, contentMode: String, tint: RenderColor? = nil, context: DrawingContext
  ) -> Bool {
    guard let source = image._sourceData, let mime = mimeTypes[source.format.lowercased()] else { return false }
    var frame = bounds
    var aspect = "none"
    switch contentMode {
    case "scaleAspectFit": aspect = "xMidYMid meet"
    case "scaleAspectFill": aspect = "xMidYMid slice"
    case "scaleToFill", "redraw": break
    default: frame = self.frame(of: image.size, in: bounds, contentMode: contentMode)
    }
    var attributes = [
      ("x", SVGWriter.number(frame.minX)), ("y", SVGWriter.number(frame.minY)),
      ("width", SVGWriter.number(frame.width)), ("height", SVGWriter.number(frame.height)),
      ("preserveAspectRatio", aspect),
      ("xlink:href", "data:\(mime);base64,\(source.data.base64EncodedString())"),
    ]
    if let tint {
      // The tint flooded over the picture, kept only where the picture is opaque.
      let filter = context.uniqueID("tint")
      context.writer.open("filter", [("id", filter)])
      context.writer.element("feFlood", [
        ("flood-color", tint.withAlpha(1).css), ("flood-opacity", SVGWriter.number(min(max(tint.alpha, 0), 1))),
      ])
      context.writer.element("feComposite", [("in2", "SourceGraphic"), ("operator", "in")])
      context.writer.close("filter")
      attributes.append(("filter", "url(#\(filter))"))
    }
    context.writer.element("image", attributes)
    return true
  }

  /// Where a view of `bounds` shows an image of `size` by `contentMode` (Interface Builder's
  /// name of the mode): scaled to fit or to fill keeping its proportions, stretched over the
  /// bounds, or at its own size against an edge or the center.
  static func frame(of size: CGSize, in bounds: CGRect, contentMode: String) -> CGRect {
    switch contentMode {
    case "scaleToFill", "redraw": return bounds
    case "scaleAspectFit", "scaleAspectFill":
      guard size.width > 0, size.height > 0 else { return bounds }
      let widthScale = bounds.width / size.width
      let heightScale = bounds.height / size.height
      let scale = contentMode == "scaleAspectFit" ? min(widthScale, heightScale) : max(widthScale, heightScale)
      let scaled = CGSize(width: size.width * scale, height: size.height * scale)
      return CGRect(
        x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width, height: scaled.height)
    default:
      let x: CGFloat = contentMode.lowercased().contains("left") ? bounds.minX
        : contentMode.lowercased().contains("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
      let y: CGFloat = contentMode.hasPrefix("top") ? bounds.minY
        : contentMode.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }

  /// The formats an SVG viewer draws, by `_sourceData`'s format name.
  private static let mimeTypes = ["png": "image/png", "jpeg": "image/jpeg", "jpg": "image/jpeg", "gif": "image/gif"]

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
