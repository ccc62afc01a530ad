import Foundation

extension UITextField {
  /// The attributes plain text shows with (UIKit's `defaultTextAttributes`): the field's font and color.
  public var defaultTextAttributes: [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [:]
    attributes[.font] = font ?? UIFont.systemFont(ofSize: Self.defaultFontSize)
    attributes[.foregroundColor] = textColor
    return attributes
  }

  /// The point size of a field's font when it has none.
  static let defaultFontSize: CGFloat = 14

  /// Keeps the attributed text (or placeholder) only while it is being set.
  func textDidChange(placeholder placeholderChanged: Bool) {
    if !isApplyingAttributedText {
      if placeholderChanged { storedAttributedPlaceholder = nil } else { storedAttributedText = nil }
    }
    invalidateIntrinsicContentSize()
  }

  /// Stores `value` (a copy where Foundation can make one: see `AttributedRun`), sets `text` to
  /// its characters and `font` and `textColor` to the attributes at its start, as UIKit does.
  func setAttributedText(_ value: NSAttributedString?) {
    isApplyingAttributedText = true
    defer { isApplyingAttributedText = false }
    storedAttributedText = value.map(AttributedRun.snapshot(of:))
    text = value?.string
    if let value, value.length > 0 {
      let attributes = value.attributes(at: 0, effectiveRange: nil)
      if let font = attributes[.font] as? UIFont { self.font = font }
      if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
    }
  }

  /// Stores `value` (copied as `attributedText` is) and sets `placeholder` to its characters.
  func setAttributedPlaceholder(_ value: NSAttributedString?) {
    isApplyingAttributedText = true
    defer { isApplyingAttributedText = false }
    storedAttributedPlaceholder = value.map(AttributedRun.snapshot(of:))
    placeholder = value?.string
  }

  /// The width of what the field shows (its text, else its placeholder) on one line: per run in
  /// the runs' fonts and kern when it is attributed, else in `font`.
  func shownTextWidth(font: UIFont) -> CGFloat {
    let showsText = text?.isEmpty == false
    let attributed = showsText ? storedAttributedText : storedAttributedPlaceholder
    if let attributed, attributed.length > 0 {
      let characters = AttributedCharacters(attributed, defaultFont: font, release: traitCollection.uiKitRelease)
      return TextMeasurer.layout(characters, numberOfLines: 1, maxWidth: nil, lineBreakMode: .byClipping).size.width
    }
    return TextMeasurer.size(of: (showsText ? text : placeholder) ?? "", font: font).width
  }
}
