import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A prototype cell whose class recolours its background and retitles its label when it wakes,
/// as an app's cell class does in `awakeFromNib`.
final class RetitledPrototypeCell: UITableViewCell {
  var titleLabel: UILabel?

  override func awakeFromNib() {
    super.awakeFromNib()
    backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    titleLabel?.text = "From awakeFromNib"
    titleLabel?.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  }
}

/// A prototype cell the canvas shows in its table is drawn from the cell the app's table
/// dequeues from it (`dequeueReusableCell(withIdentifier:)`: outlets connected, `awakeFromNib`
/// run), and `--tree` lists its outlets and constraints from that load.
@MainActor
@Suite("Prototype cells are drawn from the cells the app's table dequeues")
struct PrototypeCellsFromObjectsTests {
  static func rendered(cellClass: String?) throws -> RenderedScene {
    UIStoryboard.register(RetitledPrototypeCell.self, forClassName: "RetitledPrototypeCell")
    KeyValueCoding.register(\RetitledPrototypeCell.titleLabel, forKey: "titleLabel")
    let document = try RenderingFixtures.storyboard(
      """
      <scene sceneID="scene"><objects>
      <tableViewController id="vc" sceneMemberID="viewController">
      <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <prototypes>
      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" \(cellClass.map { "customClass=\"\($0)\" " } ?? "")id="cell">
      <rect key="frame" x="0.0" y="28" width="375" height="44"/>
      <autoresizingMask key="autoresizingMask"/>
      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
      <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
      <autoresizingMask key="autoresizingMask"/>
      <subviews>
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="From the document" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
      <rect key="frame" x="16" y="11" width="250" height="21"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
      <color key="textColor" red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </label>
      </subviews>
      <constraints>
      <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c-leading"/>
      <constraint firstItem="title" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c-center"/>
      <constraint firstItem="title" firstAttribute="width" constant="250" id="c-width"/>
      </constraints>
      </tableViewCellContentView>
      <connections><outlet property="titleLabel" destination="title" id="o-title"/></connections>
      </tableViewCell>
      </prototypes>
      <connections>
      <outlet property="dataSource" destination="vc" id="o-source"/>
      <outlet property="delegate" destination="vc" id="o-delegate"/>
      </connections>
      </tableView>
      </tableViewController>
      </objects></scene>
      """)
    return try SceneRenderer(document: document, options: RenderOptions(recordsTree: true)).render(
      sceneID: "vc", configuration: RenderingFixtures.phone)
  }

  static func views(_ rendered: RenderedScene) throws -> [String: SceneTree.View] {
    let tree = try #require(rendered.tree)
    return Dictionary(uniqueKeysWithValues: TextAndButtonsFromObjectsTests.flattened(tree.views).map { ($0.id, $0) })
  }

  @Test("What the cell's class sets in awakeFromNib is drawn: its background, its label's text and colour")
  func awakeFromNibDrawn() throws {
    let svg = try Self.rendered(cellClass: "RetitledPrototypeCell").svg.body
    let cell = try ViewAppearanceFromObjectsTests.ownMarkup(of: "cell", in: svg)
    #expect(cell.contains("fill=\"#ff0000\""))
    let label = try ViewAppearanceFromObjectsTests.ownMarkup(of: "title", in: svg)
    #expect(label.contains("From awakeFromNib"))
    #expect(label.contains("#0000ff"))
    #expect(!label.contains("From the document"))
  }

  @Test("A prototype without code of its own shows the document's text and colour, as the app's load does")
  func documentValuesThroughTheLoad() throws {
    let label = try ViewAppearanceFromObjectsTests.ownMarkup(of: "title", in: try Self.rendered(cellClass: nil).svg.body)
    #expect(label.contains("From the document"))
    #expect(label.contains("#008000"))
  }

  @Test("--tree lists the prototype's outlet as the cell's load connected it, and its constraints from that load")
  func treeFromTheLoad() throws {
    let connected = try Self.views(try Self.rendered(cellClass: "RetitledPrototypeCell"))
    #expect(connected["title"]?.outlets == ["titleLabel"])
    #expect(connected["title"]?.unconnectedOutlets == nil)
    #expect(connected["title"]?.text == "From awakeFromNib")
    #expect(connected["title"]?.constraints?.map(\.id).contains("c-width") == true)
    let unregistered = try Self.views(try Self.rendered(cellClass: "UnregisteredPrototypeCell"))
    #expect(unregistered["title"]?.outlets == ["titleLabel"])
    #expect(unregistered["title"]?.unconnectedOutlets == ["titleLabel"])
  }
}
