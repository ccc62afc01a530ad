import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Testing

/// Xcode 26 draws iOS 26's navigation bar on iPhone canvases: 54 points high (106 with a large
/// title), in landscape too, where earlier canvases drew UIKit's 44 (32 in landscape). Xcode 26
/// documents of four repositories store their navigation bars 54 high and the views pinned below
/// them one such bar under the status bar's inset.
@MainActor
@Suite("Xcode 26's iPhone canvas draws iOS 26's 54-point navigation bar")
struct IOS26NavigationBarTests {
  /// A navigation controller's root scene on `device` saved by `toolsVersion`, its box stored
  /// `boxY` down and pinned 8 points below the top layout guide.
  static func document(
    toolsVersion: String, device: String = "retina6_1", portraitSize: (width: Int, height: Int) = (414, 896),
    landscape: Bool = false, largeTitles: Bool = false, boxY: Double
  ) -> String {
    let size = landscape ? (width: portraitSize.height, height: portraitSize.width) : portraitSize
    let bar = largeTitles ? #"<navigationBar key="navigationBar" largeTitles="YES" id="nav-bar"/>"# : ""
    var text = CanvasDocumentXML.document(
      toolsVersion: toolsVersion, device: device,
      scenes: [
        CanvasDocumentXML.container("navigationController", id: "nav", relationships: [("rootViewController", "vc")])
          .replacingOccurrences(of: "<connections>", with: "\(bar)<connections>"),
        CanvasDocumentXML.controller("vc", width: size.width, height: size.height, boxY: boxY),
      ])
    if landscape { text = text.replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#) }
    return text
  }

  @Test("Xcode 26: the box sits 8 below a 54-point bar under the doubled 48-point status bar (158); Xcode 16.3 keeps 44 (148)")
  func portraitBar() {
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(toolsVersion: "24127", boxY: 96 + 54 + 8)))
    #expect(!CanvasDocumentXML.boxAgrees("vc", in: Self.document(toolsVersion: "24127", boxY: 96 + 44 + 8)))
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(toolsVersion: "23727", boxY: 96 + 44 + 8)))
  }

  @Test("Xcode 26 with large titles: a 106-point bar (54 and UIKit's 52-point title row)")
  func largeTitleBar() {
    #expect(CanvasDocumentXML.boxAgrees("vc", in: Self.document(toolsVersion: "24127", largeTitles: true, boxY: 96 + 106 + 8)))
    #expect(!CanvasDocumentXML.boxAgrees("vc", in: Self.document(toolsVersion: "24127", largeTitles: true, boxY: 96 + 96 + 8)))
  }

  @Test("Xcode 26 in landscape: 54 points, not the compact 32, and no large title")
  func landscapeBar() {
    // A home-button iPhone 8: no status bar in landscape, and no inset doubling to account for.
    func document(_ toolsVersion: String, largeTitles: Bool = false, boxY: Double) -> String {
      Self.document(
        toolsVersion: toolsVersion, device: "retina4_7", portraitSize: (375, 667), landscape: true,
        largeTitles: largeTitles, boxY: boxY)
    }
    #expect(CanvasDocumentXML.boxAgrees("vc", in: document("24127", boxY: 54 + 8)))
    #expect(CanvasDocumentXML.boxAgrees("vc", in: document("24127", largeTitles: true, boxY: 54 + 8)))
    #expect(!CanvasDocumentXML.boxAgrees("vc", in: document("24127", boxY: 32 + 8)))
    #expect(CanvasDocumentXML.boxAgrees("vc", in: document("23727", boxY: 32 + 8)))
  }
}
