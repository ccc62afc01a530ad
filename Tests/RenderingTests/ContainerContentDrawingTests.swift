import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing

@Suite("Collection cells, table section titles and header views, and map views are drawn")
@MainActor
struct ContainerContentDrawingTests {
  private func render(_ document: IBDocument, scene: String = "scene") throws -> String {
    try SceneRenderer(document: document).render(sceneID: scene, configuration: RenderingFixtures.phone).svg.text
  }

  private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

  /// The `translate(x,y)` of the first group whose attributes contain `needle`.
  private func origin(of needle: String, in svg: String) -> (x: Double, y: Double)? {
    let pattern = #/<g transform="translate\(([-0-9.]+),([-0-9.]+)\)"([^>]*)>/#
    for match in svg.matches(of: pattern) where match.output.3.contains(needle) {
      if let x = Double(match.output.1), let y = Double(match.output.2) { return (x, y) }
    }
    return nil
  }

  /// A navigation controller whose root is a controller with `view` as its root view.
  private func navigationStoryboard(_ view: String) throws -> IBDocument {
    try RenderingFixtures.storyboard(
      """
      <scene sceneID="nav"><objects>
      <navigationController id="navc" sceneMemberID="viewController">
      <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0" y="20" width="375" height="44"/></navigationBar>
      <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/></connections>
      </navigationController></objects></scene>
      <scene sceneID="scene"><objects>
      <viewController title="Grid" id="vc" sceneMemberID="viewController">\(view)</viewController>
      </objects></scene>
      """)
  }

  private func cell(_ id: String, label: String, width: Int = 100, height: Int = 80) -> String {
    """
    <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="\(id)" id="\(id)">
    <rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="\(id)-content">
    <rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
    <subviews><label opaque="NO" text="\(label)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
    <rect key="frame" x="8" y="8" width="60" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label></subviews>
    </view>
    <constraints>
    <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="8" id="\(id)-c1"/>
    <constraint firstItem="\(id)-label" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="8" id="\(id)-c2"/>
    </constraints>
    </collectionViewCell>
    """
  }

