import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Static table sections where Interface Builder draws them: the headers and footers between
/// sections follow the Xcode that drew the document and the table's style.
@MainActor
@Suite("Static table sections are spaced as Interface Builder draws them")
struct TableSectionSpacingTests {
  /// One static section: its header title and its cells' ids (44-point rows).
  struct Section {
    var title: String?
    var cells: [String]
  }

  /// A table of `style` filling the root view, with `sections` and, optionally, a table header
  /// view of `headerHeight` points.
  static func storyboard(
    style: String, version: String, device: String = "retina4_7", width: Double = 375, height: Double = 667,
    sections: [Section], headerHeight: Int? = nil
  ) -> String {
    let header = headerHeight.map {
      """
          <view key="tableHeaderView" contentMode="scaleToFill" id="thv-tb-sec">
              <rect key="frame" x="0.0" y="0.0" width="\(Int(width))" height="\($0)"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          </view>
      """
    } ?? ""
    let body = sections.map { section in
      let title = section.title.map { " headerTitle=\"\($0)\"" } ?? ""
      let cells = section.cells.map { id in
        """
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="\(Int(width))" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cv">
                        <rect key="frame" x="0.0" y="0.0" width="\(Int(width))" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                </tableViewCell>
        """
      }.joined(separator: "\n")
      return """
              <tableViewSection\(title) id="sec-\(section.cells.first ?? "x")">
                  <cells>
          \(cells)
                  </cells>
              </tableViewSection>
        """
    }.joined(separator: "\n")
    return StoryboardXML.oneScene(
      device: device, toolsVersion: version, plugIn: version, rootSize: (width, height),
      subviews: """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-tb-sec">
            <rect key="frame" x="0.0" y="0.0" width="\(Int(width))" height="\(Int(height))"/>
        \(header)
            <sections>
        \(body)
            </sections>
        </tableView>
        """,
      constraints: """
        <constraint firstItem="tbl-tb-sec" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tc1-tb-sec"/>
        <constraint firstItem="tbl-tb-sec" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="tc2-tb-sec"/>
        <constraint firstItem="tbl-tb-sec" firstAttribute="top" secondItem="root" secondAttribute="top" id="tc3-tb-sec"/>
        <constraint firstItem="tbl-tb-sec" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="tc4-tb-sec"/>
        """)
  }

