import Foundation

/// Bar button items made from actions and menus (iOS 14–16).
extension UIBarButtonItem {
  /// Creates a plain item from a title, an image, a primary action and a menu (iOS 14); the
  /// action's title and image replace the ones given.
  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.title = title
    self.image = image
    self.menu = menu
    self.primaryAction = primaryAction
    // Observers do not run for assignments in the class's own initializers.
    primaryActionDidChange()
  }

  /// Creates a system item with a primary action and a menu (iOS 14); a system item keeps its
  /// own title and image.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    self.menu = menu
    self.primaryAction = primaryAction
    primaryActionDidChange()
  }

  /// Creates a plain item with a title, an image, a target-action pair and a menu (iOS 16).
  public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
    self.init()
    self.title = title
    self.image = image
    self.target = target
    self.action = action
    self.menu = menu
  }

  /// UIKit's documented rule: a new primary action gives a non-system item its title and image.
  func primaryActionDidChange() {
    guard let primaryAction, systemItem == nil else { return }
    title = primaryAction.title
    image = primaryAction.image
  }
}
