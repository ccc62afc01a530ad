/// Where a view controller is in its appear/disappear cycle.
enum AppearanceState { case disappeared, appearing, appeared, disappearing }

extension UIViewController {

  /// Whether the controller is appearing because it is being presented.
  public var isBeingPresented: Bool { transitionFlags.contains(.beingPresented) }
  /// Whether the controller is disappearing because it is being dismissed.
  public var isBeingDismissed: Bool { transitionFlags.contains(.beingDismissed) }


  /// Starts an appearance transition by hand (for containers that forward manually).
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
  }

  /// Ends an appearance transition started by hand.
  public func endAppearanceTransition() {
    if appearanceState == .appearing { appearanceIsAppearing() }
    endAppearance()
  }

  func beginAppearance(_ appearing: Bool, animated: Bool) {
    switch (appearing, appearanceState) {
    case (true, .disappeared), (true, .disappearing):
      appearanceState = .appearing
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      appearanceState = .disappearing
      viewWillDisappear(animated)
    default:
      break
    }
  }

  func appearanceIsAppearing() {
    guard appearanceState == .appearing else { return }
    viewIsAppearing(false)
  }

  func endAppearance() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(false)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(false)
    default:
      break
    }
  }
}

/// Finds the view controllers whose root views are in a view subtree, parents first.
@MainActor
enum AppearanceWalker {
  static func controllers(in view: UIView) -> [UIViewController] {
    var result: [UIViewController] = []
    collect(view, into: &result)
    return result
  }

  private static func collect(_ view: UIView, into result: inout [UIViewController]) {
    if let controller = view.owningViewController, forwardsAppearance(to: controller) {
      result.append(controller)
    }
    for subview in view.subviews { collect(subview, into: &result) }
  }

  /// A child whose container forwards appearance by hand is left to the container.
  private static func forwardsAppearance(to controller: UIViewController) -> Bool {
    controller.parent?.shouldAutomaticallyForwardAppearanceMethods ?? true
  }

  /// Called when a subtree moves between windows: begins appearance or disappearance.
  static func subtreeWillMove(_ view: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?) {
    let wasVisible = oldWindow.map(\.isVisibleForAppearance) ?? false
    let willBeVisible = newWindow.map(\.isVisibleForAppearance) ?? false
    guard wasVisible != willBeVisible else { return }
    for controller in controllers(in: view) where !controller.transitionFlags.contains(.appearanceHeld) {
      controller.beginAppearance(willBeVisible, animated: false)
    }
  }

  /// Called after a subtree moved and its traits were updated: completes the transitions.
  static func subtreeDidMove(_ view: UIView) {
    let list = controllers(in: view).filter { !$0.transitionFlags.contains(.appearanceHeld) }
    for controller in list where controller.appearanceState == .appearing { controller.appearanceIsAppearing() }
    for controller in list { controller.endAppearance() }
  }
}
