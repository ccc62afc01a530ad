import Foundation
import Testing

@testable import AdaptiveKit

/// A rounded-rect text field grows with its text-style font at every category of Apple's Dynamic
/// Type table, instead of clipping a 53-point line into UIKit's fixed 34 points.
@Suite struct RoundedTextFieldHeightTests {
  /// Body's point size per category, from `DynamicTypeTableTests.published`.
  static let bodySizes: [(UIContentSizeCategory, CGFloat)] = DynamicTypeTableTests.published.map { category, sizes in
    (category, CGFloat(sizes[DynamicTypeTableTests.styles.firstIndex(of: .body) ?? 0]))
  }

  @MainActor func field(at category: UIContentSizeCategory) -> UITextField {
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Name"
    field.font = .preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
    return field
  }

  @Test(arguments: bodySizes)
  @MainActor func bodyFieldHoldsItsLine(category: UIContentSizeCategory, size: CGFloat) throws {
    let field = field(at: category)
    let font = try #require(field.font)
    #expect(font.pointSize == size, "body at \(category.shortName)")
    let height = field.intrinsicContentSize.height
    #expect(height >= font.lineHeight, "\(category.shortName): a \(font.lineHeight)-point line in a \(height)-point field")
    #expect(height == height.rounded(), "\(category.shortName): whole points, got \(height)")
  }

  @Test @MainActor func standardSizesKeepTheFixedHeight() {
    // Up to XXL (body 21 pt, line 25.1) the line and its allowance fit UIKit's 34 points; IB
    // stores 34 for body, callout, headline and title 3 fields at Large. XXXL (23 pt) grows it.
    for category in [UIContentSizeCategory.extraSmall, .large, .extraExtraLarge] {
      #expect(field(at: category).intrinsicContentSize.height == 34, "\(category.shortName)")
    }
    #expect(field(at: .extraExtraExtraLarge).intrinsicContentSize.height == 36)
    let title3 = UITextField()
    title3.borderStyle = .roundedRect
    title3.font = .preferredFont(forTextStyle: .title3)
    #expect(title3.intrinsicContentSize.height == 34)
  }

  @Test @MainActor func accessibilitySizesGrowTheField() {
    let heights = [UIContentSizeCategory.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge].map { field(at: $0).intrinsicContentSize.height }
    #expect(heights.first.map { $0 > 34 } == true, "AX1 body (28 pt) is taller than 34: \(heights)")
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 < $1 }, "each larger category is taller: \(heights)")
    // AX5 body is 53 points, its line 63.2: the line and the allowance, rounded up.
    #expect(heights.last == 72, "AX5: \(heights)")
  }

  @Test @MainActor func releaseBeforeIOS13KeepsItsOwnMinimum() {
    #expect(UITextField.roundedRectHeight(for: .systemFont(ofSize: 17), on: .iOS12) == 30)
    #expect(UITextField.roundedRectHeight(for: .systemFont(ofSize: 53), on: .iOS12) == 72)
  }
}
