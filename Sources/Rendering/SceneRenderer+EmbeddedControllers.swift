import AdaptiveKit
import Foundation
import InterfaceBuilder

extension SceneRenderer {
  /// Draws, inside each drawn container view under `root`, the controller its embed segue shows,
  /// laid out at the container's size with the part of the screen's bars it overlaps as insets.
  func drawEmbeddedControllers(
    of root: IBView, configuration: RenderConfiguration, depth: Int, context: DrawingContext
  ) throws(RenderError) {
    for container in root.allViews where container.element.name == "containerView" {
      // A hidden or uninstalled container was not drawn, so it has no frame and shows nothing.
      guard let frame = context.viewFrames[container.id] else { continue }
      for segue in container.segues where segue.segueKind == .embed {
        guard let destination = segue.destinationID.flatMap({ controllers[$0] }) else { continue }
        let statusBar = configuration.device.safeAreaInsets(in: configuration.orientation).top
        try draw(destination, in: frame, fullScreen: false, sizeClasses: configuration.sizeClasses,
          configuration: configuration, statusBar: max(0, statusBar - frame.minY), depth: depth + 1, context: context)
      }
    }
  }
}
