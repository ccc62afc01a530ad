extension UIColor {
  /// The color set `name` from the main bundle's asset catalogs, as a dynamic color; nil when missing.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The color set `name` from the asset catalogs in `bundle` (nil: the main bundle). Without a
  /// trait collection the color is dynamic and resolves per trait collection; with one it is the
  /// variant for those traits. Nil when no catalog has the color.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    let root = BundleCatalogs.resourceRoot(of: bundle ?? .main)
    guard let color = BundleCatalogs.catalogs(in: root).lazy.compactMap({ $0.color(named: name) }).first else { return nil }
    if let traitCollection {
      let c = color.resolvedColor(with: traitCollection).components
      self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    } else {
      self.init(catalogName: name) { color.resolvedColor(with: $0) }
    }
  }
}
