import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A standard cell's label that a document stores with a 0-point system font gets, when the
/// storyboard builds the cell, the size its style gives that label: Interface Builder draws such
/// a subtitle detail as one 12-point line (`UITableViewCell.adoptStandardViews`).
@MainActor
@Suite("A dequeued standard cell's label without a font size takes the style's size")
struct UnsizedStandardLabelFontTests {
  @Test("A subtitle prototype's 0-point detail label is 12 points, its sized text label keeps 17")
  func subtitleDetail() throws {
    let prototypes = StoryboardTableControllerTests.prototypes
      .replacingOccurrences(of: #"pointSize="12""#, with: #"pointSize="0.0""#)
    let xml = StoryboardXML.tableViewControllerScene(content: prototypes)
    let storyboard = UIStoryboard(document: try IBDocument(xmlString: xml, fileName: "Tables.storyboard"), name: "Tables")
    let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
    controller.loadViewIfNeeded()
    let cell = try #require(controller.tableView.dequeueReusableCell(withIdentifier: "Subtitle"))
    #expect(cell.detailTextLabel?.font.pointSize == 12)
    #expect(cell.textLabel?.font.pointSize == 17)
  }
}
