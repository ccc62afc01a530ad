import AdaptiveKit
import Foundation

/// The seeds' unified-storyboard example: one storyboard whose split view controller holds a game
/// menu; its Select Game button's Show Detail segue puts the game in the detail column on an iPad
/// and pushes it on an iPhone, and the game's leaderboard is not installed for compact width.
@MainActor
final class GameMenuSession {
  let simulator: Simulator
  let split: UISplitViewController
  private let splitDelegate = GameMenuSplitDelegate()

  /// The app launched from `Main.storyboard` on `device` in `orientation`.
  init(device: Device, orientation: UIInterfaceOrientation) throws {
    let storyboard = try UIStoryboard.load(name: "Main", bundle: Bundle.module)
    guard let split = try storyboard.loadInitialViewController() as? UISplitViewController else {
      throw GameMenuError("Main.storyboard's initial controller is not a split view controller")
    }
    self.split = split
    split.delegate = splitDelegate
    simulator = Simulator(device: device, orientation: orientation)
    simulator.window.rootViewController = split
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
  }

  /// The menu: the primary navigation controller's root.
  var menu: UIViewController? { (split.viewControllers.first as? UINavigationController)?.viewControllers.first }

  /// Taps Select Game, as a finger would: the button sends its touch-up-inside actions.
  func tapSelectGame() throws {
    guard let button = menu.flatMap({ GameMenuSession.find(UIButton.self, in: $0.view) { $0.title(for: .normal) == "Select Game" } }) else {
      throw GameMenuError("the menu has no Select Game button")
    }
    splitDelegate.hasSelectedGame = true
    button.sendActions(for: .touchUpInside)
    simulator.layoutIfNeeded()
  }

  /// Rotates the device and lets the split view collapse or expand.
  func rotate(to orientation: UIInterfaceOrientation) {
    _ = simulator.rotate(to: orientation, animated: false)
    simulator.layoutIfNeeded()
  }

  /// Titles of the controllers a user sees: each column's top controller (one when collapsed).
  var visibleTitles: [String] {
    split.viewControllers.map { column in
      // A collapsed primary may hold the detail's own navigation controller: look through it.
      var top = column
      while let navigation = top as? UINavigationController, let next = navigation.topViewController { top = next }
      return top.title ?? String(describing: type(of: top))
    }
  }

  /// The game on screen, wherever it is shown.
  var game: UIViewController? {
    for column in split.viewControllers {
      let stack = (column as? UINavigationController)?.viewControllers ?? [column]
      for controller in stack {
        if controller.title == "Game" { return controller }
        if let nested = controller as? UINavigationController, let root = nested.viewControllers.first, root.title == "Game" {
          return root
        }
      }
    }
    return nil
  }

  /// Whether the game shows its leaderboard (installed only when the width is not compact).
  var showsLeaderboard: Bool {
    guard let view = game?.view else { return false }
    return GameMenuSession.find(UILabel.self, in: view) { $0.text?.hasPrefix("Leaderboard") == true } != nil
  }

  /// One line describing the screen.
  var summary: String {
    let sizeClass = split.traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"
    return "\(simulator.device.name), \(sizeClass) width, \(split.isCollapsed ? "collapsed" : "side by side"): "
      + visibleTitles.joined(separator: " | ")
      + (game == nil ? "" : showsLeaderboard ? " (leaderboard shown)" : " (no leaderboard)")
  }

  static func find<View: UIView>(_ type: View.Type, in view: UIView, where matches: (View) -> Bool) -> View? {
    if let view = view as? View, matches(view) { return view }
    for subview in view.subviews {
      if let found = find(type, in: subview, where: matches) { return found }
    }
    return nil
  }
}

/// Keeps the menu on screen when the split view collapses before a game was chosen (as the
/// master-detail template does), so an iPhone launches into the menu; once a game is chosen,
/// collapsing keeps it, pushed on the menu.
@MainActor
final class GameMenuSplitDelegate: UISplitViewControllerDelegate {
  var hasSelectedGame = false

  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    !hasSelectedGame
  }
}

/// A problem the sample reports in one line.
struct GameMenuError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
