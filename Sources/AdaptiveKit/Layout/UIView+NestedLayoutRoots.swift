/// Table and collection cells lay out in an engine of their own when their constraints stay
/// inside them: reusing a cell then changes only its small system, not the window's tableau, where
/// removing required equalities rebuilt rows shared with every other cell.
extension UIView {
  /// Whether the view may hold its subtree's constraints in its own engine: a reusable cell,
  /// whose frame its table or collection view sets (not a table cell its builder places, whose
  /// rows follow one another by constraints in the table's layout).
  var isNestedLayoutRootCandidate: Bool {
    if let cell = self as? UITableViewCell { return cell.laysOutContentView }
    return self is UICollectionViewCell
  }

  /// Whether every constraint installed in the subtree relates items inside it (the view itself
  /// included), so an engine rooted here holds them all.
  var constraintsStayInside: Bool {
    var closed = true
    func isInside(_ item: AnyObject?) -> Bool {
      guard let item else { return true }
      return (item as? LayoutItem)?.layoutHierarchyView?.isDescendant(of: self) == true
    }
    LayoutSpecBuilder.walk(self) { view in
      guard closed else { return }
      for constraint in view.installedConstraints where !isInside(constraint.firstItem) || !isInside(constraint.secondItem) {
        closed = false
        return
      }
    }
    return closed
  }

  /// The nested root strictly between `item`'s view and `root`, when there is one: the engine
  /// that holds the item's constraints is that root's.
  static func nestedRoot(holding item: AnyObject, below root: UIView, among roots: Set<ObjectIdentifier>) -> UIView? {
    var current = (item as? LayoutItem)?.layoutHierarchyView?.superview
    var found: UIView?
    while let view = current, view !== root {
      if roots.contains(ObjectIdentifier(view)) { found = view }
      current = view.superview
    }
    return found
  }

  /// Solves a nested root's subtree in its own engine at its current bounds (its frame is its
  /// container's), repeating while multi-line text re-wraps at its new width. Safe-area insets
  /// are the enclosing hierarchy's to update.
  func solveNestedLayout() {
    needsConstraintSolve = false
    let engine = autoLayoutEngine ?? AutoLayoutEngine(root: self)
    autoLayoutEngine = engine
    for _ in 0..<UIView.layoutSolvePasses {
      engine.update()
      applyEngineFrames(engine)
      for nested in engine.nestedRoots { nested.solveNestedLayout() }
      if !engine.intrinsicSizesChanged() { break }
    }
  }

  /// Passes a solve makes while text re-wraps, safe areas or preserved margins move: the
  /// hierarchy's and each nested root's alike.
  static let layoutSolvePasses = 4

  /// The engine holding this view's constraints: the closest enclosing nested root's, else the
  /// hierarchy root's.
  var holdingLayoutEngine: AutoLayoutEngine? {
    var view: UIView = self
    while let parent = view.superview {
      if parent.isNestedLayoutRootCandidate, let engine = parent.autoLayoutEngine { return engine }
      view = parent
    }
    return view.autoLayoutEngine
  }
}
