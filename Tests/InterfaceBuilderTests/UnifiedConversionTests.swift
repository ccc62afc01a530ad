import Foundation
import InterfaceBuilder
import Testing

/// Converting an old-format document to Xcode 6's unified format edits only the text the format
/// needs: the size-class attribute, the stored editor device, the legacy segue kinds.
@Suite("Unified storyboard conversion")
struct UnifiedConversionTests {
  /// An Xcode 5-era storyboard: Auto Layout on, no size classes, a 4-inch editor device, one
  /// segue of each legacy kind (the popover's anchor and arrows, the modal's style must survive).
  static let old = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="5056" systemVersion="13C64" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="A00-aa-aaa">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="3733"/>
        </dependencies>
        <scenes>
            <scene sceneID="S00-aa-aaa">
                <objects>
                    <viewController id="A00-aa-aaa" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V00-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="B00-aa-aaa">
                                    <rect key="frame" x="20" y="40" width="80" height="30"/>
                                    <connections>
                                        <segue destination="D00-aa-aaa" kind="push" identifier="next" id="G01-aa-aaa"/>
                                        <segue destination="D00-aa-aaa" kind="modal" modalPresentationStyle="formSheet" id="G02-aa-aaa"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <segue destination="D00-aa-aaa" kind="popover" identifier="pop" popoverAnchorView="B00-aa-aaa" id="G03-aa-aaa">
                                <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
                            </segue>
                            <segue destination="D00-aa-aaa" kind='replace' id="G04-aa-aaa"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="S01-aa-aaa">
                <objects>
                    <viewController id="D00-aa-aaa" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V01-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <simulatedMetricsContainer key="defaultSimulatedMetrics">
            <simulatedStatusBarMetrics key="statusBar"/>
            <simulatedOrientationMetrics key="orientation"/>
            <simulatedScreenMetrics key="destination" type="retina4"/>
        </simulatedMetricsContainer>
    </document>

    """

  @Test("Size classes on, editor device removed, segue kinds converted, every other byte kept")
  func convertsExactly() throws {
    let conversion = try IBUnifiedConversion(data: Data(Self.old.utf8), fileName: "Old.storyboard")
    var expected = Self.old
    expected = expected.replacingOccurrences(of: #"useAutolayout="YES" initial"#, with: #"useAutolayout="YES" useTraitCollections="YES" initial"#)
    expected = expected.replacingOccurrences(of: #"kind="push""#, with: #"kind="show""#)
    expected = expected.replacingOccurrences(of: #"kind="modal""#, with: #"kind="presentation""#)
    expected = expected.replacingOccurrences(of: #"kind="popover""#, with: #"kind="popoverPresentation""#)
    expected = expected.replacingOccurrences(of: #"kind='replace'"#, with: #"kind='showDetail'"#)
    let container = """

            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4"/>
            </simulatedMetricsContainer>
        """
    #expect(expected.contains(container))
    expected = expected.replacingOccurrences(of: container, with: "")
    #expect(String(decoding: conversion.converted, as: UTF8.self) == expected)
    #expect(conversion.changes.map(\.line) == [2, 16, 17, 23, 26, 41])
    #expect(conversion.changes[0].summary.contains("useTraitCollections=\"YES\" added"))
    #expect(conversion.changes[1].summary == "segue 'next' (id G01-aa-aaa): push → show")
    #expect(conversion.changes[5].summary.contains("retina4"))

    let document = try IBDocument(data: conversion.converted, fileName: "Old.storyboard")
    #expect(document.useTraitCollections)
    #expect(document.defaultSimulatedMetrics == nil)
  }

  @Test("useTraitCollections=\"NO\" is switched to YES in place")
  func explicitOff() throws {
    let source = Self.old.replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" useTraitCollections="NO""#)
    let conversion = try IBUnifiedConversion(data: Data(source.utf8), fileName: "Off.storyboard")
    let text = String(decoding: conversion.converted, as: UTF8.self)
    #expect(text.contains(#"useAutolayout="YES" useTraitCollections="YES" initialViewController"#))
    #expect(!text.contains("useTraitCollections=\"NO\""))
  }

  @Test("A unified document, Auto Layout off and an undecodable file are refused with file and line")
  func refusals() throws {
    let unified = Self.old.replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" useTraitCollections="YES""#)
    #expect(throws: IBUnifiedConversionError.alreadyUnified(file: "U.storyboard", line: 2)) {
      try IBUnifiedConversion(data: Data(unified.utf8), fileName: "U.storyboard")
    }
    let springs = Self.old.replacingOccurrences(of: #" useAutolayout="YES""#, with: "")
    let error = #expect(throws: IBUnifiedConversionError.self) {
      try IBUnifiedConversion(data: Data(springs.utf8), fileName: "S.storyboard")
    }
    #expect(error == .autoLayoutOff(file: "S.storyboard", line: 2))
    #expect(error?.description.contains("Xcode requires Auto Layout for size classes") == true)

    let broken = Self.old.replacingOccurrences(of: "</scenes>", with: "</scene>")
    let decoding = #expect(throws: IBUnifiedConversionError.self) {
      try IBUnifiedConversion(data: Data(broken.utf8), fileName: "B.storyboard")
    }
    guard case .notDecodable(let file, let line, _, _)? = decoding else {
      Issue.record("expected a decoding error, got \(String(describing: decoding))")
      return
    }
    #expect(file == "B.storyboard")
    #expect(line == 40)
    #expect(decoding?.description.hasPrefix("B.storyboard:40:") == true)
  }
}
