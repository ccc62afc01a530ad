@testable import AdaptiveKit
import Foundation
import Testing

/// A segmented control's `<segment image=…>` reaches the control a nib loads
/// (`imageForSegment(at:)`): a `catalog="system"` name as its SF Symbol, another name from the
/// bundle; titled segments have no image.
@MainActor
@Suite("A segmented control's segment images load at run time")
struct RuntimeSegmentImageTests {
  private static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="32"/>
                        <segments>
                            <segment title="List"/>
                            <segment title="" image="map" catalog="system"/>
                            <segment title="" image="Icon"/>
                        </segments>
                    </segmentedControl>
                </subviews>
            </view>
        </objects>
        <resources>
            <image name="map" catalog="system" width="128" height="112"/>
            <image name="Icon" width="16" height="16"/>
        </resources>
    </document>
    """

  @Test("Symbol and bundle images per segment; the titled segment has none")
  func segmentImages() throws {
    let nib = UINib(data: Data(Self.xib.utf8), bundle: ImageFixtures.imagesBundle)
    let root = try #require(nib.loadObjects(withOwner: nil).first as? UIView)
    let control = try #require(root.subviews.first as? UISegmentedControl)
    #expect(control.numberOfSegments == 3)
    #expect(control.imageForSegment(at: 0) == nil)
    #expect(control.titleForSegment(at: 0) == "List")
    #expect(control.imageForSegment(at: 1)?.symbol?.name == "map")
    #expect(control.imageForSegment(at: 2) != nil, "Icon.png from the bundle")
  }

  @Test("insertSegment(with:at:animated:) and setImage(_:forSegmentAt:) keep images with their segments")
  func imagesFollowInsertion() throws {
    let control = UISegmentedControl(items: ["A", "B"])
    let star = try #require(UIImage(systemName: "star"))
    control.insertSegment(with: star, at: 0, animated: false)
    #expect(control.numberOfSegments == 3)
    #expect(control.imageForSegment(at: 0) === star)
    #expect(control.titleForSegment(at: 1) == "A")
    #expect(control.imageForSegment(at: 1) == nil)
    control.setImage(star, forSegmentAt: 2)
    #expect(control.imageForSegment(at: 2) === star)
  }
}
