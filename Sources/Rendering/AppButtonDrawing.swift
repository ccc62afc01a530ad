import AdaptiveKit
import Foundation
import InterfaceBuilder

/// A storyboard button drawn from the app's `UIButton` (what the runtime built and code changed):
/// its type, tint, title font, title alignment, and what it shows in its current state (normal,
/// highlighted, selected, disabled) — title, attributed title, title colour, background image and
/// the document's image for that state, each falling back to the normal state's as UIKit's
/// per-state lookup does. A configured button
/// (iOS 15 `UIButton.Configuration`) shows what its configuration resolves for the button's state
/// — the background and foreground from the base colours, else the style's defaults and the tint,
/// the title in the configuration's font — as UIKit does before drawing it. Images are placed as
/// the document names them (a missing image is drawn as a labelled placeholder, which the app's
/// button, holding no image when the bundle has none, cannot give).
@MainActor
enum AppButtonDrawing {
  /// The corner radius of a configured button's background: Interface Builder's rounded look,
  /// capped at half the height (the value the document-read drawing has always used; unconfirmed
  /// against UIKit's `.dynamic` corner style, which follows the button size).
  static let configuredCornerRadius: CGFloat = 6

  /// What a button shows, as UIKit resolves it for the button's state: the title, its font and
  /// colour, and a configured button's background fill.
  struct Look {
    /// Nil when the button has no title at all.
    var title: String?
    var font: UIFont
    var titleColor: RenderColor
    var background: RenderColor?
  }

