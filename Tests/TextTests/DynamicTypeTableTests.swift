import Foundation
import Testing

@testable import AdaptiveKit

/// Every cell of Apple's Dynamic Type sizes table (Human Interface Guidelines, Typography,
/// "iOS, iPadOS Dynamic Type sizes"), transcribed here per category as the guidelines print it,
/// against what `preferredFont(forTextStyle:compatibleWith:)` returns.
@Suite struct DynamicTypeTableTests {
  /// The text styles in the guidelines' row order.
  static let styles: [UIFont.TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
  ]

  /// Point sizes per category, in `styles` order.
  static let published: [(UIContentSizeCategory, [Double])] = [
    (.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
    (.small, [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
    (.medium, [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
    (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
    (.extraLarge, [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
    (.extraExtraLarge, [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
    (.extraExtraExtraLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
    (.accessibilityMedium, [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
    (.accessibilityLarge, [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
    (.accessibilityExtraLarge, [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
    (.accessibilityExtraExtraLarge, [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
    (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 41]),
  ]

  /// One case per cell: (style, category, published size).
  static let cells: [(UIFont.TextStyle, UIContentSizeCategory, Double)] = published.flatMap { category, sizes in
    zip(styles, sizes).map { ($0, category, $1) }
  }

  @Test(arguments: cells)
  @MainActor
  func preferredFontSize(style: UIFont.TextStyle, category: UIContentSizeCategory, size: Double) {
    let font = UIFont.preferredFont(
      forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
    #expect(font.pointSize == CGFloat(size), "\(style.rawValue) at \(category.shortName)")
  }

  @Test func everyCellIsListed() {
    #expect(Self.cells.count == 11 * 12)
    #expect(Set(Self.published.map(\.0)) == Set(UIContentSizeCategory.allCategories))
  }
}
