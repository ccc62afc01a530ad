import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Labels and text views: their text in its font, color and alignment, wrapped and truncated by
/// the text engine layout uses; from the app's view when there is one (what the runtime built and
/// code changed), else from the document and the canvas's view.
@MainActor
enum LabelDrawing {
  /// Draws a label: from `loaded`, the app's label, when there is one (its text, font, colour,
  /// alignment, lines, line break mode, autoshrink and enabled state), else from the document
  /// and `view`, the canvas's label.
  static func drawLabel(_ source: IBView, view: UIView, loaded: UILabel? = nil, in bounds: CGRect, context: DrawingContext) {
    if let loaded {
      // A highlighted label shows its highlighted text colour, when it has one.
      let textColor = loaded.isHighlighted ? loaded.highlightedTextColor ?? loaded.textColor : loaded.textColor
      var color = context.color(textColor ?? .label, of: loaded)
      if !loaded.isEnabled { color = color.withAlpha(0.35) }
      TextDrawing.draw(
        loaded.text ?? "", in: bounds, font: loaded.font ?? UIFont.systemFont(ofSize: 17), color: color,
        alignment: alignment(loaded.textAlignment, direction: direction(of: loaded, placedAs: view)),
        numberOfLines: loaded.numberOfLines,
        lineBreakMode: loaded.lineBreakMode, adjustsFontSizeToFitWidth: loaded.adjustsFontSizeToFitWidth,
        minimumScaleFactor: loaded.minimumScaleFactor,
        allowsDefaultTighteningForTruncation: loaded.allowsDefaultTighteningForTruncation, into: &context.writer)
      return
    }
    let text = source.text ?? source.attributedText?.string ?? ""
    let label = view as? UILabel
    let font = label?.font ?? UIFont.systemFont(ofSize: 17)
    var color = context.color(source.textColor) ?? context.palette.label
    if !source.isEnabled { color = color.withAlpha(0.35) }
    // The document's autoshrink settings, or the canvas label's.
    TextDrawing.draw(
      text, in: bounds, font: font, color: color, alignment: alignment(source.textAlignment, in: view),
      numberOfLines: source.numberOfLines, lineBreakMode: lineBreakMode(source.lineBreakMode),
      adjustsFontSizeToFitWidth: source.adjustsFontSizeToFitWidth || label?.adjustsFontSizeToFitWidth == true,
      minimumScaleFactor: source.minimumScaleFactor > 0 ? CGFloat(source.minimumScaleFactor) : label?.minimumScaleFactor ?? 0,
      allowsDefaultTighteningForTruncation: source.element.bool("allowsDefaultTighteningForTruncation") == true
        || label?.allowsDefaultTighteningForTruncation == true,
      into: &context.writer)
  }

  /// A text view draws its text from the top, inset 8 points vertically and 5 horizontally
  /// (UITextView's default `textContainerInset` and line fragment padding); its text, font,
  /// colour and alignment are those of `loaded`, the app's text view, when there is one, else
  /// the document's.
  static func drawTextView(
    _ source: IBView, view: UIView? = nil, loaded: UITextView? = nil, in bounds: CGRect, context: DrawingContext
  ) {
    let text = loaded?.text ?? source.text ?? source.attributedText?.string ?? ""
    let shownFont = loaded.map { $0.font } ?? font(of: source)
    let color = context.textColor(of: loaded, loaded?.textColor, document: source.textColor)
    let shownAlignment = loaded.map { alignment($0.textAlignment, direction: direction(of: $0, placedAs: view ?? $0)) }
      ?? alignment(source.textAlignment, in: view)
    TextDrawing.draw(
      text, in: bounds.insetBy(dx: 5, dy: 8), font: shownFont ?? UIFont.systemFont(ofSize: 14), color: color,
      alignment: shownAlignment, numberOfLines: 0, lineBreakMode: .byWordWrapping, verticallyCentered: false,
      into: &context.writer)
  }

  /// A document font as a `UIFont` (system fonts by weight, text styles, named fonts).
  static func font(of source: IBView) -> UIFont? {
    guard let element = source.element.elements.first(where: { $0.name == "fontDescription" }) else { return nil }
    var attributes: [String: String] = [:]
    for attribute in element.attributes { attributes[attribute.name] = attribute.value }
    return UIFont.renderedInterfaceBuilderFont(attributes: attributes)
  }

  /// Text alignment by its Interface Builder name; natural (the default) and justified follow
  /// the view's layout direction, right-aligned in a right-to-left interface as in UIKit.
  static func alignment(_ name: String?, in view: UIView? = nil) -> TextDrawing.Alignment {
    switch name {
    case "center": .center
    case "right": .right
    case "left": .left
    default: view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }
  }

  /// Where UIKit puts the lines of `view`'s text: natural (the default) and justified follow the
  /// view's layout direction, as UIKit resolves them.
  static func alignment(_ alignment: NSTextAlignment, in view: UIView) -> TextDrawing.Alignment {
    self.alignment(alignment, direction: view.effectiveUserInterfaceLayoutDirection)
  }

  /// Where UIKit puts lines aligned `alignment` in a view laid out in `direction`.
  static func alignment(_ alignment: NSTextAlignment, direction: UIUserInterfaceLayoutDirection) -> TextDrawing.Alignment {
    switch alignment {
    case .center: .center
    case .right: .right
    case .left: .left
    case .natural, .justified: direction == .rightToLeft ? .right : .left
    }
  }

  /// The layout direction the app's view `loaded` has where the drawing shows it, as UIKit's
  /// `effectiveUserInterfaceLayoutDirection` computes it: the view's own semantic content
  /// attribute against the direction its place in the drawn hierarchy gives (`placed`, the view
  /// laid out there). The app's cells join their table only when it shows them, so until then
  /// their own traits do not carry the app's direction.
  static func direction(of loaded: UIView, placedAs placed: UIView) -> UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(
      for: loaded.semanticContentAttribute,
      relativeTo: placed.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
  }

  /// Line break mode by its Interface Builder name (labels default to tail truncation).
  static func lineBreakMode(_ name: String?) -> NSLineBreakMode {
    switch name {
    case "wordWrap": .byWordWrapping
    case "characterWrap": .byCharWrapping
    case "clip": .byClipping
    case "headTruncation": .byTruncatingHead
    case "middleTruncation": .byTruncatingMiddle
    default: .byTruncatingTail
    }
  }
}
