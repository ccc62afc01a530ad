import AdaptiveKit
import Foundation
import Testing

/// A `.value2` cell stands its value under its label at the accessibility text sizes, like
/// value1 (unconfirmed, chosen: `StandardCellLayout.stacksLabels`), and keeps its label column
/// below them.
@MainActor
@Suite("Value 2 cells stack at the accessibility text sizes")
struct Value2AccessibilityStackingTests {
  func cell(_ category: UIContentSizeCategory) -> UITableViewCell {
    let cell = UITableViewCell(style: .value2, reuseIdentifier: "C")
    cell.traitOverrides.displayScale = 2
    cell.traitOverrides.preferredContentSizeCategory = category
    cell.textLabel?.text = "mobile"
    cell.detailTextLabel?.text = "+1 555 0100"
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 120)
    cell.layoutIfNeeded()
    return cell
  }

  @Test("At AX5 the value is under the label at the same leading edge, the label as wide as its text")
  func accessibilityCell() throws {
    let cell = cell(.accessibilityExtraExtraExtraLarge)
    let text = try #require(cell.textLabel?.frame)
    let detail = try #require(cell.detailTextLabel?.frame)
    #expect(detail.minY == text.maxY + 2, "the subtitle's gap: \(text) \(detail)")
    #expect(detail.minX == text.minX && text.minX == 16)
    #expect(text.width < 375 - 32, "as wide as its text, not the row: \(text)")
  }

  @Test("At Large the label keeps its column and the value starts after it, on one line")
  func largeCell() throws {
    let cell = cell(.large)
    let text = try #require(cell.textLabel?.frame)
    let detail = try #require(cell.detailTextLabel?.frame)
    #expect(text.minX == 16 && text.width == 91)
    #expect(detail.minX == text.maxX + 6)
    #expect(abs(text.midY - detail.midY) < 0.5)
  }
}
