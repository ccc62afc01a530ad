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
  /// included), so an engine rooted here holds them all. Every layout pass of the enclosing
  /// hierarchy asks each cell; a yes holds while nothing in the subtree changes
  /// (`layoutInputGeneration`: a constraint installed, an item moved out), so it is kept until then.
  var constraintsStayInside: Bool {
    if let closedAt = constraintsStayInsideAtGeneration, closedAt == layoutInputGeneration {
      assert(findConstraintsStayInside(), "a cell's constraints left it without a change to its subtree's inputs")
      return true
    }
    let closed = findConstraintsStayInside()
    constraintsStayInsideAtGeneration = closed ? layoutInputGeneration : nil
    return closed
  }

  private func findConstraintsStayInside() -> Bool {
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
  ///
  /// A table scrolls by laying its cells out at every step, most of them unchanged: an engine
  /// whose last pass left nothing for another to change (`solveNestedPass`) is settled, and while
  /// nothing it reads has changed since (`NestedLayoutInputs`) a pass would change nothing, so it
  /// is skipped. Debug builds make the pass anyway and check that.
  /// Returns whether the engine is settled.
  @discardableResult
  func solveNestedLayout() -> Bool {
    needsConstraintSolve = false
    if let engine = autoLayoutEngine, let settled = engine.settledInputs, settled == nestedLayoutInputs,
      !engine.intrinsicSizesChanged()
    {
      #if DEBUG
        let before = nestedLayoutInputs
        let changes = engine.update()
        applyEngineFrames(engine)
        var nestedSettled = true
        for nested in engine.nestedRoots where !nested.solveNestedLayout() { nestedSettled = false }
        assert(
          changes == 0 && nestedSettled && nestedLayoutInputs == before,
          "a settled cell engine changed the layout when solved again: an input it reads does not call layoutInputsDidChange()")
      #endif
      return true
    }
    let engine = autoLayoutEngine ?? AutoLayoutEngine(root: self)
    autoLayoutEngine = engine
    engine.settledInputs = nil
    for _ in 0..<UIView.layoutSolvePasses {
      let settled = solveNestedPass(engine)
      if !engine.intrinsicSizesChanged() {
        if settled { engine.settledInputs = nestedLayoutInputs }
        return settled
      }
    }
    return false
  }

  /// One pass of a nested root's engine and of the nested roots inside it; returns whether another
  /// pass would change nothing: this one moved no input of the subtree (no frame, nothing in the
  /// nested roots) and either changed no constraint or installed every one it wanted and placed
  /// no label for the first time (which moves its line breaks without a frame changing). The next
  /// pass then reads what this one read and wants what is installed. A reused cell's first pass
  /// with new content changes constraints and no frame: the pass at the next scroll step that only
  /// confirmed it is not made.
  private func solveNestedPass(_ engine: AutoLayoutEngine) -> Bool {
    let before = layoutInputGeneration
    let changes = engine.update()
    let placedLabel = applyEngineFrames(engine)
    var settled = changes == 0 || (engine.installedEveryWantedConstraint && !placedLabel)
    for nested in engine.nestedRoots where !nested.solveNestedLayout() { settled = false }
    return settled && layoutInputGeneration == before
  }

  /// What a nested root's engine reads: its subtree's own state, counted by
  /// `layoutInputGeneration`, and the superview's margins when the root preserves them (the one
  /// input from outside the subtree that the enclosing hierarchy does not set on a view inside).
  struct NestedLayoutInputs: Equatable {
    let generation: UInt
    let preservedMargins: UIEdgeInsets?
  }

  var nestedLayoutInputs: NestedLayoutInputs {
    NestedLayoutInputs(
      generation: layoutInputGeneration, preservedMargins: preservesSuperviewLayoutMargins ? effectiveLayoutMargins : nil)
  }

  /// Records a change to something the layout engine reads (geometry, the hierarchy, constraints,
  /// intrinsic sizes, margins, safe area, traits) on this view and every ancestor, whose subtrees
  /// hold it: a settled nested root above it must solve again.
  func layoutInputsDidChange() {
    var view: UIView? = self
    while let current = view {
      current.layoutInputGeneration &+= 1
      current.structuralLayoutInputGeneration &+= 1
      view = current.storedSuperview
    }
  }

  /// Records a change to the view's frame, bounds or transform: as `layoutInputsDidChange()`,
  /// but not counted as structural (a hierarchy's engine compares the geometry it read itself).
  func layoutGeometryDidChange() {
    var view: UIView? = self
    while let current = view {
      current.layoutInputGeneration &+= 1
      view = current.storedSuperview
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
