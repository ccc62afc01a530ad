import AdaptiveKit
import Foundation
import Testing

/// UIKit keeps the bottom bar hidden for every controller pushed above one whose
/// `hidesBottomBarWhenPushed` is set ("the bottom bar remains hidden until the view controller is
/// popped from the stack"), and Interface Builder draws those scenes without the tab bar
/// (iNaturalist's taxon map, pushed from a taxon page pushed from an observation page that hides
/// the bar, keeps its map down to the screen's bottom in three saves).
@MainActor
@Suite("Controllers pushed above one that hides the bottom bar have no tab bar")
struct HidesBottomBarInheritanceTests {
  static func document(mapBoxY: Double) -> String {
    CanvasDocumentXML.document(
      toolsVersion: "11762",
      scenes: [
        CanvasDocumentXML.container("tabBarController", id: "tabs", relationships: [("viewControllers", "nav")]),
        CanvasDocumentXML.container("navigationController", id: "nav", relationships: [("rootViewController", "home")]),
        CanvasDocumentXML.controller(
          "home", boxY: 72, segues: #"<segue destination="detail" kind="show" id="sg1"/>"#),
        CanvasDocumentXML.controller("detail", boxY: 72, segues: #"<segue destination="map" kind="show" id="sg2"/>"#)
          .replacingOccurrences(of: #"<viewController id="detail""#, with: #"<viewController hidesBottomBarWhenPushed="YES" id="detail""#),
        CanvasDocumentXML.controller("map", boxY: mapBoxY, pinnedToBottom: true),
      ])
  }

  @Test("The map scene pushed above the hiding scene ends 8 points above the screen's bottom")
  func pushedAbove() {
    #expect(CanvasDocumentXML.boxAgrees("map", in: Self.document(mapBoxY: 667 - 8 - 30)))
    #expect(!CanvasDocumentXML.boxAgrees("map", in: Self.document(mapBoxY: 667 - 49 - 8 - 30)))
  }
}
