/// The actions classes declared with `UIResponder.declareAction(_:)`: Swift cannot ask whether a
/// class implements a method by name, so responders state it, as Objective-C categories would.
@MainActor
enum ActionRegistry {
  private static var entries: [Selector: [(UIResponder) -> Bool]] = [:]

  static func declare(_ action: Selector, matching test: @escaping (UIResponder) -> Bool) {
    entries[action, default: []].append(test)
  }

  static func responds(_ responder: UIResponder, to action: Selector) -> Bool {
    entries[action]?.contains { $0(responder) } ?? false
  }
}

extension UIResponder {
  /// Declares that instances of this class (and its subclasses) implement `action`, so
  /// `responds(to:)`, `canPerformAction(_:withSender:)` and
  /// `UIViewController.targetViewController(forAction:sender:)` find them (AdaptiveKit addition;
  /// on Apple platforms the Objective-C runtime knows this). Declare an override of
  /// `show(_:sender:)` with `MyContainer.declareAction(.showViewController)`, and an app's own
  /// action — such as Adaptive Photos' "will showing push" query — the same way, also on UIKit
  /// classes: `UINavigationController.declareAction(Selector("willShowingViewControllerPush:"))`.
  public static func declareAction(_ action: Selector) {
    ActionRegistry.declare(action) { $0 is Self }
  }
}
