import Foundation
import InterfaceBuilder

/// A controller's navigation item buttons from the document, with their actions and segues.
///
/// UIKit decodes the navigation item with the controller, so the buttons exist before the view
/// loads; outlets to them connect when it does.
@MainActor
enum StoryboardBarItems {
  static func install(from controller: IBViewController, into made: UIViewController, scene: StoryboardScene) {
    guard let source = controller.navigationItem else { return }
    let item = made.navigationItem
    if let prompt = source.prompt { item.prompt = prompt }
    let left = source.leftBarButtonItems.map { make($0, owner: made, scene: scene) }
    let right = source.rightBarButtonItems.map { make($0, owner: made, scene: scene) }
    if !left.isEmpty { item.leftBarButtonItems = left }
    if !right.isEmpty { item.rightBarButtonItems = right }
    if let back = source.backBarButtonItem { item.backBarButtonItem = make(back, owner: made, scene: scene) }
  }

  private static func make(_ source: IBBarItem, owner: UIViewController, scene: StoryboardScene) -> UIBarButtonItem {
    let made: UIBarButtonItem
    if let name = source.systemItem, let system = UIBarButtonItem.SystemItem.interfaceBuilderCase(named: name) {
      made = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
    } else {
      let style: UIBarButtonItem.Style = source.style == "done" ? .done : source.style == "bordered" ? .bordered : .plain
      made = UIBarButtonItem(title: source.title, style: style, target: nil, action: nil)
    }
    made.tag = source.tag
    if !source.id.isEmpty { scene.barItems[source.id] = made }
    for connection in source.connections {
      switch connection.connectionKind {
      case .action:
        made.action = connection.selector.map { Selector($0) }
        made.target = connection.destinationID == scene.controller.id ? owner : nil
      case .segue:
        guard let segue = connection.segue, segue.element.key == nil else { continue }
        let trigger = StoryboardSegueTrigger(owner: owner, segue: segue)
        scene.segueTriggers.append(trigger)
        made.target = trigger
        made.action = StoryboardSegueTrigger.action
      default:
        continue
      }
    }
    return made
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
