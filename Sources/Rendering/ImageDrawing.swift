import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Images found by `UIImage(named:in:compatibleWith:)` in the image folder are embedded as
/// data URLs (PNG, JPEG and GIF, the formats every SVG viewer reads), placed by the view's content
/// mode; anything else — and content AdaptiveKit cannot draw — is a labeled placeholder frame (a
/// light fill, a diagonal cross and the image or class name), so the layout stays readable.
@MainActor
enum ImageDrawing {
  /// Draws an image view: from `loaded`, the app's image view, when there is one — its content
  /// mode, clipping, tint (inherited from its superviews, as UIKit's) and the image it shows,
  /// compared with the document's as a button's is (`AppButtonDrawing.shownImage`): the
  /// document's where the app's holds what its load made of it (a missing image keeps its
  /// labelled placeholder), else the app's image, or none where code removed it — else from the
  /// document and `view`, the canvas's image view.
  static func drawImageView(
    _ source: IBView, view: UIView, loaded: UIImageView? = nil, in bounds: CGRect, context: DrawingContext
  ) {
    let contentMode = loaded.map { LiveContentDrawing.contentModeName($0.contentMode) } ?? source.contentMode
    let clips = loaded.map { $0.clipsToBounds || $0.layer.masksToBounds } ?? source.clipsSubviews
    let tint = loaded.map { context.color($0.tintColor, of: $0) } ?? context.color(source.tintColor) ?? context.palette.systemBlue
    // A standard-style cell's symbol is drawn as the cell configured it (with its text's font).
    let cellSymbol = (view as? UIImageView).flatMap { imageView in
      imageView.standardCellSymbolConfiguration == nil ? nil : imageView._displayedImage
    }
    let documentSymbol = SymbolDrawing.symbol(in: source.element, configuredBy: source.element, context: context)
    var shown: UIImage?
    if let cellSymbol {
      shown = cellSymbol
    } else if let loaded {
      switch AppButtonDrawing.compare(
        loaded._displayedImage, withSymbol: documentSymbol, named: source.image, context: context)
      {
      case .document: shown = documentSymbol
      case .app(let image): shown = image
      case .none: return
      }
    } else {
      shown = documentSymbol
    }
    // Images turn with the view's direction (directional assets) and templates take its tint.
    let direction = (loaded ?? view).effectiveUserInterfaceLayoutDirection
    let traits = (loaded ?? view).traitCollection
    if let symbol = shown, symbol.isSymbolImage {
      let resolved = symbol === documentSymbol || symbol === cellSymbol
        ? symbol : context.traits.map { symbol.withConfiguration(UIImage.Configuration(traitCollection: $0)) } ?? symbol
      draw(
        resolved, in: bounds, contentMode: contentMode, viewTint: tint, automaticIsTemplate: false, clipsToBounds: clips,
        direction: direction, traits: traits, context: context)
      return
    }
    // The app's image, else the one the document names; a missing one is a placeholder.
    let name = source.image ?? "image"
    let drawn = (shown ?? context.image(named: name)).map { image in
      draw(
        image, in: bounds, contentMode: contentMode, viewTint: tint, automaticIsTemplate: false, direction: direction,
        traits: traits, context: context)
    }
    if drawn != true {
      drawPlaceholder(label: shown == nil ? name : "image", in: bounds, context: context)
    }
  }

  /// Draws `image` as a view of `traits` and `direction` shows it: a symbol in its own colour
  /// (`withTintColor(_:)`) or the view's tint, a bitmap in the tint where it is a template
  /// (`templateColor`), either mirrored where the image turns with the direction; false when a
  /// bitmap has no bytes to draw (the caller draws its placeholder).
  @discardableResult
  static func draw(
    _ image: UIImage, in bounds: CGRect, contentMode: String, viewTint: RenderColor, automaticIsTemplate: Bool,
    clipsToBounds: Bool = false, direction: UIUserInterfaceLayoutDirection, traits: UITraitCollection,
    context: DrawingContext
  ) -> Bool {
    mirroring(image, in: bounds, contentMode: contentMode, direction: direction, context: context) {
      if image.isSymbolImage {
        let own = image._tintColor.map { RenderColor($0, traits: traits) }
        SymbolDrawing.draw(
          image, in: bounds, contentMode: contentMode, tint: own ?? viewTint, clipsToBounds: clipsToBounds,
          context: context)
        return true
      }
      let fill = templateColor(of: image, viewTint: viewTint, automaticIsTemplate: automaticIsTemplate, traits: traits)
      return drawImage(image, in: bounds, contentMode: contentMode, tint: fill, context: context)
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
