import Foundation
import InterfaceBuilder

/// Creates view controllers from a storyboard's scenes: the class (creator block, registered
/// custom class or UIKit class), runtime attributes, relationship children, `awakeFromNib`.
@MainActor
struct StoryboardInstantiator {
  let storyboard: UIStoryboard
  /// Controllers being built, outermost first, to catch relationship cycles.
  private var building: [String] = []

  init(storyboard: UIStoryboard) { self.storyboard = storyboard }

  private init(storyboard: UIStoryboard, building: [String]) {
    self.storyboard = storyboard
    self.building = building
  }

  private var document: IBDocument { storyboard.document }

  /// The controller with `id`, as a segue's or relationship's destination.
  mutating func instantiate(destinationID: String?, of segue: IBSegue) throws(UIStoryboardError) -> UIViewController {
    guard let id = destinationID, let object = document.object(withID: id) else {
      throw .missingDestination(
        file: document.fileName, location: segue.location, segueID: segue.id, destinationID: destinationID ?? "")
    }
    guard let controller = object.viewController else {
      throw .notAViewController(file: document.fileName, location: segue.location, objectID: id)
    }
    return try instantiate(controller, creator: nil)
  }

  /// A new instance of `controller` (resolving storyboard references).
  mutating func instantiate(
    _ controller: IBViewController, creator: ((NSCoder) -> UIViewController?)?
  ) throws(UIStoryboardError) -> UIViewController {
    if controller.isStoryboardReference { return try resolveReference(controller) }
    let key = "\(storyboard.name):\(controller.id)"
    if building.contains(key) {
      throw .relationshipCycle(file: document.fileName, location: controller.location, controllerIDs: building + [key])
    }
    let coder = StoryboardCoder(element: controller.element, fileName: document.fileName)
    let (made, isFallback) = try makeController(controller, coder: coder, creator: creator)
    let scene = StoryboardScene(storyboard: storyboard, controller: controller, isFallbackClass: isFallback)
    made.storyboardScene = scene
    applyDocumentProperties(of: controller, to: made)
    StoryboardBarItems.install(from: controller, into: made, scene: scene)
    scene.applyRuntimeAttributes(of: controller, to: made)
    building.append(key)
    defer { building.removeLast() }
    var children: [(relationship: String, controller: UIViewController)] = []
    for segue in controller.relationships {
      children.append((segue.relationship ?? "", try instantiate(destinationID: segue.destinationID, of: segue)))
    }
    if !children.isEmpty { StoryboardRelationships.install(children, in: made, scene: scene) }
    made.awakeFromNib()
    return made
  }

  /// The controller properties `init(coder:)` decodes in UIKit.
  private func applyDocumentProperties(of controller: IBViewController, to made: UIViewController) {
    if let title = controller.title { made.title = title }
    if let itemTitle = controller.navigationItem?.title { made.navigationItem.title = itemTitle }
    // A navigation controller's bar settings decode with it (`prefersLargeTitles` is iOS 11's
    // "Prefers Large Titles" box); its items come from the controllers it shows.
    if let navigation = made as? UINavigationController, let bar = controller.element.child(key: "navigationBar"),
      bar.bool("largeTitles") == true
    {
      navigation.navigationBar.prefersLargeTitles = true
    }
    if let style = controller.modalPresentationStyle.flatMap(AdaptiveSegue.presentationStyle) {
      made.modalPresentationStyle = style
    }
    if let style = controller.modalTransitionStyle.flatMap(AdaptiveSegue.transitionStyle) {
      made.modalTransitionStyle = style
    }
    made.definesPresentationContext = controller.definesPresentationContext
    made.providesPresentationContextTransitionStyle = controller.providesPresentationContextTransitionStyle
    made.hidesBottomBarWhenPushed = controller.hidesBottomBarWhenPushed
  }

  private func makeController(
    _ controller: IBViewController, coder: StoryboardCoder, creator: ((NSCoder) -> UIViewController?)?
  ) throws(UIStoryboardError) -> (UIViewController, isFallback: Bool) {
    if let creator, let made = creator(coder) { return (made, false) }
    var isFallback = false
    var type = StoryboardRelationships.uiKitClass(forElement: controller.kind)
    if let custom = controller.customClass {
      if let registered = StoryboardClassRegistry.lookup(
        StoryboardClassRegistry.controllers, className: custom, module: controller.customModule)
      {
        type = registered
      } else {
        isFallback = true
        StoryboardClassRegistry.reportUnregistered(
          custom, fallback: controller.uiKitClassName, file: document.fileName, location: controller.location)
      }
    }
    guard let made = type.init(coder: coder) else {
      throw .instantiationFailed(
        file: document.fileName, location: controller.location, className: controller.className,
        reason: "init(coder:) returned nil")
    }
    return (made, isFallback)
  }

  /// A storyboard reference: the referenced storyboard's initial controller, or its scene with
  /// the referenced identifier (a reference without a storyboard name points into its own
  /// storyboard, and must then name a scene).
  private func resolveReference(_ reference: IBViewController) throws(UIStoryboardError) -> UIViewController {
    if reference.storyboardName == nil && reference.referencedIdentifier == nil {
      throw .instantiationFailed(
        file: document.fileName, location: reference.location, className: "storyboard reference",
        reason: "it names neither a storyboard nor a scene")
    }
    let target = try storyboard.storyboard(named: reference.storyboardName ?? storyboard.name)
    var instantiator = StoryboardInstantiator(storyboard: target, building: building)
    if let identifier = reference.referencedIdentifier {
      guard let controller = target.document.viewController(withStoryboardIdentifier: identifier) else {
        throw .unknownIdentifier(identifier: identifier, storyboard: target.name)
      }
      return try instantiator.instantiate(controller, creator: nil)
    }
    guard let initial = target.document.initialViewController else {
      throw .instantiationFailed(
        file: document.fileName, location: reference.location, className: "storyboard reference",
        reason: "storyboard '\(target.name)' has no initial view controller")
    }
    return try instantiator.instantiate(initial, creator: nil)
  }
}
