import Foundation
import Testing

@testable import AdaptiveKit

@Suite struct DynamicTypeTests {
  @Test(arguments: [
    (UIFont.TextStyle.body, "UICTContentSizeCategoryL", 17.0),
    (.body, "UICTContentSizeCategoryXS", 14), (.body, "UICTContentSizeCategoryXXXL", 23),
    (.body, "UICTContentSizeCategoryAccessibilityM", 28),
    (.body, "UICTContentSizeCategoryAccessibilityXXXL", 53),
    (.largeTitle, "UICTContentSizeCategoryL", 34), (.largeTitle, "UICTContentSizeCategoryAccessibilityXXXL", 60),
    (.title1, "UICTContentSizeCategoryL", 28), (.title2, "UICTContentSizeCategoryL", 22),
    (.title3, "UICTContentSizeCategoryL", 20), (.headline, "UICTContentSizeCategoryL", 17),
    (.subheadline, "UICTContentSizeCategoryL", 15), (.subheadline, "UICTContentSizeCategoryXS", 12),
    (.callout, "UICTContentSizeCategoryL", 16), (.footnote, "UICTContentSizeCategoryL", 13),
    (.footnote, "UICTContentSizeCategoryM", 12), (.caption1, "UICTContentSizeCategoryL", 12),
    (.caption2, "UICTContentSizeCategoryL", 11), (.caption2, "UICTContentSizeCategoryXL", 13),
    (.caption2, "UICTContentSizeCategoryAccessibilityXXXL", 41),
    (.body, "_UICTContentSizeCategoryUnspecified", 17), (.body, "nonsense", 17),
  ])
  func pointSizes(style: UIFont.TextStyle, category: String, size: Double) {
    #expect(DynamicTypeSizes.pointSize(for: style, contentSizeCategory: category) == CGFloat(size))
  }

  @Test func tableIsComplete() {
    for style in UIFont.TextStyle.all {
      let row = DynamicTypeSizes.table[style] ?? []
      #expect(row.count == DynamicTypeSizes.categories.count, "\(style.rawValue)")
      #expect(row == row.sorted(), "\(style.rawValue) grows with the category")
    }
  }

  @Test func rawValues() {
    #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
  }

  @Test func textStyleFonts() {
    let headline = UIFont.textStyleFont(.headline, contentSizeCategory: "UICTContentSizeCategoryL")
    #expect(headline.pointSize == 17)
    #expect(headline.weight == .semibold)
    #expect(headline.fontDescriptor.textStyle == .headline)
    let body = UIFont.textStyleFont(.body, contentSizeCategory: "UICTContentSizeCategoryAccessibilityL")
    #expect(body.pointSize == 33)
    #expect(body.weight == .regular)
  }
}
