import AdaptiveKit
import Foundation
import Testing

/// A navigation controller that hides its bar (`navigationBarHidden="YES"`, UIKit's
/// `isNavigationBarHidden`) has Interface Builder draw no navigation bar over any scene of its
/// stack, the root and the controllers pushed from it: their top layout guides sit under the status
/// bar alone (20 points on an iPhone 8), not under a 44-point bar.
@MainActor
@Suite("A navigation controller hiding its bar draws none over its stack")
struct HiddenNavigationBarInferenceTests {
  /// A navigation controller whose root `vc` shows `next`; each holds a box 8 points below its top
  /// layout guide, stored at `boxY`.
  static func document(boxY: Double, barHidden: Bool) -> String {
    CanvasDocumentXML.document(
      toolsVersion: "11762",
      scenes: [
        CanvasDocumentXML.container(
          "navigationController", id: "nav", relationships: [("rootViewController", "vc")],
          attributes: barHidden ? #"navigationBarHidden="YES""# : ""),
        CanvasDocumentXML.controller(
          "vc", boxY: boxY, segues: #"<segue destination="next" kind="show" id="push1"/>"#),
        CanvasDocumentXML.controller("next", boxY: boxY),
      ])
  }

  @Test("Hidden bar: the root's and the pushed scene's boxes sit 8 points below the status bar")
  func hidden() {
    for id in ["vc", "next"] {
      #expect(CanvasDocumentXML.boxAgrees(id, in: Self.document(boxY: 20 + 8, barHidden: true)))
      #expect(!CanvasDocumentXML.boxAgrees(id, in: Self.document(boxY: 64 + 8, barHidden: true)))
    }
  }

  @Test("Shown bar (the default): 8 points below the 44-point bar")
  func shown() {
    for id in ["vc", "next"] {
      #expect(CanvasDocumentXML.boxAgrees(id, in: Self.document(boxY: 64 + 8, barHidden: false)))
    }
  }
}
