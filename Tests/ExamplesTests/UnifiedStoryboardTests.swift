import AdaptiveKit
import Foundation
import Testing

@testable import UnifiedStoryboard

/// The seeds' unified storyboard: one file, a split view with a game menu; Select Game's Show
/// Detail segue adapts to the device, and the leaderboard is excluded from compact width.
@MainActor
@Suite("The unified-storyboard game menu adapts to every device")
struct UnifiedStoryboardTests {
  @Test("On an iPad in landscape the game appears in the detail column, with its leaderboard")
  func iPadShowsDetailBeside() throws {
    let session = try GameMenuSession(device: try #require(Device.named("iPad Pro 11\" (M4)")), orientation: .landscapeLeft)
    #expect(!session.split.isCollapsed)
    let detailBefore = session.split.viewControllers.last
    try session.tapSelectGame()
    #expect(!session.split.isCollapsed)
    #expect(session.visibleTitles == ["Games", "Game"])
    #expect(session.split.viewControllers.last !== detailBefore, "Show Detail replaces the detail column")
    #expect(session.showsLeaderboard)
  }

  @Test("On an iPhone the game is pushed onto the menu's stack, without the leaderboard")
  func iPhonePushes() throws {
    let session = try GameMenuSession(device: try #require(Device.named("iPhone 15")), orientation: .portrait)
    #expect(session.split.isCollapsed)
    #expect(session.visibleTitles == ["Games"], "an iPhone launches into the menu")
    let primary = try #require(session.split.viewControllers.first as? UINavigationController)
    let depth = primary.viewControllers.count
    try session.tapSelectGame()
    #expect(session.split.isCollapsed)
    #expect(primary.viewControllers.count == depth + 1, "Show Detail pushes on a collapsed split view")
    #expect(session.visibleTitles == ["Game"])
    #expect(!session.showsLeaderboard, "the leaderboard is not installed for compact width")
  }

  @Test("A Plus rotating to portrait collapses onto the game, and the leaderboard goes away with the regular width")
  func plusRotates() throws {
    let session = try GameMenuSession(device: try #require(Device.named("iPhone 8 Plus")), orientation: .landscapeLeft)
    #expect(!session.split.isCollapsed)
    try session.tapSelectGame()
    #expect(session.visibleTitles == ["Games", "Game"])
    #expect(session.showsLeaderboard)
    session.rotate(to: .portrait)
    #expect(session.split.isCollapsed)
    #expect(session.visibleTitles == ["Game"])
    #expect(!session.showsLeaderboard)
    session.rotate(to: .landscapeLeft)
    #expect(!session.split.isCollapsed)
    #expect(session.showsLeaderboard)
  }

  @Test("Each step is drawn for --render: the menu, then the game beside it on an iPad with its leaderboard")
  func renderedSteps() throws {
    let steps = try GameMenuScript.run(on: try #require(Device.named("iPad Pro 11\" (M4)")), startingIn: .landscapeLeft)
    #expect(steps.map(\.action) == ["Launch", "Tap Select Game", "Rotate"])
    #expect(steps[1].summary.hasSuffix("Games | Game (leaderboard shown)"))
    let picture = steps[1].drawing
    #expect(picture.width == 1210)
    #expect(picture.body.contains("Select Game") && picture.body.contains("Leaderboard"))
    #expect(picture.body.contains("2. Tap Select Game"))
  }
}
