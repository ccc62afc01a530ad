import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A nib decodes every text-style font at the app's Dynamic Type size: the views of a scene's
/// static cells and of the cells its prototypes dequeue take the size its controller loaded at,
/// as the controller's own views do, not Large.
@MainActor
@Suite("Storyboard cells load their text-style fonts at the scene's Dynamic Type size")
struct CellDynamicTypeAtLoadTests {
  static let cell = """
    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Styled" id="cell">
        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
        <autoresizingMask key="autoresizingMask"/>
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Styled" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="styled">
                    <rect key="frame" x="16" y="11" width="200" height="21"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
        </tableViewCellContentView>
    </tableViewCell>
    """

  static let accessibilityBody = UIFont.preferredFont(
    forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
  ).pointSize

  /// The initial controller of `xml`, given the accessibility size before its view loads.
  static func controller(_ xml: String) throws -> UITableViewController {
    let storyboard = UIStoryboard(document: try IBDocument(xmlString: xml, fileName: "Cells.storyboard"), name: "Cells")
    let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
    controller.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
    controller.loadViewIfNeeded()
    return controller
  }

  @Test("A static cell's body label is built at the controller's accessibility size")
  func staticCell() throws {
    let sections = """
      <sections>
          <tableViewSection id="sec">
              <cells>
      \(Self.cell)
              </cells>
          </tableViewSection>
      </sections>
      """
    let controller = try Self.controller(StoryboardXML.tableViewControllerScene(dataMode: "static", content: sections))
    let table = try #require(controller.tableView)
    let cell = try #require(table.dataSource?.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)))
    let label = try #require(cell.contentView.subviews.first as? UILabel)
    #expect(Self.accessibilityBody > 17)
    #expect(label.font.pointSize == Self.accessibilityBody)
  }

  @Test("A dequeued prototype cell's body label is built at the controller's accessibility size")
  func prototypeCell() throws {
    let controller = try Self.controller(
      StoryboardXML.tableViewControllerScene(content: "<prototypes>\n\(Self.cell)\n</prototypes>"))
    let cell = try #require(controller.tableView.dequeueReusableCell(withIdentifier: "Styled"))
    let label = try #require(cell.contentView.subviews.first as? UILabel)
    #expect(label.font.pointSize == Self.accessibilityBody)
  }
}
