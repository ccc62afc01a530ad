/// Which UIKit classes storyboards instantiate as view controllers and as views, for deciding
/// what `UIStoryboard.register(_:forClassName:)` a ported class needs.
enum UIKitClasses {
  static let viewControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UISplitViewController", "UIPageViewController", "UISearchController",
    "UIAlertController", "UIReferenceLibraryViewController", "UIInputViewController", "UIHostingController",
    "UIActivityViewController", "UIDocumentPickerViewController", "UIImagePickerController",
  ]

  static let views: Set<String> = [
    "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UITextField", "UITextView", "UISwitch",
    "UISlider", "UIStepper", "UISegmentedControl", "UIDatePicker", "UIPickerView", "UIPageControl",
    "UIProgressView", "UIActivityIndicatorView", "UIScrollView", "UITableView", "UITableViewCell",
    "UICollectionView", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    "UIStackView", "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar",
    "UIInputView", "UIColorWell", "MKMapView", "WKWebView",
  ]

  enum Role { case viewController, view }

  /// The role of a class whose UIKit ancestor is `name`.
  static func role(of name: String) -> Role? {
    if viewControllers.contains(name) { return .viewController }
    if views.contains(name) { return .view }
    return nil
  }
}