  func minY(_ id: String, in xml: String, device: String = "retina4_7") throws -> CGFloat? {
    let document = try IBDocument(xmlString: xml, fileName: "Sections.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device(device))
    return layout.frame(ofViewWithID: id)?.minY
  }

  static let titled = [Section(title: "One", cells: ["a1", "a2"]), Section(title: "Two", cells: ["b1"])]
  static let untitled = [Section(title: nil, cells: ["a1", "a2"]), Section(title: nil, cells: ["b1"])]

  @Test("Plain, before Xcode 11: an untitled section has no header, a titled one the attribute's height")
  func plainLegacy() throws {
    let xml = Self.storyboard(style: "plain", version: "14490", sections: [Section(title: nil, cells: ["a1"]), Section(title: "Two", cells: ["b1"])])
    #expect(try minY("a1", in: xml) == 0)
    #expect(try minY("b1", in: xml) == 44 + CGFloat(18))
  }

  @Test("Plain, Xcode 11–12: a 28-point header and a 28-point footer around every section")
  func plainXcode11() throws {
    let xml = Self.storyboard(style: "plain", version: "17126", sections: Self.untitled)
    #expect(try minY("a1", in: xml) == 28)
    #expect(try minY("b1", in: xml) == 28 + 88 + CGFloat(56))
  }

  // Unconfirmed: one untitled static table (Hero) and one prototype table (inaturalist) of
  // Xcode 11.0 are all the corpus holds; both agree with this rule, and no file contradicts it.
  @Test("Plain, Xcode 11.0: an untitled section has neither header nor footer, a titled one 28 points")
  func plainXcode11_0() throws {
    let xml = Self.storyboard(
      style: "plain", version: "15404",
      sections: [Section(title: nil, cells: ["a1", "a2"]), Section(title: "Two", cells: ["b1"]), Section(title: "Three", cells: ["c1"])])
    #expect(try minY("a1", in: xml) == 0)
    #expect(try minY("b1", in: xml) == 88 + CGFloat(28))
    // No footer title, so no footer between the titled sections either.
    #expect(try minY("c1", in: xml) == 88 + 28 + 44 + CGFloat(28))
  }

  @Test("Plain, from Xcode 14: iOS 15's 22-point top padding above each header")
  func plainXcode14() throws {
    let xml = Self.storyboard(style: "plain", version: "23077", sections: Self.titled)
    #expect(try minY("a1", in: xml) == 50)
    #expect(try minY("b1", in: xml) == 50 + 88 + CGFloat(78))
  }

  @Test("Grouped, Xcode 9–10: the first header 35 points untitled and 55.5 titled, then the attributes or 38")
  func groupedXcode9() throws {
    let untitled = Self.storyboard(style: "grouped", version: "13772", sections: Self.untitled)
    #expect(try minY("a1", in: untitled) == 35)
    #expect(try minY("b1", in: untitled) == 35 + 88 + CGFloat(36))
    let titled = Self.storyboard(style: "grouped", version: "13772", sections: Self.titled)
    #expect(try minY("a1", in: titled) == 55.5)
    #expect(try minY("b1", in: titled) == 55.5 + 88 + CGFloat(56))
  }

  @Test("Grouped, Xcode 11–12: an untitled first header is the attribute's height")
  func groupedXcode11() throws {
    let xml = Self.storyboard(style: "grouped", version: "17126", sections: Self.untitled)
    #expect(try minY("a1", in: xml) == 18)
    #expect(try minY("b1", in: xml) == 18 + 88 + CGFloat(36))
  }

  @Test("Grouped, automatic section heights (-1): UIKit's 17.5-point grouped spacing, not the plain 28")
  func groupedAutomaticHeights() throws {
    let sections = [Section(title: nil, cells: ["a1", "a2"]), Section(title: nil, cells: ["b1"]), Section(title: "Three", cells: ["c1"])]
    let xml = Self.storyboard(style: "grouped", version: "23504", sections: sections)
      .replacingOccurrences(of: #"sectionHeaderHeight="18" sectionFooterHeight="18""#, with: #"sectionHeaderHeight="-1" sectionFooterHeight="-1""#)
    #expect(try minY("a1", in: xml) == 17.5)
    #expect(try minY("b1", in: xml) == 17.5 + 88 + CGFloat(35))
    #expect(try minY("c1", in: xml) == 17.5 + 88 + 35 + 44 + 17.5 + CGFloat(38))
  }

  @Test("Grouped headers end on a device pixel: 55.5 is 55.33 on a 3x canvas")
  func groupedPixelRounding() throws {
    let xml = Self.storyboard(
      style: "grouped", version: "17703", device: "retina5_5", width: 414, height: 736, sections: Self.titled)
    let y = try #require(try minY("a1", in: xml, device: "retina5_5"))
    #expect(abs(y - CGFloat(166) / 3) < 0.001)
  }

  @Test("Inset-grouped rows are inset 20 points from each side; a titled first section keeps its 55.5 from Xcode 15.3")
  func insetGrouped() throws {
    let xml = Self.storyboard(style: "insetGrouped", version: "22504", sections: Self.titled)
    let document = try IBDocument(xmlString: xml, fileName: "Inset.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    #expect(layout.frame(ofViewWithID: "a1") == CGRect(x: 20, y: 55.5, width: 335, height: 44))
    #expect(layout.frame(ofViewWithID: "b1")?.minY == 55.5 + 88 + CGFloat(56))
  }

  // Plug-ins 22500 and later (IBTableSectionSpacing.bareFirstPrototypeHeaderBuild): titled static
  // first sections are stored 55.5 in 18 tables of five repositories, prototypes of a table inside
  // another view in 18 tables of six; a table view controller's prototypes 38 in 39 tables.
  @Test("Grouped, from Xcode 15.3: the first titled header 55.5, a table view controller's prototype header 38")
  func groupedXcode15_3() throws {
    let titled = Self.storyboard(style: "grouped", version: "24506", sections: Self.titled)
    #expect(try minY("a1", in: titled) == 55.5)
    #expect(try minY("b1", in: titled) == 55.5 + 88 + CGFloat(56))
    let prototypes = Self.storyboard(style: "grouped", version: "24506", sections: [Section(title: nil, cells: ["a1", "a2"])])
      .replacingOccurrences(of: #"dataMode="static""#, with: #"dataMode="prototypes""#)
      .replacingOccurrences(of: #"<tableViewSection id="sec-a1">"#, with: "")
      .replacingOccurrences(of: "</tableViewSection>", with: "")
      .replacingOccurrences(of: "<sections>", with: "<prototypes>")
      .replacingOccurrences(of: "</sections>", with: "</prototypes>")
      .replacingOccurrences(of: "<cells>", with: "")
      .replacingOccurrences(of: "</cells>", with: "")
    #expect(try minY("a1", in: prototypes) == 55.5)
    let controller = StoryboardXML.tableViewControllerScene(
      toolsVersion: "24506", style: "grouped",
      content: """
        <prototypes>
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" rowHeight="44" id="p1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="p1" id="p1-cv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableViewCellContentView>
            </tableViewCell>
        </prototypes>
        """)
    #expect(try minY("p1", in: controller) == 38)
  }

  @Test("Rows start below the table header view, which spans the table; a grouped table then drops its first untitled header")
  func tableHeaderView() throws {
    let plain = Self.storyboard(style: "plain", version: "14490", sections: Self.untitled, headerHeight: 136)
    let document = try IBDocument(xmlString: plain, fileName: "Header.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    #expect(layout.frame(ofViewWithID: "thv-tb-sec") == CGRect(x: 0, y: 0, width: 375, height: 136))
    #expect(layout.frame(ofViewWithID: "a1")?.minY == 136)
    let grouped = Self.storyboard(style: "grouped", version: "14490", sections: Self.untitled, headerHeight: 180)
    #expect(try minY("a1", in: grouped) == 180)
  }

  @Test("A table without cells still draws its header view at its top (IQKeyboardManager's search header)")
  func tableHeaderViewWithoutCells() throws {
    let xml = Self.storyboard(style: "plain", version: "17506", sections: [], headerHeight: 36)
    let document = try IBDocument(xmlString: xml, fileName: "Empty.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    #expect(layout.frame(ofViewWithID: "thv-tb-sec") == CGRect(x: 0, y: 0, width: 375, height: 36))
  }

  @Test("Grouped tables drawn before Xcode 8 are not modelled: their cells are not built")
  func groupedUnmodelled() throws {
    let xml = Self.storyboard(style: "grouped", version: "7520", sections: Self.titled)
    #expect(try minY("a1", in: xml) == nil)
  }
}
