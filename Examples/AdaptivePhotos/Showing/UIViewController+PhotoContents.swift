import AdaptiveKit

/// What a controller says about the photos it shows — the original sample's category methods that
/// its controllers override. Swift members declared in extensions cannot be overridden, so the
/// sample's controllers conform to this protocol and the queries below consult it.
@MainActor
protocol PhotoContentsAnswering: AnyObject {
  /// The photo this controller shows on its own, nil when none.
  var answerContainedPhoto: Photo? { get }
  /// Whether this controller shows or leads to `photo`.
  func answerContainsPhoto(_ photo: Photo) -> Bool
}

extension PhotoContentsAnswering {
  var answerContainedPhoto: Photo? { nil }
  func answerContainsPhoto(_ photo: Photo) -> Bool { false }
}

extension UIViewController {
  /// The photo this controller shows; by default controllers show none.
  var containedPhoto: Photo? { (self as? PhotoContentsAnswering)?.answerContainedPhoto }

  /// Whether this controller shows or leads to `photo`; by default no.
  func containsPhoto(_ photo: Photo) -> Bool { (self as? PhotoContentsAnswering)?.answerContainsPhoto(photo) ?? false }

  /// The photo shown in the detail column, found by asking the controller that handles the
  /// question (an expanded split view controller); nil when none is visible.
  func currentVisibleDetailPhoto(withSender sender: Any?) -> Photo? {
    if let split = self as? UISplitViewController {
      // Collapsed, there is no detail column.
      return split.isCollapsed ? nil : split.viewControllers.last?.containedPhoto
    }
    guard let target = targetViewController(forAction: .currentVisibleDetailPhoto, sender: sender), target !== self else {
      return nil
    }
    return target.currentVisibleDetailPhoto(withSender: sender)
  }
}
