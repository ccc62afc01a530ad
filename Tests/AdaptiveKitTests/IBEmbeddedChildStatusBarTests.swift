import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// Before Xcode 8 Interface Builder drew the destination of an embed segue at its container's
/// size without a status bar; from Xcode 8 on it draws the status bar over it.
@MainActor
@Suite("An embedded child's canvas has a status bar only from Xcode 8 on")
struct IBEmbeddedChildStatusBarTests {
  static func childBoxTop(device: String?) throws -> CGFloat {
    let deviceElement = device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? ""
    let width = device == nil ? 600 : 375
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(device == nil ? "9531" : "14460")" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="parent">
          \(deviceElement)
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="parent" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="parentRoot">
                              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                              <subviews>
                                  <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                      <rect key="frame" x="0.0" y="100" width="\(width)" height="300"/>
                                      <connections>
                                          <segue destination="child" kind="embed" id="embed1"/>
                                      </connections>
                                  </containerView>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <viewController id="child" sceneMemberID="viewController">
                          <layoutGuides>
                              <viewControllerLayoutGuide type="top" id="topGuide"/>
                              <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                          </layoutGuides>
                          <view key="view" contentMode="scaleToFill" id="childRoot">
                              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="300"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                      <rect key="frame" x="0.0" y="0.0" width="\(width)" height="40"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="b-t"/>
                                  <constraint firstItem="box" firstAttribute="leading" secondItem="childRoot" secondAttribute="leading" id="b-l"/>
                                  <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="b-r"/>
                                  <constraint firstItem="box" firstAttribute="height" constant="40" id="b-h"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let document = try IBDocument(data: Data(text.utf8), fileName: "Embed.storyboard")
    let child = try #require(document.viewControllers.first { $0.id == "child" })
    let root = try #require(child.view)
    let layout = IBVerifier.layOut(root: root, controller: child, document: document)
    return try #require(layout.entries.first { $0.source.id == "box" }).view.frame.minY
  }

  @Test("Xcode 7's generic document: the child's top layout guide is at its top")
  func beforeXcode8() throws {
    #expect(try Self.childBoxTop(device: nil) == 0)
  }

  @Test("Xcode 10's iPhone 8 document: the child's top layout guide is below a status bar")
  func fromXcode8() throws {
    #expect(try Self.childBoxTop(device: "retina4_7") == 20)
  }
}
