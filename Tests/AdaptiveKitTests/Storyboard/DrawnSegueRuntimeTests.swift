import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// A segue added with `IBDocument.addSegue` (what the designer writes when a connection is
/// dragged) is followed by `UIStoryboard` as Xcode's is: the seeds' game menu, where the Play
/// button's Show Detail segue pushes on an iPhone and replaces the split view's detail on an iPad.
@MainActor
@Suite("Segues written by the designer run in UIStoryboard")
struct DrawnSegueRuntimeTests {
  /// A split view: a navigation controller with the Menu (a Play button, no segue yet) as the
  /// primary, a Welcome controller as the secondary, and a Board controller to show.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="SPL-vc-001">
        <scenes>
            <scene sceneID="SPL-sc-001">
                <objects>
                    <splitViewController id="SPL-vc-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="NAV-vc-001" kind="relationship" relationship="masterViewController" id="SPL-sg-001"/>
                            <segue destination="WEL-vc-001" kind="relationship" relationship="detailViewController" id="SPL-sg-002"/>
                        </connections>
                    </splitViewController>
                </objects>
            </scene>
            <scene sceneID="NAV-sc-001">
                <objects>
                    <navigationController id="NAV-vc-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-nb-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="MEN-vc-001" kind="relationship" relationship="rootViewController" id="NAV-sg-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="MEN-sc-001">
                <objects>
                    <viewController title="Menu" id="MEN-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="MEN-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="MEN-bt-001">
                                    <rect key="frame" x="20" y="100" width="120" height="30"/>
                                    <state key="normal" title="Play"/>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Menu" id="MEN-ni-001"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="WEL-sc-001">
                <objects>
                    <viewController title="Welcome" id="WEL-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="WEL-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="BRD-sc-001">
                <objects>
                    <viewController title="Board" id="BRD-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="BRD-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  /// The storyboard after the designer's edit: Play → Board, Show Detail, written and read back.
  static func withDrawnSegue() throws -> UIStoryboard {
    var document = try IBDocument(xmlString: storyboard, fileName: "Game.storyboard")
    var ids = IBObjectIDGenerator(random: SystemRandomNumberGenerator())
    _ = try document.addSegue(
      IBSegueDraft(from: "MEN-bt-001", to: "BRD-vc-001", kind: .showDetail, identifier: "play"), ids: &ids)
    let written = try IBDocument(data: document.xmlData(style: .preservingSource), fileName: "Game.storyboard")
    return UIStoryboard(document: written)
  }

  /// The split view hosted on `device`, with its navigation controller and the loaded menu.
  static func game(on device: String, _ orientation: UIInterfaceOrientation) throws
    -> (Simulator, UISplitViewController, UINavigationController, UIButton)
  {
    let split = try #require(try withDrawnSegue().loadInitialViewController() as? UISplitViewController)
    let simulator = Simulator(device: try #require(Device.named(device)), orientation: orientation)
    simulator.window.rootViewController = split
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    let navigation = try #require(split.viewControllers.first as? UINavigationController)
    let menu = try #require(navigation.viewControllers.first)
    menu.loadViewIfNeeded()
    let play = try #require(menu.view.subviews.compactMap { $0 as? UIButton }.first)
    return (simulator, split, navigation, play)
  }

  @Test("on an iPhone the collapsed split view pushes the Board onto the menu's navigation stack")
  func pushesOnIPhone() throws {
    let (simulator, split, navigation, play) = try Self.game(on: "iPhone 15", .portrait)
    #expect(split.isCollapsed)
    play.sendActions(for: .touchUpInside)
    #expect(navigation.topViewController?.title == "Board")
    #expect(split.presentedViewController == nil)
    _ = simulator
  }

  @Test("on an iPad in landscape the Board replaces the split view's detail")
  func replacesDetailOnIPad() throws {
    let (simulator, split, navigation, play) = try Self.game(on: "iPad Air 2", .landscapeLeft)
    #expect(!split.isCollapsed)
    #expect(split.viewControllers.last?.title == "Welcome")
    play.sendActions(for: .touchUpInside)
    #expect(split.viewControllers.count == 2)
    #expect(split.viewControllers.last?.title == "Board")
    #expect(navigation.viewControllers.count == 1)
    _ = simulator
  }
}
