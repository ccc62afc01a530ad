import AdaptiveKit
import Foundation
import Testing

/// A custom view that loads its content from a nib as its File's Owner (the common
/// `loadNibNamed(_:owner:)` pattern) keeps the nib's size-class variations live, as a controller
/// owner does: they follow the owner's traits, in a window or not.
@MainActor
@Suite("A nib owned by a view keeps its size-class variations live")
struct NibViewOwnerVariationTests {
  /// A xib whose label is 17 points, 11 in compact width.
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
                </subviews>
            </view>
        </objects>
    </document>
    """

  @Test("The owner's trait overrides re-apply the label's font out of a window")
  func viewOwner() throws {
    let owner = UIView()
    let content = try #require(
      try UINib(data: Data(Self.xib.utf8), bundle: nil).loadObjects(withOwner: owner).first as? UIView)
    owner.addSubview(content)
    let title = try #require(content.subviews.first as? UILabel)
    #expect(title.font.pointSize == 17)
    owner.traitOverrides.horizontalSizeClass = .compact
    #expect(title.font.pointSize == 11)
    owner.traitOverrides.horizontalSizeClass = .regular
    #expect(title.font.pointSize == 17)
  }
}
