import AdaptiveKit
import Foundation
import Testing

@testable import AdaptivePhotos

/// The split view delegate's collapse and separate logic from the seeds, and the photo-containment
/// queries it relies on.
@MainActor
@Suite("Adaptive Photos collapses onto photos and separates them again")
struct AdaptivePhotosSplitDelegateTests {
  private func same(_ left: [UIViewController], _ right: [UIViewController]) -> Bool {
    left.count == right.count && zip(left, right).allSatisfy { $0 === $1 }
  }

  private func fixtures() throws -> (user: User, list: ListTableViewController, trip: ConversationViewController, city: ConversationViewController) {
    let user = try PhotoLibrary.loadUser()
    AdaptivePhotosActions.declare()
    let list = ListTableViewController()
    list.user = user
    let trip = ConversationViewController()
    trip.conversation = user.conversations[0]
    let city = ConversationViewController()
    city.conversation = user.conversations[3]
    return (user, list, trip, city)
  }

  @Test("Collapsing a secondary without a photo drops it: the list stays on screen")
  func collapseWithoutPhoto() throws {
    let (_, list, _, _) = try fixtures()
    let navigation = UINavigationController(rootViewController: list)
    let split = UISplitViewController()
    let handled = AdaptivePhotosSplitDelegate().splitViewController(split, collapseSecondary: EmptyViewController(), onto: navigation)
    #expect(handled)
    #expect(same(navigation.viewControllers, [list]))
  }

  @Test("Collapsing a photo keeps only the controllers that contain it, then lets the navigation controller push it")
  func collapseKeepsPhotoControllers() throws {
    let (user, list, trip, city) = try fixtures()
    let photo = user.conversations[3].photos[1]
    // An unrelated conversation on the stack above the list: it does not contain the photo.
    let navigation = UINavigationController(rootViewController: list)
    navigation.pushViewController(trip, animated: false)
    let secondary = PhotoViewController()
    secondary.photo = photo
    #expect(list.containsPhoto(photo))
    #expect(!trip.containsPhoto(photo))
    #expect(city.containsPhoto(photo))
    #expect(secondary.containedPhoto === photo)
    let handled = AdaptivePhotosSplitDelegate().splitViewController(
      UISplitViewController(), collapseSecondary: secondary, onto: navigation)
    #expect(!handled, "false lets the navigation controller push the photo")
    #expect(same(navigation.viewControllers, [list]))

    let otherList = ListTableViewController()
    otherList.user = user
    let again = UINavigationController(rootViewController: otherList)
    again.pushViewController(city, animated: false)
    _ = AdaptivePhotosSplitDelegate().splitViewController(UISplitViewController(), collapseSecondary: secondary, onto: again)
    #expect(same(again.viewControllers, [otherList, city]))
  }

  @Test("Separating gives the detail column an empty page unless the primary's stack shows a photo")
  func separate() throws {
    let (user, list, _, city) = try fixtures()
    let delegate = AdaptivePhotosSplitDelegate()
    let navigation = UINavigationController(rootViewController: list)
    navigation.pushViewController(city, animated: false)
    #expect(delegate.splitViewController(UISplitViewController(), separateSecondaryFrom: navigation) is EmptyViewController)
    let photo = PhotoViewController()
    photo.photo = user.conversations[3].photos[0]
    navigation.pushViewController(photo, animated: false)
    #expect(delegate.splitViewController(UISplitViewController(), separateSecondaryFrom: navigation) == nil)
  }

  @Test("In the app: a photo shown on a Plus in landscape collapses onto its conversation in portrait and comes back beside it")
  func collapseAndSeparateInTheApp() throws {
    let session = try AdaptivePhotosSession(device: try #require(Device.named("iPhone 8 Plus")), orientation: .landscapeLeft)
    try session.selectConversation(named: "City walk")
    try session.selectPhoto(row: 2)
    #expect(session.screen.columns.map(\.title) == ["City walk", "3 of 4"])
    #expect(session.visibleConversation?.currentVisibleDetailPhoto(withSender: nil)?.comment == "Saturday market")
    session.rotate(to: .portrait)
    let primary = try #require(session.split.viewControllers.first as? UINavigationController)
    #expect(session.split.isCollapsed)
    #expect(primary.viewControllers.map { $0.title ?? "" } == ["Conversations", "City walk", "3 of 4"])
    #expect(session.visibleConversation == nil)
    #expect(session.app.list.currentVisibleDetailPhoto(withSender: nil) == nil, "collapsed: no detail column")
    session.rotate(to: .landscapeLeft)
    #expect(!session.split.isCollapsed)
    #expect(session.screen.columns.map(\.title) == ["City walk", "3 of 4"])
  }

  @Test("Without a photo on the stack, expanding shows the empty page in the detail column")
  func expandWithoutPhoto() throws {
    let session = try AdaptivePhotosSession(device: try #require(Device.named("iPhone 15")), orientation: .portrait)
    try session.selectConversation(named: "Birthday")
    session.rotate(to: .landscapeLeft)
    #expect(session.screen.columns.map(\.controller) == ["ConversationViewController", "EmptyViewController"])
  }
}
