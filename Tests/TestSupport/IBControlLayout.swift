import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Testing

/// Lays out a one-scene storyboard as `adaptive verify` does and returns a view's solved frame.
@MainActor
public enum IBControlLayout {
  /// The solved frame of view `id` in a one-scene storyboard of `subviews` and `constraints`.
  public static func frame(
    of id: String, toolsVersion: String = "22505", plugIn: String? = "22504", device: String = "retina4_7",
    subviews: String, constraints: String, images: [(name: String, width: Int, height: Int)] = []
  ) throws -> CGRect {
    var text = StoryboardXML.oneScene(
      device: device, toolsVersion: toolsVersion, plugIn: plugIn, subviews: subviews, constraints: constraints)
    if !images.isEmpty {
      let list = images.map { "<image name=\"\($0.name)\" width=\"\($0.width)\" height=\"\($0.height)\"/>" }
      text = text.replacingOccurrences(
        of: "</document>", with: "<resources>\(list.joined())</resources>\n</document>")
    }
    let document = try IBDocument(data: Data(text.utf8), fileName: "Controls.storyboard")
    let scene = try #require(document.scenes.first)
    let controller = try #require(scene.viewController)
    let root = try #require(controller.view)
    let layout = SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    return try #require(layout.entries.first { $0.source.id == id }).view.frame
  }

  /// Constraints pinning `id`'s leading and top edges to the root's.
  public static func pinned(_ id: String, x: Int = 20, y: Int = 100) -> String {
    """
    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(x)" id="\(id)-l"/>
    <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
    """
  }
}
