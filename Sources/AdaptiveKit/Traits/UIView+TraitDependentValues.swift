extension UIView {
  /// Keeps values that depend on `traits` up to date: `update` runs whenever one of them changes
  /// in this view's stored traits, in a window or not, before `traitCollectionDidChange(_:)` and
  /// registrations. UIKit stores a nib's size-class variations as trait-dependent values of its
  /// objects, so they follow the traits even where no callback is delivered (behaviour §12.3).
  @discardableResult
  func keepTraitDependentValues(
    for traits: [UITrait], update: @escaping (UIView, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { object, previous in
      if let view = object as? UIView { update(view, previous) }
    }
    traitState.traitDependentValues.append(registration)
    return registration
  }
}
