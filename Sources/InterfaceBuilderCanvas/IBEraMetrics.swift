import AdaptiveKit
import Foundation
import InterfaceBuilder

/// What Interface Builder's canvas draws as plain views in a document of the Xcode that saved it:
/// bars placed as views (UIKit's bar classes only at run time). Controls take their metrics from
/// the canvas's release (`XcodeRelease.canvasRelease`, `ControlMetrics`).
package struct IBEraMetrics {
  /// The intrinsic heights of bars drawn as plain views, by element name (toolbars 44, or 49
  /// above the home indicator from Xcode 11; search bars as `ControlMetrics.searchBarHeight`).
  var barHeights: [String: CGFloat]
  /// A toolbar view's height directly above the home indicator (`IBPlainView.heightAboveHomeIndicator`):
  /// 49 in documents saved by Xcode 11 or later; nil before, when toolbars are always 44.
  var toolbarHeightAboveHomeIndicator: CGFloat?
  /// Whether xib top-level views are drawn without a status bar (Xcode 11 to 14.0, as storyboard
  /// canvases of home-button phones are).
  package var xibViewsHideStatusBar: Bool
  /// Whether the canvas draws an activity indicator that hides when stopped and is not animating
  /// (stored `hidden="YES"`: UIKit hid it when the document was archived), so a stack view
  /// arranges it at its full size.
  package var drawsStoppedActivityIndicators: Bool

  package init(document: IBDocument) {
    let xcode = XcodeRelease(document: document)
    // Xib views follow the storyboard canvases' era (`IBCanvasSafeArea`): OnionBrowser's
    // full-screen iPhone SE xibs keep their scroll views 20 points down when saved with plug-ins
    // 21678 and 22130, at 0 when saved with 15702 and 16096.
    xibViewsHideStatusBar = xcode.build >= IBCanvasSafeArea.statusBarlessBuild && xcode.build < IBCanvasSafeArea.statusBarReturnBuild
    toolbarHeightAboveHomeIndicator = xcode.build >= .xcode11 ? 49 : nil
    // Xcode 12, 12.5 and 16 documents store the siblings after such an indicator in a stack one
    // indicator and one spacing further on (three repositories); an Xcode 7 one stores it collapsed.
    // Xcode 8–11 left no sample, so the first Xcode seen drawing it is taken.
    drawsStoppedActivityIndicators = xcode.build >= .xcode12
    // iOS 12 (Xcode 10) made an iPad's navigation bars and toolbars 50 points high: an Xcode 10.1
    // iPad navigation controller stores its bar 768×50, and an Xcode 11.3 iPad document's
    // navigation bars placed as views are stored 50 high (outside the corpus).
    let padBars = document.catalogDevice?.idiom == .pad && xcode.build >= IBSimulatedBars.padBarsBuild
    barHeights = [
      "toolbar": padBars ? IBSimulatedBars.padBarHeight : 44, "navigationBar": padBars ? IBSimulatedBars.padBarHeight : 44,
      "tabBar": 49,
      "searchBar": ControlMetrics.searchBarHeight[xcode.canvasRelease],
    ]
  }
}
