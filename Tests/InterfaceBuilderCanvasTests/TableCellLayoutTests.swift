import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Table view cells where Interface Builder draws them: prototype rows stacked under a section
/// header, static rows section by section, the table's width, automatic or custom row heights,
/// and their content laid out inside the content view.
@MainActor
@Suite("Table cells lay out as Interface Builder draws them")
struct TableCellLayoutTests {
  /// A table filling the root view of a one-scene storyboard, holding `cells`.
  static func storyboard(toolsVersion: String, cells: String) -> String {
    StoryboardXML.oneScene(
      toolsVersion: toolsVersion,
      subviews: """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-tb-cel">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        \(cells)
        </tableView>
        """,
      constraints: """
        <constraint firstItem="tbl-tb-cel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tc1-tb-cel"/>
        <constraint firstItem="tbl-tb-cel" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="tc2-tb-cel"/>
        <constraint firstItem="tbl-tb-cel" firstAttribute="top" secondItem="root" secondAttribute="top" id="tc3-tb-cel"/>
        <constraint firstItem="tbl-tb-cel" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="tc4-tb-cel"/>
        """)
  }

  static let prototypes = """
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Plain" id="pc1-tb-cel">
                                        <rect key="frame" x="0.0" y="28" width="375" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="pc1-tb-cel" id="pv1-tb-cel">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Tall" rowHeight="80" id="pc2-tb-cel">
                                        <rect key="frame" x="0.0" y="71.5" width="375" height="80"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="pc2-tb-cel" id="pv2-tb-cel">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-tb-cel">
                                                    <rect key="frame" x="20" y="20" width="40" height="40"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="box-tb-cel" firstAttribute="leading" secondItem="pv2-tb-cel" secondAttribute="leading" constant="20" id="bx1-tb-cel"/>
                                                <constraint firstItem="box-tb-cel" firstAttribute="centerY" secondItem="pv2-tb-cel" secondAttribute="centerY" id="bx2-tb-cel"/>
                                                <constraint firstItem="box-tb-cel" firstAttribute="width" constant="40" id="bx3-tb-cel"/>
                                                <constraint firstItem="box-tb-cel" firstAttribute="height" constant="40" id="bx4-tb-cel"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
    """

  func layout(_ toolsVersion: String, device ibDevice: String = "retina4_7") throws -> StoryboardSceneBuilder {
    let document = try IBDocument(
      xmlString: Self.storyboard(toolsVersion: toolsVersion, cells: Self.prototypes), fileName: "Table.storyboard")
    return try SceneHost.layout(sceneID: "s1", in: document, device: SceneFixtures.device(ibDevice))
  }

  @Test("Xcode 11–12: rows under a 28-point header, 43.5-point automatic rows, content views the cell's size")
  func modernPrototypes() throws {
    let layout = try layout("17506")
    #expect(layout.frame(ofViewWithID: "pc1-tb-cel") == CGRect(x: 0, y: 28, width: 375, height: 43.5))
    #expect(layout.frame(ofViewWithID: "pc2-tb-cel") == CGRect(x: 0, y: 71.5, width: 375, height: 80))
    #expect(layout.frame(ofViewWithID: "pv2-tb-cel") == CGRect(x: 0, y: 0, width: 375, height: 80))
    #expect(layout.frame(ofViewWithID: "box-tb-cel") == CGRect(x: 20, y: 20, width: 40, height: 40))
    #expect(layout.view(withID: "pc1-tb-cel")?.superview === layout.view(withID: "tbl-tb-cel"))
  }

  @Test("Before Xcode 11: 44-point automatic rows and content views a separator shorter")
  func legacyPrototypes() throws {
    let layout = try layout("14490")
    #expect(layout.frame(ofViewWithID: "pc1-tb-cel") == CGRect(x: 0, y: 28, width: 375, height: 44))
    #expect(layout.frame(ofViewWithID: "pv1-tb-cel") == CGRect(x: 0, y: 0, width: 375, height: 43.5))
    #expect(layout.frame(ofViewWithID: "pc2-tb-cel")?.minY == 72)
  }

  @Test("Xcode 12.5 draws the prototype header 24.5 high (measured, unconfirmed)")
  func xcode12_5Prototypes() throws {
    let layout = try layout("18093")
    #expect(layout.frame(ofViewWithID: "pc1-tb-cel") == CGRect(x: 0, y: 24.5, width: 375, height: 43.5))
    #expect(layout.frame(ofViewWithID: "pc2-tb-cel")?.minY == 68)
  }

  @Test("Xcode 13 puts the first prototype row at 44.5 (measured, unconfirmed)")
  func xcode13Prototypes() throws {
    let layout = try layout("20037")
    #expect(layout.frame(ofViewWithID: "pc1-tb-cel") == CGRect(x: 0, y: 44.5, width: 375, height: 43.5))
    #expect(layout.frame(ofViewWithID: "tbl-tb-cel") == CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test("From Xcode 14: iOS 15's 22-point header top padding above the 28-point header")
  func headerTopPaddingEra() throws {
    let layout = try layout("22505")
    #expect(layout.frame(ofViewWithID: "pc1-tb-cel") == CGRect(x: 0, y: 50, width: 375, height: 43.5))
    #expect(layout.frame(ofViewWithID: "pc2-tb-cel") == CGRect(x: 0, y: 93.5, width: 375, height: 80))
  }

  @Test("Rows take the table's width on a wider device")
  func rowsFollowTheTable() throws {
    let layout = try layout("17506", device: "ipad9_7")
    #expect(layout.frame(ofViewWithID: "pc2-tb-cel")?.width == 768)
    #expect(layout.frame(ofViewWithID: "pv2-tb-cel")?.width == 768)
    #expect(layout.frame(ofViewWithID: "box-tb-cel")?.minY == 20)
  }
}
