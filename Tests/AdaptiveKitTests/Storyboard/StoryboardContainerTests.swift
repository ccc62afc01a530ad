import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Relationship segues build containers and segue kinds use show, showDetail and present")
struct StoryboardContainerTests {
  private func adaptive() throws(UIStoryboardError) -> UIStoryboard {
    StoryboardFixtures.register()
    return try UIStoryboard.load(name: "Adaptive", bundle: StoryboardFixtures.bundle)
  }

  /// The split view from the initial scene, hosted on `device`, with its list controller.
  private func hostedSplit(on device: String, _ orientation: UIInterfaceOrientation = .portrait) throws
    -> (Simulator, UISplitViewController, UINavigationController, ListController)
  {
    let split = try #require(try adaptive().loadInitialViewController() as? UISplitViewController)
    let simulator = try hosted(split, on: device, orientation)
    let navigation = try #require(split.viewControllers.first as? UINavigationController)
    let list = try #require(navigation.viewControllers.first as? ListController)
    list.loadViewIfNeeded()
    return (simulator, split, navigation, list)
  }

  private func button(_ title: String, in controller: UIViewController) throws -> UIButton {
    try #require(controller.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title })
  }

  @Test func relationshipsBuildNavigationSplitAndTabControllers() throws {
    let storyboard = try adaptive()
    let split = try #require(try storyboard.loadInitialViewController() as? UISplitViewController)
    #expect(split.viewControllers.count == 2)
    let navigation = try #require(split.viewControllers.first as? UINavigationController)
    let list = try #require(navigation.viewControllers.first as? ListController)
    #expect(list.navigationItem.title == "Photos")
    #expect(list.storyboard === storyboard)
    #expect(split.viewControllers.last?.title == "Empty")
    let tabs = try #require(try storyboard.loadViewController(withIdentifier: "Tabs") as? UITabBarController)
    #expect(tabs.viewControllers?.map(\.title) == ["One", "Two"])
    #expect(tabs.viewControllers?.first?.tabBarItem.title == "First")
  }

  @Test func showDetailReplacesTheSecondaryOnIPad() throws {
    let (simulator, split, navigation, list) = try hostedSplit(on: "iPad Air 2", .landscapeLeft)
    #expect(!split.isCollapsed)
    try button("Photo", in: list).sendActions(for: .touchUpInside)
    #expect(split.viewControllers.count == 2)
    #expect(split.viewControllers.last is PhotoController)
    #expect(navigation.viewControllers.count == 1)
    _ = simulator
  }

  @Test func showDetailPushesOnThePrimaryOnIPhone() throws {
    let (simulator, split, navigation, list) = try hostedSplit(on: "iPhone 15")
    #expect(split.isCollapsed)
    try button("Photo", in: list).sendActions(for: .touchUpInside)
    #expect(navigation.topViewController is PhotoController)
    #expect(split.presentedViewController == nil)
    _ = simulator
  }

  @Test func showAndLegacyPushPushOntoTheNavigationStack() throws {
    let (simulator, _, navigation, list) = try hostedSplit(on: "iPad Air 2", .landscapeLeft)
    try button("Show", in: list).sendActions(for: .touchUpInside)
    #expect(navigation.viewControllers.count == 2)
    try button("Push", in: list).sendActions(for: .touchUpInside)
    #expect(navigation.viewControllers.count == 3)
    #expect(navigation.viewControllers.dropFirst().allSatisfy { $0 is PhotoController })
    _ = simulator
  }

  @Test func presentationSeguesUseTheSegueStyles() throws {
    let (simulator, _, _, list) = try hostedSplit(on: "iPad Air 2", .landscapeLeft)
    try button("Modal", in: list).sendActions(for: .touchUpInside)
    let photo = try #require(list.presentedViewController as? PhotoController)
    #expect(photo.modalPresentationStyle == .formSheet)
    #expect(photo.modalTransitionStyle == .crossDissolve)
    _ = simulator
  }

  @Test func popoverSeguesAnchorToTheirViewWithTheirArrows() throws {
    let (simulator, _, _, list) = try hostedSplit(on: "iPad Air 2", .landscapeLeft)
    let anchor = try button("Popover", in: list)
    anchor.sendActions(for: .touchUpInside)
    let photo = try #require(list.presentedViewController as? PhotoController)
    #expect(photo.modalPresentationStyle == .popover)
    #expect(photo.popoverPresentationController?.sourceView === anchor)
    #expect(photo.popoverPresentationController?.permittedArrowDirections == .up)
    _ = simulator
  }

  @Test func unwindingFromAPushedControllerPopsBackToTheList() throws {
    let (simulator, _, navigation, list) = try hostedSplit(on: "iPad Air 2", .landscapeLeft)
    try button("Show", in: list).sendActions(for: .touchUpInside)
    let photo = try #require(navigation.topViewController as? PhotoController)
    try button("Done", in: photo).sendActions(for: .touchUpInside)
    #expect(list.unwinds == ["Done"])
    #expect(navigation.viewControllers.count == 1)
    _ = simulator
  }

  @Test func unwindingFromAPresentedControllerDismissesIt() throws {
    let (simulator, _, _, list) = try hostedSplit(on: "iPad Air 2", .landscapeLeft)
    try button("Modal", in: list).sendActions(for: .touchUpInside)
    let photo = try #require(list.presentedViewController as? PhotoController)
    try button("Done", in: photo).sendActions(for: .touchUpInside)
    #expect(list.unwinds == ["Done"])
    #expect(list.presentedViewController == nil)
    _ = simulator
  }

  @Test func barButtonItemsCarryTheirActionsSeguesAndOutlets() throws {
    let (simulator, _, navigation, list) = try hostedSplit(on: "iPad Air 2", .landscapeLeft)
    let edit = try #require(list.navigationItem.leftBarButtonItem)
    let add = try #require(list.navigationItem.rightBarButtonItem)
    #expect(edit.title == "Edit")
    #expect(add.systemItem == .add)
    #expect(list.addButton === add)
    // A tap sends the item's action to its target, as UIApplication.sendAction would.
    for item in [edit, add] {
      let action = try #require(item.action)
      #expect(ActionRegistry.perform(action.description, on: try #require(item.target), sender: item))
    }
    #expect(list.edits == 1)
    #expect(navigation.topViewController is PhotoController)
    _ = simulator
  }
}
