import Foundation

/// Apple's Dynamic Type point sizes for each text style and content size category.
///
/// Source: the iOS Human Interface Guidelines' Dynamic Type sizes table (xSmall…xxxLarge and
/// AX1…AX5), which matches the sizes `preferredFont(forTextStyle:compatibleWith:)` returns on
/// iOS 13–17 simulators.
package enum DynamicTypeSizes {
  /// Content size category raw values in table column order.
  static let categories = [
    "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM",
    "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL",
    "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM",
    "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
    "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL",
  ]

  /// The column used for unknown or unspecified categories (Large, UIKit's default).
  package static let defaultCategory = "UICTContentSizeCategoryL"

  /// Point sizes by style, one per category in `categories` order.
  static let table: [UIFont.TextStyle: [CGFloat]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  /// The distance from one baseline to the next in multi-line text, by style, one per category
  /// in `categories` order: the leading column of the same HIG table. A text-style font's
  /// `lineHeight` stays the font's own (a one-line body label is 20.5 points at 2x, as IB
  /// stores); only the lines after the first are this far apart (IB stores two-line body labels
  /// 42.5 points tall: 20.287 + 22, ceiled to the pixel). The corpus checks the Large column.
  static let leadingTable: [UIFont.TextStyle: [CGFloat]] = [
    .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 62, 66, 70],
    .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
    .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
    .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
    .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
    .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
    .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
    .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
    .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
    .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
    .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 49],
  ]

  /// The baseline-to-baseline distance of `style`'s lines at the category with raw value
  /// `category`; nil for styles the table does not list.
  static func lineSpacing(for style: UIFont.TextStyle, contentSizeCategory category: String) -> CGFloat? {
    let column = categories.firstIndex(of: category) ?? categories.firstIndex(of: defaultCategory) ?? 3
    guard let row = leadingTable[style], column < row.count else { return nil }
    return row[column]
  }

  /// The point size of `style` at the category with raw value `category`
  /// ("UICTContentSizeCategoryL"); unknown categories use Large, unknown styles body.
  package static func pointSize(for style: UIFont.TextStyle, contentSizeCategory category: String) -> CGFloat {
    let column = categories.firstIndex(of: category) ?? categories.firstIndex(of: defaultCategory) ?? 3
    let row = table[style] ?? table[.body] ?? []
    return column < row.count ? row[column] : 17
  }

  /// The system font weight of a text style (headline is semibold, the rest regular).
  static func weight(for style: UIFont.TextStyle) -> UIFont.Weight {
    style == .headline ? .semibold : .regular
  }
}
