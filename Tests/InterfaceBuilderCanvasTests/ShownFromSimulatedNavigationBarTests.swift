import AdaptiveKit
import Foundation
import Testing

/// Interface Builder infers a shown controller's top bar from its source's: a controller that
/// simulates a navigation bar itself (its navigation controller lives in another storyboard) puts
/// the controllers it shows below one too. IBAnimatable's Xcode 8 scenes, shown from a table
/// controller drawn with a navigation bar, keep their content 64 points down (43 views agree).
@MainActor
@Suite("Controllers shown from one that simulates a navigation bar sit below one")
struct ShownFromSimulatedNavigationBarTests {
  static let navigationBarMetrics = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#

  static func document(detailBoxY: Double, sourceExtra: String = navigationBarMetrics, detailExtra: String = "") -> String {
    CanvasDocumentXML.document(
      toolsVersion: "12120",
      scenes: [
        CanvasDocumentXML.controller(
          "list", boxY: 72, extra: sourceExtra, segues: #"<segue destination="detail" kind="show" id="sg1"/>"#),
        CanvasDocumentXML.controller("detail", boxY: detailBoxY, extra: detailExtra),
      ])
  }

  @Test("The shown scene's top layout guide is below the status bar and a 44-point bar")
  func shownBelowBar() {
    #expect(CanvasDocumentXML.boxAgrees("detail", in: Self.document(detailBoxY: 64 + 8)))
    #expect(!CanvasDocumentXML.boxAgrees("detail", in: Self.document(detailBoxY: 20 + 8)))
  }

  @Test("Without the source's simulated bar the shown scene has only the status bar")
  func noBarWithoutSourceMetrics() {
    #expect(CanvasDocumentXML.boxAgrees("detail", in: Self.document(detailBoxY: 20 + 8, sourceExtra: "")))
  }

  @Test("A shown scene that says it has no top bar keeps none")
  func explicitNoTopBar() {
    let none = #"<nil key="simulatedTopBarMetrics"/>"#
    #expect(CanvasDocumentXML.boxAgrees("detail", in: Self.document(detailBoxY: 20 + 8, detailExtra: none)))
  }
}
