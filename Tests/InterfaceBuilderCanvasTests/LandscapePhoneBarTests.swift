import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Testing

/// On an iPhone in landscape (compact height) Interface Builder draws the simulated navigation
/// bar 32 points high and no status bar, as UIKit has drawn landscape phones since iOS 8: an
/// Xcode 9 landscape iPhone 8 document stores its navigation bar 667×32 and the map below it 32
/// points down.
@MainActor
@Suite("A landscape iPhone's simulated navigation bar is 32 points high")
struct LandscapePhoneBarTests {
  static func document(boxY: Double) -> String {
    CanvasDocumentXML.document(
      toolsVersion: "13771",
      scenes: [
        CanvasDocumentXML.container("navigationController", id: "nav", relationships: [("rootViewController", "vc")]),
        CanvasDocumentXML.controller("vc", width: 667, height: 375, boxY: boxY),
      ]
    )
    .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
  }

  @Test("The box 8 points below the top layout guide sits at 40 in landscape (32 + 8)")
  func landscapeNavigationBar() {
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(boxY: 40)))
    #expect(!CanvasDocumentXML.boxAgrees("vc", in: Self.document(boxY: 52)))
  }

  @Test("Laid out on a landscape iPhone for rendering, the scene is below a 32-point bar; in portrait below 20 + 44")
  func renderedLandscape() throws {
    let document = try IBDocument(xmlString: Self.document(boxY: 40), fileName: "Landscape.storyboard")
    let device = try #require(Device.named("iPhone 8"))
    let landscape = try SceneHost.layout(sceneID: "vc-scene", in: document, device: device, orientation: .landscapeLeft)
    #expect(landscape.frame(ofViewWithID: "vc-box")?.minY == 40)
    let portrait = try SceneHost.layout(sceneID: "vc-scene", in: document, device: device, orientation: .portrait)
    #expect(portrait.frame(ofViewWithID: "vc-box")?.minY == 72)
  }
}
