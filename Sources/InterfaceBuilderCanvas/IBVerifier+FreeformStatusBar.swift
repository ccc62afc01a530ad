import AdaptiveKit
import Foundation
import InterfaceBuilder

extension IBVerifier {
  /// Whether Interface Builder draws the status bar over a freeform-sized controller's canvas.
  ///
  /// Xcode 7 to 9 did for a controller of the app (unconfirmed beyond the corpus's samples, three
  /// projects): HeroTransitions' 320×440 scenes (Xcode 8) keep their buttons 28 points down
  /// with an 8-point constraint to the top layout guide, openfoodfacts' 375×1100 scene (Xcode
  /// 8.3) its scroll view 10 below the guide at 30, its 375×1000 scene (Xcode 9) with a simulated
  /// navigation bar at 64, and HackingWithSwift's 320×528 scene (Xcode 7) under a navigation bar
  /// at 64. A popover's content (no status bar over it) and an app extension's view
  /// (`simulatedAppContext`, a Today widget at 0) have none; an embedded child follows the rule
  /// for embedded children. No freeform app scene of Xcode 10 or later is in the corpus, so those
  /// keep the canvas without a status bar.
  static func freeformShowsStatusBar(
    controller: IBViewController, root: IBView, bars: IBSimulatedBars, xcode: XcodeRelease.Build
  ) -> Bool {
    isFreeformAppScene(controller: controller, root: root, bars: bars) && xcode < .xcode10 && !bars.isEmbedded
  }

  /// Whether the controller is a freeform-sized scene of the app itself: not a popover's content
  /// nor an app extension's view (`simulatedAppContext`).
  static func isFreeformAppScene(controller: IBViewController, root: IBView, bars: IBSimulatedBars) -> Bool {
    controller.simulatedMetrics.freeformSize != nil && !bars.isPopover && root.element["simulatedAppContext"] == nil
  }
}
