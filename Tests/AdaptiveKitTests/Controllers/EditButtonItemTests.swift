import AdaptiveKit
import Testing

/// Records setEditing calls.
@MainActor
private final class EditingController: UIViewController {
  var calls: [String] = []
  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    calls.append("\(editing) \(animated)")
  }
}

@MainActor
@Suite("editButtonItem toggles editing and shows Edit or Done")
struct EditButtonItemTests {
  @Test("The same item every time; tapping it calls setEditing(!isEditing, animated: true)")
  func tapping() {
    let controller = EditingController()
    let item = controller.editButtonItem
    #expect(controller.editButtonItem === item)
    #expect(item.systemItem == .edit)
    #expect(item.title == "Edit")
    #expect(item.style == .plain)
    #expect(item._sendAction())
    #expect(controller.isEditing)
    #expect(controller.calls == ["true true"])
    #expect(item.systemItem == .done)
    #expect(item.title == "Done")
    #expect(item.style == .done)
    #expect(item._sendAction())
    #expect(!controller.isEditing)
    #expect(item.title == "Edit")
  }

  @Test("Setting isEditing in code updates the item, made before or after")
  func codeChangesShow() {
    let controller = UIViewController()
    controller.isEditing = true
    #expect(controller.editButtonItem.title == "Done")
    controller.setEditing(false, animated: false)
    #expect(controller.editButtonItem.systemItem == .edit)
  }

  @Test("A table view controller's edit item takes the table into editing")
  func tableController() {
    let controller = UITableViewController(style: .plain)
    controller.editButtonItem._sendAction()
    #expect(controller.tableView.isEditing)
  }
}
