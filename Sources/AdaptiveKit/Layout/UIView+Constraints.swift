extension UIView: LayoutItem {
  var layoutHierarchyView: UIView? { self }
  var layoutDebugName: String {
    if let cachedLayoutDebugName { return cachedLayoutDebugName }
    let name = LayoutDebugNames.name(for: self)
    cachedLayoutDebugName = name
    return name
  }
}

extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  /// The constraints installed on this view (those whose closest common ancestor it is).
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// Installs a constraint on this view; its items must be this view or its descendants.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if let error = constraint.validationError {
      AdaptiveKitLog.shared.report(.constraint, error.description)
      return
    }
    guard constraint.installedOn !== self else { return }
    guard let ancestor = constraint.commonAncestor(), ancestor === self || ancestor.isDescendant(of: self) else {
      AdaptiveKitLog.shared.report(
        .constraint,
        "The view hierarchy is not prepared for the constraint: \(constraint). When added to a view, the constraint's items must be descendants of that view (or the view itself).")
      return
    }
    constraint.installedOn?.removeConstraint(constraint)
    installedConstraints.append(constraint)
    constraint.installedOn = self
    constraintsDidChange()
  }

  /// Installs several constraints.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes an installed constraint (deactivating it).
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn === self else { return }
    installedConstraints.removeAll { $0 === constraint }
    constraint.installedOn = nil
    constraintsDidChange()
  }

  /// Removes several constraints.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// The layout guides this view owns.
  public var layoutGuides: [UILayoutGuide] { ownedLayoutGuides }

  /// Adds a layout guide to this view.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView !== self else { return }
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    ownedLayoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  /// Removes a layout guide.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    for constraint in installedConstraints
    where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
      removeConstraint(constraint)
    }
    ownedLayoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  /// Called when constraints that affect this hierarchy changed: a new layout pass is needed.
  func constraintsDidChange() {
    layoutInputsDidChange()
    var root: UIView = self
    while let parent = root.superview { root = parent }
    root.needsConstraintSolve = true
    setNeedsLayout()
    superview?.setNeedsLayout()
    // A proportional stack measures its arranged views' fitting sizes; UIKit measures again when
    // constraints inside one of them change.
    var ancestor = superview
    while let view = ancestor {
      if let stack = view as? UIStackView, stack.distribution == .fillProportionally { stack.needsUpdateConstraintsFlag = true }
      ancestor = view.superview
    }
  }
}
