import Foundation
import InterfaceBuilder

/// The items of bars placed as views: a navigation bar, toolbar or tab bar dragged into a scene
/// or a xib. UIKit decodes the items with their bar, so outlets to them (and to the views of
/// custom-view items) connect and their actions and segues fire like any control's.
@MainActor
struct StoryboardBarViews {
  /// The made items and custom views by document id, for outlets.
  var objects: [String: AnyObject] = [:]
  /// The item elements, whose connections the scene or nib connects with its views'.
  var connectable: [IBXMLElement] = []
  /// Layouts of custom-view items, kept by the owner like the scene's own.
  var layouts: [IBSceneLayout] = []

  /// Builds the items of every bar view among `entries` of `document` and hands them to their bars.
  init(installingIn entries: [IBSceneLayout.Entry], document: IBDocument) {
    for entry in entries {
      let items = entry.source.element.elements(in: "items")
      switch entry.view {
      case let bar as UINavigationBar:
        bar.items = items.filter { $0.name == "navigationItem" }.map { navigationItem(IBNavigationItem(element: $0), document: document) }
      case let bar as UIToolbar:
        bar.items = items.filter { $0.name == "barButtonItem" }.map { barButtonItem(IBBarItem(element: $0), document: document) }
      case let bar as UITabBar:
        bar.items = items.filter { $0.name == "tabBarItem" }.map { tabBarItem(IBBarItem(element: $0)) }
      default:
        continue
      }
    }
  }

  private mutating func navigationItem(_ source: IBNavigationItem, document: IBDocument) -> UINavigationItem {
    let item = UINavigationItem()
    item.title = source.title
    item.prompt = source.prompt
    let left = source.leftBarButtonItems.map { barButtonItem($0, document: document) }
    let right = source.rightBarButtonItems.map { barButtonItem($0, document: document) }
    if !left.isEmpty { item.leftBarButtonItems = left }
    if !right.isEmpty { item.rightBarButtonItems = right }
    if let back = source.backBarButtonItem { item.backBarButtonItem = barButtonItem(back, document: document) }
    register(item, element: source.element)
    return item
  }

  private mutating func barButtonItem(_ source: IBBarItem, document: IBDocument) -> UIBarButtonItem {
    let made: UIBarButtonItem
    if let custom = source.customView {
      let layout = IBSceneLayout(root: custom, document: document)
      layouts.append(layout)
      for entry in layout.allEntries where !entry.source.id.isEmpty {
        objects[entry.source.id] = entry.view
        connectable.append(entry.source.element)
      }
      made = UIBarButtonItem(customView: layout.rootView)
    } else if let name = source.systemItem, let system = UIBarButtonItem.SystemItem.interfaceBuilderCase(named: name) {
      made = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
    } else if let name = source.image {
      made = UIBarButtonItem(image: StoryboardClassRegistry.image(named: name, at: source.element.location), style: style(of: source), target: nil, action: nil)
      made.title = source.title
    } else {
      made = UIBarButtonItem(title: source.title, style: style(of: source), target: nil, action: nil)
    }
    if let width = source.element.double("width") { made.width = CGFloat(width) }
    if source.element.bool("enabled") == false { made.isEnabled = false }
    made.tag = source.tag
    register(made, element: source.element)
    return made
  }

  private mutating func tabBarItem(_ source: IBBarItem) -> UITabBarItem {
    let made: UITabBarItem
    if let name = source.systemItem, let system = UITabBarItem.SystemItem.interfaceBuilderCase(named: name) {
      made = UITabBarItem(tabBarSystemItem: system, tag: source.tag)
    } else {
      let image = source.image.flatMap { StoryboardClassRegistry.image(named: $0, at: source.element.location) }
      made = UITabBarItem(title: source.title, image: image, tag: source.tag)
      made.selectedImage = source.selectedImage.flatMap { StoryboardClassRegistry.image(named: $0, at: source.element.location) }
    }
    made.badgeValue = source.element["badgeValue"]
    if source.element.bool("enabled") == false { made.isEnabled = false }
    register(made, element: source.element)
    return made
  }

  private func style(of source: IBBarItem) -> UIBarButtonItem.Style {
    source.style == "done" ? .done : source.style == "bordered" ? .bordered : .plain
  }

  private mutating func register(_ object: AnyObject, element: IBXMLElement) {
    guard let id = element.id, !id.isEmpty else { return }
    objects[id] = object
    connectable.append(element)
  }
}
