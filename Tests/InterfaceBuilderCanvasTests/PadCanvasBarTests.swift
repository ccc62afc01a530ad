import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Interface Builder's iPad canvas: from Xcode 10 (iOS 12) navigation bars are 50 points high,
/// and Xcode 11 drew home-button iPads without a status bar, as it drew home-button iPhones
/// (three iPad documents outside the corpus: Xcode 10.1 stores a navigation controller's bar
/// 768×50; Xcode 11.3 and 11.5 scenes sit below the bar alone; an Xcode 13.2 one below the
/// 20-point status bar too).
@MainActor
@Suite("iPad canvases: 50-point navigation bars from Xcode 10, no status bar in Xcode 11")
struct PadCanvasBarTests {
  static func document(toolsVersion: String, boxY: Double) -> String {
    CanvasDocumentXML.document(
      toolsVersion: toolsVersion, device: "ipad10_2",
      scenes: [
        CanvasDocumentXML.container("navigationController", id: "nav", relationships: [("rootViewController", "vc")]),
        CanvasDocumentXML.controller("vc", width: 810, height: 1080, boxY: boxY),
      ])
  }

  @Test("Xcode 9: a 20-point status bar and a 44-point bar above the box's 8 points")
  func xcode9() {
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(toolsVersion: "13771", boxY: 72)))
  }

  @Test("Xcode 11: no status bar, a 50-point bar")
  func xcode11() {
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(toolsVersion: "15400", boxY: 58)))
    #expect(!CanvasDocumentXML.boxAgrees("vc", in: Self.document(toolsVersion: "15400", boxY: 78)))
  }

  @Test("Xcode 13: the status bar again, and the 50-point bar")
  func xcode13() {
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(toolsVersion: "19144", boxY: 78)))
  }

  /// The height of a navigation bar placed as a view (no height constraint) on an iPad document.
  static func barViewHeight(toolsVersion: String) throws -> CGFloat? {
    let text = StoryboardXML.oneScene(
      device: "ipad10_2", toolsVersion: toolsVersion, rootSize: (810, 1080),
      subviews: """
        <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="0.0" width="810" height="50"/>
            <items>
                <navigationItem title="Title" id="item"/>
            </items>
        </navigationBar>
        """,
      constraints: """
        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-l"/>
        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="b-t"/>
        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="b-y"/>
        """)
    let document = try IBDocument(xmlString: text, fileName: "PadBar.storyboard")
    let layout = SceneHost(document: document).host(root: try #require(document.viewControllers.first?.view), controller: document.viewControllers.first, placement: .asSaved)
    return layout.frame(ofViewWithID: "bar")?.height
  }

  @Test("A navigation bar placed as a view is 50 high on an iPad from Xcode 10, 44 before")
  func barViews() throws {
    #expect(try Self.barViewHeight(toolsVersion: "15400") == 50)
    #expect(try Self.barViewHeight(toolsVersion: "13771") == 44)
  }
}
