extension UILayoutGuide {
  /// Whether the guide's position or size is not fully determined by its constraints.
  public var hasAmbiguousLayout: Bool {
    guard let engine = holdingEngine, engine.hasVariables(for: self) else { return false }
    return engine.ambiguousItems().contains(ObjectIdentifier(self))
  }

  /// The constraints that affect the guide's layout on an axis.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    guard let engine = holdingEngine else { return [] }
    let me = ObjectIdentifier(self)
    return engine.installedSpecs.filter { $0.items.contains(me) && $0.isHorizontal == (axis == .horizontal) }
      .compactMap(\.layoutConstraint)
  }

  /// The engine solving the guide: its owning view's own when that view is a layout root holding
  /// the guide, else the one holding the owning view.
  private var holdingEngine: AutoLayoutEngine? {
    guard let owningView else { return nil }
    if let own = owningView.autoLayoutEngine, own.hasVariables(for: self) { return own }
    return owningView.holdingLayoutEngine
  }
}
