import Foundation
import InterfaceBuilder

/// Container controllers built from relationship segues.
@MainActor
enum StoryboardRelationships {
  /// The UIKit class for a controller element that has no custom class.
  static func uiKitClass(forElement name: String) -> UIViewController.Type {
    UIViewController.self
  }

  /// Gives `container` its relationship children, in document order.
  static func install(
    _ children: [(relationship: String, controller: UIViewController)], in container: UIViewController,
    scene: StoryboardScene
  ) {
    AdaptiveKitLog.shared.report(
      .storyboard,
      "\(scene.storyboard.document.fileName):\(scene.controller.location): relationship segues "
        + children.map(\.relationship).joined(separator: ", ") + " need the container API, which is not merged yet")
  }
}
