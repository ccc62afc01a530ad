import Foundation

extension UIFont {
  /// A font weight, with UIKit's raw values (−0.8 ultra light … 0.62 black).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight's raw value; 0 is regular.
    public let rawValue: CGFloat

    /// Creates a weight from its raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// Creates a weight from its raw value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// The ultra-light weight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// The thin weight.
    public static let thin = Weight(rawValue: -0.6)
    /// The light weight.
    public static let light = Weight(rawValue: -0.4)
    /// The regular weight.
    public static let regular = Weight(rawValue: 0)
    /// The medium weight.
    public static let medium = Weight(rawValue: 0.23)
    /// The semibold weight.
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold weight.
    public static let bold = Weight(rawValue: 0.4)
    /// The heavy weight.
    public static let heavy = Weight(rawValue: 0.56)
    /// The black weight.
    public static let black = Weight(rawValue: 0.62)

    /// The nine named weights, lightest first.
    static let named: [Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The named weight closest to this one.
    var nearestNamed: Weight {
      Self.named.min { abs($0.rawValue - rawValue) < abs($1.rawValue - rawValue) } ?? .regular
    }

    /// The style word UIKit uses in system font names ("Regular", "Semibold").
    var styleName: String {
      switch nearestNamed {
      case .ultraLight: "Ultralight"
      case .thin: "Thin"
      case .light: "Light"
      case .medium: "Medium"
      case .semibold: "Semibold"
      case .bold: "Bold"
      case .heavy: "Heavy"
      case .black: "Black"
      default: "Regular"
      }
    }
  }
}
