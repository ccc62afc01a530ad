/// Something a popover can point at (iOS 16): a view or a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

extension UIPopoverPresentationController {
  /// The view or bar button item the popover points at (iOS 16): a view becomes `sourceView`
  /// (`sourceRect` then measured in it), a bar button item `barButtonItem`, replacing the other.
  public var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
    get { barButtonItem ?? sourceView }
    set {
      switch newValue {
      case let item as UIBarButtonItem:
        sourceView = nil
        barButtonItem = item
      case let view as UIView:
        barButtonItem = nil
        sourceView = view
      default:
        sourceView = nil
        barButtonItem = nil
      }
    }
  }
}
