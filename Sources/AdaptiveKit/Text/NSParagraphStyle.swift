import Foundation

/// How the paragraphs of an attributed string are laid out: alignment, line breaking and the
/// space between lines and paragraphs (the value of `NSAttributedString.Key.paragraphStyle`).
///
/// UIKit declares it (Foundation on Linux has none); an immutable object, copied into its mutable
/// subclass to change it, as in UIKit.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
  /// The style with every value at its default.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  // Stored here, set only through `NSMutableParagraphStyle`'s overrides, so that an
  // `NSParagraphStyle` handed out stays as it was made.
  fileprivate var storedAlignment = NSTextAlignment.natural
  fileprivate var storedLineBreakMode = NSLineBreakMode.byWordWrapping
  fileprivate var storedLineSpacing: CGFloat = 0
  fileprivate var storedParagraphSpacing: CGFloat = 0
  fileprivate var storedParagraphSpacingBefore: CGFloat = 0
  fileprivate var storedMinimumLineHeight: CGFloat = 0
  fileprivate var storedMaximumLineHeight: CGFloat = 0

  /// Creates a style with the default values.
  public override init() { super.init() }

  /// How lines align between the margins (`.natural` by default).
  open var alignment: NSTextAlignment { storedAlignment }
  /// How lines wrap or truncate (`.byWordWrapping` by default).
  open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
  /// Extra space between the lines of a paragraph, in points (0 by default).
  open var lineSpacing: CGFloat { storedLineSpacing }
  /// Extra space after a paragraph, in points (0 by default).
  open var paragraphSpacing: CGFloat { storedParagraphSpacing }
  /// Extra space before a paragraph, in points (0 by default); none before the first.
  open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }
  /// The least height of a line, in points; 0 (the default) for no minimum.
  open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
  /// The greatest height of a line, in points; 0 (the default) for no maximum.
  open var maximumLineHeight: CGFloat { storedMaximumLineHeight }

  /// An immutable copy.
  open func copy(with zone: NSZone? = nil) -> Any { copyValues(into: NSParagraphStyle()) }

  /// A mutable copy.
  open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: NSMutableParagraphStyle()) }

  private func copyValues<Style: NSParagraphStyle>(into style: Style) -> Style {
    style.storedAlignment = storedAlignment
    style.storedLineBreakMode = storedLineBreakMode
    style.storedLineSpacing = storedLineSpacing
    style.storedParagraphSpacing = storedParagraphSpacing
    style.storedParagraphSpacingBefore = storedParagraphSpacingBefore
    style.storedMinimumLineHeight = storedMinimumLineHeight
    style.storedMaximumLineHeight = storedMaximumLineHeight
    return style
  }

  /// Equal when every value is (UIKit compares paragraph styles by value).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return storedAlignment == other.storedAlignment && storedLineBreakMode == other.storedLineBreakMode
      && storedLineSpacing == other.storedLineSpacing && storedParagraphSpacing == other.storedParagraphSpacing
      && storedParagraphSpacingBefore == other.storedParagraphSpacingBefore
      && storedMinimumLineHeight == other.storedMinimumLineHeight
      && storedMaximumLineHeight == other.storedMaximumLineHeight
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(storedAlignment)
    hasher.combine(storedLineBreakMode)
    hasher.combine(storedLineSpacing)
    hasher.combine(storedParagraphSpacing)
    return hasher.finalize()
  }
}

/// A paragraph style whose values can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// How lines align between the margins.
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }
  /// How lines wrap or truncate.
  open override var lineBreakMode: NSLineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }
  /// Extra space between the lines of a paragraph, in points.
  open override var lineSpacing: CGFloat {
    get { storedLineSpacing }
    set { storedLineSpacing = newValue }
  }
  /// Extra space after a paragraph, in points.
  open override var paragraphSpacing: CGFloat {
    get { storedParagraphSpacing }
    set { storedParagraphSpacing = newValue }
  }
  /// Extra space before a paragraph, in points.
  open override var paragraphSpacingBefore: CGFloat {
    get { storedParagraphSpacingBefore }
    set { storedParagraphSpacingBefore = newValue }
  }
  /// The least height of a line, in points; 0 for no minimum.
  open override var minimumLineHeight: CGFloat {
    get { storedMinimumLineHeight }
    set { storedMinimumLineHeight = newValue }
  }
  /// The greatest height of a line, in points; 0 for no maximum.
  open override var maximumLineHeight: CGFloat {
    get { storedMaximumLineHeight }
    set { storedMaximumLineHeight = newValue }
  }

  /// Takes every value of `style`.
  open func setParagraphStyle(_ style: NSParagraphStyle) {
    alignment = style.alignment
    lineBreakMode = style.lineBreakMode
    lineSpacing = style.lineSpacing
    paragraphSpacing = style.paragraphSpacing
    paragraphSpacingBefore = style.paragraphSpacingBefore
    minimumLineHeight = style.minimumLineHeight
    maximumLineHeight = style.maximumLineHeight
  }
}
