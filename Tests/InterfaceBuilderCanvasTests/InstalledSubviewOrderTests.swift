import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Views that size classes install and uninstall go back to their document position, among
/// subviews and among a stack view's arranged subviews, whichever of their siblings come and go.
@MainActor
@Suite("Installed views keep their document order as size classes change")
struct InstalledSubviewOrderTests {
  static let portrait = IBSizeClassPair(widthClass: .compact, heightClass: .regular)
  static let landscape = IBSizeClassPair(widthClass: .compact, heightClass: .compact)

  // r2, s1 and s3 are installed only in compact height: the first arranged view, one in the middle,
  // and one between installed siblings of the root.
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sc">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="r1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                                <view contentMode="scaleToFill" id="r2"><rect key="frame" x="0.0" y="20" width="10" height="10"/></view>
                                <view contentMode="scaleToFill" id="r3"><rect key="frame" x="0.0" y="40" width="10" height="10"/></view>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="stk">
                                    <rect key="frame" x="0.0" y="100" width="30" height="120"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" id="s1"><rect key="frame" x="0.0" y="0.0" width="30" height="30"/></view>
                                        <view contentMode="scaleToFill" id="s2"><rect key="frame" x="0.0" y="30" width="30" height="30"/></view>
                                        <view contentMode="scaleToFill" id="s3"><rect key="frame" x="0.0" y="60" width="30" height="30"/></view>
                                        <view contentMode="scaleToFill" id="s4"><rect key="frame" x="0.0" y="90" width="30" height="30"/></view>
                                    </subviews>
                                    <variation key="default">
                                        <mask key="subviews">
                                            <exclude reference="s1"/>
                                            <exclude reference="s3"/>
                                        </mask>
                                    </variation>
                                    <variation key="heightClass=compact">
                                        <mask key="subviews">
                                            <include reference="s1"/>
                                            <include reference="s3"/>
                                        </mask>
                                    </variation>
                                </stackView>
                            </subviews>
                            <variation key="default">
                                <mask key="subviews">
                                    <exclude reference="r2"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=compact">
                                <mask key="subviews">
                                    <include reference="r2"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  func ids(_ views: [UIView], _ layout: StoryboardSceneBuilder) -> [String] {
    views.compactMap { view in ["r1", "r2", "r3", "stk", "s1", "s2", "s3", "s4"].first { layout.view(withID: $0) === view } }
  }

  func layout() throws -> (StoryboardSceneBuilder, UIStackView) {
    let document = try IBDocument(data: Data(Self.xml.utf8), fileName: "Order.storyboard")
    let layout = try SceneHost.layout(
      sceneID: "sc", in: document, device: try SceneFixtures.device("retina4_7"), orientation: .portrait,
      sizeClasses: Self.portrait)
    return (layout, try #require(layout.view(withID: "stk") as? UIStackView))
  }

  @Test("Compact-height views are left out of the regular-height layout")
  func regularHeight() throws {
    let (layout, stack) = try layout()
    #expect(ids(layout.rootView.subviews, layout) == ["r1", "r3", "stk"])
    #expect(ids(stack.arrangedSubviews, layout) == ["s2", "s4"])
    #expect(ids(stack.subviews, layout) == ["s2", "s4"])
  }

  @Test("Installed again, views go back between their siblings, and leave again on the way back")
  func roundTrip() throws {
    let (layout, stack) = try layout()
    layout.applyVariations(for: Self.landscape)
    #expect(ids(layout.rootView.subviews, layout) == ["r1", "r2", "r3", "stk"])
    #expect(ids(stack.arrangedSubviews, layout) == ["s1", "s2", "s3", "s4"])
    #expect(ids(stack.subviews, layout) == ["s1", "s2", "s3", "s4"])
    layout.applyVariations(for: Self.portrait)
    #expect(ids(layout.rootView.subviews, layout) == ["r1", "r3", "stk"])
    #expect(ids(stack.arrangedSubviews, layout) == ["s2", "s4"])
    layout.applyVariations(for: Self.landscape)
    #expect(ids(stack.arrangedSubviews, layout) == ["s1", "s2", "s3", "s4"])
  }
}
