import AdaptiveKit
import Foundation
import Testing

/// At run time too a `.value1` cell stands its detail under its text at the accessibility text
/// sizes (`StandardCellLayout.stacksLabels`).
@MainActor
@Suite("Value 1 cells stack at the accessibility text sizes at run time")
struct Value1AccessibilityStackingTests {
  func cell(_ category: UIContentSizeCategory) -> UITableViewCell {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: "C")
    cell.traitOverrides.displayScale = 2
    cell.traitOverrides.preferredContentSizeCategory = category
    cell.textLabel?.text = "Wi-Fi"
    cell.detailTextLabel?.text = "Home"
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 80)
    cell.layoutIfNeeded()
    return cell
  }

  @Test("Only the five accessibility categories stack a Value 1 or Value 2 cell; subtitle always stacks, default never",
    arguments: UIContentSizeCategory.allCategories)
  func stackingByCategory(category: UIContentSizeCategory) {
    #expect(StandardCellLayout.stacksLabels(style: .value1, at: category) == category.isAccessibilityCategory)
    #expect(StandardCellLayout.stacksLabels(style: .subtitle, at: category))
    #expect(!StandardCellLayout.stacksLabels(style: .default, at: category))
    #expect(StandardCellLayout.stacksLabels(style: .value2, at: category) == category.isAccessibilityCategory)
  }

  @Test("At AX3 the detail is under the text at the same leading edge, the pair centred")
  func accessibilityCell() throws {
    let cell = cell(.accessibilityExtraLarge)
    let text = try #require(cell.textLabel?.frame)
    let detail = try #require(cell.detailTextLabel?.frame)
    #expect(detail.minY == text.maxY + 2, "the subtitle's gap: \(text) \(detail)")
    #expect(detail.minX == text.minX && text.minX == 16)
    #expect(abs(text.minY - (80 - detail.maxY)) <= 1, "centred as a block: \(text) \(detail)")
  }

  @Test("At Large the detail stays at the trailing margin beside the text")
  func largeCell() throws {
    let cell = cell(.large)
    let text = try #require(cell.textLabel?.frame)
    let detail = try #require(cell.detailTextLabel?.frame)
    #expect(detail.maxX == 359)
    #expect(abs(text.midY - detail.midY) < 0.5)
  }
}
