/// Customizes how a split view controller collapses, expands, shows controllers and changes its
/// display mode. Every method has a default that leaves UIKit's built-in behaviour in place.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// The controller to show as the primary once collapsed; nil keeps the current primary.
  func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
  /// The controller to use as the primary once expanded; nil keeps the current primary.
  func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
  /// Merges the secondary into the primary while collapsing; true means handled (the secondary is
  /// dropped), false lets the primary's `collapseSecondaryViewController(_:for:)` do it.
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  /// The secondary to use once expanded; nil asks the primary's `separateSecondaryViewController(for:)`.
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?
  /// Shows `vc` in place of the split view's own `show(_:sender:)`; true means handled.
  func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
  /// Shows `vc` in place of the split view's own `showDetailViewController(_:sender:)`; true means handled.
  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
  /// The display mode is about to change.
  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  /// The mode the display-mode button switches to; `.automatic` lets the split view choose.
  func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode

  /// The column shown on top once a column-style split view collapses (iOS 14); by default the proposed one.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// The display mode a column-style split view expands to (iOS 14); by default the proposed one.
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode
  /// A column is about to be shown (iOS 14).
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  /// A column is about to be hidden (iOS 14).
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
  /// A column-style split view collapsed (iOS 14).
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// A column-style split view expanded (iOS 14).
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
  public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
  public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
  public func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  public func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }
  public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
    false
  }
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }
  public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
  public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
  public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
  public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
