/// Views whose text-style fonts follow the content size category: labels, text fields and text views.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  /// Whether the view's text-style font follows the content size category when its traits change.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

extension UIContentSizeCategoryAdjusting where Self: UIView {
  /// `font` at the view's new content size category when the view adjusts and the category
  /// changed since `previous`; nil to keep the font it has.
  func fontAdjustedForContentSizeCategory(_ font: UIFont?, previous: UITraitCollection?) -> UIFont? {
    guard adjustsFontForContentSizeCategory else { return nil }
    return font?.adjustedForContentSizeCategory(of: traitCollection, previous: previous)
  }
}
