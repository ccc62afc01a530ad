import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@testable import Rendering

/// A collection prototype cell whose class recolours its background and retitles its label
/// when it wakes, as an app's cell class does in `awakeFromNib`.
final class RetitledCollectionCell: UICollectionViewCell {
  var titleLabel: UILabel?

  override func awakeFromNib() {
    super.awakeFromNib()
    backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    titleLabel?.text = "Cell from awakeFromNib"
    titleLabel?.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  }
}

/// A section header whose class retitles its label when it wakes.
final class RetitledCollectionHeader: UICollectionReusableView {
  var headerLabel: UILabel?

  override func awakeFromNib() {
    super.awakeFromNib()
    headerLabel?.text = "Header from awakeFromNib"
  }
}

/// The cells and section headers a collection view shows are drawn from the views the app's
/// `UICollectionView` dequeues from its prototypes (`dequeueReusableCell(withReuseIdentifier:for:)`,
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`: outlets connected,
/// `awakeFromNib` run), and `--tree` lists their outlets and constraints from that load.
@MainActor
@Suite("Collection prototypes are drawn from the views the app's collection view dequeues")
struct CollectionPrototypesFromObjectsTests {
  static func rendered(cellClass: String?, headerClass: String?) throws -> RenderedScene {
    UIStoryboard.register(RetitledCollectionCell.self, forClassName: "RetitledCollectionCell")
    UIStoryboard.register(RetitledCollectionHeader.self, forClassName: "RetitledCollectionHeader")
    KeyValueCoding.register(\RetitledCollectionCell.titleLabel, forKey: "titleLabel")
    KeyValueCoding.register(\RetitledCollectionHeader.headerLabel, forKey: "headerLabel")
    func customClass(_ name: String?) -> String { name.map { "customClass=\"\($0)\" " } ?? "" }
    let document = try RenderingFixtures.storyboard(
      """
      <scene sceneID="scene"><objects>
      <collectionViewController id="vc" sceneMemberID="viewController">
      <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="collection">
      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
      <size key="itemSize" width="200" height="60"/>
      <size key="headerReferenceSize" width="50" height="40"/>
      <size key="footerReferenceSize" width="0.0" height="0.0"/>
      <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
      </collectionViewFlowLayout>
      <cells>
      <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Item" \(customClass(cellClass))id="cell">
      <rect key="frame" x="0.0" y="40" width="200" height="60"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
      <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
      <autoresizingMask key="autoresizingMask"/>
      <subviews>
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Cell from the document" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
      <rect key="frame" x="8" y="19" width="184" height="21"/>
      <fontDescription key="fontDescription" type="system" pointSize="14"/>
      <color key="textColor" red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </label>
      </subviews>
      </view>
      <constraints>
      <constraint firstItem="title" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="8" id="c-leading"/>
      <constraint firstItem="title" firstAttribute="centerY" secondItem="cell" secondAttribute="centerY" id="c-center"/>
      <constraint firstItem="title" firstAttribute="width" constant="184" id="c-width"/>
      </constraints>
      <connections><outlet property="titleLabel" destination="title" id="o-title"/></connections>
      </collectionViewCell>
      </cells>
      <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" \(customClass(headerClass))id="header">
      <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
      <autoresizingMask key="autoresizingMask"/>
      <subviews>
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Header from the document" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="headerTitle">
      <rect key="frame" x="8" y="10" width="300" height="21"/>
      <fontDescription key="fontDescription" type="system" pointSize="14"/>
      <nil key="textColor"/>
      </label>
      </subviews>
      <connections><outlet property="headerLabel" destination="headerTitle" id="o-header"/></connections>
      </collectionReusableView>
      <connections>
      <outlet property="dataSource" destination="vc" id="o-source"/>
      <outlet property="delegate" destination="vc" id="o-delegate"/>
      </connections>
      </collectionView>
      </collectionViewController>
      </objects></scene>
      """)
    return try SceneRenderer(document: document, options: RenderOptions(recordsTree: true)).render(
      sceneID: "vc", configuration: RenderingFixtures.phone)
  }

  @Test("What the cell's class sets in awakeFromNib is drawn: its background, its label's text and colour")
  func cellAwakeFromNibDrawn() throws {
    let svg = try Self.rendered(cellClass: "RetitledCollectionCell", headerClass: nil).svg.body
    let cell = try ViewAppearanceFromObjectsTests.ownMarkup(of: "cell", in: svg)
    #expect(cell.contains("fill=\"#ff0000\""))
    let label = try ViewAppearanceFromObjectsTests.ownMarkup(of: "title", in: svg)
    #expect(label.contains("Cell from awakeFromNib"))
    #expect(label.contains("#0000ff"))
    #expect(!svg.contains("Cell from the document"))
  }

  @Test("What a section header's class sets in awakeFromNib is drawn")
  func headerAwakeFromNibDrawn() throws {
    let svg = try Self.rendered(cellClass: nil, headerClass: "RetitledCollectionHeader").svg.body
    #expect(try ViewAppearanceFromObjectsTests.ownMarkup(of: "headerTitle", in: svg).contains("Header from awakeFromNib"))
    #expect(!svg.contains("Header from the document"))
  }

  @Test("Prototypes without code of their own show the document's text and colour, as the app's load does")
  func documentValuesThroughTheLoad() throws {
    let svg = try Self.rendered(cellClass: nil, headerClass: nil).svg.body
    let label = try ViewAppearanceFromObjectsTests.ownMarkup(of: "title", in: svg)
    #expect(label.contains("Cell from the document"))
    #expect(label.contains("#008000"))
    #expect(try ViewAppearanceFromObjectsTests.ownMarkup(of: "headerTitle", in: svg).contains("Header from the document"))
  }

  @Test("--tree lists a collection prototype's outlet as its load connected it, and its constraints from that load")
  func treeFromTheLoad() throws {
    let connected = try PrototypeCellsFromObjectsTests.views(
      try Self.rendered(cellClass: "RetitledCollectionCell", headerClass: "RetitledCollectionHeader"))
    #expect(connected["title"]?.outlets == ["titleLabel"])
    #expect(connected["title"]?.unconnectedOutlets == nil)
    #expect(connected["title"]?.text == "Cell from awakeFromNib")
    #expect(connected["title"]?.constraints?.map(\.id).contains("c-width") == true)
    #expect(connected["headerTitle"]?.unconnectedOutlets == nil)
    let unregistered = try PrototypeCellsFromObjectsTests.views(
      try Self.rendered(cellClass: "UnregisteredCollectionCell", headerClass: nil))
    #expect(unregistered["title"]?.outlets == ["titleLabel"])
    #expect(unregistered["title"]?.unconnectedOutlets == ["titleLabel"])
  }
}
