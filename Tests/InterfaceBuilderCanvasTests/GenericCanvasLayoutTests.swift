import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// Xcode 6–7 size-class storyboards, edited on the generic 600×600 Any/Any canvas, laid out on
/// real devices: the variations of each device's size classes decide what is there.
@MainActor
@Suite("Generic 600×600 storyboards lay out on every device", .enabled(if: SharedCorpus.runsTests(needing: "corpus"), "\(SharedCorpus.skipReason("corpus"))"))
struct GenericCanvasLayoutTests {
  /// An Xcode 6.3 progress-view tutorial whose views are all uninstalled in the base and
  /// installed for wC hR only, with wC hR constants (a 64-point label, centre offsets 1.5 and −2).
  static let progressFile = "0406__ioscreator__ioscreator__Main.storyboard"
  static let button = "9lf-ib-Ec7"
  static let label = "6oC-dm-wbj"
  static let progress = "7G0-DZ-p1I"
  static let excluded = ["enP-C1-bsu", "7RF-8h-2Oe"]

  static func document(_ name: String) throws -> IBDocument {
    try IBDocument(contentsOf: SharedCorpus.requireFile(name, in: "corpus"))
  }

  @Test("wC hR phones get the three wC hR views with their constants", arguments: ["retina4_7", "retina6_0", "retina4_0"])
  func compactWidthRegularHeight(_ ibDevice: String) throws {
    let document = try Self.document(Self.progressFile)
    let device = try SceneFixtures.device(ibDevice)
    let layout = try SceneHost.layout(sceneID: "ufC-wZ-h7g", in: document, device: device)
    let width = device.portraitSize.width
    let top = device.portraitSafeAreaInsets.top
    for id in [Self.button, Self.label, Self.progress] { #expect(layout.isInstalled(viewWithID: id), "\(id)") }
    for id in Self.excluded { #expect(!layout.isInstalled(viewWithID: id), "\(id)") }
    let button = try #require(layout.frameInRoot(ofViewWithID: Self.button))
    #expect(button.minY == top + 31)
    #expect(button.midX == width / 2)
    let label = try #require(layout.frameInRoot(ofViewWithID: Self.label))
    #expect(label.width == 64)
    // Frames snap to the pixel grid (a third of a point on 3x screens).
    let pixel = 1 / device.scale + 1e-9
    #expect(abs(label.midX - (width / 2 + 1.5)) <= pixel)
    #expect(abs(label.minY - (button.maxY + 58)) <= pixel)
    let progress = try #require(layout.frameInRoot(ofViewWithID: Self.progress))
    #expect(progress.minX == 20)
    #expect(abs(progress.midX - (width / 2 + 1.5 - 2)) <= pixel)
    #expect(abs(progress.minY - (label.maxY + 91)) <= pixel)
    // Constraints to uninstalled views are not in force even where their owner installs them.
    let active = Set(layout.activeConstraints.map(\.id))
    #expect(active.isSuperset(of: ["INT-Eo-UFS", "7yU-Mh-vO8", "PZ6-Bo-6ND", "Wns-52-4hP"]))
    #expect(active.isDisjoint(with: ["PDe-Jd-261", "Y1C-8s-f4X", "dUT-yB-23D", "d8B-ut-O39"]))
  }

  @Test("Any/Any, wC hC and wR hR show the base: nothing installed")
  func otherCells() throws {
    let document = try Self.document(Self.progressFile)
    let cases: [(Device, UIInterfaceOrientation)] = [
      (.generic, .portrait), (try SceneFixtures.device("retina4_7"), .landscapeLeft),
      (try SceneFixtures.device("ipad9_7"), .portrait), (try SceneFixtures.device("retina5_5"), .landscapeRight),
    ]
    for (device, orientation) in cases {
      let layout = try SceneHost.layout(sceneID: "ufC-wZ-h7g", in: document, device: device, orientation: orientation)
      #expect(layout.rootView.subviews.isEmpty, "\(device) \(orientation)")
      #expect(layout.entries.count == 1)
    }
  }

  @Test("Every scene of a generic storyboard fills every device in portrait and landscape")
  func everySceneEveryDevice() throws {
    let document = try Self.document("0693__ScottLogic__iOS8-day-by-day__Main.storyboard")
    for device in Device.all {
      for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
        for scene in StoryboardSceneBuilder.sceneIDs(in: document) {
          let layout = try SceneHost.layout(sceneID: scene, in: document, device: device, orientation: orientation)
          let name = "\(scene) on \(device) \(orientation)"
          #expect(layout.rootView.frame.size == device.size(in: orientation), "\(name)")
          #expect(layout.sizeClasses == StoryboardSceneBuilder.sizeClasses(of: device.traitCollection(in: orientation)), "\(name)")
          for entry in layout.entries {
            let frame = entry.view.frame
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(name): \(entry.source.id)")
          }
        }
      }
    }
  }
}
