import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A cell that recolours its background when it wakes.
final class RecolouredStaticCell: UITableViewCell {
  override func awakeFromNib() {
    super.awakeFromNib()
    backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  }
}

/// A cell that gives itself a green background view when it wakes.
final class BackgroundViewStaticCell: UITableViewCell {
  override func awakeFromNib() {
    super.awakeFromNib()
    let view = UIView()
    view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    backgroundView = view
  }
}

/// A cell that gives itself a background view holding a label when it wakes.
final class LabelledBackgroundViewStaticCell: UITableViewCell {
  override func awakeFromNib() {
    super.awakeFromNib()
    let view = UIView()
    let label = UILabel(frame: CGRect(x: 10, y: 5, width: 200, height: 30))
    label.text = "Behind the content"
    label.textColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    view.addSubview(label)
    backgroundView = view
  }
}

/// A cell that gives itself a blue selected background view and selects itself when it wakes.
final class SelectedStaticCell: UITableViewCell {
  override func awakeFromNib() {
    super.awakeFromNib()
    let view = UIView()
    view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    selectedBackgroundView = view
    isSelected = true
  }
}

/// A static cell the app's controller built is drawn with what code set on it: its background
/// colour, its background view and, while selected, its selected background view; a cell nobody
/// recoloured keeps the background its table's style gives it.
@MainActor
@Suite("Static cells' backgrounds are drawn from the app's cells")
struct CellBackgroundFromObjectsTests {
  static func cell(id: String, y: Int, customClass: String?) -> String {
    """
    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" \(customClass.map { "customClass=\"\($0)\" " } ?? "")id="\(id)">
    <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
    <autoresizingMask key="autoresizingMask"/>
    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-content">
    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
    <autoresizingMask key="autoresizingMask"/>
    </tableViewCellContentView>
    </tableViewCell>
    """
  }

  static func markup() throws -> String {
    UIStoryboard.register(RecolouredStaticCell.self, forClassName: "RecolouredStaticCell")
    UIStoryboard.register(BackgroundViewStaticCell.self, forClassName: "BackgroundViewStaticCell")
    UIStoryboard.register(SelectedStaticCell.self, forClassName: "SelectedStaticCell")
    UIStoryboard.register(LabelledBackgroundViewStaticCell.self, forClassName: "LabelledBackgroundViewStaticCell")
    let cells = [
      cell(id: "red", y: 18, customClass: "RecolouredStaticCell"),
      cell(id: "green", y: 62, customClass: "BackgroundViewStaticCell"),
      cell(id: "blue", y: 106, customClass: "SelectedStaticCell"),
      cell(id: "plain", y: 150, customClass: nil),
      cell(id: "labelled", y: 194, customClass: "LabelledBackgroundViewStaticCell"),
    ].joined(separator: "\n")
    let document = try RenderingFixtures.storyboard(
      """
      <scene sceneID="scene"><objects>
      <tableViewController id="vc" sceneMemberID="viewController">
      <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <sections><tableViewSection id="section"><cells>
      \(cells)
      </cells></tableViewSection></sections>
      </tableView>
      </tableViewController>
      </objects></scene>
      """)
    return try SceneRenderer(document: document).render(sceneID: "vc", configuration: RenderingFixtures.phone).svg.body
  }

  @Test("A background colour set in awakeFromNib is drawn")
  func colourFromCode() throws {
    let own = try ViewAppearanceFromObjectsTests.ownMarkup(of: "red", in: try Self.markup())
    #expect(own.contains("fill=\"#ff0000\""))
  }

  @Test("A background view set in awakeFromNib is drawn over the cell")
  func backgroundViewFromCode() throws {
    let own = try ViewAppearanceFromObjectsTests.ownMarkup(of: "green", in: try Self.markup())
    #expect(own.contains("fill=\"#00ff00\""))
  }

  @Test("A background view's subviews are drawn, behind the cell's content")
  func backgroundViewSubviews() throws {
    let svg = try Self.markup()
    // The cell's group up to its content view's: what it draws behind its content.
    let cell = try #require(svg.range(of: "data-id=\"labelled\""))
    let content = try #require(svg.range(of: "data-id=\"labelled-content\""))
    let behind = svg[cell.upperBound..<content.lowerBound]
    #expect(behind.contains("Behind the content"))
    #expect(behind.contains("#ff00ff"))
  }

  @Test("A selected cell shows its selected background view")
  func selectedBackgroundViewFromCode() throws {
    let own = try ViewAppearanceFromObjectsTests.ownMarkup(of: "blue", in: try Self.markup())
    #expect(own.contains("fill=\"#0000ff\""))
  }

  @Test("A cell nobody recoloured keeps its grouped table's cell background")
  func defaultFromTable() throws {
    let own = try ViewAppearanceFromObjectsTests.ownMarkup(of: "plain", in: try Self.markup())
    #expect(own.contains("fill=\"#ffffff\""), "secondarySystemGroupedBackground, light")
    #expect(!own.contains("fill=\"#ff0000\""))
  }
}
