import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas

extension DrawingContext {
  /// `root` hosted by the document's `SceneHost` at `placement` in the variant being drawn, with
  /// `insets` as its added safe area; what layout logged goes to `messages`. Nil when drawing
  /// live views (no document).
  func hostScene(
    root: IBView, controller: IBViewController?, placement: SceneHost.Placement, insets: UIEdgeInsets,
    sizeClasses: SizeClassPair
  ) -> StoryboardSceneBuilder? {
    guard let host = sceneHost else { return nil }
    let (layout, logged) = AdaptiveKitLog.shared.capture {
      host.host(
        root: root, controller: controller, placement: placement, insets: .explicit(insets), sizeClasses: sizeClasses,
        variant: variant)
    }
    messages += logged.map { $0.diagnostic(file: host.document.fileName, root: root) }
    if !logged.isEmpty {
      let ids = layout.constraintIDsByIdentity
      layoutProblems += logged.map { LayoutProblem($0, ids: ids) }
    }
    return layout
  }
}
