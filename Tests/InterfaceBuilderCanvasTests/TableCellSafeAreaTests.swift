import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// A table scrolls its content by its top and bottom safe-area insets (its adjusted content
/// inset), so the cells Interface Builder draws from the table's top are not under the bars above
/// it, nor is a long row under anything below: their content views' margins keep UIKit's 11 points
/// (openfoodfacts' Xcode 9.3 settings cell under a navigation bar, iNaturalist's 220-point photo row
/// running past the table's bottom).
@MainActor
@Suite("Table cells have no vertical safe area: the table's content inset takes it")
struct TableCellSafeAreaTests {
  static let cells = """
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Top" rowHeight="60" id="sa1-tb-saf">
                                        <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="sa1-tb-saf" id="sv1-tb-saf">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx1-tb-saf">
                                                    <rect key="frame" x="16" y="11" width="30" height="38"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="bx1-tb-saf" firstAttribute="leading" secondItem="sv1-tb-saf" secondAttribute="leadingMargin" id="sc1-tb-saf"/>
                                                <constraint firstItem="bx1-tb-saf" firstAttribute="top" secondItem="sv1-tb-saf" secondAttribute="topMargin" id="sc2-tb-saf"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="bx1-tb-saf" secondAttribute="bottom" id="sc3-tb-saf"/>
                                                <constraint firstItem="bx1-tb-saf" firstAttribute="width" constant="30" id="sc4-tb-saf"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Long" rowHeight="700" id="sa2-tb-saf">
                                        <rect key="frame" x="0.0" y="88" width="375" height="700"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="sa2-tb-saf" id="sv2-tb-saf">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="700"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx2-tb-saf">
                                                    <rect key="frame" x="16" y="659" width="30" height="30"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="bx2-tb-saf" firstAttribute="leading" secondItem="sv2-tb-saf" secondAttribute="leadingMargin" id="sc5-tb-saf"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="bx2-tb-saf" secondAttribute="bottom" id="sc6-tb-saf"/>
                                                <constraint firstItem="bx2-tb-saf" firstAttribute="width" constant="30" id="sc7-tb-saf"/>
                                                <constraint firstItem="bx2-tb-saf" firstAttribute="height" constant="30" id="sc8-tb-saf"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
    """

  /// The table fills an iPhone 8 root under a simulated navigation bar.
  func layout() throws -> StoryboardSceneBuilder {
    let text = TableCellLayoutTests.storyboard(toolsVersion: "17506", cells: Self.cells)
      .replacingOccurrences(
        of: "</viewController>",
        with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/></viewController>"#)
    let document = try IBDocument(xmlString: text, fileName: "SafeArea.storyboard")
    let controller = try #require(document.scenes.first?.viewController)
    let root = try #require(controller.view)
    return SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
  }

  @Test("A row drawn under the navigation bar keeps its 11-point top and bottom margins")
  func rowUnderTheBars() throws {
    let layout = try layout()
    // Xcode 12 draws the iPhone 8 without a status bar: the navigation bar alone covers the row.
    #expect(layout.view(withID: "root")?.safeAreaInsets.top == 44)
    #expect(layout.frame(ofViewWithID: "sa1-tb-saf") == CGRect(x: 0, y: 28, width: 375, height: 60))
    #expect(layout.frame(ofViewWithID: "bx1-tb-saf") == CGRect(x: 16, y: 11, width: 30, height: 38))
  }

  @Test("A row running past the table's bottom keeps its 11-point bottom margin")
  func rowPastTheBottom() throws {
    let layout = try layout()
    #expect(layout.frame(ofViewWithID: "bx2-tb-saf") == CGRect(x: 16, y: 659, width: 30, height: 30))
  }
}
