import Foundation
import InterfaceBuilder

/// A controller's bar items from the document — its navigation item's buttons, its tab bar item
/// and its toolbar items — with their actions and segues.
///
/// UIKit decodes these items with the controller (the scene's nib, not its view's), so the
/// buttons and the views of custom-view buttons exist, and their connections to the controller
/// are made, before the view loads; outlets from the controller to them connect when it does.
@MainActor
enum StoryboardBarItems {
  static func install(from controller: IBViewController, into made: UIViewController, scene: StoryboardScene) {
    let navigationItem = controller.navigationItem
    let tabBarItem = controller.tabBarItem
    let toolbarItems = controller.toolbarItems
    guard navigationItem != nil || tabBarItem != nil || !toolbarItems.isEmpty else { return }
    var builder = StoryboardBarItemBuilder(document: scene.storyboard.document, load: scene.load)
    if let navigationItem { builder.install(navigationItem, in: made.navigationItem) }
    if let tabBarItem { made.tabBarItem = builder.tabBarItem(tabBarItem) }
    if !toolbarItems.isEmpty { made.toolbarItems = toolbarItems.map { builder.barButtonItem($0) } }
    scene.barItems = builder.objects
    made.retainedSceneLayouts += builder.layouts
    scene.record.add(builder.layouts)
    var objects = builder.objects
    objects[controller.id] = made
    let connector = scene.connector(objects: objects, fallbackIDs: scene.isFallbackClass ? [controller.id] : [])
    for element in builder.connectable {
      if let id = element.id, let object = objects[id] { connector.applyRuntimeAttributes(of: element, to: object) }
    }
    connector.connect(builder.connectable) { segue, source in
      _ = scene.attach(segue, from: source, owner: made)
    }
  }
}

/// The target of a bar button item or gesture recognizer that triggers a segue (UIKit uses a
/// private template object). A recognizer triggers it when its gesture is recognized (ends).
@MainActor
final class StoryboardSegueTrigger {
  static let action: Selector = {
    ActionRegistry.register("_performStoryboardSegue:", on: StoryboardSegueTrigger.self) { trigger, sender in
      if let recognizer = sender as? UIGestureRecognizer, recognizer.state != .ended { return }
      trigger.owner?.runTriggeredSegue(trigger.segue, sender: sender)
    }
    return Selector("_performStoryboardSegue:")
  }()

  weak var owner: UIViewController?
  let segue: IBSegue

  init(owner: UIViewController, segue: IBSegue) {
    self.owner = owner
    self.segue = segue
  }
}
