import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The safe area Interface Builder simulates on an iPhone canvas, which follows the Xcode that
/// saved the document rather than today's devices.
///
/// Before Xcode 14 (tools version 21000) Interface Builder drew every home-indicator iPhone with
/// the iPhone X's metrics: a 44-point status bar in portrait, 44-point sides in landscape, a
/// 34-point (portrait) or 21-point (landscape) home-indicator inset. From Xcode 14 on it uses each
/// device's own insets, and the 375×812 canvas it still calls `retina5_9` is the iPhone 13 mini
/// (a 50-point status bar). Xcode 11 to 14.0 drew home-button iPhones with no status bar in the
/// safe area at all (Xcode 10 and later Xcode 14 releases with 20 points). The corpus bears these out: views pinned
/// to the safe area of `retina6_1` (414×896) scenes sit 44 points down in Xcode 11–13 files and
/// 48 in Xcode 14+ files, those of `retina5_9` scenes 50 points down in Xcode 14+ files, those of
/// `retina4_7` scenes at 0 (or 44 under a navigation bar) in Xcode 11–13 files and 20 otherwise.
///
/// Xcode 26, and the last Xcode 16 plug-in before it, count every inset of a home-indicator
/// iPhone twice: its `retina6_1` scenes pin views to a safe area 96 points down and 68 up
/// (IQKeyboardManager), and its navigation bars sit at twice the status bar (y 96 on
/// `retina6_1`, 118 on `retina6_12` over a 680-point root view: firebase's quickstart).
package enum IBCanvasSafeArea {
  /// The first plug-in build whose canvases use each device's own safe area (Xcode 14).
  static let deviceInsetsBuild = XcodeRelease.Build.xcode14
  /// The first plug-in build that drew home-button iPhones without a status bar (Xcode 11).
  package static let statusBarlessBuild = XcodeRelease.Build.xcode11
  /// The first plug-in build that drew them with their 20-point status bar again, storyboards and
  /// xibs alike: iNaturalist's scenes sit at 0 in plug-in 21207 saves (tools 21225) and 20 points
  /// down in the 21679 save of the same storyboard; OnionBrowser's 21678 xibs at 20. Plug-in 21505
  /// (Xcode 14.1–14.2) still drew none: element's four scroll views, woocommerce's settings and
  /// header and covpass's imprint, pinned to the safe area's top, are stored at 0. Between 21505
  /// and 21678 no document is in the corpora.
  static let statusBarReturnBuild = XcodeRelease.Build.xcode14_3
  /// The first plug-in build taken to draw home-button iPads with their status bar again
  /// (Xcode 12; seen hidden in plug-ins 15400 and 16087, shown in 19144).
  static let padStatusBarReturnBuild = XcodeRelease.Build.xcode12
  /// The first plug-in build whose canvases count each safe-area inset twice: 23721 (tools
  /// 23727), whose iPhone 11 scenes pin views 96 points down and 68 up (entourage, nRF-Mesh;
  /// held out: GoMap, threema, canvas-ios), as Xcode 26's do; 23504 does not. Seen on
  /// home-indicator iPhones in portrait only. Home-button iPhones keep their inset (tinode's
  /// iPhone 8 Plus and canvas-ios's iPhone 8 scenes of 23721 at 20). What is counted twice is the
  /// portrait inset: a landscape canvas adds the portrait insets to its own (xdripswift's
  /// Xcode 26 landscape iPhone 12 pins a stack 5 points inside a safe area inset 47 at the top,
  /// 47 at the sides and 55 at the bottom: 0 + 47, 47 + 0, 21 + 34; views of its pushed scenes
  /// sit 47 + 54 down). iPads, whose insets are the same in both orientations, are taken to
  /// double in both (unconfirmed).
  static let doubledInsetsBuild = XcodeRelease.Build.xcode16_3

  /// `device` as the Interface Builder of `xcode` simulates it.
  package static func device(_ device: Device, xcode: XcodeRelease.Build) -> Device {
    let simulated = eraDevice(device, xcode: xcode)
    guard xcode >= doubledInsetsBuild, device.idiom != .phone || device.hasHomeIndicator else { return simulated }
    let portrait = simulated.safeAreaInsets(in: .portrait)
    func addingPortrait(_ insets: UIEdgeInsets) -> UIEdgeInsets {
      UIEdgeInsets(
        top: insets.top + portrait.top, left: insets.left + portrait.left, bottom: insets.bottom + portrait.bottom,
        right: insets.right + portrait.right)
    }
    return simulated.withSafeAreaInsets(
      portrait: addingPortrait(portrait), landscape: addingPortrait(simulated.safeAreaInsets(in: .landscapeLeft)))
  }

  /// `device` with the insets of the Xcode `xcode`, before Xcode 26's doubling.
  private static func eraDevice(_ device: Device, xcode: XcodeRelease.Build) -> Device {
    // Home-button iPads too, in Xcode 11 only: an Xcode 11.3 iPad (10.2-inch) document pins its
    // views 0 and 20 points below a safe area with no status bar, an Xcode 11.5 one centres a
    // spinner below its navigation bar alone, while an Xcode 13.2 iPad scene sits below the
    // 20-point status bar (three files outside the corpus; Xcode 12 unseen).
    if device.idiom == .pad, !device.hasHomeIndicator {
      let hidesStatusBar = xcode >= statusBarlessBuild && xcode < padStatusBarReturnBuild
      return hidesStatusBar ? device.withSafeAreaInsets(portrait: .zero, landscape: .zero) : device
    }
    guard device.idiom == .phone else { return device }
    if !device.hasHomeIndicator {
      // Xcode 11–13 drew home-button iPhones without a status bar in the safe area.
      let hidesStatusBar = xcode >= statusBarlessBuild && xcode < statusBarReturnBuild
      return hidesStatusBar ? device.withSafeAreaInsets(portrait: .zero, landscape: .zero) : device
    }
    if xcode < deviceInsetsBuild {
      return device.withSafeAreaInsets(
        portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
        landscape: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }
    if device.ibDeviceId == "retina5_9",
      let mini = Device.all.first(where: {
        $0.idiom == .phone && $0.portraitSize == device.portraitSize && $0.safeAreaInsets(in: .portrait).top == 50
      })
    {
      return device.withSafeAreaInsets(
        portrait: mini.safeAreaInsets(in: .portrait), landscape: mini.safeAreaInsets(in: .landscapeLeft))
    }
    return device
  }
}
