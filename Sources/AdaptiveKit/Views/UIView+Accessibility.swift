import Foundation

extension UIView {
  /// What code or a document set for accessibility; nil keeps the class's default.
  struct AccessibilityValues {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits: UIAccessibilityTraits?
  }

  /// UIKit's accessibility defaults by class: whether a view is an element and its traits.
  /// Labels, buttons and most controls are elements; an image view is not, but is an image.
  var accessibilityDefaults: (isElement: Bool, traits: UIAccessibilityTraits) {
    switch self {
    case is UILabel: (true, .staticText)
    case is UIButton, is UISwitch: (true, .button)
    case is UISlider, is UIPageControl: (true, .adjustable)
    case is UITextField, is UITextView, is UIStepper, is UISegmentedControl, is UIActivityIndicatorView,
      is UIProgressView:
      (true, [])
    case is UIImageView: (false, .image)
    default: (false, [])
    }
  }

  /// The label UIKit reads when none is set: a label's text, a button's title.
  var defaultAccessibilityLabel: String? {
    switch self {
    case let label as UILabel: label.text
    case let button as UIButton:
      button.configuration?.title ?? button.title(for: .normal) ?? button.attributedTitle(for: .normal)?.string
    default: nil
    }
  }

  /// Whether UIKit adds `.notEnabled` to the traits: a disabled control or label.
  var reportsNotEnabled: Bool {
    switch self {
    case let control as UIControl: !control.isEnabled
    case let label as UILabel: !label.isEnabled
    default: false
    }
  }
}
