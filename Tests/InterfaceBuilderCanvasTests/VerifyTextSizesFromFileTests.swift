import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import Testing

/// `adaptive verify --text-sizes-from-file` separates layout from text measurement: text views
/// take the sizes the file stores, and the views laid out around them follow.
@MainActor
@Suite("Verifying with text sizes from the file separates layout from text measurement")
struct VerifyTextSizesFromFileTests {
  /// A label stored 100×30 (wider and taller than "Hi" in any font) with a box 8 points after it.
  static let xib = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="20" y="20" width="100" height="30"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="128" y="20" width="44" height="44"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c-1"/>
                    <constraint firstItem="label" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="c-2"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="c-3"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="c-4"/>
                    <constraint firstItem="box" firstAttribute="width" constant="44" id="c-5"/>
                    <constraint firstItem="box" firstAttribute="height" constant="44" id="c-6"/>
                </constraints>
            </view>
        </objects>
    </document>
    """.utf8)

  @Test("Measured text: the label and the box after it disagree with the stored frames")
  func measuredTextDisagrees() {
    let report = IBVerifier().verify(data: Self.xib, fileName: "Text.xib")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 2)
    #expect(report.views.agreeing == 0)
  }

  @Test("Stored text sizes: the label and the box laid out after it agree")
  func storedTextSizesAgree() {
    let report = IBVerifier(takesTextSizesFromFile: true).verify(data: Self.xib, fileName: "Text.xib")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 2)
    #expect(report.views.agreeing == 2)
  }
}
