import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Testing

/// A xib's top-level cell resized from the Object Library's 320 points is drawn with the margins
/// of its document's device (20-point sides on a 414-point iPhone), as a controller's cells are;
/// a cell left at 320 points keeps the margins of its own width (16).
@MainActor
@Suite("A resized xib cell takes its device's margins")
struct ResizedXibCellMarginsTests {
  /// A xib whose top-level cell (`width` points) holds a box stored `boxX` in and pinned to the
  /// content view's leading and top margins, on `device`.
  static func xib(width: Int, boxX: Int, device: String) -> String {
    let content = TableCellContentMarginsTests.contentView(width: width, height: 64, attributes: "")
      .replacingOccurrences(of: #"<rect key="frame" x="16" y="11""#, with: #"<rect key="frame" x="\#(boxX)" y="11""#)
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23721"/>
          </dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="mc1-tb-mar">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="64"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  \(content)
              </tableViewCell>
          </objects>
      </document>
      """
  }

  @Test(
    "The box sits at the margin Interface Builder stores",
    arguments: [
      (width: 396, boxX: 20, device: "retina6_1"),
      (width: 380, boxX: 20, device: "retina6_1"),
      (width: 320, boxX: 16, device: "retina6_1"),
      (width: 396, boxX: 16, device: "retina4_7"),
    ])
  func boxAtMargin(width: Int, boxX: Int, device: String) {
    let report = IBVerifier().verify(
      data: Data(Self.xib(width: width, boxX: boxX, device: device).utf8), fileName: "Resized.xib")
    #expect(report.errors.isEmpty)
    #expect(report.views.compared == 2, "\(width)-point cell on \(device)")
    #expect(report.views.agreeing == 2, "\(width)-point cell on \(device)")
  }
}
