import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import Testing

/// A container view's child scene on Interface Builder's canvas: it takes the size classes of the
/// document's device whatever its own size, and before Xcode 9 it was drawn without a status bar
/// (Apple's AVAE, XLPagerTabStrip and Rocket.Chat files of Xcode 6–8 keep their top layout guides
/// at 0, Xcode 9–10 files of the same projects at 20; unconfirmed beyond those samples).
@MainActor
@Suite("A container's child scene takes the device's size classes and, before Xcode 9, no status bar")
struct ContainerChildCanvasTests {
  /// An iPad document whose first scene embeds a 240×400 child; the child's title bar is pinned to
  /// the top layout guide, 40 high only for regular/regular (100 otherwise), stored at `titleY`.
  /// `device` nil writes an Xcode 6–7 generic document: no device, the Any/Any canvas.
  static func storyboard(toolsVersion: String, titleY: Int, titleHeight: Int, device: String? = "ipad9_7") -> Data {
    let deviceElement = device.map { #"<device id="\#($0)" orientation="portrait"><adaptation id="fullscreen"/></device>"# } ?? ""
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="parent">
          \(deviceElement)
          <scenes>
              \(CanvasDocumentXML.embeddingScene(
                "parent", sceneID: "s1", rootID: "proot", width: 768, height: 1024, containerID: "box",
                frame: (20, 100, 240, 400), destination: "child"))
              <scene sceneID="s2">
                  <objects>
                      <viewController id="child" sceneMemberID="viewController">
                          <layoutGuides>
                              <viewControllerLayoutGuide type="top" id="tlg"/>
                              <viewControllerLayoutGuide type="bottom" id="blg"/>
                          </layoutGuides>
                          <view key="view" contentMode="scaleToFill" id="croot">
                              <rect key="frame" x="0.0" y="0.0" width="240" height="400"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                      <rect key="frame" x="0.0" y="\(titleY)" width="240" height="\(titleHeight)"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="40" id="h40"/>
                                          <constraint firstAttribute="height" constant="100" id="h100"/>
                                      </constraints>
                                      <variation key="default">
                                          <mask key="constraints"><exclude reference="h40"/></mask>
                                      </variation>
                                      <variation key="heightClass=regular-widthClass=regular">
                                          <mask key="constraints"><include reference="h40"/><exclude reference="h100"/></mask>
                                      </variation>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="title" firstAttribute="leading" secondItem="croot" secondAttribute="leading" id="c-l"/>
                                  <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="c-t"/>
                                  <constraint firstItem="title" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" id="c-y"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return Data(text.utf8)
  }

  /// The child's title bar agrees (the parent's container is placed by its fixed frame).
  static func titleAgrees(_ data: Data) -> Bool {
    let report = IBVerifier(worstLimit: 10).verify(data: data, fileName: "Container.storyboard")
    return report.errors.isEmpty && !report.worst.contains { $0.view == "title" }
  }

  @Test("Xcode 8: at the child's top, 40 high from the iPad's regular/regular variation")
  func xcode8ChildHasNoStatusBar() {
    #expect(Self.titleAgrees(Self.storyboard(toolsVersion: "11762", titleY: 0, titleHeight: 40)))
  }

  @Test("Xcode 9 and later: below a 20-point status bar (unconfirmed: two projects' Xcode 9–10 files)")
  func xcode9ChildHasAStatusBar() {
    #expect(Self.titleAgrees(Self.storyboard(toolsVersion: "13771", titleY: 20, titleHeight: 40)))
    #expect(!Self.titleAgrees(Self.storyboard(toolsVersion: "13771", titleY: 0, titleHeight: 40)))
  }

  @Test("Xcode 7's generic document: at the child's top, on the Any/Any canvas")
  func genericChildHasNoStatusBar() {
    #expect(Self.titleAgrees(Self.storyboard(toolsVersion: "9531", titleY: 0, titleHeight: 100, device: nil)))
    #expect(!Self.titleAgrees(Self.storyboard(toolsVersion: "9531", titleY: 20, titleHeight: 100, device: nil)))
  }

  @Test("not the Any/Any height")
  func anyAnyVariationIsNotUsed() {
    #expect(!Self.titleAgrees(Self.storyboard(toolsVersion: "11762", titleY: 0, titleHeight: 100)))
  }
}
