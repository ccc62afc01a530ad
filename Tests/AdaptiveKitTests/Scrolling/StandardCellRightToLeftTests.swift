import AdaptiveKit
import Foundation
import Testing

/// Right to left, a standard cell mirrors its layout as UIKit does: the accessory at the left,
/// the content view after it, the text at the trailing (right) side and a value1 detail at the
/// leading (left) one.
@MainActor
@Suite("Standard cells mirror their layout right to left")
struct StandardCellRightToLeftTests {
  static let width: CGFloat = 375

  func cell(_ style: UITableViewCell.CellStyle, _ direction: UITraitEnvironmentLayoutDirection) -> UITableViewCell {
    let cell = UITableViewCell(style: style, reuseIdentifier: "C")
    cell.traitOverrides.displayScale = 2
    cell.traitOverrides.layoutDirection = direction
    cell.accessoryType = .disclosureIndicator
    cell.textLabel?.text = "Wi-Fi"
    cell.detailTextLabel?.text = "Home"
    cell.frame = CGRect(x: 0, y: 0, width: Self.width, height: 44)
    cell.layoutIfNeeded()
    return cell
  }

  @Test("A value1 cell: content after the accessory, text at the right margin, detail at the left")
  func value1() throws {
    let ltr = cell(.value1, .leftToRight)
    let rtl = cell(.value1, .rightToLeft)
    #expect(ltr.contentView.frame.minX == 0)
    #expect(rtl.contentView.frame.width == ltr.contentView.frame.width)
    #expect(rtl.contentView.frame.maxX == Self.width, "after the accessory: \(rtl.contentView.frame)")
    let content = rtl.contentView.bounds.width
    let text = try #require(rtl.textLabel?.frame)
    let detail = try #require(rtl.detailTextLabel?.frame)
    let ltrText = try #require(ltr.textLabel?.frame)
    let ltrDetail = try #require(ltr.detailTextLabel?.frame)
    #expect(text.maxX == content - ltrText.minX, "mirrored: \(text) against \(ltrText)")
    #expect(detail.minX == content - ltrDetail.maxX, "mirrored: \(detail) against \(ltrDetail)")
    #expect(text.size == ltrText.size && detail.size == ltrDetail.size)
  }

  @Test("A subtitle cell's text and detail share the right edge")
  func subtitle() throws {
    let rtl = cell(.subtitle, .rightToLeft)
    let text = try #require(rtl.textLabel?.frame)
    let detail = try #require(rtl.detailTextLabel?.frame)
    #expect(text.maxX == detail.maxX)
    #expect(text.maxX > rtl.contentView.bounds.width - 21, "at the trailing margin: \(text)")
  }

  @Test("A custom accessory view sits at the left margin")
  func accessoryView() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "C")
    cell.traitOverrides.layoutDirection = .rightToLeft
    cell.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    cell.frame = CGRect(x: 0, y: 0, width: Self.width, height: 44)
    cell.layoutIfNeeded()
    let accessory = try #require(cell.accessoryView?.frame)
    #expect(accessory.minX < 21 && accessory.minX > 0, "\(accessory)")
    #expect(cell.contentView.frame.minX >= accessory.maxX)
  }
}
