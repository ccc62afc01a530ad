import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import Testing

/// Interface Builder's canvas sizes a xib's top-level view itself (the size in its inspector),
/// whether or not the view translates its autoresizing mask into constraints: its subviews are laid
/// out in that frame. Before, a top-level view with `translatesAutoresizingMaskIntoConstraints="NO"`
/// collapsed to its content's fitting size (a 600-point-wide input view laid out 159 wide).
@MainActor
@Suite("The canvas keeps a xib's top-level view at its own size, constraints or not")
struct XibRootSizeTests {
  /// A 600×120 top-level view (its mask translated or not) holding a label-sized box pinned 16
  /// points inside its leading, trailing and top edges, and a bar pinned to its bottom.
  static func xib(translatesMask: Bool) -> Data {
    let mask = translatesMask ? "" : #" translatesAutoresizingMaskIntoConstraints="NO""#
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/></dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill"\(mask) id="top">
                  <rect key="frame" x="0.0" y="0.0" width="600" height="120"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                          <rect key="frame" x="16" y="16" width="568" height="40"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="40" id="b-h"/>
                          </constraints>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                          <rect key="frame" x="0.0" y="100" width="600" height="20"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="20" id="r-h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c-l"/>
                      <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="c-t"/>
                      <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="16" id="c-y"/>
                      <constraint firstItem="bar" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="r-l"/>
                      <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="r-t"/>
                      <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="r-b"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    return Data(text.utf8)
  }

  @Test("A top-level view with or without a translated mask lays its subviews out in its stored 600×120", arguments: [true, false])
  func keepsStoredSize(translatesMask: Bool) {
    let report = IBVerifier().verify(data: Self.xib(translatesMask: translatesMask), fileName: "Input.xib")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 2)
    #expect(report.views.agreeing == 2, "\(report.worst.map { "\($0.view): \($0.stored) vs \($0.solved)" })")
  }
}
