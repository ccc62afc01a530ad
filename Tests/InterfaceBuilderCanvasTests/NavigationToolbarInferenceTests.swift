import AdaptiveKit
import Foundation
import Testing

/// A navigation controller that shows its toolbar (`toolbarHidden="NO"`) has Interface Builder
/// draw a 44-point toolbar under every scene of its stack (Apple's Live Photo sample: the photo
/// view ends at the toolbar, 436 on a 480-point screen).
@MainActor
@Suite("A navigation controller showing its toolbar draws it under its stack's scenes")
struct NavigationToolbarInferenceTests {
  static func document(boxY: Double, toolbarHidden: String) -> String {
    CanvasDocumentXML.document(
      toolsVersion: "11762",
      scenes: [
        CanvasDocumentXML.container(
          "navigationController", id: "nav", relationships: [("rootViewController", "vc")],
          attributes: #"toolbarHidden="\#(toolbarHidden)""#),
        CanvasDocumentXML.controller("vc", boxY: boxY, pinnedToBottom: true),
      ])
  }

  @Test("Shown toolbar: the box ends 8 points above it")
  func shown() {
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(boxY: 667 - 44 - 8 - 30, toolbarHidden: "NO")))
    #expect(!CanvasDocumentXML.boxAgrees("vc", in: Self.document(boxY: 667 - 8 - 30, toolbarHidden: "NO")))
  }

  @Test("Hidden toolbar (the default): no bottom bar")
  func hidden() {
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(boxY: 667 - 8 - 30, toolbarHidden: "YES")))
  }
}
