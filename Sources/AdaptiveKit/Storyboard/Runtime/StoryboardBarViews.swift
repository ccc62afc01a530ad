import Foundation
import InterfaceBuilder

/// The items of bars placed as views: a navigation bar, toolbar or tab bar dragged into a scene
/// or a xib. UIKit decodes the items with their bar, so outlets to them (and to the views of
/// custom-view items) connect and their actions and segues fire like any control's.
@MainActor
struct StoryboardBarViews {
  private var builder: StoryboardBarItemBuilder

  /// The made items and custom views by document id, for outlets.
  var objects: [String: AnyObject] { builder.objects }
  /// The item elements, whose connections the scene or nib connects with its views'.
  var connectable: [IBXMLElement] { builder.connectable }
  /// Layouts of custom-view items, kept by the owner like the scene's own.
  var layouts: [StoryboardSceneBuilder] { builder.layouts }

  /// Builds the items of every bar view among `entries` of `document`, being loaded as `load`,
  /// and hands them to their bars.
  init(installingIn entries: [StoryboardSceneBuilder.Entry], document: IBDocument, load: StoryboardLoad) {
    builder = StoryboardBarItemBuilder(document: document, load: load)
    for entry in entries {
      let items = entry.source.element.elements(in: "items")
      switch entry.view {
      case let bar as UINavigationBar:
        bar.items = items.filter { $0.name == "navigationItem" }.map { builder.navigationItem(IBNavigationItem(element: $0)) }
      case let bar as UIToolbar:
        bar.items = items.filter { $0.name == "barButtonItem" }.map { builder.barButtonItem(IBBarItem(element: $0)) }
      case let bar as UITabBar:
        bar.items = items.filter { $0.name == "tabBarItem" }.map { builder.tabBarItem(IBBarItem(element: $0)) }
      default:
        continue
      }
    }
  }
}
