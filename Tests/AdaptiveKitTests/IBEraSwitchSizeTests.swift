import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@MainActor
@Suite("A switch takes the size of the iOS plug-in that drew the document")
struct IBEraSwitchSizeTests {
  /// A storyboard with one switch pinned to the root's top-left corner.
  static func document(toolsVersion: String, plugIn: String) throws -> IBDocument {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
          </dependencies>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc1" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                      <rect key="frame" x="20" y="100" width="51" height="31"/>
                                  </switch>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="sw" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
                                  <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-t"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return try IBDocument(data: Data(text.utf8), fileName: "Switch.storyboard")
  }

  static func switchSize(toolsVersion: String, plugIn: String) throws -> CGSize {
    let document = try document(toolsVersion: toolsVersion, plugIn: plugIn)
    let scene = try #require(document.scenes.first)
    let controller = try #require(scene.viewController)
    let root = try #require(controller.view)
    let layout = IBVerifier.layOut(root: root, controller: controller, document: document)
    let entry = try #require(layout.entries.first { $0.source.id == "sw" })
    return entry.view.frame.size
  }

  @Test("Xcode 26's plug-in draws iOS 26's 63×28 switch; earlier ones 51×31")
  func byPlugIn() throws {
    #expect(try Self.switchSize(toolsVersion: "24127", plugIn: "24063") == CGSize(width: 63, height: 28))
    #expect(try Self.switchSize(toolsVersion: "22505", plugIn: "22504") == CGSize(width: 51, height: 31))
  }

  @Test("A hand-edited tools version does not override the plug-in the document records")
  func plugInWinsOverToolsVersion() throws {
    #expect(try Self.switchSize(toolsVersion: "32700.99.1234", plugIn: "22685") == CGSize(width: 51, height: 31))
  }
}
