import Foundation

/// A release of iOS whose UIKit the simulator runs (AdaptiveKit addition).
///
/// UIKit's metrics follow the system an app runs on, never the Xcode that saved a storyboard: a
/// rounded text field is 30 points high on iOS 7–12 and 34 from iOS 13, a switch 51×31 until iOS
/// 26. Choose one with `Simulator(device:orientation:release:)`; views read it from their traits
/// (`UITraitCollection.uiKitRelease`), so a whole hierarchy follows its screen. The releases
/// listed are those where an adaptive metric changed; any other version compares between them.
public struct UIKitRelease: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The major version (7 for iOS 7).
  public let major: Int
  /// The minor version (5 for iOS 14.5).
  public let minor: Int

  /// The release `major.minor`.
  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Reads "14", "14.5", "iOS 14.5" or "ios14.5"; nil for anything else or a release before iOS 7.
  public init?(_ text: String) {
    var rest = Substring(text.trimmingCharacters(in: .whitespaces))
    if rest.lowercased().hasPrefix("ios") { rest = rest.dropFirst(3).drop { $0 == " " } }
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 7, major <= Self.newest.major + Self.majorVersionsAhead else {
      return nil
    }
    let minor = parts.count == 2 ? Int(parts[1]) : 0
    guard let minor, minor >= 0, minor < 100 else { return nil }
    self.init(major, minor)
  }

  /// How far past the newest named release a version may be read: later versions compare as
  /// the newest's metrics, but a typo such as "180" is refused.
  static let majorVersionsAhead = 10

  public static func < (lhs: UIKitRelease, rhs: UIKitRelease) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  public var description: String { minor == 0 ? "iOS \(major)" : "iOS \(major).\(minor)" }

  /// iOS 7: the flat redesign, text styles and Dynamic Type.
  public static let iOS7 = UIKitRelease(7)
  /// iOS 8: size classes and trait collections, adaptive presentations.
  public static let iOS8 = UIKitRelease(8)
  /// iOS 9: San Francisco, stack views and layout anchors.
  public static let iOS9 = UIKitRelease(9)
  /// iOS 10.
  public static let iOS10 = UIKitRelease(10)
  /// iOS 11: the safe area, SF Pro, 56-point search bars.
  public static let iOS11 = UIKitRelease(11)
  /// iOS 12: 50-point iPad navigation bars and toolbars.
  public static let iOS12 = UIKitRelease(12)
  /// iOS 13: dark mode, the redesigned text field, stepper and segmented control.
  public static let iOS13 = UIKitRelease(13)
  /// iOS 14: SF Pro's variable font, date picker styles, 4-point progress bars.
  public static let iOS14 = UIKitRelease(14)
  /// iOS 15: button configurations.
  public static let iOS15 = UIKitRelease(15)
  /// iOS 16.
  public static let iOS16 = UIKitRelease(16)
  /// iOS 17: the trait system's custom traits and overrides.
  public static let iOS17 = UIKitRelease(17)
  /// iOS 18.
  public static let iOS18 = UIKitRelease(18)
  /// iOS 26: the 63×28 switch and 64-point search bars.
  public static let iOS26 = UIKitRelease(26)

  /// The newest release named.
  public static let newest = iOS26

  /// The release a simulator runs unless told otherwise: iOS 18, the newest whose every metric
  /// AdaptiveKit models. iOS 26's redesign is modelled only where a figure is known (the switch,
  /// the search bar); its bars are not, so it is chosen explicitly.
  public static let simulatorDefault = iOS18

  /// Every release named above, oldest first.
  public static let named: [UIKitRelease] = [
    iOS7, iOS8, iOS9, iOS10, iOS11, iOS12, iOS13, iOS14, iOS15, iOS16, iOS17, iOS18, iOS26,
  ]
}
