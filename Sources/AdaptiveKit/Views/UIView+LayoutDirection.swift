extension UIView {
  /// The direction a semantic content attribute implies relative to the app's layout direction
  /// (`UIApplication.shared.userInterfaceLayoutDirection`).
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
  }

  /// The direction a semantic content attribute implies relative to `layoutDirection`: playback
  /// and spatial content never flip, forced content takes its direction, the rest follows.
  public static func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .unspecified: return layoutDirection
    case .playback, .spatial, .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    }
  }

  /// The direction for arranging the view's immediate content (its subviews, its leading and
  /// trailing constraints): its semantic content attribute relative to its traits' direction.
  /// As in UIKit it does not propagate: a subview's own value follows its own attribute.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(
      for: semanticContentAttribute, relativeTo: UIUserInterfaceLayoutDirection(traitCollection.layoutDirection))
  }
}
