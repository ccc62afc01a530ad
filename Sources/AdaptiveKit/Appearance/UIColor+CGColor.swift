extension UIColor {
  /// The color as Core Graphics holds it; a dynamic color resolves against
  /// `UITraitCollection.current` first, as UIKit's does (a layer keeps that one appearance).
  public var cgColor: CGColor {
    let c = resolvedColor(with: UITraitCollection.current).components
    return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }

  /// A color with a Core Graphics color's components (gray spreads over red, green and blue).
  public convenience init(cgColor: CGColor) {
    let values = cgColor.components ?? []
    switch values.count {
    case 2: self.init(red: values[0], green: values[0], blue: values[0], alpha: values[1])
    case 4: self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    default: self.init(red: 0, green: 0, blue: 0, alpha: cgColor.alpha)
    }
  }
}
