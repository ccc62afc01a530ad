import AdaptiveKit
import Foundation
import InterfaceBuilder
import Lint
import TestSupport
import Testing

/// The accessibility rules survey a self-sizing static table as UIKit lays it out at the text size
/// asked for: a custom static cell whose Body label wraps grows with it at AX5 (the layout `render`
/// draws), instead of keeping its stored 44 points and cutting its label off.
@MainActor
@Suite("Lint surveys custom static cells self-sized at the variant's text size")
struct StaticCellSurveyAtTextSizeTests {
  static func document() throws -> IBDocument {
    let text = StoryboardXML.tableViewControllerScene(
      style: "grouped", dataMode: "static",
      content: """
        <sections>
            <tableViewSection id="section">
                <cells>
        \(StoryboardXML.marginLabelCell(id: "wrapping", y: 18, text: "Accept input from AutoFill providers"))
                </cells>
            </tableViewSection>
        </sections>
        """)
    return try IBDocument(xmlString: text, fileName: "Settings.storyboard")
  }

  static let ax5 = TraitVariant(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)

  func view(_ id: String, variant: TraitVariant) throws -> SurveyedView {
    let survey = AccessibilitySurvey(document: try Self.document(), url: nil, variants: [variant])
    let screen = try #require(survey.screens.first, "the table controller's screen is surveyed")
    return try #require(screen.views.first { $0.id == id }, "\(id) is surveyed")
  }

  @Test("At Large the row holds one line of Body between its margins")
  func largeKeepsOneLine() throws {
    let cell = try view("wrapping", variant: .deviceDefault)
    #expect(cell.frame.height > 40 && cell.frame.height < 53, "one 20.5-point line and 11-point margins: \(cell.frame)")
  }

  @Test("At AX5 the row grows around its wrapped label, which is not cut off")
  func accessibilitySizeGrowsTheRow() throws {
    let cell = try view("wrapping", variant: Self.ax5)
    let label = try view("wrapping-label", variant: Self.ax5)
    // Body is 53 points at AX5 and the text needs several lines across a 375-point phone.
    #expect(label.frame.height > 2 * 53, "\(label.frame)")
    #expect(cell.frame.height > label.frame.height, "cell \(cell.frame), label \(label.frame)")
    #expect(label.text?.isTruncated == false)
  }
}
