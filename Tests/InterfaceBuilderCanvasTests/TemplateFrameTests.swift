import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Xcode 6's launch-screen xib template stores its labels 441 points wide where their constraints
/// give 440; Interface Builder leaves frames within about a point of their constraints alone, so
/// projects made from it keep the template's frames until a later Xcode lays them out (Xcode 11).
/// Unconfirmed beyond the stored frames of seventeen such files (see `IBTemplateFrames`).
@MainActor
@Suite("Xcode 6's launch-screen template keeps its stored label frames on its canvas")
struct TemplateFrameTests {
  static let fixture = "Xcode6LaunchScreenTemplate.xib"

  func layOut(_ xml: String) throws -> StoryboardSceneBuilder {
    let document = try IBDocument(data: Data(xml.utf8), fileName: Self.fixture)
    let root = try #require(document.topLevelViews.first)
    return SceneHost(document: document).host(root: root, controller: nil, placement: .asSaved)
  }

  func templateXML() throws -> String {
    try String(contentsOf: SceneFixtures.folder.appendingPathComponent(Self.fixture), encoding: .utf8)
  }

  @Test("the template's labels keep (20, 140, 441, 43) and (20, 439, 441, 21)")
  func templateFrames() throws {
    let layout = try layOut(try templateXML())
    #expect(layout.frame(ofViewWithID: "kId-c2-rCX") == CGRect(x: 20, y: 140, width: 441, height: 43))
    #expect(layout.frame(ofViewWithID: "8ie-xW-0ye") == CGRect(x: 20, y: 439, width: 441, height: 21))
  }

  @Test("Xcode 9 with a device keeps them; Xcode 11 lays the labels out at their constraints' 440 points")
  func laterXcodes() throws {
    func withDevice(plugIn: String) throws -> String {
      try templateXML()
        .replacingOccurrences(
          of: "    <dependencies>",
          with: "    <device id=\"retina4_7\" orientation=\"portrait\"><adaptation id=\"fullscreen\"/></device>\n    <dependencies>")
        .replacingOccurrences(of: "version=\"6247\"", with: "version=\"\(plugIn)\"")
    }
    #expect(try layOut(withDevice(plugIn: "13772")).frame(ofViewWithID: "8ie-xW-0ye")?.width == 441)
    #expect(try layOut(withDevice(plugIn: "16087")).frame(ofViewWithID: "8ie-xW-0ye")?.width == 440)
  }

  @Test("a label its constraints move more than a point away is laid out")
  func movedLabel() throws {
    let xml = try templateXML().replacingOccurrences(
      of: "secondAttribute=\"bottom\" constant=\"20\" id=\"Kzo-t9-V3l\"", with: "secondAttribute=\"bottom\" constant=\"40\" id=\"Kzo-t9-V3l\"")
    let layout = try layOut(xml)
    #expect(layout.frame(ofViewWithID: "8ie-xW-0ye") == CGRect(x: 20, y: 419, width: 440, height: 21))
    #expect(layout.frame(ofViewWithID: "kId-c2-rCX")?.width == 441)
  }

  @Test("at run time the template's labels follow their constraints")
  func runtimeLayout() throws {
    let document = try IBDocument(data: Data(try templateXML().utf8), fileName: Self.fixture)
    let root = try #require(document.topLevelViews.first)
    let layout = StoryboardSceneBuilder(root: root, document: document)
    let view = try #require(layout.view(withID: root.id))
    view.frame = CGRect(x: 0, y: 0, width: 480, height: 480)
    view.layoutIfNeeded()
    #expect(layout.frame(ofViewWithID: "8ie-xW-0ye")?.width == 440)
  }
}
