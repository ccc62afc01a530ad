import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

@MainActor
@Suite("A switch takes the size of the iOS plug-in that drew the document")
struct IBEraSwitchSizeTests {
  /// A storyboard with one switch pinned to the root's top-left corner.
  static func document(toolsVersion: String, plugIn: String) throws -> IBDocument {
    let text = StoryboardXML.oneScene(
      toolsVersion: toolsVersion, plugIn: plugIn,
      subviews: """
        <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
            <rect key="frame" x="20" y="100" width="51" height="31"/>
        </switch>
        """,
      constraints: """
        <constraint firstItem="sw" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
        <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-t"/>
        """)
    return try IBDocument(data: Data(text.utf8), fileName: "Switch.storyboard")
  }

  static func switchSize(toolsVersion: String, plugIn: String) throws -> CGSize {
    let document = try document(toolsVersion: toolsVersion, plugIn: plugIn)
    let scene = try #require(document.scenes.first)
    let controller = try #require(scene.viewController)
    let root = try #require(controller.view)
    let layout = SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    let entry = try #require(layout.entries.first { $0.source.id == "sw" })
    return entry.view.frame.size
  }

  @Test("Xcode 26's plug-in draws iOS 26's 63×28 switch; earlier ones 51×31")
  func byPlugIn() throws {
    #expect(try Self.switchSize(toolsVersion: "24127", plugIn: "24063") == CGSize(width: 63, height: 28))
    #expect(try Self.switchSize(toolsVersion: "22505", plugIn: "22504") == CGSize(width: 51, height: 31))
  }

  @Test("A hand-edited tools version does not override the plug-in the document records")
  func plugInWinsOverToolsVersion() throws {
    #expect(try Self.switchSize(toolsVersion: "32700.99.1234", plugIn: "22685") == CGSize(width: 51, height: 31))
  }
}
