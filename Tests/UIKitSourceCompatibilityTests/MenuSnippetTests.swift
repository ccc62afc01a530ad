// UIKit-style menu code (iOS 14–15), written as apps write it, in Swift 5 language mode: a
// pop-up button choosing a sort order, a bar button item with a primary action and a menu whose
// last entries load late, and a label tinted with the tint colour.
import AdaptiveKit
import Foundation
import Testing

/// A controller with a sort pop-up button and an "Add" item whose menu loads recent templates.
final class SortingViewController: UIViewController {
  private(set) var order = "Name"
  private(set) var added: [String] = []
  let sortButton = UIButton(configuration: .bordered())

  override func viewDidLoad() {
    super.viewDidLoad()
    let orders = ["Name", "Date", "Size"].map { title in
      UIAction(title: title) { [weak self] action in self?.order = action.title }
    }
    sortButton.menu = UIMenu(title: "Sort by", options: .singleSelection, children: orders)
    sortButton.showsMenuAsPrimaryAction = true
    sortButton.changesSelectionAsPrimaryAction = true
    view.addSubview(sortButton)

    let recent = UIDeferredMenuElement.uncached { completion in
      completion([UIAction(title: "Last template") { [weak self] _ in self?.added.append("template") }])
    }
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: nil, image: UIImage(systemName: "plus"),
      primaryAction: UIAction(title: "Add") { [weak self] _ in self?.added.append("blank") },
      menu: UIMenu(children: [recent]))

    let hint = UILabel()
    hint.textColor = .tintColor
    view.addSubview(hint)
  }
}

@MainActor
@Suite("UIKit-style menu code compiles in Swift 5 mode and behaves")
struct MenuSnippetTests {
  @Test("The pop-up button shows and changes the sort order; the bar item runs its action")
  func sortingController() throws {
    let controller = SortingViewController()
    controller.loadViewIfNeeded()
    #expect(controller.sortButton.configuration?.title == "Name")
    controller.sortButton._tapAsUser()
    let date = try #require(controller.sortButton.menu?.children[1] as? UIAction)
    controller.sortButton._chooseMenuActionAsUser(date)
    #expect(controller.order == "Date")
    #expect(controller.sortButton.configuration?.title == "Date")
    let item = try #require(controller.navigationItem.rightBarButtonItem)
    #expect(item.title == "Add")
    item._sendAction()
    #expect(controller.added == ["blank"])
    #expect(item.menu?.children.first is UIDeferredMenuElement)
  }
}
