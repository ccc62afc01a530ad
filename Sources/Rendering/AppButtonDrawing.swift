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
    // background instead); the app's button holds one only when the bundle has the image.
    if button.configuration == nil, let background = button.currentBackgroundImage {
      let dimmed = !button.isEnabled && button.adjustsImageWhenDisabled
      if dimmed { context.writer.open("g", [("opacity", SVGWriter.number(ControlDrawing.disabledAlpha))]) }
      _ = ImageDrawing.drawImage(background, in: bounds, contentMode: "scaleToFill", context: context)
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
    if let image = imageBox(
      of: source, state: button.state.interfaceBuilderStateKey, title: title, in: bounds, tint: imageTint, context: context),
      !title.isEmpty
    {
      titleBox = CGRect(x: image.maxX, y: 0, width: bounds.width - image.width, height: bounds.height)
    }
    guard !title.isEmpty else { return }
    TextDrawing.draw(
      title, in: titleBox, font: look.font, color: color, alignment: alignment(of: button, direction: direction), numberOfLines: 1,
      lineBreakMode: .byTruncatingMiddle, into: &context.writer)
  }

  /// Draws the document's image of the button for the state stored under `state` (else the
  /// normal state's, as UIKit falls back) — a symbol at the size UIKit gives it, else a named
  /// image (or its placeholder) — at the leading edge beside the title, centred without one;
  /// returns where it went. Also `ControlDrawing`'s, for buttons without an app view.
  static func imageBox(
    of source: IBView, state: String? = "normal", title: String, in bounds: CGRect, tint: RenderColor,
    context: DrawingContext
  ) -> CGRect? {
    let normal = source.buttonState("normal")
    let shown = state.flatMap { $0 == "normal" ? nil : source.buttonState($0) }
    let symbol =
      shown.flatMap { SymbolDrawing.symbol(in: $0.element, configuredBy: $0.element, context: context) }
      ?? normal.flatMap { SymbolDrawing.symbol(in: $0.element, configuredBy: $0.element, context: context) }
      ?? SymbolDrawing.symbol(in: source.element, configuredBy: normal?.element ?? source.element, context: context)
    if let symbol {
      let size = CGSize(width: min(symbol.size.width, bounds.width), height: min(symbol.size.height, bounds.height))
      let box = CGRect(
        x: title.isEmpty ? bounds.midX - size.width / 2 : bounds.minX, y: bounds.midY - size.height / 2,
        width: size.width, height: size.height)
      SymbolDrawing.draw(symbol, in: box, contentMode: "scaleToFill", tint: tint, context: context)
      return box
    }
    guard let image = source.buttonConfiguration?["image"] ?? shown?.image ?? normal?.image ?? source.image else { return nil }
    let side = min(bounds.height, title.isEmpty ? bounds.width : 24)
    let box = CGRect(x: title.isEmpty ? bounds.midX - side / 2 : bounds.minX, y: bounds.midY - side / 2, width: side, height: side)
    if !ImageDrawing.drawImage(named: image, in: box, contentMode: "scaleAspectFit", context: context) {
      ImageDrawing.drawPlaceholder(label: image, in: box, context: context)
    }
    return box
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
