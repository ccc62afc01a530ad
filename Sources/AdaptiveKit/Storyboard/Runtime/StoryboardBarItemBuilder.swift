import Foundation
import InterfaceBuilder

/// Builds bar items from the document — navigation items, bar button items (system, titled,
/// image and custom-view items, with their widths, tags and enabled state) and tab bar items —
/// and keeps what the owner connects: the made objects by document id (the views of custom-view
/// items too) and the elements whose connections name them.
@MainActor
package struct StoryboardBarItemBuilder {
  let document: IBDocument
  /// The document being loaded, whose bundle holds the items' images.
  let load: StoryboardLoad
  /// The made items and custom views by document id, for outlets.
  private(set) var objects: [String: AnyObject] = [:]
  /// The item elements (and those of custom views' views), whose connections the owner makes.
  private(set) var connectable: [IBXMLElement] = []
  /// Layouts of custom-view items, kept by the owner like the scene's own.
  private(set) var layouts: [StoryboardSceneBuilder] = []

  package init(document: IBDocument, load: StoryboardLoad) {
    self.document = document
    self.load = load
  }

  /// A navigation item with its title, prompt and buttons.
  package mutating func navigationItem(_ source: IBNavigationItem) -> UINavigationItem {
    let item = UINavigationItem()
    item.title = source.title
    item.prompt = source.prompt
    install(source, in: item)
    register(item, element: source.element)
    return item
  }

  /// Sets the prompt, back button title, large-title mode and buttons of `source` on an existing
  /// navigation item (a controller's).
  mutating func install(_ source: IBNavigationItem, in item: UINavigationItem) {
    if let prompt = source.prompt { item.prompt = prompt }
    if let backTitle = source.backButtonTitle { item.backButtonTitle = backTitle }
    switch source.largeTitleDisplayMode {
    case "always"?: item.largeTitleDisplayMode = .always
    case "never"?: item.largeTitleDisplayMode = .never
    default: break
    }
    let left = source.leftBarButtonItems.map { barButtonItem($0) }
    let right = source.rightBarButtonItems.map { barButtonItem($0) }
    if !left.isEmpty { item.leftBarButtonItems = left }
    if !right.isEmpty { item.rightBarButtonItems = right }
    if let back = source.backBarButtonItem { item.backBarButtonItem = barButtonItem(back) }
  }

  package mutating func barButtonItem(_ source: IBBarItem) -> UIBarButtonItem {
    let made: UIBarButtonItem
    if let custom = source.customView {
      let layout = StoryboardSceneBuilder(root: custom, document: document, context: .runtime(load))
      layouts.append(layout)
      for entry in layout.allEntries where !entry.source.id.isEmpty {
        objects[entry.source.id] = entry.view
        connectable.append(entry.source.element)
      }
      made = UIBarButtonItem(customView: layout.rootView)
    } else if let name = source.systemItem, let system = UIBarButtonItem.SystemItem.interfaceBuilderCase(named: name) {
      made = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
      // A system item decodes the style the document gives it (a bold "done" Save or Search).
      if source.style != nil { made.style = style(of: source) }
    } else if source.image != nil || source.element.child(key: "image", named: "imageReference") != nil {
      made = UIBarButtonItem(image: load.image(in: source.element), style: style(of: source), target: nil, action: nil)
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

  package mutating func tabBarItem(_ source: IBBarItem) -> UITabBarItem {
    let made: UITabBarItem
    if let name = source.systemItem, let system = UITabBarItem.SystemItem.interfaceBuilderCase(named: name) {
      made = UITabBarItem(tabBarSystemItem: system, tag: source.tag)
    } else {
      let image = load.image(in: source.element)
      made = UITabBarItem(title: source.title, image: image, tag: source.tag)
      made.selectedImage = source.selectedImage.flatMap { load.image(named: $0, at: source.element.location) }
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
