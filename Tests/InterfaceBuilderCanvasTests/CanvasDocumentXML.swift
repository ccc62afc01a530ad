import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas

/// Storyboards for canvas-hosting tests: scenes whose roots hold one 100×30 box pinned to the
/// top (or bottom) layout guide, written in the layout-guide format of Xcode 6–8.
@MainActor
enum CanvasDocumentXML {
  /// A document of `scenes` (scene elements) for `device` (nil: no device, Xcode 6–7).
  static func document(toolsVersion: String, device: String? = "retina4_7", scenes: [String]) -> String {
    let deviceElement = device.map { #"<device id="\#($0)" orientation="portrait"><adaptation id="fullscreen"/></device>"# } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
          \(deviceElement)
          <scenes>
      \(scenes.joined(separator: "\n"))
          </scenes>
      </document>
      """
  }

  /// A controller scene `id` whose root (`width`×`height`) holds box `id-box`, stored `boxY` down
  /// and pinned 8 points below the top layout guide, or 8 points above the bottom one when
  /// `pinnedToBottom`. `extra` goes in the controller element (simulated metrics, segues' owners).
  static func controller(
    _ id: String, width: Int = 375, height: Int = 667, boxY: Double, pinnedToBottom: Bool = false,
    rootAttributes: String = "", extra: String = "", segues: String = ""
  ) -> String {
    let pin =
      pinnedToBottom
      ? #"<constraint firstItem="\#(id)-blg" firstAttribute="top" secondItem="\#(id)-box" secondAttribute="bottom" constant="8" id="\#(id)-c-y"/>"#
      : #"<constraint firstItem="\#(id)-box" firstAttribute="top" secondItem="\#(id)-tlg" secondAttribute="bottom" constant="8" id="\#(id)-c-y"/>"#
    return """
      <scene sceneID="\(id)-scene">
          <objects>
              <viewController id="\(id)" sceneMemberID="viewController">
                  <layoutGuides>
                      <viewControllerLayoutGuide type="top" id="\(id)-tlg"/>
                      <viewControllerLayoutGuide type="bottom" id="\(id)-blg"/>
                  </layoutGuides>
                  <view key="view" contentMode="scaleToFill" \(rootAttributes) id="\(id)-root">
                      <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                              <rect key="frame" x="20" y="\(boxY)" width="100" height="30"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="100" id="\(id)-c-w"/>
                                  <constraint firstAttribute="height" constant="30" id="\(id)-c-h"/>
                              </constraints>
                              \(segues.isEmpty ? "" : "<connections>\(segues)</connections>")
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" constant="20" id="\(id)-c-x"/>
                          \(pin)
                      </constraints>
                  </view>
                  \(extra)
              </viewController>
          </objects>
      </scene>
      """
  }

  /// A controller scene `id` whose root (`rootID`, `width`×`height`) holds one container view
  /// (`containerID` at `frame`: x, y, width, height) embedding `destination`.
  static func embeddingScene(
    _ id: String, sceneID: String, rootID: String, width: Int, height: Int, containerID: String,
    frame: (x: Int, y: Int, width: Int, height: Int), destination: String
  ) -> String {
    """
    <scene sceneID="\(sceneID)">
        <objects>
            <viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(rootID)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(containerID)">
                            <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
                            <connections>
                                <segue destination="\(destination)" kind="embed" id="embed1"/>
                            </connections>
                        </containerView>
                    </subviews>
                </view>
            </viewController>
        </objects>
    </scene>
    """
  }

  /// A container scene (`navigationController` or `tabBarController`) with relationship segues.
  static func container(_ kind: String, id: String, relationships: [(name: String, destination: String)], attributes: String = "") -> String {
    let segues = relationships.enumerated().map { index, relation in
      #"<segue destination="\#(relation.destination)" kind="relationship" relationship="\#(relation.name)" id="\#(id)-r\#(index)"/>"#
    }
    return """
      <scene sceneID="\(id)-scene">
          <objects>
              <\(kind) id="\(id)" \(attributes) sceneMemberID="viewController">
                  <connections>
                      \(segues.joined(separator: "\n"))
                  </connections>
              </\(kind)>
          </objects>
      </scene>
      """
  }

  /// Whether the box of controller `id` agrees with its stored frame in `text`.
  static func boxAgrees(_ id: String, in text: String) -> Bool {
    let report = IBVerifier(worstLimit: 1000).verify(data: Data(text.utf8), fileName: "Canvas.storyboard")
    guard report.errors.isEmpty else { return false }
    return !report.worst.contains { $0.view == "\(id)-box" }
      && report.fileSummaries.first.map { $0.views.compared > 0 } == true
  }
}
