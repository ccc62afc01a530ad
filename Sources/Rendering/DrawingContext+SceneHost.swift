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

  /// `collection` built as UIKit builds it, showing its prototypes in a box of `size` with
  /// `safeArea` (`SceneHost.hostPrototypes`); what layout logged goes to `messages`.
  func hostPrototypes(
    of collection: IBView, size: CGSize, safeArea: UIEdgeInsets, sizeClasses: SizeClassPair, inBarController: Bool
  ) -> HostedPrototypeCollection? {
    guard let host = sceneHost else { return nil }
    let (hosted, captured) = AdaptiveKitLog.shared.capture {
      host.hostPrototypes(
        of: collection, size: size, safeArea: safeArea, sizeClasses: sizeClasses, variant: variant,
        inBarController: inBarController)
    }
    // The collection is loaded as an app loads it but without the app's bundle: what loading
    // says of images and layout classes is not the drawing's to report (the canvas drew them).
    let logged = captured.filter { $0.category != .storyboard && $0.category != .assets }
    messages += logged.map { $0.diagnostic(file: host.document.fileName, root: collection) }
    if !logged.isEmpty, let hosted {
      let ids = hosted.layout.constraintIDsByIdentity
      layoutProblems += logged.map { LayoutProblem($0, ids: ids) }
    }
    return hosted
  }
}
