import Foundation

/// What a label's text layout depends on, to reuse the layout while none of it changes.
struct TextLayoutKey: Equatable {
  var text: String
  var font: UIFont
  var numberOfLines: Int
  var maxWidth: CGFloat?
  var lineBreakMode: NSLineBreakMode
  /// The release of the view measuring (the system font's revision follows it).
  var release: UIKitRelease
  /// Whether a one-word last line takes a word from the line above (`UILabel.lineBreakStrategy`).
  var pushesOut: Bool
  /// Which of the label's attributed texts it measures (nil: plain text).
  var attributedRunsVersion: Int?

  static func == (lhs: TextLayoutKey, rhs: TextLayoutKey) -> Bool {
    lhs.font === rhs.font && lhs.numberOfLines == rhs.numberOfLines && lhs.maxWidth == rhs.maxWidth
      && lhs.lineBreakMode == rhs.lineBreakMode && lhs.text == rhs.text && lhs.release == rhs.release
      && lhs.pushesOut == rhs.pushesOut && lhs.attributedRunsVersion == rhs.attributedRunsVersion
  }
}
