import AdaptiveKit
import Foundation
import Testing

@testable import AdaptivePhotos

/// The seeds' Adaptive Photos narrative, step by step, on an iPhone and an iPad: the list, a
/// conversation, a photo titled "N of M", disclosure indicators that follow whether showing
/// pushes, and the split view expanding and collapsing as the device turns.
@MainActor
@Suite("Adaptive Photos follows the seeds' narrative on iPhone and iPad")
struct AdaptivePhotosNarrativeTests {
  private func phone() throws -> AdaptivePhotosSession {
    try AdaptivePhotosSession(device: try #require(Device.named("iPhone 15")), orientation: .portrait)
  }

  private func pad(_ orientation: UIInterfaceOrientation = .landscapeLeft) throws -> AdaptivePhotosSession {
    try AdaptivePhotosSession(device: try #require(Device.named("iPad Pro 11\" (M4)")), orientation: orientation)
  }

  @Test("An iPhone launches in portrait into the conversation list, every row with a disclosure indicator")
  func phoneLaunch() throws {
    let screen = try phone().screen
    #expect(screen.isCollapsed)
    #expect(screen.sizeClasses == "wC hR")
    #expect(screen.columns.count == 1)
    let list = try #require(screen.columns.first)
    #expect(list.controller == "ListTableViewController" && list.title == "Conversations")
    #expect(list.rows.map(\.text) == ["Lake weekend", "Birthday", "Garden", "City walk"])
    // Collapsed, both show and Show Detail push — even the single-photo "Garden" row.
    #expect(list.rows.allSatisfy { $0.hasDisclosureIndicator })
  }

  @Test("Picking a conversation pushes its photos; Show Detail would push too, so each photo row has an indicator")
  func phoneConversation() throws {
    let session = try phone()
    try session.selectConversation(named: "City walk")
    let column = try #require(session.screen.columns.first)
    #expect(column.controller == "ConversationViewController" && column.title == "City walk")
    #expect(column.stack == ["Conversations", "City walk"])
    #expect(column.rows.map(\.text) == ["Skyline at dusk", "Over the red bridge", "Saturday market", "The yellow tram"])
    #expect(column.rows.allSatisfy { $0.hasDisclosureIndicator })
  }

  @Test("Picking a photo shows it titled \"N of M\", pushed on the collapsed split view's navigation stack")
  func phonePhoto() throws {
    let session = try phone()
    try session.selectConversation(named: "City walk")
    try session.selectPhoto(row: 1)
    let screen = session.screen
    #expect(screen.isCollapsed)
    let column = try #require(screen.columns.first)
    #expect(column.controller == "PhotoViewController")
    #expect(column.title == "2 of 4")
    #expect(column.stack == ["Conversations", "City walk", "2 of 4"])
    #expect(session.visiblePhotoController?.overlayView.text == "Over the red bridge")
    // The photo fills the page under the navigation bar; the caption and stars sit 20 points from the corner.
    let image = try #require(column.frames["image"]), rating = try #require(column.frames["rating"])
    #expect(image.width == session.simulator.window.bounds.width)
    #expect(rating.maxX == image.maxX - 20 && rating.maxY == image.maxY - 20)
    #expect(try #require(column.frames["caption"]).maxY <= rating.minY)
  }

  @Test("Rotate the iPhone to landscape: the split view now shows primary and detail side by side, the photo in the detail column, and the photo rows lose their indicators")
  func phoneRotates() throws {
    let session = try phone()
    try session.selectConversation(named: "City walk")
    try session.selectPhoto(row: 1)
    session.rotate(to: .landscapeLeft)
    let screen = session.screen
    #expect(!screen.isCollapsed)
    #expect(screen.sizeClasses == "wR hC")
    #expect(screen.columns.map(\.controller) == ["ConversationViewController", "PhotoViewController"])
    #expect(screen.columns.map(\.title) == ["City walk", "2 of 4"])
    let (primary, detail) = (screen.columns[0], screen.columns[1])
    #expect(primary.frame.maxX <= detail.frame.minX)
    // showDetailTargetDidChangeNotification: Show Detail now replaces the detail column.
    #expect(primary.rows.allSatisfy { !$0.hasDisclosureIndicator })

    session.rotate(to: .portrait)
    let back = session.screen
    #expect(back.isCollapsed)
    #expect(back.columns.first?.stack == ["Conversations", "City walk", "2 of 4"])
    try session.tapBack()
    #expect(session.screen.columns.first?.rows.allSatisfy { $0.hasDisclosureIndicator } == true, "indicators are back")
  }

  @Test("The single-photo conversation shows its photo as the detail, titled with the conversation's name")
  func singlePhotoConversation() throws {
    let session = try phone()
    try session.selectConversation(named: "Garden")
    #expect(session.screen.columns.first?.stack == ["Conversations", "Garden"])
    #expect(session.visiblePhotoController?.photo?.comment == "The tulips are out")

    let ipad = try pad()
    #expect(ipad.screen.columns.first?.rows.map(\.hasDisclosureIndicator) == [true, true, false, true])
    try ipad.selectConversation(named: "Garden")
    #expect(ipad.screen.columns.map(\.title) == ["Conversations", "Garden"])
  }

  @Test("On an iPad in landscape the split view is expanded; conversation rows push, photo rows have no indicator, and the photo replaces the empty detail")
  func padLandscape() throws {
    let session = try pad()
    var screen = session.screen
    #expect(!screen.isCollapsed && screen.sizeClasses == "wR hR")
    #expect(screen.columns.map(\.controller) == ["ListTableViewController", "EmptyViewController"])
    try session.selectConversation(named: "City walk")
    screen = session.screen
    #expect(screen.columns.map(\.controller) == ["ConversationViewController", "EmptyViewController"])
    #expect(screen.columns[0].rows.allSatisfy { !$0.hasDisclosureIndicator })
    try session.selectPhoto(row: 3)
    screen = session.screen
    #expect(screen.columns.map(\.title) == ["City walk", "4 of 4"])
    #expect(screen.columns[1].controller == "PhotoViewController")
    #expect(screen.columns[0].frame.width == 320)
    #expect(screen.columns[1].frame.minX >= 320)
    #expect(screen.columns[0].rows.map(\.isSelected) == [false, false, false, true])
  }

  @Test("Rotating the iPad to portrait keeps both columns (preferred display mode all visible)")
  func padPortrait() throws {
    let session = try pad()
    try session.selectConversation(named: "Lake weekend")
    try session.selectPhoto(row: 0)
    session.rotate(to: .portrait)
    let screen = session.screen
    #expect(!screen.isCollapsed)
    #expect(screen.columns.map(\.title) == ["Lake weekend", "1 of 3"])
    #expect(screen.columns[0].rows.allSatisfy { !$0.hasDisclosureIndicator })
  }

  @Test("The scripted session records every step and renders each to SVG")
  func script() throws {
    let steps = try AdaptivePhotosScript.run(on: try #require(Device.named("iPhone 15")), startingIn: .portrait)
    #expect(steps.count == 10)
    #expect(steps.map(\.screen.isCollapsed) == [true, true, true, true, false, true, true, true, false, true])
    #expect(steps[2].screen.columns.first?.title == "2 of 4")
    #expect(steps[7].screen.presented?.title == "Profile")
    for step in steps { #expect(step.drawing.text.hasPrefix("<?xml")) }
    #expect(!steps[0].drawing.body.contains("<image"), "the list has no pictures")
    #expect(steps[2].drawing.body.contains("<image"), "the photo is drawn")
    #expect(steps[0].drawing.body.contains("Conversations"))
    #expect(steps[2].drawing.body.contains("2 of 4"))
  }
}
