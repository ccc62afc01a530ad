extension UIViewController {
  /// The containing view controller.
  public var parent: UIViewController? { storedParent }

  /// The child view controllers, in the order they were added.
  public var children: [UIViewController] { storedChildren }




  /// Whether this controller is `controller` or contained in it.
  func isDescendantController(of controller: UIViewController) -> Bool {
    var current: UIViewController? = self
    while let candidate = current {
      if candidate === controller { return true }
      current = candidate.storedParent
    }
    return false
  }

  /// Whether the controller is being added to a parent (during appearance of a newly added child).
  public var isMovingToParent: Bool { transitionFlags.contains(.movingToParent) }
  /// Whether the controller is being removed from its parent.
  public var isMovingFromParent: Bool { transitionFlags.contains(.movingFromParent) }
}

/// What a view controller's current appearance transition is part of.
struct TransitionFlags: OptionSet {
  let rawValue: UInt8
  static let beingPresented = TransitionFlags(rawValue: 1 << 0)
  static let beingDismissed = TransitionFlags(rawValue: 1 << 1)
  static let movingToParent = TransitionFlags(rawValue: 1 << 2)
  static let movingFromParent = TransitionFlags(rawValue: 1 << 3)
  /// A custom animator runs: the appearance callbacks end when it completes, not when views move.
  static let appearanceHeld = TransitionFlags(rawValue: 1 << 4)
}
