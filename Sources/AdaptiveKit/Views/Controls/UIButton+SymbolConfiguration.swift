extension UIButton {
  /// Sets the configuration symbol images are shown with in a state (iOS 13).
  public func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
  ) {
    preferredSymbolConfigurations[state.rawValue] = configuration
    contentDidChange()
  }

  /// The symbol configuration for a state's image: the state's own, else the normal state's.
  public func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
    preferredSymbolConfigurations[state.rawValue] ?? preferredSymbolConfigurations[UIControl.State.normal.rawValue]
  }

  /// The symbol configuration of the image shown now.
  public var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    preferredSymbolConfigurationForImage(in: state)
  }

  /// The current image as the button shows it: a symbol gets the state's preferred configuration
  /// and the button's traits under its own configured values.
  var configuredCurrentImage: UIImage? {
    guard let image = currentImage, image.isSymbolImage else { return currentImage }
    let base = (currentPreferredSymbolConfiguration ?? .unspecified).withTraitCollection(traitCollection)
    return image.withConfiguration(base.applying(image.symbolConfiguration))
  }
}
