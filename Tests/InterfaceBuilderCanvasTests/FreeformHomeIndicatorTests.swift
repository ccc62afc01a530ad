import AdaptiveKit
import Foundation
import Testing

/// A freeform app scene on a home-indicator iPhone document keeps the home indicator's inset at
/// the bottom of its canvas: Andy0570's Xcode 11 copy of Apple's CustomPresentation sample stores a
/// 600×260 scene's button 20 points above a bottom layout guide 34 points up. Unconfirmed beyond
/// that sample. Popover contents and widgets keep none.
@MainActor
@Suite("A freeform scene on a home-indicator iPhone keeps the indicator's inset (unconfirmed)")
struct FreeformHomeIndicatorTests {
  static let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="600" height="260"/>"#

  static func document(boxY: Double, popover: Bool = false) -> String {
    var scenes = [
      CanvasDocumentXML.controller(
        "vc", width: 600, height: 260, boxY: boxY, pinnedToBottom: true, extra: Self.freeform)
    ]
    if popover {
      scenes.append(
        CanvasDocumentXML.controller(
          "source", width: 414, height: 896, boxY: 52,
          segues: #"<segue destination="vc" kind="popoverPresentation" popoverAnchorView="source-box" id="sg"><popoverArrowDirection key="popoverArrowDirection" up="YES"/></segue>"#))
    }
    return CanvasDocumentXML.document(toolsVersion: "16097", device: "retina6_1", scenes: scenes)
  }

  @Test("Xcode 11, iPhone 11 document: the box ends 8 points above an inset of 34")
  func homeIndicator() {
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(boxY: 260 - 34 - 8 - 30)))
    #expect(!CanvasDocumentXML.boxAgrees("vc", in: Self.document(boxY: 260 - 8 - 30)))
  }

  @Test("A popover's content keeps no inset")
  func popover() {
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(boxY: 260 - 8 - 30, popover: true)))
  }
}
