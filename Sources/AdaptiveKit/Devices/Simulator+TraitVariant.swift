extension Simulator {
  /// Shows the interface with `variant`'s settings, as the user would set them in Settings:
  /// each trait it gives becomes the screen's, so every window, controller and view inherits it;
  /// traits it leaves nil keep their current value.
  public func apply(_ variant: TraitVariant) {
    if let style = variant.userInterfaceStyle { userInterfaceStyle = style }
    if let category = variant.preferredContentSizeCategory { preferredContentSizeCategory = category }
    if let direction = variant.layoutDirection { layoutDirection = direction }
    if let contrast = variant.accessibilityContrast { accessibilityContrast = contrast }
    if let release = variant.release { self.release = release }
  }
}
