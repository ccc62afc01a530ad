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
  public var isMovingToParent: Bool { false }
  /// Whether the controller is being removed from its parent.
  public var isMovingFromParent: Bool { false }
}
