import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Frames Xcode's file templates store, which Interface Builder keeps until it lays the views out
/// again: it leaves a frame within about a point of its constraints unmarked and unchanged.
///
/// Xcode 6's `LaunchScreen.xib` (a 480 × 480 root) stores its two labels 441 points wide, where
/// their constraints (leading 20, centred) give 440, and the title at y 140 where its centre at a
/// third of the height gives 139.5. Projects made from it keep those frames while its Xcode
/// leaves the 480 × 480 canvas untouched: eleven corpus files of Xcode 6–7 and four from outside
/// it, with the template's text or the user's, and animated-tab-bar's Xcode 9 copy (a `<device>`,
/// the title moved, the copyright line still 441 wide). Andy0570's Xcode 11 copy stores 440 for
/// both, so the rule stops at plug-in 15000 (unconfirmed between Xcode 9 and 11). Used only when
/// laying a document out at its stored size (verify, `adaptive layout`); at run time constraints
/// decide.
@MainActor
enum IBTemplateFrames {
  /// Xcode 6's launch-screen xib template: its labels' ids and stored frames.
  static let launchScreenLabels: [String: CGRect] = [
    "8ie-xW-0ye": CGRect(x: 20, y: 439, width: 441, height: 21),
    "kId-c2-rCX": CGRect(x: 20, y: 140, width: 441, height: 43),
  ]
  /// The template's root view size.
  static let launchScreenCanvas = CGSize(width: 480, height: 480)
  /// The first plug-in build seen laying the template's labels out again.
  static let relayingBuild = XcodeRelease.Build.xcode11
  /// How far a solved frame's edges may lie from the stored one before Interface Builder
  /// reports the view misplaced (and so would have moved it when asked to update frames).
  static let misplacementTolerance: CGFloat = 1

  /// Puts the template's frames back on views still within the tolerance of them.
  static func restore(in layout: StoryboardSceneBuilder, root: IBView, document: IBDocument) {
    guard document.documentKind == .xib, document.isLaunchScreen,
      XcodeRelease(document: document).build < relayingBuild,
      let rootFrame = root.frame,
      rootFrame.width == Double(launchScreenCanvas.width), rootFrame.height == Double(launchScreenCanvas.height)
    else { return }
    for (id, templateFrame) in launchScreenLabels {
      guard let view = layout.view(withID: id), view.superview === layout.view(withID: root.id),
        isWithinTolerance(view.frame, of: templateFrame)
      else { continue }
      view.frame = templateFrame
    }
  }

  static func isWithinTolerance(_ frame: CGRect, of stored: CGRect) -> Bool {
    let edges: [(CGFloat, CGFloat)] = [
      (frame.minX, stored.minX), (frame.minY, stored.minY), (frame.maxX, stored.maxX), (frame.maxY, stored.maxY),
    ]
    return edges.allSatisfy { abs($0 - $1) <= misplacementTolerance }
  }
}
