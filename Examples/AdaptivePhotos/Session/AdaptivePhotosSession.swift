import AdaptiveKit
import Foundation

/// Adaptive Photos hosted in the simulator, driven the way a user would: taps are the calls a tap
/// makes (a row's `tableView(_:didSelectRowAt:)`, a bar button's action, the rating control's
/// touch-up), rotations run the simulator's full transition.
@MainActor
final class AdaptivePhotosSession {
  let simulator: Simulator
  let app: AdaptivePhotosApp

  /// Launches the app on `device` in `orientation` with the shipped data (or `user`).
  init(device: Device, orientation: UIInterfaceOrientation, user: User? = nil) throws {
    simulator = Simulator(device: device, orientation: orientation)
    app = AdaptivePhotosApp(user: try user ?? PhotoLibrary.loadUser(), window: simulator.window)
    simulator.layoutIfNeeded()
  }

  var split: UISplitViewController { app.split }

  // MARK: What is on screen

  /// The controllers a user sees in each column: the top of a navigation controller, or the
  /// column's controller itself.
  var visibleControllers: [UIViewController] {
    split.viewControllers.map { column in
      var top = column
      while let navigation = top as? UINavigationController, let next = navigation.topViewController { top = next }
      return top
    }
  }

  /// The conversation list on screen, if any.
  var visibleConversation: ConversationViewController? {
    visibleControllers.lazy.compactMap { $0 as? ConversationViewController }.first
  }

  /// The photo on screen (pushed when collapsed, in the detail column when expanded), if any.
  var visiblePhotoController: PhotoViewController? {
    visibleControllers.lazy.compactMap { $0 as? PhotoViewController }.first
  }

  /// The profile, when presented.
  var profile: ProfileViewController? {
    (split.presentedViewController as? UINavigationController)?.viewControllers.first as? ProfileViewController
  }

  // MARK: User actions

  /// Taps the conversation named `name` in the list.
  func selectConversation(named name: String) throws {
    guard visibleControllers.contains(where: { $0 === app.list }) else {
      throw AdaptivePhotosError("the conversation list is not on screen")
    }
    guard let row = app.user.conversations.firstIndex(where: { $0.name == name }) else {
      throw AdaptivePhotosError("there is no conversation named '\(name)'")
    }
    tap(row: row, in: app.list)
  }

  /// Taps the photo in row `row` (0-based) of the conversation on screen.
  func selectPhoto(row: Int) throws {
    guard let conversation = visibleConversation else { throw AdaptivePhotosError("no conversation is on screen") }
    guard row >= 0, row < (conversation.conversation?.photos.count ?? 0) else {
      throw AdaptivePhotosError("the conversation has no row \(row)")
    }
    tap(row: row, in: conversation)
  }

  /// Taps the star for `stars` on the photo on screen.
  func rate(_ stars: Int) throws {
    guard let photo = visiblePhotoController else { throw AdaptivePhotosError("no photo is on screen") }
    guard (1...RatingControl.maximumRating).contains(stars) else {
      throw AdaptivePhotosError("a rating is 1…\(RatingControl.maximumRating) stars, not \(stars)")
    }
    photo.ratingControl.touchUpInside(starAt: stars - 1)
    simulator.layoutIfNeeded()
  }

  /// Taps the back button of the primary column's navigation bar (it pops, as the button does).
  func tapBack() throws {
    guard let navigation = split.viewControllers.first as? UINavigationController, navigation.viewControllers.count > 1 else {
      throw AdaptivePhotosError("there is no back button on screen")
    }
    navigation.popViewController(animated: true)
    simulator.layoutIfNeeded()
  }

  /// Taps back until the conversation list is on top of the primary column.
  func goBackToList() throws {
    while let navigation = split.viewControllers.first as? UINavigationController, navigation.topViewController !== app.list {
      try tapBack()
    }
  }

  /// Taps the list's Profile button.
  func showProfile() throws {
    try tapBarButton(app.list.navigationItem.rightBarButtonItem, named: "Profile")
  }

