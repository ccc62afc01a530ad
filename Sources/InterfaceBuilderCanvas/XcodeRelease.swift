import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The Xcode that saved a document, read from its two version numbers, and the iOS SDK its
/// canvas draws with.
///
/// A document records the tools version of the Xcode that last saved it (`toolsVersion`) and the
/// build of Interface Builder's iOS plug-in it depends on (`IBCocoaTouchPlugin`). Xcode writes
/// both, in step, except in files made from templates or edited by hand (30 template copies store
/// tools version 32700 with plug-in 22600; 7 files store Xcode 9's tools with Xcode 8.3's plug-in).
/// The plug-in carries the simulated devices and control metrics, so the canvas reads its build,
/// falling back to the tools version.
package struct XcodeRelease: Sendable, Equatable {
  /// The leading digits of the document's tools version; 0 when absent.
  package let toolsVersion: Int
  /// The iOS plug-in's build, else the tools version; 0 when neither is present.
  package let plugInVersion: Int

  package init(toolsVersion: Int, plugInVersion: Int) {
    self.toolsVersion = toolsVersion
    self.plugInVersion = plugInVersion
  }

  package init(document: IBDocument) {
    let tools = Self.leadingNumber(document.toolsVersion)
    let plugIn = document.root.elements(in: "dependencies").first {
      $0.name == "plugIn" && $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
    }
    self.init(toolsVersion: tools, plugInVersion: Self.leadingNumber(plugIn?["version"]).nonZero ?? tools)
  }

  private static func leadingNumber(_ version: String?) -> Int {
    version.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
  }

  /// The newest named build this document's plug-in is at or past (`.unknown` without versions).
  package var build: Build { Build(plugInVersion: plugInVersion) }

  /// Whether the document names the Xcode that saved it.
  package var isKnown: Bool { plugInVersion > 0 }

  /// The iOS SDK the canvas of this Xcode draws with; the simulator's default release when the
  /// document names none.
  package var canvasRelease: UIKitRelease {
    switch build {
    case .unknown: .simulatorDefault
    case .xcode5: .iOS7
    case .xcode6: .iOS8
    case .xcode7: .iOS9
    case .xcode8, .xcode8_1: .iOS10
    case .xcode9: .iOS11
    case .xcode10: .iOS12
    case .xcode11, .xcode11_2: .iOS13
    case .xcode12: .iOS14
    case .xcode12_5: UIKitRelease(14, 5)
    case .xcode13: .iOS15
    case .xcode14, .xcode14_3: .iOS16
    case .xcode15, .xcode15_3: .iOS17
    case .xcode16, .xcode16_3: .iOS18
    case .xcode26: .iOS26
    }
  }
}

extension XcodeRelease {
  /// The first iOS plug-in build of each Xcode whose canvas changed something modelled, each
  /// named once. Builds are those Interface Builder writes (`<plugIn version>`); the Xcode named
  /// is the first whose documents carry the build, from the corpus's manifest and stored frames.
  package enum Build: Int, CaseIterable, Comparable, Sendable {
    /// No version in the document.
    case unknown = 0
    /// Xcode 5 and earlier (iOS 7 SDK).
    case xcode5 = 1
    /// Xcode 6 (iOS 8): size classes, the generic 600×600 canvas.
    case xcode6 = 6000
    /// Xcode 7 (iOS 9).
    case xcode7 = 8000
    /// Xcode 8 (iOS 10): device canvases.
    case xcode8 = 11000
    /// Xcode 8.1 (its first documents carry 11542, saved on macOS 10.12.1): tables drawn from
    /// their top, automatic section spacing 28.
    case xcode8_1 = 11500
    /// Xcode 9 (iOS 11): the safe area.
    case xcode9 = 13000
    /// Xcode 10 (iOS 12): 50-point iPad bars.
    case xcode10 = 14000
    /// Xcode 11 (iOS 13): canvases without a status bar on home-button devices. Starts at its
    /// first beta's plug-in, 14790 (tools 14835.7; betas then wrote 14819.2 and 14824, the release
    /// 15404): those files already carry Xcode 11's `appearance`, host SwiftUI and store frames
    /// without the status bar, while Xcode 10.2–10.3 wrote 14460 and 14490.
    case xcode11 = 14790
    /// Xcode 11.2: every plain table section framed (Xcode 11.0's 15404 draws untitled ones bare).
    case xcode11_2 = 15500
    /// Xcode 12 (iOS 14).
    case xcode12 = 17000
    /// Xcode 12.5 (iOS 14.5): the Extra Small canvas text size.
    case xcode12_5 = 18000
    /// Xcode 13 (iOS 15).
    case xcode13 = 19000
    /// Xcode 14 (iOS 16): the devices' own safe-area insets.
    case xcode14 = 21000
    /// Xcode 14.3: the status bar back on home-button phones. Xcode 14.1–14.2 (plug-in 21505)
    /// still drew them without one; 21678 is the first plug-in seen drawing it, and the step is
    /// placed between the two.
    case xcode14_3 = 21600
    /// Xcode 15 (iOS 17).
    case xcode15 = 22000
    /// Xcode 15.3: grouped tables' 38-point later headers.
    case xcode15_3 = 22500
    /// Xcode 16 (iOS 18).
    case xcode16 = 23000
    /// The plug-in 23721 of the corpora's last Xcode 16 saves (tools 23727): canvases count each
    /// safe-area inset twice, as Xcode 26's do.
    case xcode16_3 = 23700
    /// Xcode 26 (iOS 26): the 63×28 switch.
    case xcode26 = 24000

    /// The newest named build at or before the plug-in build `plugInVersion`.
    package init(plugInVersion: Int) {
      self = Self.allCases.last { $0.rawValue <= plugInVersion } ?? .unknown
    }

    package static func < (lhs: Build, rhs: Build) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}

extension Int {
  fileprivate var nonZero: Int? { self == 0 ? nil : self }
}
