import AdaptiveKit
import Foundation
import Testing

/// A controller whose simulated status bar is "None" (`<nil key="simulatedStatusBarMetrics"/>`) in
/// a layout-guide document (before safe areas) is drawn without one: its top layout guide is at 0
/// on a home-button phone (IBAnimatable's Xcode 7 and 8 walkthrough scenes). Safe-area documents
/// keep the device's inset (Apple's Xcode 9 AVCam scene stays 20 points down), so they are left alone.
@MainActor
@Suite("A simulated status bar of None leaves the top layout guide at 0")
struct HiddenStatusBarMetricTests {
  static func document(boxY: Double) -> String {
    CanvasDocumentXML.document(
      toolsVersion: "12120",
      scenes: [CanvasDocumentXML.controller("vc", boxY: boxY, extra: #"<nil key="simulatedStatusBarMetrics"/>"#)])
  }

  @Test("An iPhone 8 scene with no status bar: the box 8 points below the top")
  func hidden() {
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(boxY: 8)))
    #expect(!CanvasDocumentXML.boxAgrees("vc", in: Self.document(boxY: 28)))
  }

  @Test("Without the metric the status bar stays")
  func shown() {
    let text = CanvasDocumentXML.document(toolsVersion: "12120", scenes: [CanvasDocumentXML.controller("vc", boxY: 28)])
    #expect(CanvasDocumentXML.boxAgrees("vc", in: text))
  }
}