  /// The look of `button`: a configured button's as its configuration resolves it (after a
  /// pending update, which UIKit runs before drawing), else the title of its current state
  /// (`button.state`; a state without its own falls back to the normal one, as UIKit's lookup
  /// does) — the attributed one when it has one, as UIKit shows it instead of the plain title, in
  /// its first run's font and colour — in its title label's font and the state's title colour
  /// (`currentTitleColor`: the state's, else the normal state's, else the type's default) where
  /// the attributed title sets none.
  static func look(of button: UIButton, context: DrawingContext) -> Look {
    button.updateConfigurationIfNeeded()
    let attributed = button.currentAttributedTitle
    let title = attributed?.string ?? button.currentTitle
    guard let configuration = button.configuration else {
      let run = attributed.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]
      return Look(
        title: title, font: run[.font] as? UIFont ?? button.titleLabel?.font ?? UIFont.systemFont(ofSize: 15),
        titleColor: context.color(run[.foregroundColor] as? UIColor ?? button.currentTitleColor, of: button))
    }
    let shown = configuration.updated(for: button)
    return Look(
      title: shown.attributedTitle.map { String($0.characters) } ?? shown.title ?? title,
      font: button.configuredTitleFont(shown),
      titleColor: context.color(shown.resolvedForegroundColor ?? button.tintColor, of: button),
      background: shown.background.backgroundColor.map { context.color($0, of: button) })
  }

  /// Whether a disabled button without a configuration has its title dimmed: when its disabled
  /// state shows the normal state's title colour (or attributed title), having none of its own,
  /// as these drawings have always dimmed disabled content (`ControlDrawing.disabledAlpha`); a
  /// colour the state has — one code or the document set for it, or a system button's own
  /// disabled colour — is drawn as it is.
  static func dimsTitle(of button: UIButton, context: DrawingContext) -> Bool {
    guard button.configuration == nil, !button.isEnabled else { return false }
    let state = button.state
    if let attributed = button.attributedTitle(for: state) { return attributed === button.attributedTitle(for: .normal) }
    return button.titleColor(for: state).map { context.color($0, of: button) }
      == button.titleColor(for: .normal).map { context.color($0, of: button) }
  }

  /// Draws `button`, the app's button for `source`, in `bounds`, laid out in `direction`.
  static func draw(
    _ button: UIButton, source: IBView, direction: UIUserInterfaceLayoutDirection, in bounds: CGRect, context: DrawingContext
  ) {
    let tint = context.color(button.tintColor, of: button)
    let look = look(of: button, context: context)
    if let fill = look.background, !fill.isClear {
      context.writer.rect(bounds, radius: min(configuredCornerRadius, bounds.height / 2), fill: fill.css)
    }
    // The state's background image, stretched over the bounds (a configuration draws its own
    // background instead); the app's button holds one only when the bundle has the image. Drawn
    // as an image view shows it (`ImageDrawing.draw`): a template in the tint, turned where it
    // flips in the button's direction; not a template by default, even in a system button.
    if button.configuration == nil, let background = button.currentBackgroundImage {
      let dimmed = !button.isEnabled && button.adjustsImageWhenDisabled
      if dimmed { context.writer.open("g", [("opacity", SVGWriter.number(ControlDrawing.disabledAlpha))]) }
      ImageDrawing.draw(
        background, in: bounds, contentMode: "scaleToFill", viewTint: tint, automaticIsTemplate: false,
        direction: direction, traits: button.traitCollection, context: context)
      if dimmed { context.writer.close("g") }
    }
    let title = look.title ?? ""
    var color = look.titleColor
    if dimsTitle(of: button, context: context) { color = color.withAlpha(ControlDrawing.disabledAlpha) }
    if ControlDrawing.drawSystemGlyph(
      of: button.buttonType, tint: tint, infoDarkColor: context.palette.label, in: bounds, context: context)
    {
      return
    }
    var titleBox = bounds
    // A configuration draws its image in its foreground colour, as it does the title.
    let imageTint = button.configuration == nil ? tint : look.titleColor
    let state = button.state.interfaceBuilderStateKey
    // A system button shows its images as templates unless they are always original.
    let imageLook = ImageLook(
      tint: imageTint, automaticIsTemplate: button.buttonType == .system, direction: direction,
      traits: button.traitCollection)
    let imageFrame: CGRect?
    switch button.configuration == nil ? shownImage(of: button, source: source, state: state, context: context) : .document {
    case .document:
      imageFrame = imageBox(of: source, state: state, title: title, in: bounds, look: imageLook, context: context)
    case .app(let image): imageFrame = imageBox(drawing: image, title: title, in: bounds, look: imageLook, context: context)
    case .none: imageFrame = nil
    }
    if let image = imageFrame, !title.isEmpty {
      titleBox = CGRect(x: image.maxX, y: 0, width: bounds.width - image.width, height: bounds.height)
    }
    guard !title.isEmpty else { return }
    TextDrawing.draw(
      title, in: titleBox, font: look.font, color: color, alignment: alignment(of: button, direction: direction), numberOfLines: 1,
      lineBreakMode: .byTruncatingMiddle, into: &context.writer)
  }

  /// Which image a button without a configuration shows in its current state, as drawn.
  enum ShownImage {
    /// The document's image for the state (`imageBox(of:state:…)`): the app's button holds
    /// what its load made of it — the same symbol, the same image, or none because the bundle
    /// lacks the image, where the labelled placeholder stands in for the missing resource.
    case document
    /// Another image, which code gave the button (`setImage(_:for:)`).
    case app(UIImage)
    /// No image: code removed the one the document names (the bundle has it, or it is a symbol).
    case none
  }

  /// Compares the image `button` (the app's, for `source`) shows in its current state, whose
  /// document key is `state`, with the one the document names for that state (else the normal
  /// state's, as UIKit falls back): what the runtime holds is drawn.
  static func shownImage(of button: UIButton, source: IBView, state: String?, context: DrawingContext) -> ShownImage {
    compare(
      button.currentImage, withSymbol: documentSymbol(of: source, state: state, context: context),
      named: documentImageName(of: source, state: state), context: context)
  }

  /// Compares `current`, the image an app's view holds, with the document's for it — the
  /// `symbol` it names, else the image `name` — as `shownImage(of:source:state:context:)`
  /// describes; also image views' (`ImageDrawing.drawImageView`).
  static func compare(_ current: UIImage?, withSymbol symbol: UIImage?, named name: String?, context: DrawingContext)
    -> ShownImage
  {
    if let symbol {
      if let current, current._systemSymbolName == symbol._systemSymbolName { return .document }
      return current.map(ShownImage.app) ?? .none
    }
    // Nothing named: an image only code gives (the image view's placeholder stands in until then).
    guard let name else { return current.map(ShownImage.app) ?? .document }
    guard let current else { return context.image(named: name) == nil ? .document : .none }
    // The load's image came from the same bundle without traits; the drawing resolves the
    // document's name for its appearance, as UIKit resolves an asset for the view's traits.
    let loaded = context.imageBundle.flatMap { UIImage(named: name, in: $0, compatibleWith: nil) }
    if let loaded, let bytes = loaded._sourceData?.data, bytes == current._sourceData?.data { return .document }
    return .app(current)
  }

  /// The SF Symbol the document gives `source` for the state stored under `state` (else the
  /// normal state's, else the button's own), as UIKit loads it for the drawing's traits.
  private static func documentSymbol(of source: IBView, state: String?, context: DrawingContext) -> UIImage? {
    let normal = source.buttonState("normal")
    let shown = state.flatMap { $0 == "normal" ? nil : source.buttonState($0) }
    return shown.flatMap { SymbolDrawing.symbol(in: $0.element, configuredBy: $0.element, context: context) }
      ?? normal.flatMap { SymbolDrawing.symbol(in: $0.element, configuredBy: $0.element, context: context) }
      ?? SymbolDrawing.symbol(in: source.element, configuredBy: normal?.element ?? source.element, context: context)
  }

  /// The name of the image the document gives `source` for the state stored under `state`
  /// (a configuration's, else the state's, else the normal state's, else the button's own).
  private static func documentImageName(of source: IBView, state: String?) -> String? {
    let shown = state.flatMap { $0 == "normal" ? nil : source.buttonState($0) }
    return source.buttonConfiguration?["image"] ?? shown?.image ?? source.buttonState("normal")?.image ?? source.image
  }

  /// How a button shows its image: the tint a template (or a symbol without its own colour)
  /// takes, whether images by default are templates (a system button's), and the direction and
  /// traits the image turns and resolves its own colour with.
  struct ImageLook {
    var tint: RenderColor
    var automaticIsTemplate: Bool
    var direction: UIUserInterfaceLayoutDirection
    var traits: UITraitCollection
  }

  /// Draws the document's image of the button for the state stored under `state` (else the
  /// normal state's, as UIKit falls back) — a symbol at the size UIKit gives it, else a named
  /// image (or its placeholder) — at the leading edge beside the title, centred without one,
  /// as `look` shows it (`ImageDrawing.draw`); returns where it went. Also `ControlDrawing`'s,
  /// for buttons without an app view.
  static func imageBox(
    of source: IBView, state: String? = "normal", title: String, in bounds: CGRect, look: ImageLook,
    context: DrawingContext
  ) -> CGRect? {
    if let symbol = documentSymbol(of: source, state: state, context: context) {
      return symbolBox(drawing: symbol, title: title, in: bounds, look: look, context: context)
    }
    guard let name = documentImageName(of: source, state: state) else { return nil }
    let box = imageSquare(title: title, in: bounds)
    if !(context.image(named: name).map { draw($0, in: box, look: look, context: context) } ?? false) {
      ImageDrawing.drawPlaceholder(label: name, in: box, context: context)
    }
    return box
  }

  /// Draws `image`, one the app's code gave the button, where `imageBox(of:…)` puts the
  /// document's (a symbol resolved for the drawing's traits, as UIKit resolves it for the view),
  /// as `look` shows it: a bitmap in the tint where it is a template, in its own colour where
  /// `withTintColor(_:)` gave it one, turned where it flips in the button's direction; returns
  /// where it went.
  static func imageBox(drawing image: UIImage, title: String, in bounds: CGRect, look: ImageLook, context: DrawingContext)
    -> CGRect
  {
    if image.isSymbolImage {
      let resolved = context.traits.map { image.withConfiguration(UIImage.Configuration(traitCollection: $0)) } ?? image
      return symbolBox(drawing: resolved, title: title, in: bounds, look: look, context: context)
    }
    let box = imageSquare(title: title, in: bounds)
    if !draw(image, in: box, look: look, context: context) {
      ImageDrawing.drawPlaceholder(label: "image", in: box, context: context)
    }
    return box
  }

  /// Draws a bitmap fitted into `box` through the one image path; false when it has no bytes.
  private static func draw(_ image: UIImage, in box: CGRect, look: ImageLook, context: DrawingContext) -> Bool {
    ImageDrawing.draw(
      image, in: box, contentMode: "scaleAspectFit", viewTint: look.tint, automaticIsTemplate: look.automaticIsTemplate,
      direction: look.direction, traits: look.traits, context: context)
  }

  /// Draws `symbol` at its size (at most the bounds) at the leading edge, centred without a
  /// title, in its own colour or the tint, turned where it flips in the button's direction.
  private static func symbolBox(
    drawing symbol: UIImage, title: String, in bounds: CGRect, look: ImageLook, context: DrawingContext
  ) -> CGRect {
    let size = CGSize(width: min(symbol.size.width, bounds.width), height: min(symbol.size.height, bounds.height))
    let box = CGRect(
      x: title.isEmpty ? bounds.midX - size.width / 2 : bounds.minX, y: bounds.midY - size.height / 2,
      width: size.width, height: size.height)
    ImageDrawing.draw(
      symbol, in: box, contentMode: "scaleToFill", viewTint: look.tint, automaticIsTemplate: look.automaticIsTemplate,
      direction: look.direction, traits: look.traits, context: context)
    return box
  }

  /// The square a named image is drawn in: the height (at most 24 points beside a title) at the
  /// leading edge, centred without a title.
  private static func imageSquare(title: String, in bounds: CGRect) -> CGRect {
    let side = min(bounds.height, title.isEmpty ? bounds.width : 24)
    return CGRect(x: title.isEmpty ? bounds.midX - side / 2 : bounds.minX, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// Where the title sits: the button's content alignment, leading and trailing by its layout
  /// `direction` (UIKit's `effectiveContentHorizontalAlignment`), centred otherwise.
  static func alignment(of button: UIButton, direction: UIUserInterfaceLayoutDirection) -> TextDrawing.Alignment {
    let rightToLeft = direction == .rightToLeft
    switch button.contentHorizontalAlignment {
    case .left: return .left
    case .right: return .right
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    case .center, .fill: return .center
    }
  }
}
