import AdaptiveKit
import Foundation
import Rendering
import Testing

@Suite("The storyboard map places scenes and labels segues by kind")
@MainActor
struct StoryboardMapTests {
  @Test("Every scene has a box; segues are arrows labeled by kind; the initial scene has its arrow")
  func map() throws {
    let renderer = SceneRenderer(document: try RenderingFixtures.sample())
    let svg = StoryboardMap.svg(for: renderer).text
    for scene in renderer.scenes { #expect(svg.contains("data-id=\"\(scene.id)\"")) }
    #expect(svg.contains("data-kind=\"showDetail\""))
    #expect(svg.contains("data-kind=\"show\""))
    #expect(svg.contains("data-kind=\"masterViewController\""))
    #expect(svg.contains("data-kind=\"rootViewController\""))
    #expect(svg.contains("data-kind=\"initial\""))
  }

  @Test("A scene without a canvas label shows the title its controller holds once loaded, set in code")
  func titleFromTheApp() throws {
    UIStoryboard.register(RetitledController.self, forClassName: "RetitledController")
    let document = try RenderingFixtures.storyboard(
      """
      <scene sceneID="scene"><objects>
      <viewController id="vc" title="Stored" customClass="RetitledController" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="root">
      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      </view>
      </viewController>
      </objects>
      <point key="canvasLocation" x="100" y="100"/>
      </scene>
      """)
    let svg = StoryboardMap.svg(for: SceneRenderer(document: document)).text
    #expect(svg.contains(">Loaded<") || svg.contains("<title>Loaded ("))
    #expect(!svg.contains("Stored"))
  }
}

/// A controller that retitles itself when its view loads.
final class RetitledController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Loaded"
  }
}
