/// Why a constraint could not be created or activated. UIKit raises these as exceptions; the
/// non-throwing UIKit signatures report them to `AdaptiveKitLog` and leave the constraint inactive.
public enum NSLayoutConstraintError: Error, Equatable, CustomStringConvertible {
  /// An item is neither a view nor a layout guide.
  case invalidItem(String)
  /// The two attributes cannot be related (different axes, a size with a position…).
  case invalidPairing(String)
  /// Positions on different axes (`left == top`): UIKit creates the constraint and raises
  /// `NSInvalidLayoutConstraintException` when it is activated.
  case incompatibleAnchors(String)
  /// A location attribute set equal to a constant (no second item, or a zero multiplier).
  case locationEqualToConstant(String)
  /// A constant or multiplier that is NaN or infinite.
  case nonFiniteValue(String)
  /// The items have no common ancestor, so the constraint cannot be installed.
  case noCommonAncestor(String)
  /// A priority changed between required and optional while the constraint was installed.
  case mutatingRequiredPriority(String)

  public var description: String {
    switch self {
    case .invalidItem(let text), .invalidPairing(let text), .incompatibleAnchors(let text), .locationEqualToConstant(let text),
      .nonFiniteValue(let text), .noCommonAncestor(let text), .mutatingRequiredPriority(let text):
      return text
    }
  }
}
