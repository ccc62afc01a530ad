import Foundation

extension UIColor {
  /// The tint as a color (iOS 15): it resolves to the tint of the view whose colors are being
  /// resolved — the first tint set on the view or its superviews, else the system blue — while
  /// the view draws and when AdaptiveKit renders it. Against a trait collection that does not come
  /// from a view (`resolvedColor(with:)` on `view.traitCollection` among them) it resolves to the
  /// system blue, the default tint.
  public static let tintColor = UIColor(catalogName: "tintColor") { traits in
    traits.tintColorForResolution ?? UIColor.systemBlue
  }
}

extension UITraitCollection {
  /// The same traits, resolving `UIColor.tintColor` to `tint`.
  func resolvingTintColor(to tint: UIColor) -> UITraitCollection {
    UITraitCollection(storage: storage, tintColorForResolution: tint)
  }
}

extension UIView {
  /// The view's traits with its tint attached, for resolving the colors it draws with (UIKit
  /// resolves `UIColor.tintColor` to the view's tint); `draw(_:)` runs with these as
  /// `UITraitCollection.current` (AdaptiveKit addition, for renderers).
  public var _colorResolutionTraits: UITraitCollection {
    traitCollection.resolvingTintColor(to: effectiveTintColorForResolution)
  }

  /// The tint `UIColor.tintColor` stands for in this view: a tint that is itself `.tintColor`
  /// stands for the superview's (else the default).
  private var effectiveTintColorForResolution: UIColor {
    var view: UIView? = self
    while let current = view {
      if let own = current.ownTintColor, own !== UIColor.tintColor { return own }
      view = current.superview
    }
    return UIColor.systemBlue
  }
}