  @Test("A collection view's prototype cells are drawn once each, from the UICollectionView's cells below the navigation bar")
  func collectionCells() throws {
    let view = """
      <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
      <rect key="frame" x="0" y="0" width="375" height="667"/>
      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
      <size key="itemSize" width="100" height="80"/>
      <inset key="sectionInset" minX="10" minY="10" maxX="10" maxY="10"/>
      </collectionViewFlowLayout>
      <cells>\(cell("one", label: "First"))\(cell("two", label: "Second"))\(cell("three", label: "Third"))\(cell("four", label: "Fourth"))</cells>
      </collectionView>
      """
    let svg = try render(try navigationStoryboard(view))
    for id in ["one", "two", "three", "four"] {
      #expect(count("data-class=\"UICollectionViewCell\" data-id=\"\(id)\"", in: svg) == 1, "\(id) once")
    }
    for text in ["First", "Second", "Third", "Fourth"] { #expect(svg.contains(">\(text)</text>")) }
    // 20-point status bar + 44-point navigation bar + 10-point section inset; three 100-point
    // items fill the first line (justified between the insets), the fourth starts the next, in
    // the first column: UICollectionViewFlowLayout keeps a last line of same-sized items in the
    // columns of a full line (FlowLayoutGeometry's notes).
    let one = try #require(origin(of: "data-id=\"one\"", in: svg))
    let three = try #require(origin(of: "data-id=\"three\"", in: svg))
    let four = try #require(origin(of: "data-id=\"four\"", in: svg))
    #expect(one.x == 10 && one.y == 74)
    #expect(three.x == 265 && three.y == 74)
    #expect(four.x == 10 && four.y == 164, "the last line keeps the columns above")
  }

  @Test("A collection view's section header view is drawn once, from the collection's supplementary view, above the section inset")
  func collectionHeader() throws {
    let view = """
      <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
      <rect key="frame" x="0" y="0" width="375" height="667"/>
      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
      <size key="itemSize" width="100" height="80"/>
      <size key="headerReferenceSize" width="50" height="50"/>
      <size key="footerReferenceSize" width="0" height="0"/>
      <inset key="sectionInset" minX="10" minY="10" maxX="10" maxY="10"/>
      </collectionViewFlowLayout>
      <cells>\(cell("one", label: "First"))</cells>
      <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" contentMode="center" \
      reuseIdentifier="head" id="head">
      <rect key="frame" x="0" y="0" width="375" height="50"/>
      <subviews><label opaque="NO" text="Section title" translatesAutoresizingMaskIntoConstraints="NO" id="head-label">
      <rect key="frame" x="8" y="8" width="200" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label></subviews>
      <constraints>
      <constraint firstItem="head-label" firstAttribute="leading" secondItem="head" secondAttribute="leading" constant="8" id="head-c1"/>
      <constraint firstItem="head-label" firstAttribute="top" secondItem="head" secondAttribute="top" constant="8" id="head-c2"/>
      </constraints>
      </collectionReusableView>
      </collectionView>
      """
    let svg = try render(try navigationStoryboard(view))
    #expect(count(">Section title</text>", in: svg) == 1)
    // The header spans the top of the section below the bars (20 + 44); the item follows the
    // 50-point header and the 10-point inset, in the first of the three columns that fit.
    let head = try #require(origin(of: "data-id=\"head\"", in: svg))
    let one = try #require(origin(of: "data-id=\"one\"", in: svg))
    #expect(head.x == 0 && head.y == 64)
    #expect(one.x == 10 && one.y == 124)
  }

  @Test("Table sections show their header and footer titles, and the table its header and footer views")
  func tableSections() throws {
    let view = """
      <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" \
      style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
      <rect key="frame" x="0" y="0" width="375" height="667"/>
      <view key="tableHeaderView" contentMode="scaleToFill" id="header">
      <rect key="frame" x="0" y="0" width="375" height="60"/>
      <subviews><label opaque="NO" text="Header view" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="headerLabel">
      <rect key="frame" x="16" y="20" width="343" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label></subviews>
      <constraints>
      <constraint firstItem="headerLabel" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="16" id="h1"/>
      <constraint firstItem="headerLabel" firstAttribute="top" secondItem="header" secondAttribute="top" constant="20" id="h2"/>
      </constraints>
      </view>
      <sections>
      <tableViewSection headerTitle="Account" footerTitle="Signed in on this iPhone only." id="s1">
      <cells><tableViewCell contentMode="scaleToFill" id="row"><rect key="frame" x="0" y="0" width="375" height="44"/>
      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="row" id="rowContent">
      <rect key="frame" x="0" y="0" width="375" height="43.5"/></tableViewCellContentView></tableViewCell></cells>
      </tableViewSection>
      </sections>
      </tableView>
      """
    let svg = try render(try navigationStoryboard(view))
    #expect(svg.contains(">ACCOUNT</text>"))
    #expect(svg.contains(">Signed in on this iPhone only.</text>"))
    #expect(count(">Header view</text>", in: svg) == 1, "drawn by the table, not again where the canvas puts it")
    #expect(count("data-id=\"row\"", in: svg) == 1)
    // The header view sits first, below the bars; the section header title below it.
    let header = try #require(origin(of: "data-id=\"header\"", in: svg))
    #expect(header.y == 64)
    // The row is the table's cell where the canvas placed it (Xcode 15, the fixture's tools
    // version): a titled static first section's header is 55.5 points (17.5 above the 38-point
    // title), and under a table header view no 18-point grouped top spacing comes first
    // (`IBTableSectionSpacing`, the geometry `verify` checks against stored frames; the drawing
    // used to add its own 18 + 38).
    let row = try #require(origin(of: "data-id=\"row\"", in: svg))
    #expect(row.y == 64 + 60 + 55.5)
  }

  @Test("A plain table's titled section has a header band, and its cell is drawn once")
  func plainTable() throws {
    let view = """
      <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" \
      separatorStyle="default" rowHeight="44" id="table">
      <rect key="frame" x="0" y="0" width="375" height="667"/>
      <sections><tableViewSection headerTitle="Recent" id="s1">
      <cells><tableViewCell contentMode="scaleToFill" id="row"><rect key="frame" x="0" y="28" width="375" height="44"/>
      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="row" id="rowContent">
      <rect key="frame" x="0" y="0" width="375" height="44"/></tableViewCellContentView></tableViewCell></cells>
      </tableViewSection></sections>
      </tableView>
      """
    let svg = try render(try navigationStoryboard(view))
    let title = try #require(svg.split(separator: "\n").first { $0.contains(">Recent</text>") }, "plain headers keep the title's case")
    #expect(title.contains("font-size=\"17\" font-weight=\"600\""))
    #expect(count("data-id=\"row\"", in: svg) == 1)
    // iOS 15's 22-point `sectionHeaderTopPadding` sits above the 28-point header, as Xcode 14 on
    // draws plain sections (`IBTableSectionSpacing`); the drawing used to stack the band alone.
    let row = try #require(origin(of: "data-id=\"row\"", in: svg))
    #expect(row.y == 64 + 22 + 28)
  }

  @Test("Map views draw as a map: the mapView element and views of a map SDK's class")
  func maps() throws {
    let views = """
      <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" fixedFrame="YES" id="map">
      <rect key="frame" x="0" y="20" width="375" height="300"/><autoresizingMask key="autoresizingMask"/></mapView>
      <view contentMode="scaleToFill" fixedFrame="YES" customClass="MKMapView" id="custom">
      <rect key="frame" x="0" y="340" width="375" height="200"/><autoresizingMask key="autoresizingMask"/></view>
      <view contentMode="scaleToFill" fixedFrame="YES" customClass="AGSMapView" id="arcgis">
      <rect key="frame" x="0" y="560" width="375" height="100"/><autoresizingMask key="autoresizingMask"/></view>
      """
    let svg = try render(try RenderingFixtures.scene(views))
    #expect(count("data-map=\"true\"", in: svg) == 3)
    #expect(count(">Legal</text>", in: svg) == 3)
    #expect(!svg.contains(">MKMapView</text>"), "no placeholder label")
  }
}
