import AdaptiveKit
import Foundation
import Testing

@testable import AdaptivePhotos

/// The seeds' trait-override container: wider than 320 points (in landscape) the split view
/// controller is told its width is regular, so an iPhone in landscape shows both columns.
@MainActor
@Suite("The trait-override container forces a regular width on wide screens")
struct AdaptivePhotosTraitOverrideTests {
  @Test(
    "Which sizes get a forced regular width",
    arguments: [
      ("iPhone 5s", UIInterfaceOrientation.portrait, false),
      ("iPhone 5s", .landscapeLeft, true),
      ("iPhone 15", .portrait, false),
      ("iPhone 15", .landscapeLeft, true),
      ("iPhone 8 Plus", .landscapeLeft, true),
      ("iPad Pro 11\" (M4)", .portrait, false),
      ("iPad Pro 11\" (M4)", .landscapeLeft, true),
    ])
  func rule(device name: String, orientation: UIInterfaceOrientation, forced: Bool) throws {
    let device = try #require(Device.named(name))
    let traits = TraitOverrideViewController.forcedTraits(for: device.size(in: orientation))
    #expect((traits?.horizontalSizeClass == .regular) == forced)
    // Only the width is overridden; the vertical size class stays the device's.
    #expect(traits.map { $0.verticalSizeClass == .unspecified } ?? true)
  }

  @Test("Unconfirmed reading: a 393-point iPhone in portrait is wider than 320 but stays compact (the seeds meant landscape)")
  func modernPortraitStaysCompact() throws {
    let session = try AdaptivePhotosSession(device: try #require(Device.named("iPhone 15")), orientation: .portrait)
    #expect(session.app.root.overrideTraitCollection(forChild: session.split) == nil)
    #expect(session.split.traitCollection.horizontalSizeClass == .compact)
    #expect(session.split.isCollapsed)
  }

  @Test("Launching in landscape applies the override at once, without a rotation")
  func onLoad() throws {
    let session = try AdaptivePhotosSession(device: try #require(Device.named("iPhone 15")), orientation: .landscapeLeft)
    #expect(session.app.root.overrideTraitCollection(forChild: session.split)?.horizontalSizeClass == .regular)
    #expect(session.split.traitCollection.horizontalSizeClass == .regular)
    #expect(session.split.traitCollection.verticalSizeClass == .compact)
    #expect(!session.split.isCollapsed)
  }

  @Test("Rotate an iPhone from portrait to landscape: the split view now shows primary and detail side by side, and back")
  func rotation() throws {
    for name in ["iPhone 5s", "iPhone 15", "iPhone 8 Plus"] {
      let session = try AdaptivePhotosSession(device: try #require(Device.named(name)), orientation: .portrait)
      #expect(session.split.isCollapsed, "\(name) portrait")
      #expect(session.screen.columns.map(\.controller) == ["ListTableViewController"])
      session.rotate(to: .landscapeLeft)
      #expect(!session.split.isCollapsed, "\(name) landscape")
      #expect(session.screen.columns.map(\.controller) == ["ListTableViewController", "EmptyViewController"])
      let columns = session.screen.columns.map(\.frame)
      #expect(columns.count == 2 && columns[0].maxX <= columns[1].minX, "side by side on \(name)")
      session.rotate(to: .portrait)
      #expect(session.split.isCollapsed, "\(name) back in portrait")
      #expect(session.app.root.overrideTraitCollection(forChild: session.split) == nil)
    }
  }
}
