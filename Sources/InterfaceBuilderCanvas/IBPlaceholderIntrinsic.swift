import AdaptiveKit
import Foundation

/// A view whose intrinsic size Interface Builder's placeholder may replace, per axis.
@MainActor
protocol IBPlaceholderIntrinsic: AnyObject {
  var placeholderWidth: CGFloat? { get set }
  var placeholderHeight: CGFloat? { get set }
}

extension IBPlaceholderIntrinsic {
  func applyingPlaceholder(to size: CGSize) -> CGSize {
    CGSize(width: placeholderWidth ?? size.width, height: placeholderHeight ?? size.height)
  }
}

@MainActor
final class IBTextField: UITextField, IBPlaceholderIntrinsic, UIKitClassStandIn {
  static var uiKitClass: UIView.Type { UITextField.self }
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  override var intrinsicContentSize: CGSize { applyingPlaceholder(to: super.intrinsicContentSize) }
}

@MainActor
final class IBPageControl: UIPageControl, IBPlaceholderIntrinsic, UIKitClassStandIn {
  static var uiKitClass: UIView.Type { UIPageControl.self }
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  override var intrinsicContentSize: CGSize { applyingPlaceholder(to: super.intrinsicContentSize) }
}

@MainActor
final class IBTextView: UITextView, IBPlaceholderIntrinsic, UIKitClassStandIn {
  static var uiKitClass: UIView.Type { UITextView.self }
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  override var intrinsicContentSize: CGSize { applyingPlaceholder(to: super.intrinsicContentSize) }
}

@MainActor
final class IBPickerView: UIPickerView, IBPlaceholderIntrinsic, UIKitClassStandIn {
  static var uiKitClass: UIView.Type { UIPickerView.self }
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  override var intrinsicContentSize: CGSize { applyingPlaceholder(to: super.intrinsicContentSize) }
}

@MainActor
final class IBDatePicker: UIDatePicker, IBPlaceholderIntrinsic, UIKitClassStandIn {
  static var uiKitClass: UIView.Type { UIDatePicker.self }
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  override var intrinsicContentSize: CGSize { applyingPlaceholder(to: super.intrinsicContentSize) }
}

/// A table the document gives a placeholder intrinsic size (`ContentSizedTableView`s sized by
/// their rows at run time); other tables are UIKit's own class on the canvas.
@MainActor
final class IBTableView: UITableView, IBPlaceholderIntrinsic, UIKitClassStandIn {
  static var uiKitClass: UIView.Type { UITableView.self }
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  override var intrinsicContentSize: CGSize { applyingPlaceholder(to: super.intrinsicContentSize) }
}
