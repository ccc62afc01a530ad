import AdaptiveKit

extension Selector {
  /// Whether `show(_:sender:)` from the sender would push (the sample's own action).
  static let willShowingViewControllerPush = Selector("willShowingViewControllerPushWithSender:")
  /// Whether `showDetailViewController(_:sender:)` from the sender would push (the sample's own action).
  static let willShowingDetailViewControllerPush = Selector("willShowingDetailViewControllerPushWithSender:")
  /// The photo the detail column shows, if any (the sample's own action).
  static let currentVisibleDetailPhoto = Selector("currentVisibleDetailPhotoWithSender:")
}

/// The sample's custom actions, declared on the UIKit containers that answer them, as the original's
/// categories on `UINavigationController` and `UISplitViewController` did: on Linux
/// `targetViewController(forAction:sender:)` only finds classes that say they implement an action.
@MainActor
enum AdaptivePhotosActions {
  private static var declared = false

  /// Declares every action once per process.
  static func declare() {
    guard !declared else { return }
    declared = true
    // A navigation controller answers only the show question; the detail question walks on past it
    // to the split view controller above.
    UINavigationController.declareAction(.willShowingViewControllerPush)
    UISplitViewController.declareAction(.willShowingViewControllerPush)
    UISplitViewController.declareAction(.willShowingDetailViewControllerPush)
    UISplitViewController.declareAction(.currentVisibleDetailPhoto)
    ActionRegistry.register("showProfile:", on: ListTableViewController.self) { list, sender in
      list.showProfile(sender as? UIBarButtonItem)
    }
    ActionRegistry.register("closeProfile:", on: ListTableViewController.self) { list, sender in
      list.closeProfile(sender)
    }
    ActionRegistry.register("changeRating:", on: PhotoViewController.self) { controller, sender in
      if let control = sender as? RatingControl { controller.changeRating(control) }
    }
  }
}
