import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Standard cell styles lay out their labels and image; accessories narrow the content view")
struct StandardCellStyleTests {
  private func cell(_ style: UITableViewCell.CellStyle, width: CGFloat = 375, configure: (UITableViewCell) -> Void) -> UITableViewCell {
    let cell = UITableViewCell(style: style, reuseIdentifier: "C")
    cell.traitOverrides.displayScale = 2
    configure(cell)
    cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
    cell.layoutIfNeeded()
    return cell
  }

  @Test("Every style has a text label; only .default lacks a detail label; value2 has no image view")
  func labelsPerStyle() {
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
    #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
    let cell = UITableViewCell(style: .value1, reuseIdentifier: "Id")
    #expect(cell.textLabel?.superview === cell.contentView)
    #expect(cell.reuseIdentifier == "Id")
    #expect(cell.selectionStyle == .default && cell.accessoryType == .none)
  }

  @Test("Default: text at the 16-point margin, centered; 20 points on wider screens")
  func defaultStyle() throws {
    let narrow = cell(.default) { $0.textLabel?.text = "Mountains" }
    let label = try #require(narrow.textLabel)
    #expect(label.frame.minX == 16)
    #expect(label.frame.width == 343)
    #expect(abs(label.frame.midY - CGFloat(22)) <= 0.5)
    let wide = cell(.default, width: 414) { $0.textLabel?.text = "Mountains" }
    #expect(wide.textLabel?.frame.minX == 20)
  }

  @Test("Subtitle: text above detail, 2 points apart, centered as a block")
  func subtitleStyle() throws {
    let c = cell(.subtitle) {
      $0.textLabel?.text = "Lake"
      $0.detailTextLabel?.text = "Taken at dawn"
    }
    let text = try #require(c.textLabel?.frame)
    let detail = try #require(c.detailTextLabel?.frame)
    #expect(detail.minY == text.maxY + 2)
    #expect(abs((text.minY - 0) - (44 - detail.maxY)) <= 1, "centered")
    #expect(c.detailTextLabel?.font.pointSize == 12)
  }

  @Test("Value1: the detail ends at the trailing margin, in the secondary color")
  func value1Style() throws {
    let c = cell(.value1) {
      $0.textLabel?.text = "Wi-Fi"
      $0.detailTextLabel?.text = "Home"
    }
    let detail = try #require(c.detailTextLabel)
    #expect(detail.frame.maxX == 359)
    #expect(detail.textColor == .secondaryLabel)
    #expect(c.textLabel?.frame.minX == 16)
  }

  @Test("Accessories narrow the content view by UIKit's widths",
    arguments: [(UITableViewCell.AccessoryType.none, 375.0), (.disclosureIndicator, 341.0), (.checkmark, 335.0), (.detailButton, 328.0)])
  func accessoryWidths(accessory: UITableViewCell.AccessoryType, contentWidth: Double) {
    let c = cell(.default) { $0.accessoryType = accessory }
    #expect(c.contentView.frame == CGRect(x: 0, y: 0, width: CGFloat(contentWidth), height: 44))
  }

  @Test("An accessory view sits at the trailing margin and takes its width plus padding")
  func accessoryView() {
    let c = cell(.default) { $0.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31)) }
    #expect(c.accessoryView?.frame == CGRect(x: 308, y: 7, width: 51, height: 31))
    #expect(c.contentView.frame.width == 298)
  }

  @Test("An image goes on the leading side and pushes the text after it")
  func imageOnLeadingSide() throws {
    // Icon.png's points depend on the scale its file lookup picks; the layout follows its size.
    let image = try #require(UIImage(contentsOfFile: ImageFixtures.path("Icon.png")))
    let side = image.size.width
    #expect(side > 0 && image.size.height == side)
    let c = cell(.default) {
      $0.imageView?.image = image
      $0.textLabel?.text = "Photo"
    }
    #expect(c.imageView?.frame == CGRect(x: 16, y: ((44 - side) / 2).rounded(), width: side, height: side))
    #expect(c.textLabel?.frame.minX == 16 + side + 15, "15 points after the image, as stored IB frames have it")
  }

  @Test("setSelected marks the cell and highlights its labels; prepareForReuse clears it")
  func selectionState() {
    let c = cell(.default) { $0.textLabel?.text = "A" }
    c.setSelected(true, animated: true)
    #expect(c.isSelected && c.textLabel?.isHighlighted == true)
    c.prepareForReuse()
    #expect(!c.isSelected && c.textLabel?.isHighlighted == false)
    c.selectionStyle = .none
    c.isSelected = true
    #expect(c.isSelected && c.textLabel?.isHighlighted == false, "no highlight without a selection style")
  }
}
