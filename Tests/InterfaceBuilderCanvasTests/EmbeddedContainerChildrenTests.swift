import AdaptiveKit
import Foundation
import Testing

/// A tab bar or navigation controller embedded in a container view passes the embedding on to its
/// children: before Xcode 9 they are drawn without a status bar, like any container child
/// (Rocket.Chat's Xcode 7 left menu: a tab bar controller in a container view, its settings
/// scene's buttons 8 points below a top layout guide at 0).
@MainActor
@Suite("The children of an embedded tab bar or navigation controller are embedded too")
struct EmbeddedContainerChildrenTests {
  static func document(childBoxY: Double) -> String {
    CanvasDocumentXML.document(
      toolsVersion: "8191", device: nil,
      scenes: [
        CanvasDocumentXML.embeddingScene(
          "parent", sceneID: "parent-scene", rootID: "parent-root", width: 320, height: 568, containerID: "holder",
          frame: (0, 0, 320, 568), destination: "tabs"),
        CanvasDocumentXML.container("tabBarController", id: "tabs", relationships: [("viewControllers", "child")]),
        CanvasDocumentXML.controller("child", width: 320, height: 568, boxY: childBoxY),
      ])
  }

  @Test("Xcode 7: the tab's scene has its top layout guide at 0")
  func child() {
    #expect(CanvasDocumentXML.boxAgrees("child", in: Self.document(childBoxY: 8)))
    #expect(!CanvasDocumentXML.boxAgrees("child", in: Self.document(childBoxY: 28)))
  }
}
