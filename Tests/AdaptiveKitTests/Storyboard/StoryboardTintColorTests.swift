import AdaptiveKit
import Foundation
import Testing

/// Interface Builder's "Tint Color" colour choice (`systemColor="tintColor"`, Xcode 13) is iOS
/// 15's `UIColor.tintColor`: a label given it draws in the tint of the view it is in.
@MainActor
@Suite("A document's tintColor colour is UIColor.tintColor")
struct StoryboardTintColorTests {
  private static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <label text="Tinted" id="title">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" systemColor="tintColor"/>
                    </label>
                </subviews>
                <color key="tintColor" systemColor="systemOrangeColor"/>
            </view>
        </objects>
    </document>
    """

  @Test("The label's text colour is the tint colour and resolves to its superview's tint")
  func tintedLabel() throws {
    let root = try #require(try UINib(data: Data(Self.xib.utf8), bundle: nil).loadObjects(withOwner: nil).first as? UIView)
    let label = try #require(root.subviews.first as? UILabel)
    #expect(label.textColor === UIColor.tintColor)
    let traits = label._colorResolutionTraits
    #expect(label.textColor.resolvedColor(with: traits) == UIColor.systemOrange.resolvedColor(with: traits))
  }
}