  /// Taps the profile's Done button.
  func closeProfile() throws {
    guard let profile else { throw AdaptivePhotosError("the profile is not on screen") }
    try tapBarButton(profile.navigationItem.rightBarButtonItem, named: "Done")
  }

  /// Rotates the device, running the transition (and the split view's collapse or expansion).
  @discardableResult
  func rotate(to orientation: UIInterfaceOrientation) -> Bool {
    let rotated = simulator.rotate(to: orientation, animated: true)
    simulator.layoutIfNeeded()
    return rotated
  }

  private func tap(row: Int, in controller: UITableViewController) {
    // A tap: highlight, select, then the delegate's didSelectRowAt, in UIKit's order.
    controller.tableView._selectRowAsUser(at: IndexPath(row: row, section: 0))
    simulator.layoutIfNeeded()
  }

  private func tapBarButton(_ item: UIBarButtonItem?, named name: String) throws {
    guard let item, let action = item.action, let target = item.target,
      ActionRegistry.perform(action.description, on: target, sender: item)
    else { throw AdaptivePhotosError("the \(name) button does nothing") }
    simulator.layoutIfNeeded()
  }

  // MARK: Snapshot

  /// What the user sees now.
  var screen: ScreenSnapshot {
    simulator.layoutIfNeeded()
    let traits = split.traitCollection
    let columns: [ScreenSnapshot.Column] = zip(split.viewControllers, visibleControllers).map { column, top in
      snapshot(top, container: column)
    }
    var presented: ScreenSnapshot.Column?
    if let navigation = split.presentedViewController, let profile {
      presented = snapshot(profile, container: navigation)
    }
    return ScreenSnapshot(
      device: simulator.device.name, orientation: simulator.orientation.isLandscape ? "landscape" : "portrait",
      sizeClasses: "w\(AdaptivePhotosSession.letter(traits.horizontalSizeClass)) h\(AdaptivePhotosSession.letter(traits.verticalSizeClass))",
      isCollapsed: split.isCollapsed, columns: columns, presentationScreenSize: simulator.window.bounds.size,
      presented: presented)
  }

  private func snapshot(_ controller: UIViewController, container: UIViewController) -> ScreenSnapshot.Column {
    let stack = (container as? UINavigationController)?.viewControllers ?? [controller]
    var column = ScreenSnapshot.Column(
      controller: String(describing: type(of: controller)), title: controller.title ?? "",
      stack: stack.map { $0.title ?? String(describing: type(of: $0)) },
      frame: container.view.convert(container.view.bounds, to: nil), rows: [], frames: [:])
    if let table = controller as? UITableViewController {
      column.rows = AdaptivePhotosSession.rows(of: table.tableView)
    }
    func frame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }
    if let photo = controller as? PhotoViewController {
      column.frames = [
        "image": frame(photo.imageView), "caption": frame(photo.overlayView), "rating": frame(photo.ratingControl),
      ]
      column.rating = photo.ratingControl.rating
      column.starSize = photo.ratingControl.starViews.first?.bounds.size
    }
    if let profile = controller as? ProfileViewController {
      column.frames = [
        "image": frame(profile.imageView), "name": frame(profile.nameLabel),
        "conversations": frame(profile.conversationsLabel), "photos": frame(profile.photosLabel),
      ]
    }
    return column
  }

  private static func rows(of tableView: UITableView) -> [ScreenSnapshot.Row] {
    let selected = Set(tableView.indexPathsForSelectedRows ?? [])
    return (0..<tableView.numberOfRows(inSection: 0)).compactMap { row in
      let indexPath = IndexPath(row: row, section: 0)
      guard let cell = tableView.cellForRow(at: indexPath) else { return nil }
      return ScreenSnapshot.Row(
        text: cell.textLabel?.text ?? "", hasDisclosureIndicator: cell.accessoryType == .disclosureIndicator,
        isSelected: selected.contains(indexPath))
    }
  }

  private static func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
    switch sizeClass {
    case .compact: "C"
    case .regular: "R"
    default: "A"
    }
  }
}

/// A step of the session that cannot happen, in one line.
struct AdaptivePhotosError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
