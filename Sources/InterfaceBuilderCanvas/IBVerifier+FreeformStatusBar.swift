import AdaptiveKit
import Foundation
import InterfaceBuilder

extension IBVerifier {
  /// Whether Interface Builder draws the status bar over a freeform-sized controller's canvas: the
  /// top inset its era gives the document's device (`IBCanvasSafeArea`), over every freeform
  /// controller of the app.
  ///
  /// Xcode 7–9 (corpus): HeroTransitions' 320×440 scenes (Xcode 8) keep their buttons 28 points
  /// down with an 8-point constraint to the top layout guide, openfoodfacts' 375×1100 scene (Xcode
  /// 8.3) its scroll view 10 below the guide at 30, HackingWithSwift's 320×528 scene (Xcode 7)
  /// under a navigation bar at 64. Xcode 10 and later (corpus-apps, views pinned to the safe
  /// area's top): Slide's Xcode 10.1 iPhone 8 scene at 20; RadarCOVID's four and stopp-corona's
  /// Xcode 12.4 iPhone 11 scenes, Hackers' and blink's at the sensor housing's 44; canvas-ios's
  /// Xcode 14–16 iPhone 8 scenes at 20; xdripswift's Xcode 26 iPhone 12 scenes at 47; stepik's
  /// Xcode 11.3 iPhone 8 and SE scenes at 0, as Xcode 11–14.0 drew every home-button iPhone.
  /// Left out: appcenter's Xcode 10.1 extension controller, which extends no edge under bars, is
  /// stored at 0 (one sample, not modelled). A popover's content (no status bar over it) and an
  /// app extension's view (`simulatedAppContext`, a Today widget at 0) have none; an embedded
  /// child follows the rule for embedded children.
  static func freeformShowsStatusBar(controller: IBViewController, root: IBView, bars: IBSimulatedBars) -> Bool {
    isFreeformAppScene(controller: controller, root: root, bars: bars) && !bars.isEmbedded
  }

  /// Whether the controller is a freeform-sized scene of the app itself: not a popover's content
  /// nor an app extension's view (`simulatedAppContext`).
  static func isFreeformAppScene(controller: IBViewController, root: IBView, bars: IBSimulatedBars) -> Bool {
    controller.simulatedMetrics.freeformSize != nil && !bars.isPopover && root.element["simulatedAppContext"] == nil
  }
}
