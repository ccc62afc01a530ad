import Foundation
import Testing

@testable import AdaptiveKit

/// Multi-line text in a Dynamic Type text style puts its baselines the HIG table's leading apart
/// (22 points for body at Large), while one line keeps the font's own height: IB stores one-line
/// body labels 20.5 points tall at 2x and two-line ones 42.5 (20.287 + 22), not 41.
@Suite("Text styles space their lines by the Dynamic Type leading")
struct TextStyleLineSpacingTests {
  static let twoLines = "Both are free to use. Free of tracking. Code is open source."

  @Test("Body at Large: one line 20.5, two lines 20.287 + 22 ceiled to 42.5 at 2x")
  func bodyTwoLines() throws {
    let body = UIFont.textStyleFont(.body, contentSizeCategory: DynamicTypeSizes.defaultCategory)
    #expect(body.textStyleLineSpacing == 22)
    let one = TextMeasurer.layout("Body", font: body, numberOfLines: 0, maxWidth: 280)
    #expect(one.intrinsicSize(scale: 2).height == 20.5)
    let two = TextMeasurer.layout(Self.twoLines, font: body, numberOfLines: 0, maxWidth: 280)
    try #require(two.lines.count == 2)
    #expect(two.intrinsicSize(scale: 2).height == 42.5)
    #expect(two.lines[1].baselineOffset - two.lines[0].baselineOffset == 22)
  }

  @Test("The plain system font at the same size stacks its line height: two lines are 41")
  func systemFontStacksLineHeights() throws {
    let system = UIFont.systemFont(ofSize: 17)
    #expect(system.textStyleLineSpacing == nil)
    let two = TextMeasurer.layout(Self.twoLines, font: system, numberOfLines: 0, maxWidth: 280)
    try #require(two.lines.count == 2)
    #expect(two.intrinsicSize(scale: 2).height == 41)
  }

  @Test("Every style at Large has the HIG's leading; other sizes lose it")
  func largeColumn() {
    let expected: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 41), (.title1, 34), (.title2, 28), (.title3, 25), (.headline, 22), (.body, 22),
      (.callout, 21), (.subheadline, 20), (.footnote, 18), (.caption1, 16), (.caption2, 13),
    ]
    for (style, leading) in expected {
      let font = UIFont.preferredFont(forTextStyle: style)
      #expect(font.textStyleLineSpacing == leading, "\(style)")
      // Caption 2's 13 points is less than its 13.13-point line: lines never overlap (unconfirmed).
      #expect(font.lineAdvance == max(leading, font.lineHeight))
      #expect(font.withSize(font.pointSize + 3).textStyleLineSpacing == nil)
    }
  }

  @Test("A label in the body style reports the two-line height as its intrinsic size")
  @MainActor
  func labelIntrinsicHeight() {
    let label = UILabel()
    label.font = UIFont.preferredFont(forTextStyle: .subheadline)
    label.numberOfLines = 0
    label.text = "Please enable it in the app preferences, and come back"
    label.preferredMaxLayoutWidth = 200
    let lines = TextMeasurer.layout(label.text ?? "", font: label.font, numberOfLines: 0, maxWidth: 200).lines.count
    #expect(lines >= 2)
    let expected = label.font.lineHeight + CGFloat(lines - 1) * 20
    #expect(abs(label.intrinsicContentSize.height - expected) < 1)
  }

  @Test("Through iOS 14 a borderless text field in the body style is one leading high: 22, not 21 (unconfirmed)")
  @MainActor
  func borderlessBodyField() {
    let simulator = Simulator(device: Device.named("iPhone 8")!, release: .iOS14)
    let field = UITextField()
    simulator.window.addSubview(field)
    field.borderStyle = .none
    field.font = UIFont.preferredFont(forTextStyle: .body)
    field.text = "0"
    #expect(field.intrinsicContentSize.height == 22)
    field.font = UIFont.systemFont(ofSize: 17)
    #expect(field.intrinsicContentSize.height == 21)
  }

  @Test("From iOS 15 both are the line and 1.5 points on the pixel grid: 20.5 + 1.5 at 2x")
  @MainActor
  func borderlessBodyFieldTextKit2() {
    let simulator = Simulator(device: Device.named("iPhone 8")!, release: .iOS18)
    let field = UITextField()
    simulator.window.addSubview(field)
    field.borderStyle = .none
    field.font = UIFont.preferredFont(forTextStyle: .body)
    field.text = "0"
    #expect(field.intrinsicContentSize.height == 22)
    field.font = UIFont.systemFont(ofSize: 17)
    #expect(field.intrinsicContentSize.height == 22)
  }
}
