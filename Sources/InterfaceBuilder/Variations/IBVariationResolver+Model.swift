extension IBView {
  /// This view and its subtree as they are in an environment: variation values in place,
  /// uninstalled subviews and constraints (and constraints mentioning removed views) gone.
  public func resolved(for sizeClasses: IBSizeClassPair) -> IBView {
    IBView(element: IBVariationResolver(sizeClasses).resolve(element))
  }
}

extension IBConstraint {
  /// This constraint with the variation values of an environment in place (constant, priority, …).
  public func resolved(for sizeClasses: IBSizeClassPair) -> IBConstraint {
    IBConstraint(element: IBVariationResolver(sizeClasses).resolve(element, recursive: false), ownerID: ownerID)
  }
}

extension IBDocument {
  /// The document as it is in an environment: every object's variation values in place,
  /// uninstalled subviews and constraints removed, no `<variation>` elements left. Documents
  /// without `useTraitCollections="YES"` have no variations and come back unchanged.
  public func resolved(for sizeClasses: IBSizeClassPair) -> IBDocument {
    var copy = self
    copy.root = IBVariationResolver(sizeClasses).resolve(root)
    copy.source = nil
    copy.rootSourceRange = nil
    copy.rebuildIndex()
    return copy
  }
}
