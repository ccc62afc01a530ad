import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Collection view prototype cells placed by the flow layout as Interface Builder draws them.
@MainActor
@Suite("Collection view cells lay out as a flow layout places them")
struct CollectionCellLayoutTests {
  static func cell(_ id: String, width: Int, height: Int) -> String {
    """
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="\(id)">
                                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="\(id)-cv">
                                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </view>
                                        </collectionViewCell>
    """
  }

  /// A collection view filling the root view of a one-scene storyboard.
  static let xml = StoryboardXML.oneScene(
    toolsVersion: "17506",
    subviews: """
      <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-co-cel">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="lay-co-cel">
              <size key="itemSize" width="100" height="100"/>
              <size key="headerReferenceSize" width="0.0" height="0.0"/>
              <size key="footerReferenceSize" width="0.0" height="0.0"/>
              <inset key="sectionInset" minX="10" minY="10" maxX="10" maxY="10"/>
          </collectionViewFlowLayout>
          <cells>
          \(cell("c1", width: 100, height: 100))
          \(cell("c2", width: 100, height: 80))
          \(cell("c3", width: 100, height: 100))
          \(cell("c4", width: 300, height: 50))
          </cells>
      </collectionView>
      """,
    constraints: """
      <constraint firstItem="col-co-cel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1-co-cel"/>
      <constraint firstItem="col-co-cel" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k2-co-cel"/>
      <constraint firstItem="col-co-cel" firstAttribute="top" secondItem="root" secondAttribute="top" id="k3-co-cel"/>
      <constraint firstItem="col-co-cel" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="k4-co-cel"/>
      """)

  @Test("A full line is justified, items centred across it; a lone item is centred in its line")
  func flowLayout() throws {
    let document = try IBDocument(xmlString: Self.xml, fileName: "Collection.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    #expect(layout.frame(ofViewWithID: "c1") == CGRect(x: 10, y: 10, width: 100, height: 100))
    #expect(layout.frame(ofViewWithID: "c2") == CGRect(x: 137.5, y: 20, width: 100, height: 80))
    #expect(layout.frame(ofViewWithID: "c3") == CGRect(x: 265, y: 10, width: 100, height: 100))
    #expect(layout.frame(ofViewWithID: "c4") == CGRect(x: 37.5, y: 120, width: 300, height: 50))
    #expect(layout.frame(ofViewWithID: "c4-cv") == CGRect(x: 0, y: 0, width: 300, height: 50))
  }

  @Test("The section header view spans the top, the footer follows the last line and the inset")
  func sectionHeaderAndFooter() throws {
    let xml = Self.xml
      .replacingOccurrences(of: #"<size key="headerReferenceSize" width="0.0" height="0.0"/>"#, with: #"<size key="headerReferenceSize" width="50" height="40"/>"#)
      .replacingOccurrences(of: #"<size key="footerReferenceSize" width="0.0" height="0.0"/>"#, with: #"<size key="footerReferenceSize" width="50" height="30"/>"#)
      .replacingOccurrences(
        of: "</cells>",
        with: """
          </cells>
          <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="hdr-co-cel">
              <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
              <autoresizingMask key="autoresizingMask"/>
          </collectionReusableView>
          <collectionReusableView key="sectionFooterView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="ftr-co-cel">
              <rect key="frame" x="0.0" y="220" width="375" height="30"/>
              <autoresizingMask key="autoresizingMask"/>
          </collectionReusableView>
          """)
    let document = try IBDocument(xmlString: xml, fileName: "Collection.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device("retina4_7"))
    #expect(layout.frame(ofViewWithID: "hdr-co-cel") == CGRect(x: 0, y: 0, width: 375, height: 40))
    #expect(layout.frame(ofViewWithID: "c1")?.minY == 50)
    // The last line (c4, 50 high) starts at 160 and ends at 210; the inset adds 10.
    #expect(layout.frame(ofViewWithID: "ftr-co-cel") == CGRect(x: 0, y: 220, width: 375, height: 30))
  }

  /// A collection view of `width` points holding `cells`, with no section insets.
  static func collection(width: Int, spacing: Int, cells: String) -> String {
    StoryboardXML.oneScene(
      toolsVersion: "17506",
      subviews: """
        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-co-sho">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="\(spacing)" id="lay-co-sho">
                <size key="itemSize" width="50" height="50"/>
                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
            </collectionViewFlowLayout>
            <cells>
            \(cells)
            </cells>
        </collectionView>
        """,
      constraints: """
        <constraint firstItem="col-co-sho" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1-co-sho"/>
        <constraint firstItem="col-co-sho" firstAttribute="top" secondItem="root" secondAttribute="top" id="k3-co-sho"/>
        <constraint firstItem="col-co-sho" firstAttribute="width" constant="\(width)" id="k2-co-sho"/>
        <constraint firstItem="col-co-sho" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="k4-co-sho"/>
        """)
  }

  @Test("A short last line keeps the columns of a full line; a lone item that leaves room for another starts at the inset")
  func shortLastLine() throws {
    let pair = try IBDocument(
      xmlString: Self.collection(width: 375, spacing: 10, cells: Self.cell("p1", width: 50, height: 50) + Self.cell("p2", width: 50, height: 50)),
      fileName: "Pair.storyboard")
    let pairLayout = try SceneHost.layout(sceneID: "s1", in: pair, device: SceneFixtures.device("retina4_7"))
    // Six 50-point items fit in 375 points with 15 between them: the two sit in the first columns.
    #expect(pairLayout.frame(ofViewWithID: "p1") == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(pairLayout.frame(ofViewWithID: "p2") == CGRect(x: 65, y: 0, width: 50, height: 50))
    let lone = try IBDocument(
      xmlString: Self.collection(width: 375, spacing: 10, cells: Self.cell("l1", width: 120, height: 120)),
      fileName: "Lone.storyboard")
    let loneLayout = try SceneHost.layout(sceneID: "s1", in: lone, device: SceneFixtures.device("retina4_7"))
    #expect(loneLayout.frame(ofViewWithID: "l1") == CGRect(x: 0, y: 0, width: 120, height: 120))
  }
}
