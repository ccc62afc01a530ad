extension TraitVariant {
  /// `base` with the traits this variant sets replacing its own (a screen's traits once the
  /// user chose these settings).
  public func traitCollection(over base: UITraitCollection) -> UITraitCollection {
    var layers = [base]
    if let userInterfaceStyle { layers.append(UITraitCollection(userInterfaceStyle: userInterfaceStyle)) }
    if let preferredContentSizeCategory {
      layers.append(UITraitCollection(preferredContentSizeCategory: preferredContentSizeCategory))
    }
    if let layoutDirection { layers.append(UITraitCollection(layoutDirection: layoutDirection)) }
    if let accessibilityContrast { layers.append(UITraitCollection(accessibilityContrast: accessibilityContrast)) }
    return layers.count == 1 ? base : UITraitCollection(traitsFrom: layers)
  }
}
