import AdaptiveKit
import Foundation
import Testing

/// A xib whose top-level object is a table view cell, registered with a table as apps register
/// their cell nibs.
@MainActor
@Suite("A table view cell nib registered with a table is dequeued as a cell")
struct NibTableCellTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="checkmark" indentationWidth="10" reuseIdentifier="Note" rowHeight="64" id="nib-cl-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="nib-cl-001" id="nib-cv-001">
                    <rect key="frame" x="0.0" y="0.0" width="335" height="64"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="nib-lb-001">
                            <rect key="frame" x="20" y="22" width="36" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="nib-lb-001" firstAttribute="leading" secondItem="nib-cv-001" secondAttribute="leading" constant="20" id="nib-k1-001"/>
                        <constraint firstItem="nib-lb-001" firstAttribute="centerY" secondItem="nib-cv-001" secondAttribute="centerY" id="nib-k2-001"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """

  @Test("The dequeued cell is the xib's cell: reuse identifier, accessory, subviews in its content view")
  func dequeueNibCell() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    table.register(UINib(data: Data(Self.xib.utf8), bundle: nil), forCellReuseIdentifier: "Note")
    let cell = try #require(table.dequeueReusableCell(withIdentifier: "Note"))
    #expect(cell.reuseIdentifier == "Note")
    #expect(cell.accessoryType == .checkmark)
    let label = try #require(cell.contentView.subviews.first as? UILabel)
    #expect(label.text == "Note")
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 64)
    cell.layoutIfNeeded()
    #expect(label.frame.minX == 20)
    #expect(abs(label.frame.midY - 32) < 0.5)
  }
}
