import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

@testable import Rendering

/// A table is drawn from the UIKit objects its scene built: rows where the cells are, accessories
/// from `accessoryType`, separators from the table's `separatorStyle`, section titles from its
/// data source. Changing an object in code after hosting changes the drawing.
@MainActor
@Suite("Tables are drawn from their UITableView and cells")
struct TableDrawingFromObjectsTests {
  /// A plain static table (Xcode 14) of two titled sections: c1 and c2, then d1, in a scene
  /// saved for `device` (375 points wide by default).
  static func storyboard(device: String = "retina4_7", width: Double = 375) -> String {
    func cell(_ id: String) -> String {
      """
      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="\(id)">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cv">
              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
          </tableViewCellContentView>
      </tableViewCell>
      """
    }
    return StoryboardXML.oneScene(
      device: device, toolsVersion: "23077", plugIn: "23077", rootSize: (width, 667),
      subviews: """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
            <sections>
                <tableViewSection headerTitle="Fruit" id="sec1">
                    <cells>
                        \(cell("c1"))
                        \(cell("c2"))
                    </cells>
                </tableViewSection>
                <tableViewSection headerTitle="Vegetables" id="sec2">
                    <cells>
                        \(cell("d1"))
                    </cells>
                </tableViewSection>
            </sections>
        </tableView>
        """,
      constraints: """
        <constraint firstItem="tbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
        <constraint firstItem="tbl" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t2"/>
        <constraint firstItem="tbl" firstAttribute="top" secondItem="root" secondAttribute="top" id="t3"/>
        <constraint firstItem="tbl" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="t4"/>
        """)
  }

  /// The scene hosted on the canvas in a box the size of its root, with a drawing context for it.
  func hosted(device: String = "retina4_7", width: Double = 375) throws -> (StoryboardSceneBuilder, DrawingContext) {
    let document = try IBDocument(xmlString: Self.storyboard(device: device, width: width), fileName: "Table.storyboard")
    let root = try #require(document.scenes.first?.viewController?.view)
    let context = DrawingContext(document: document)
    let layout = try #require(
      context.hostScene(
        root: root, controller: nil, placement: .box(CGSize(width: width, height: 667)), insets: .zero,
        sizeClasses: SizeClassPair(horizontal: .compact, vertical: .regular)))
    return (layout, context)
  }

  func markup(of layout: StoryboardSceneBuilder, in context: DrawingContext) -> String {
    context.writer = SVGWriter()
    ViewDrawing.draw(layout, at: .zero, in: context)
    return context.writer.markup
  }

  @Test("Each row is drawn at its cell's frame, with its section's title above it")
  func rowsAndTitles() throws {
    let (layout, context) = try hosted()
    let drawn = markup(of: layout, in: context)
    let frame = try #require(layout.view(withID: "d1")?.frame)
    #expect(drawn.contains(#"data-id="d1" data-frame="\#(BarDrawing.frameText(frame))""#))
    #expect(drawn.contains(">Fruit<"))
    #expect(drawn.contains(">Vegetables<"))
  }

  @Test("An accessory type set in code after hosting is drawn")
  func accessoryFromCell() throws {
    let (layout, context) = try hosted()
    #expect(!markup(of: layout, in: context).contains("<polyline"))
    let cell = try #require(layout.view(withID: "c2") as? UITableViewCell)
    cell.accessoryType = .checkmark
    #expect(markup(of: layout, in: context).contains("<polyline"))
  }

  @Test("Separators follow the table's separator style")
  func separatorsFromTable() throws {
    let (layout, context) = try hosted()
    #expect(markup(of: layout, in: context).components(separatedBy: "<line ").count - 1 == 3)
    let table = try #require(layout.view(withID: "tbl") as? UITableView)
    table.separatorStyle = .none
    #expect(!markup(of: layout, in: context).contains("<line "))
  }

  /// Issue 32: re-hosted content views had 8-point vertical margins; the cell's own content view
  /// has UIKit's, 16-point sides up to 375-point screens and 20 beyond.
  @Test(
    "A drawn cell's content view has UIKit's cell margins, 11 points above and below",
    arguments: [("retina4_7", 375.0, 16.0), ("retina6_1", 414.0, 20.0)])
  func contentMarginsAreUIKits(device: String, width: Double, side: CGFloat) throws {
    let (layout, context) = try hosted(device: device, width: width)
    let content = try #require(layout.view(withID: "c1-cv"))
    #expect(content.superview === layout.view(withID: "c1"), "the cell's own content view is drawn")
    #expect(content.layoutMargins == UIEdgeInsets(top: 11, left: side, bottom: 11, right: side))
    _ = markup(of: layout, in: context)
    #expect(context.viewFrames["c1-cv"] == content.convert(content.bounds, to: layout.rootView), "drawn where it is")
  }

  @Test("Right to left, section titles align to the right margin, as UIKit's header views align their text")
  func titlesAlignToTheLeadingEdgeRightToLeft() throws {
    let document = try IBDocument(xmlString: Self.storyboard(), fileName: "Table.storyboard")
    let device = try #require(Device.named("iPhone SE (3rd generation)"))
    func x(of title: String, _ direction: UITraitEnvironmentLayoutDirection) throws -> Double {
      let svg = try SceneRenderer(document: document).render(
        sceneID: "s1",
        configuration: RenderConfiguration(
          device: device, orientation: .portrait, variant: TraitVariant(layoutDirection: direction))
      ).svg.text
      let pattern = #/<text x="([-0-9.]+)" [^>]*>([^<]*)</text>/#
      return try #require(svg.matches(of: pattern).first { $0.output.2 == title }.flatMap { Double($0.output.1) })
    }
    #expect(try x(of: "Fruit", .leftToRight) == Double(TableDrawing.titleMargin))
    let width = try x(of: "Fruit", .rightToLeft)
    #expect(width > 300, "ends at the right margin: starts at \(width)")
  }
}
