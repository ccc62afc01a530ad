import AdaptiveKit
import Foundation
import Testing

/// A freeform controller (`freeformSimulatedSizeMetrics`) is drawn under the status bar its
/// document's iPhone shows, like any other scene: Hero's Xcode 8 320×440 scenes, openfoodfacts'
/// 375×1100 scroll scenes and HackingWithSwift's Xcode 6 extension under a navigation bar keep
/// their top views 20 points lower. A popover's content and an app extension's notification-center
/// widget (`simulatedAppContext`) have none (Rocket.Chat's popovers, ioscreator's and
/// iOS8-day-by-day's widgets at 0). On a home-indicator iPhone the canvas also keeps the home
/// indicator's inset at the bottom (Andy0570's Xcode 11 copy of Apple's CustomPresentation
/// sample; unconfirmed beyond it).
@MainActor
@Suite("A freeform scene sits under the document iPhone's status bar, except popovers and widgets")
struct FreeformCanvasStatusBarTests {
  static let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="320" height="440"/>"#

  @Test("Xcode 8, 320×440 freeform scene on an iPhone 8 document: 20 points")
  func freeformScene() {
    func text(_ boxY: Double) -> String {
      CanvasDocumentXML.document(
        toolsVersion: "11762",
        scenes: [CanvasDocumentXML.controller("vc", width: 320, height: 440, boxY: boxY, extra: Self.freeform)])
    }
    #expect(CanvasDocumentXML.boxAgrees("vc", in: text(28)))
    #expect(!CanvasDocumentXML.boxAgrees("vc", in: text(8)))
  }

  @Test("A popover's content: no status bar")
  func popover() {
    let text = CanvasDocumentXML.document(
      toolsVersion: "14088",
      scenes: [
        CanvasDocumentXML.controller(
          "source", boxY: 28,
          segues: #"<segue destination="pop" kind="popoverPresentation" popoverAnchorView="source-box" id="sg"><popoverArrowDirection key="popoverArrowDirection" up="YES"/></segue>"#),
        CanvasDocumentXML.controller("pop", width: 200, height: 65, boxY: 8, extra: #"<size key="freeformSize" width="200" height="65"/>"#),
      ])
    #expect(CanvasDocumentXML.boxAgrees("pop", in: text))
  }

  @Test("A notification-center widget: no status bar")
  func widget() {
    let text = CanvasDocumentXML.document(
      toolsVersion: "6254", device: nil,
      scenes: [
        CanvasDocumentXML.controller(
          "widget", width: 320, height: 37, boxY: 8, rootAttributes: #"simulatedAppContext="notificationCenter""#,
          extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="320" height="37"/>"#)
      ])
    #expect(CanvasDocumentXML.boxAgrees("widget", in: text))
  }

  @Test("Xcode 11, iPhone 11 document: the home indicator's 34 points at the bottom (unconfirmed)")
  func homeIndicator() {
    func text(_ boxY: Double) -> String {
      CanvasDocumentXML.document(
        toolsVersion: "16097", device: "retina6_1",
        scenes: [
          CanvasDocumentXML.controller(
            "vc", width: 600, height: 260, boxY: boxY, pinnedToBottom: true,
            extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="600" height="260"/>"#)
        ])
    }
    #expect(CanvasDocumentXML.boxAgrees("vc", in: text(260 - 34 - 8 - 30)))
    #expect(!CanvasDocumentXML.boxAgrees("vc", in: text(260 - 8 - 30)))
  }
}
