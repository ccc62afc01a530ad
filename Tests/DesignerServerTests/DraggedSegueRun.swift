import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// The designer's storyboard after the browser dragged a Show Detail segue from Select Game to the
/// Game controller, run in `UIStoryboard` as the seeds' game menu runs: a push on an iPhone, the
/// split view's detail replaced on an iPad.
@MainActor
enum DraggedSegueRun {
  /// What tapping Select Game shows: the title on top of the Games navigation stack on an
  /// iPhone 15, and the split view's detail controller's title on an iPad Air 2 in landscape.
  static func shown(byStoryboardAt url: URL) throws -> (phoneTop: String?, padDetail: String?, padDetailIsNavigation: Bool) {
    let phone = try tapSelectGame(in: url, device: "iPhone 15", .portrait)
    #expect(phone.split.isCollapsed)
    let pad = try tapSelectGame(in: url, device: "iPad Air 2", .landscapeLeft)
    #expect(!pad.split.isCollapsed)
    let detail = pad.split.viewControllers.count == 2 ? pad.split.viewControllers.last : nil
    return (phone.navigation.topViewController?.title, detail?.title, detail is UINavigationController)
  }

  /// Hosts the initial split view on `device` and taps the menu's Select Game button.
  static func tapSelectGame(in url: URL, device: String, _ orientation: UIInterfaceOrientation) throws
    -> (simulator: Simulator, split: UISplitViewController, navigation: UINavigationController)
  {
    let storyboard = UIStoryboard(document: try IBDocument(contentsOf: url))
    let split = try #require(try storyboard.loadInitialViewController() as? UISplitViewController)
    let simulator = Simulator(device: try #require(Device.named(device)), orientation: orientation)
    simulator.window.rootViewController = split
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    let navigation = try #require(split.viewControllers.first as? UINavigationController)
    let menu = try #require(navigation.viewControllers.first)
    menu.loadViewIfNeeded()
    let button = try #require(menu.view.subviews.compactMap { $0 as? UIButton }.first)
    button.sendActions(for: .touchUpInside)
    return (simulator, split, navigation)
  }
}
