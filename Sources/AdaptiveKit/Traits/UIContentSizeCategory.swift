/// The user's preferred text size (Dynamic Type), a string constant as in UIKit.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  public let rawValue: String

  /// Creates a category from its UIKit string constant.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No preferred size is known.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The smallest standard size.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small size.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium size.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The default size.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// A large size.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// A larger size.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest standard size.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// The first accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The twelve real categories, smallest first.
  public static let allCategories: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// True for the five accessibility sizes.
  public var isAccessibilityCategory: Bool { rank >= 7 }

  /// Position in `allCategories`; unspecified and unknown values rank below every real size.
  var rank: Int { Self.allCategories.firstIndex(of: self) ?? -1 }

  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.rank < rhs.rank
  }

  /// UIKit's short names as they appear in trait collection descriptions ("L", "AccessibilityXL").
  public var description: String {
    rawValue.replacingOccurrences(of: "_UICTContentSizeCategory", with: "")
      .replacingOccurrences(of: "UICTContentSizeCategory", with: "")
  }
}
