@testable import AdaptiveKit
import Foundation
import Testing

/// A nib loaded with no owner keeps its size-class variations live, as UIKit keeps them in the
/// decoded objects: its top-level view owns its layout, and dropping the view frees it all.
@MainActor
@Suite("An unowned nib's views follow size-class changes without leaking")
struct NibUnownedVariationTests {
  /// A label 17 points, 11 in compact width; a badge installed only in compact height.
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
            <view contentMode="scaleToFill" id="content">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="16" y="20" width="40" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                        <variation key="widthClass=compact">
                            <fontDescription key="fontDescription" type="system" pointSize="11"/>
                        </variation>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                        <rect key="frame" x="200" y="20" width="20" height="20"/>
                    </view>
                </subviews>
                <variation key="default">
                    <mask key="subviews">
                        <exclude reference="badge"/>
                    </mask>
                </variation>
                <variation key="heightClass=compact">
                    <mask key="subviews">
                        <include reference="badge"/>
                    </mask>
                </variation>
            </view>
        </objects>
    </document>
    """

  @Test("The view's own trait overrides re-apply the label's font and install the badge, out of a window")
  func followsTraits() throws {
    let content = try #require(
      try UINib(data: Data(Self.xib.utf8), bundle: nil).loadObjects(withOwner: nil).first as? UIView)
    let title = try #require(content.subviews.first as? UILabel)
    #expect(title.font.pointSize == 17)
    #expect(content.subviews.count == 1)
    content.traitOverrides.horizontalSizeClass = .compact
    content.traitOverrides.verticalSizeClass = .compact
    #expect(title.font.pointSize == 11)
    #expect(content.subviews.count == 2, "compact height installs the badge")
    content.traitOverrides.horizontalSizeClass = .regular
    content.traitOverrides.verticalSizeClass = .regular
    #expect(title.font.pointSize == 17)
    #expect(content.subviews.count == 1)
  }

  @Test("Dropping the top-level view frees it, its layout and the views it did not install")
  func noLeak() throws {
    weak var content: UIView?
    weak var title: UIView?
    weak var layout: StoryboardSceneBuilder?
    weak var badge: UIView?
    do {
      let objects = try UINib(data: Data(Self.xib.utf8), bundle: nil).loadObjects(withOwner: nil)
      let view = try #require(objects.first as? UIView)
      let built = try #require(view.retainedSceneLayouts.first)
      content = view
      title = view.subviews.first
      layout = built
      badge = built.view(withID: "badge")
      #expect(badge != nil && badge?.superview == nil, "the uninstalled badge is kept by the layout")
      view.traitOverrides.horizontalSizeClass = .compact
    }
    #expect(content == nil)
    #expect(title == nil)
    #expect(layout == nil)
    #expect(badge == nil)
  }

  @Test("A nib owned by a controller that lets its top-level view go frees it too")
  func ownerDoesNotKeepIt() throws {
    let owner = UIViewController()
    weak var content: UIView?
    do {
      let objects = try UINib(data: Data(Self.xib.utf8), bundle: nil).loadObjects(withOwner: owner)
      content = objects.first as? UIView
      #expect(content != nil)
    }
    #expect(content == nil)
    #expect(owner.retainedSceneLayouts.isEmpty, "the view owns its layout, not File's Owner")
  }
}
