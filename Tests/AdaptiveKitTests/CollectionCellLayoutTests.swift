import AdaptiveKit
import Foundation
import InterfaceBuilder
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

  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17506" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="csc-co-cel">
                <objects>
                    <viewController id="cvc-co-cel" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="crt-co-cel">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
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
                            </subviews>
                            <constraints>
                                <constraint firstItem="col-co-cel" firstAttribute="leading" secondItem="crt-co-cel" secondAttribute="leading" id="k1-co-cel"/>
                                <constraint firstItem="col-co-cel" firstAttribute="trailing" secondItem="crt-co-cel" secondAttribute="trailing" id="k2-co-cel"/>
                                <constraint firstItem="col-co-cel" firstAttribute="top" secondItem="crt-co-cel" secondAttribute="top" id="k3-co-cel"/>
                                <constraint firstItem="col-co-cel" firstAttribute="bottom" secondItem="crt-co-cel" secondAttribute="bottom" id="k4-co-cel"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test("A full line is justified, items centred across it; a lone item is centred in its line")
  func flowLayout() throws {
    let document = try IBDocument(xmlString: Self.xml, fileName: "Collection.storyboard")
    let layout = try IBSceneLayout.layout(sceneID: "csc-co-cel", in: document, device: SceneFixtures.device("retina4_7"))
    #expect(layout.frame(ofViewWithID: "c1") == CGRect(x: 10, y: 10, width: 100, height: 100))
    #expect(layout.frame(ofViewWithID: "c2") == CGRect(x: 137.5, y: 20, width: 100, height: 80))
    #expect(layout.frame(ofViewWithID: "c3") == CGRect(x: 265, y: 10, width: 100, height: 100))
    #expect(layout.frame(ofViewWithID: "c4") == CGRect(x: 37.5, y: 120, width: 300, height: 50))
    #expect(layout.frame(ofViewWithID: "c4-cv") == CGRect(x: 0, y: 0, width: 300, height: 50))
  }
}
