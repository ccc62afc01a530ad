import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import Testing

/// Before Xcode 8.3 Interface Builder stores the rows of a scroll view under a navigation bar
/// with the content inset of iOS 7–10's `automaticallyAdjustsScrollViewInsets`: the root view's,
/// else the root's first subview's (UIKit adjusted only the scroll view at index 0). No inset
/// when the controller turns the adjustment off, nor (unconfirmed, one document) when the
/// document builds for iOS 6, which has no such adjustment.
@MainActor
@Suite("Scroll views under bars before Xcode 8.3 store the adjusted content inset")
struct ScrollViewBarInsetTests {
  /// An Xcode 7 storyboard: a navigation controller whose root scene `scene` follows;
  /// `deployment` is the `<deployment>` element's version, when given.
  static func storyboard(scene: String, deployment: String? = nil) -> Data {
    let dependency = deployment.map { "\n            <deployment version=\"\($0)\" identifier=\"iOS\"/>" } ?? ""
    let text = """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" systemVersion="15F34" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav">
          <dependencies>\(dependency)
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/>
          </dependencies>
          <scenes>
              <scene sceneID="navScene">
                  <objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                          </navigationBar>
                          <connections>
                              <segue destination="vc1" kind="relationship" relationship="rootViewController" id="rel"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
              <scene sceneID="s1">
                  <objects>
      \(scene)
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return Data(text.utf8)
  }

  /// A controller whose root view's first subview is a collection view filling it, with one
  /// 100-point item stored `cellY` points down (20 of them the section inset).
  static func collectionScene(cellY: Int, adjusts: Bool = true) -> String {
    let flag = adjusts ? "" : #" automaticallyAdjustsScrollViewInsets="NO""#
    return """
      <viewController id="vc1"\(flag) sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                  <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                          <size key="itemSize" width="100" height="100"/>
                          <size key="headerReferenceSize" width="0.0" height="0.0"/>
                          <size key="footerReferenceSize" width="0.0" height="0.0"/>
                          <inset key="sectionInset" minX="0.0" minY="20" maxX="0.0" maxY="0.0"/>
                      </collectionViewFlowLayout>
                      <cells>
                          <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Item" id="item">
                              <rect key="frame" x="0.0" y="\(cellY)" width="100" height="100"/>
                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                              <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                  <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                  <autoresizingMask key="autoresizingMask"/>
                              </view>
                          </collectionViewCell>
                      </cells>
                  </collectionView>
              </subviews>
          </view>
          <navigationItem key="navigationItem" title="Items" id="item-nav"/>
      </viewController>
      """
  }

  /// A table view controller whose one static 44-point row is stored `rowY` points down.
  static func tableScene(rowY: Int) -> String {
    """
    <tableViewController id="vc1" sceneMemberID="viewController">
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="tv">
            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <sections>
                <tableViewSection id="sec">
                    <cells>
                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="row">
                            <rect key="frame" x="0.0" y="\(rowY)" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row" id="rowContent">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </cells>
                </tableViewSection>
            </sections>
        </tableView>
        <navigationItem key="navigationItem" title="Rows" id="row-nav"/>
    </tableViewController>
    """
  }

  /// The stored frames the verifier disagrees with, by view id.
  static func disagreements(_ data: Data) -> [String] {
    let report = IBVerifier().verify(data: data, fileName: "Inset.storyboard")
    return report.worst.map(\.view)
  }

  @Test("the root's first subview, a collection view under the bars, has its items 64 points down")
  func firstSubviewIsAdjusted() {
    #expect(Self.disagreements(Self.storyboard(scene: Self.collectionScene(cellY: 84))).isEmpty)
    #expect(Self.disagreements(Self.storyboard(scene: Self.collectionScene(cellY: 20))) == ["item"])
  }

  @Test("a controller with automaticallyAdjustsScrollViewInsets off has no inset")
  func adjustmentTurnedOff() {
    #expect(Self.disagreements(Self.storyboard(scene: Self.collectionScene(cellY: 20, adjusts: false))).isEmpty)
  }

  @Test("a root table stores its rows below the bars when the document builds for iOS 7 or later")
  func iOS7DeploymentIsAdjusted() {
    #expect(Self.disagreements(Self.storyboard(scene: Self.tableScene(rowY: 64), deployment: "1792")).isEmpty)
    #expect(Self.disagreements(Self.storyboard(scene: Self.tableScene(rowY: 64))).isEmpty)
  }

  @Test("a document building for iOS 6 stores its root table's rows at the top (unconfirmed: one document)")
  func iOS6DeploymentIsNotAdjusted() {
    #expect(Self.disagreements(Self.storyboard(scene: Self.tableScene(rowY: 0), deployment: "1536")).isEmpty)
  }
}
