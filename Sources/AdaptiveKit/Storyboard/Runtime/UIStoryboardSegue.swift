import Foundation
import InterfaceBuilder

/// A transition between two view controllers, created by the storyboard when a segue runs.
///
/// Subclasses registered with `UIStoryboard.register(_:forClassName:)` back custom segues; the
/// storyboard creates them with `init(identifier:source:destination:)`, which is therefore
/// `required` here (UIKit finds it through the Objective-C runtime instead).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier in the storyboard.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue leads to.
  public let destination: UIViewController
  // Final, so subclasses in other files carry no vtable entry for it: the compiler's batch jobs
  // have mangled its getter's `@MainActor` closure type differently (an undefined symbol at link).
  private final var performHandler: (@MainActor () -> Void)?

  /// Creates a segue; `perform()` does nothing unless a subclass overrides it.
  public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Creates a segue whose `perform()` runs `performHandler` (iOS 9).
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Performs the transition.
  open func perform() { performHandler?() }
}

/// What an unwind search starts from: the source controller, the action and the sender.
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource {
  /// The controller the unwind starts from.
  public let source: UIViewController
  /// The unwind action (`unwindToList:`).
  public let unwindAction: Selector
  /// The object that triggered the unwind.
  public let sender: Any?

  init(source: UIViewController, unwindAction: Selector, sender: Any?) {
    self.source = source
    self.unwindAction = unwindAction
    self.sender = sender
  }
}

/// Embed: the destination becomes a child of the source, filling the container view.
@MainActor
final class EmbedSegue: UIStoryboardSegue {
  /// The container view in the source's hierarchy.
  var containerView: UIView?

  override func perform() {
    guard let containerView else { return }
    source.addChild(destination)
    let view: UIView = destination.view
    view.frame = containerView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.translatesAutoresizingMaskIntoConstraints = true
    containerView.addSubview(view)
    destination.didMove(toParent: source)
  }
}

/// Unwind: runs the action on the destination, then asks the controller where the search found
/// it (the destination itself, or the container holding both ends) to step back towards it.
@MainActor
final class UnwindSegue: UIStoryboardSegue {
  var action = Selector("")
  /// The controller whose `unwind(for:towards:)` undoes the path (pops, dismisses).
  var container: UIViewController?

  override func perform() {
    ActionRegistry.perform(action.description, on: destination, sender: self)
    guard let container else { return }
    container.unwind(for: self, towards: destination)
    // UIKit's own transition: dismiss the presentations between the source and the controller
    // where the search found the destination (from the one nearest to it, which takes everything
    // above along), then pop a navigation stack down to the destination.
    var outermostPresenter: UIViewController?
    var current: UIViewController? = source
    while let controller = current, controller !== container {
      if let parent = controller.parent {
        current = parent
      } else {
        outermostPresenter = controller.presentingViewController
        current = outermostPresenter
      }
    }
    outermostPresenter?.dismiss(animated: true)
    if let navigation = container as? UINavigationController,
      navigation.viewControllers.contains(where: { $0 === destination }), navigation.topViewController !== destination
    {
      _ = navigation.popToViewController(destination, animated: true)
    }
  }

  /// The destination for `unwindSource`: from the source's parent (or presenter) upwards, each
  /// controller's allowed children, most recent first and depth first, then the controller itself
  /// (the order among siblings is AdaptiveKit's choice: UIKit documents only the hooks). Returns
  /// the destination and the controller where the search found it.
  static func findDestination(
    for unwindSource: UIStoryboardUnwindSegueSource
  ) -> (destination: UIViewController, container: UIViewController)? {
    func search(_ controller: UIViewController) -> UIViewController? {
      for child in controller.allowedChildrenForUnwinding(from: unwindSource).reversed() {
        if let found = search(child) { return found }
      }
      let accepts = controller.canPerformUnwindSegueAction(
        unwindSource.unwindAction, from: unwindSource.source, sender: unwindSource.sender)
      return accepts && controller !== unwindSource.source ? controller : nil
    }
    var current = unwindSource.source.parent ?? unwindSource.source.presentingViewController
    while let controller = current {
      if let found = search(controller) { return (found, controller) }
      current = controller.parent ?? controller.presentingViewController
    }
    return nil
  }
}
