import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Labels and text views: the document's text in its font, color and alignment (a label's color
/// from the app's label when there is one), wrapped and truncated by the text engine layout uses.
@MainActor
enum LabelDrawing {
  /// Draws a label; the text colour and enabled state are those of `loaded`, the app's label,
  /// when there is one (what code set on it), else the document's.
  static func drawLabel(_ source: IBView, view: UIView, loaded: UILabel? = nil, in bounds: CGRect, context: DrawingContext) {
    let text = source.text ?? source.attributedText?.string ?? ""
    let label = view as? UILabel
    let font = label?.font ?? UIFont.systemFont(ofSize: 17)
    var color: RenderColor
    if let loaded {
      color = context.color(loaded.textColor ?? .label, of: loaded)
    } else {
      color = context.color(source.textColor) ?? context.palette.label
    }
    if !(loaded?.isEnabled ?? source.isEnabled) { color = color.withAlpha(0.35) }
    // The document's autoshrink settings, or the label's own when code set them.
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
  /// (UITextView's default `textContainerInset` and line fragment padding); its text and colour
  /// are those of `loaded`, the app's text view, when there is one, else the document's.
  static func drawTextView(
    _ source: IBView, view: UIView? = nil, loaded: UITextView? = nil, in bounds: CGRect, context: DrawingContext
  ) {
    let text = loaded?.text ?? source.text ?? source.attributedText?.string ?? ""
    let font = font(of: source) ?? UIFont.systemFont(ofSize: 14)
    let color = context.textColor(of: loaded, loaded?.textColor, document: source.textColor)
    TextDrawing.draw(
      text, in: bounds.insetBy(dx: 5, dy: 8), font: font, color: color,
      alignment: alignment(source.textAlignment, in: view), numberOfLines: 0, lineBreakMode: .byWordWrapping,
      verticallyCentered: false, into: &context.writer)
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
