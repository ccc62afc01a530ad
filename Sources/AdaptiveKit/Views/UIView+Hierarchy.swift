extension UIView {
  /// The view containing this one.
  public var superview: UIView? { storedSuperview }

  /// The views this one contains, back to front.
  public var subviews: [UIView] { storedSubviews }

  /// The window the view is in, if any.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }









  func insert(_ view: UIView, at index: Int) {
    if view === self || isDescendant(of: view) {
      AdaptiveKitLog.shared.report(
        .invalidHierarchy, "Can't add a view as a subview of itself or of one of its descendants: \(view)")
      return
    }
    let target = max(0, min(index, storedSubviews.count))
    if view.storedSuperview === self {
      // Reordering only: no move callbacks.
      guard let current = storedSubviews.firstIndex(where: { $0 === view }) else { return }
      storedSubviews.remove(at: current)
      storedSubviews.insert(view, at: min(target, storedSubviews.count))
      return
    }
    let oldWindow = view.window
    let newWindow = window
    // UIKit tells a view that inherits its tint when a move gives it another one.
    let inheritedTint = view.inheritsTint ? view.tintColor : nil
    if view.storedSuperview != nil { view.removeFromSuperviewForMove() }
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow {
      AppearanceWalker.subtreeWillMove(view, from: oldWindow, to: newWindow)
      view.notifyWillMove(toWindow: newWindow)
    }
    storedSubviews.insert(view, at: target)
    view.storedSuperview = self
    if view.needsConstraintSolve || view.autoLayoutEngine != nil {
      // The subtree's constraints now belong to this hierarchy's engine; a cell keeps its own
      // (the hierarchy's engine takes them when they reach outside the cell).
      view.needsConstraintSolve = false
      if !view.isNestedLayoutRootCandidate { view.autoLayoutEngine = nil }
      hierarchyRoot.needsConstraintSolve = true
    }
    didAddSubview(view)
    setNeedsLayout()
    subviewsDidChange()
    view.didMoveToSuperview()
    if let inheritedTint, view.tintColor != inheritedTint { view.tintDidChangeInSubtree() }
    if oldWindow !== newWindow { view.notifyDidMoveToWindow(from: oldWindow) }
    TraitEngine.update(view.traitRoot)
    // Appearance proxies apply once the subtree has its traits in the new window.
    if oldWindow !== newWindow, newWindow != nil { AppearanceApplier.applyOnEnteringWindow(view) }
    if oldWindow !== newWindow { AppearanceWalker.subtreeDidMove(view) }
  }

  /// Detaches from the old superview without trait updates; the new parent updates traits.
  func removeFromSuperviewForMove() {
    guard let parent = storedSuperview else { return }
    parent.willRemoveSubview(self)
    parent.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    parent.setNeedsLayout()
    parent.subviewsDidChange()
  }

  /// UIKit removes constraints that tie a view leaving its superview to views outside its subtree.
  func removeConstraintsCrossingOut(from parent: UIView) {
    var ancestor: UIView? = parent
    while let current = ancestor {
      for constraint in current.installedConstraints {
        let items = [constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap { $0?.layoutHierarchyView }
        if items.contains(where: { $0.isDescendant(of: self) }) { current.removeConstraint(constraint) }
      }
      ancestor = current.superview
    }
  }

  /// The node trait updates start from: the owning view controller for a root view.
  var traitRoot: any TraitNode { owningViewController ?? self }

  func notifyWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in storedSubviews { subview.notifyWillMove(toWindow: newWindow) }
  }

  func notifyDidMoveToWindow(from oldWindow: UIWindow?) {
    didMoveToWindow()
    windowDidChange(from: oldWindow)
    for subview in storedSubviews { subview.notifyDidMoveToWindow(from: oldWindow) }
  }

  /// Internal hook after the window changed (appearance proxies, layout engines).
  func windowDidChange(from oldWindow: UIWindow?) {}

  /// Internal hook after a subview was added or removed.
  func subviewsDidChange() {}

  /// Whether this view is `view` or inside it.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// This view or the first descendant (depth first) with the tag.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in storedSubviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

}
