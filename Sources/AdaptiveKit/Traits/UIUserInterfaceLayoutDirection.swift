/// The direction the interface flows in: the app's (`UIApplication.userInterfaceLayoutDirection`)
/// or the one a view arranges its content in (`UIView.effectiveUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Content flows from left to right.
  case leftToRight = 0
  /// Content flows from right to left.
  case rightToLeft = 1

  /// The direction a trait collection's layout direction stands for; unspecified reads as left to right.
  init(_ traitDirection: UITraitEnvironmentLayoutDirection) {
    self = traitDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  public var description: String { self == .leftToRight ? "leftToRight" : "rightToLeft" }
}

extension UIUserInterfaceLayoutDirection {
  /// The trait value for the direction.
  var traitDirection: UITraitEnvironmentLayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
}
