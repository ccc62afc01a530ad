import AdaptiveKit
import Foundation
import InterfaceBuilder

extension StoryboardSceneBuilder {
  /// Builds the hierarchy of `root` as the canvas of the Xcode that saved `document` draws it,
  /// applying the Any/Any variations until the root view has size classes (then those of its
  /// traits, and again on every change); `host` receives the root view when given, so
  /// `controller`'s top and bottom layout guides resolve.
  public convenience init(root: IBView, document: IBDocument, controller: IBViewController? = nil, host: UIViewController? = nil) {
    self.init(
      root: root, document: document, controller: controller, host: host, context: .canvas(DocumentCanvas(document: document)))
  }

  /// The UIKit release the canvas of the Xcode that saved `document` draws with (the release of
  /// its iOS plug-in's SDK; the simulator's default when the document names no Xcode).
  public static func canvasRelease(of document: IBDocument) -> UIKitRelease {
    XcodeRelease(document: document).canvasRelease
  }

  /// The ids `SceneHost.host(sceneID:…)` accepts for every laid-out root of `document`: each scene with
  /// a root view (by scene id), then each top-level view of a xib.
  public static func sceneIDs(in document: IBDocument) -> [String] {
    document.scenes.filter { $0.viewController?.view != nil }.map(\.sceneID)
      + document.topLevelViews.map(\.id).filter { !$0.isEmpty }
  }
}

/// The controller a laid-out scene's root view belongs to; it takes every orientation so the
/// simulator can show the scene in any of them.
@MainActor
package final class IBSceneHostController: UIViewController {
  /// The layout of the scene hosted, told after each layout pass (automatic-height rows settle then).
  package weak var sceneLayout: StoryboardSceneBuilder?

  override package var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

  override package func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    sceneLayout?.settleSelfSizingRowsAfterLayout()
  }
}
