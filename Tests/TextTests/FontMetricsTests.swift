import Foundation
import Testing

@testable import AdaptiveKit

/// `UIFontMetrics` scales custom fonts and values by the text style's Dynamic Type ratio.
@Suite @MainActor struct FontMetricsTests {
  @Test func scalesCustomFontByTheStylesRatio() {
    let custom = UIFont.systemFont(ofSize: 20)
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    // Body is 17 at Large and 53 at AX5.
    let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, compatibleWith: ax5)
    #expect(abs(scaled.pointSize - 20 * 53 / 17) < 0.001)
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    #expect(UIFontMetrics.default.scaledFont(for: custom, compatibleWith: large).pointSize == 20)
  }

  @Test func maximumPointSizeCaps() {
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let capped = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30, compatibleWith: ax5)
    #expect(capped.pointSize == 30)
  }

  @Test func scalesValues() {
    let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    // Headline is 17 at Large and 14 at XS.
    #expect(abs(UIFontMetrics(forTextStyle: .headline).scaledValue(for: 34, compatibleWith: xs) - 28) < 0.001)
  }

  @Test func labelAdjustingFollowsTheCategory() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 15")))
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    let fixed = UILabel()
    fixed.font = .preferredFont(forTextStyle: .body)
    simulator.window.addSubview(label)
    simulator.window.addSubview(fixed)
    simulator.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(label.font.pointSize == 53)
    #expect(fixed.font.pointSize == 17)
  }
}
