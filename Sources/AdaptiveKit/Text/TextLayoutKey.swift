import Foundation

/// What a label's text layout depends on, to reuse the layout while none of it changes.
struct TextLayoutKey: Equatable {
  var text: String
  var font: UIFont
  var numberOfLines: Int
  var maxWidth: CGFloat?
  var lineBreakMode: NSLineBreakMode

  static func == (lhs: TextLayoutKey, rhs: TextLayoutKey) -> Bool {
    lhs.font === rhs.font && lhs.numberOfLines == rhs.numberOfLines && lhs.maxWidth == rhs.maxWidth
      && lhs.lineBreakMode == rhs.lineBreakMode && lhs.text == rhs.text
  }
}
