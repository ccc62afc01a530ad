import Foundation

/// The target of a controller's `editButtonItem`: it toggles the controller's editing mode.
@MainActor
final class EditButtonTarget: BarButtonActionPerforming {
  /// The action the edit item sends.
  static let toggleEditing = Selector("_toggleEditing:")
  weak var controller: UIViewController?

  init(controller: UIViewController) { self.controller = controller }

  func performBarButtonAction(_ action: Selector, sender: UIBarButtonItem) -> Bool {
    guard action == EditButtonTarget.toggleEditing, let controller else { return false }
    controller.setEditing(!controller.isEditing, animated: true)
    return true
  }
}

extension UIViewController {
  func makeEditButtonItem() -> UIBarButtonItem {
    if let item = storedEditButtonItem { return item }
    let target = EditButtonTarget(controller: self)
    let item = UIBarButtonItem(barButtonSystemItem: .edit, target: target, action: EditButtonTarget.toggleEditing)
    item.showEditing(isEditing)
    editButtonTarget = target
    storedEditButtonItem = item
    return item
  }
}

extension UIBarButtonItem {
  /// Shows the edit item's two faces: Edit (plain) and Done (bold), as UIKit's edit item does.
  func showEditing(_ editing: Bool) {
    systemItem = editing ? .done : .edit
    title = editing ? "Done" : "Edit"
    style = editing ? .done : .plain
  }
}
