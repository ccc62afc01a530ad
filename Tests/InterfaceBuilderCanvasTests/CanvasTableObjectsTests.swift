import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// The canvas builds UIKit's own table and cells (static cells, one row per prototype) and places
/// them with its row geometry: the table's `visibleCells`, index paths, section titles and the
/// cells' accessories and standard labels describe what the canvas draws.
@MainActor
@Suite("The canvas builds UITableView and its cells where it draws the rows")
struct CanvasTableObjectsTests {
  /// A cell `id` of `style` (nil: custom) with `accessory`, 44 points high; a styled cell holds
  /// its text label `id-text`.
  static func cell(_ id: String, style: String? = nil, accessory: String? = nil) -> String {
    let styleAttribute = style.map { #" style="\#($0)""# } ?? ""
    let accessoryAttribute = accessory.map { #" accessoryType="\#($0)""# } ?? ""
    let label =
      style == nil
      ? ""
      : """
        <subviews>
            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title \(id)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)-text">
                <rect key="frame" x="16" y="0.0" width="300" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
        </subviews>
        """
    let textLabel = style == nil ? "" : #" textLabel="\#(id)-text""#
    return """
      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default"\(styleAttribute)\(accessoryAttribute) indentationWidth="10" reuseIdentifier="\(id)-reuse"\(textLabel) id="\(id)">
          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cv">
              <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
              \(label)
          </tableViewCellContentView>
      </tableViewCell>
      """
  }

  /// A table of `style` filling the root, with `body` (its `<sections>` or `<prototypes>`).
  static func storyboard(style: String, version: String, dataMode: String, body: String) -> String {
    StoryboardXML.oneScene(
      toolsVersion: version, plugIn: version,
      subviews: """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="\(dataMode)" style="\(style)" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            \(body)
        </tableView>
        """,
      constraints: """
        <constraint firstItem="tbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
        <constraint firstItem="tbl" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t2"/>
        <constraint firstItem="tbl" firstAttribute="top" secondItem="root" secondAttribute="top" id="t3"/>
        <constraint firstItem="tbl" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="t4"/>
        """)
  }

  /// Two titled static sections: a Basic cell with a disclosure indicator and a custom cell, then
  /// a custom cell with a checkmark.
  static let staticSections = """
    <sections>
        <tableViewSection headerTitle="One" footerTitle="Below one" id="sec1">
            <cells>
                \(cell("a1", style: "IBUITableViewCellStyleDefault", accessory: "disclosureIndicator"))
                \(cell("a2"))
            </cells>
        </tableViewSection>
        <tableViewSection headerTitle="Two" id="sec2">
            <cells>
                \(cell("b1", accessory: "checkmark"))
            </cells>
        </tableViewSection>
    </sections>
    """

  func layout(_ xml: String) throws -> StoryboardSceneBuilder {
    let document = try IBDocument(xmlString: xml, fileName: "Table.storyboard")
    return try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
  }

  @Test("Static sections: the table's rows are the document's cells, at the canvas's frames (plain, Xcode 14)")
  func staticPlain() throws {
    let layout = try layout(Self.storyboard(style: "plain", version: "23077", dataMode: "static", body: Self.staticSections))
    let table = try #require(layout.view(withID: "tbl") as? UITableView)
    let cells = try ["a1", "a2", "b1"].map { try #require(layout.view(withID: $0) as? UITableViewCell) }
    #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    #expect(table.indexPath(for: cells[2]) == IndexPath(row: 0, section: 1))
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == "One")
    #expect(table.dataSource?.tableView(table, titleForFooterInSection: 0) == "Below one")
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 1) == "Two")
    // Xcode 14's plain sections (`TableSectionSpacingTests`): a 50-point first header, 78 between.
    #expect(cells[0].frame == CGRect(x: 0, y: 50, width: 375, height: 44))
    #expect(cells[1].frame == CGRect(x: 0, y: 94, width: 375, height: 44))
    #expect(cells[2].frame == CGRect(x: 0, y: 50 + 88 + 78, width: 375, height: 44))
    #expect(cells[0].contentView === layout.view(withID: "a1-cv"))
    #expect(cells[0].accessoryType == .disclosureIndicator)
    #expect(cells[2].accessoryType == .checkmark)
    #expect(cells[0].textLabel === layout.view(withID: "a1-text"))
    #expect(table.separatorStyle == .singleLine)
  }

  @Test("Another layout pass keeps the placed rows: the table tiles none of its own")
  func placedRowsStay() throws {
    let layout = try layout(Self.storyboard(style: "plain", version: "23077", dataMode: "static", body: Self.staticSections))
    let table = try #require(layout.view(withID: "tbl") as? UITableView)
    table.setNeedsLayout()
    layout.rootView.layoutIfNeeded()
    #expect(table.visibleCells.count == 3)
    #expect(layout.view(withID: "b1")?.superview === table)
    #expect(layout.frame(ofViewWithID: "b1") == CGRect(x: 0, y: 216, width: 375, height: 44))
  }

  @Test("Grouped with titled headers (Xcode 9–10): rows where the canvas spaces the sections")
  func groupedTitled() throws {
    // Without the footer title: the canvas models no titled footer in grouped tables of Xcode 9–10.
    let sections = Self.staticSections.replacingOccurrences(of: #" footerTitle="Below one""#, with: "")
    let layout = try layout(Self.storyboard(style: "grouped", version: "13772", dataMode: "static", body: sections))
    let table = try #require(layout.view(withID: "tbl") as? UITableView)
    #expect(table.style == .grouped)
    #expect(table.visibleCells.map { $0.frame.minY } == [55.5, 99.5, 55.5 + 88 + 56])
  }

  @Test("Prototypes: one row per prototype, one section, one under the other")
  func prototypes() throws {
    let body = """
      <prototypes>
          \(Self.cell("p1", style: "IBUITableViewCellStyleDefault"))
          \(Self.cell("p2", accessory: "detailButton"))
      </prototypes>
      """
    let layout = try layout(Self.storyboard(style: "plain", version: "23077", dataMode: "prototypes", body: body))
    let table = try #require(layout.view(withID: "tbl") as? UITableView)
    let first = try #require(layout.view(withID: "p1") as? UITableViewCell)
    let second = try #require(layout.view(withID: "p2") as? UITableViewCell)
    #expect(table.visibleCells.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(second)])
    #expect(table.numberOfSections == 1)
    #expect(table.indexPath(for: second) == IndexPath(row: 1, section: 0))
    #expect(second.frame.minY == first.frame.maxY)
    #expect(first.reuseIdentifier == "p1-reuse")
    #expect(second.accessoryType == .detailButton)
  }
}
