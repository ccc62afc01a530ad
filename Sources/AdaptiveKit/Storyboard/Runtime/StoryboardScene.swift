import Foundation
import InterfaceBuilder

/// A storyboard-made controller's scene: builds its view when it loads (views, outlets, actions,
/// runtime attributes, triggered and embed segues) and runs its segues.
@MainActor
final class StoryboardScene {
  let storyboard: UIStoryboard
  let controller: IBViewController
  /// Whether the controller's custom class was not registered (it is a UIKit class standing in).
  let isFallbackClass: Bool

  init(storyboard: UIStoryboard, controller: IBViewController, isFallbackClass: Bool) {
    self.storyboard = storyboard
    self.controller = controller
    self.isFallbackClass = isFallbackClass
  }

  var fileName: String { storyboard.document.fileName }
  /// The document being loaded, for the views and items built from it.
  var load: StoryboardLoad {
    var load = StoryboardLoad(
      fileName: fileName, bundle: storyboard.bundle, resources: storyboard.document.resources, appFonts: storyboard.appFonts)
    load.contentSizeCategory = contentSizeCategory
    return load
  }
  /// The Dynamic Type size the scene's view loaded at (its controller's), which its cells and
  /// other views built without the controller take too, as a nib decodes every font at the app's
  /// size.
  private var contentSizeCategory: String?
  /// Whether the controller came from a xib (it then has no `storyboard`).
  var isNib = false
  /// The loaded scene's views by document id, held weakly (the controller owns them).
  private var loadedViews: [String: WeakView] = [:]

  /// The view with document id `id`, once the scene's view has loaded.
  func loadedView(withID id: String) -> UIView? { loadedViews[id]?.view }

  /// The navigation item's bar button items and the views of its custom-view items by document
  /// id (outlets may point at them).
  var barItems: [String: AnyObject] = [:]
  /// The targets of bar button items and gesture recognizers that trigger segues (they hold
  /// their targets weakly).
  var segueTriggers: [StoryboardSegueTrigger] = []

  /// Objects of the scene beside its controller (gesture recognizers, custom objects), kept
  /// while the scene is.
  var sceneObjects: [AnyObject] = []

  /// Segues triggered by selecting a view of the loaded scene (cells).
  var selectionSegues: [StoryboardSelectionSegue] = []

  /// What loading the scene made from the document and the outlets it connected (prototype
  /// cells, made later one by one, are not in it).
  let record = NibLoadRecord()

  /// A connector for the scene's objects, noting the outlets it connects in `record` (the
  /// scene's by default; a dequeued prototype's own).
  func connector(objects: [String: AnyObject], fallbackIDs: Set<String>, record: NibLoadRecord? = nil) -> StoryboardConnector {
    StoryboardConnector(
      objects: objects, fallbackIDs: fallbackIDs, firstResponderIDs: firstResponderIDs, fileName: fileName,
      record: record ?? self.record)
  }

  /// The scene's First Responder placeholders.
  private var firstResponderIDs: Set<String> {
    let scene = storyboard.document.scene(containingObjectWithID: controller.id)
    return Set((scene?.placeholders ?? []).filter(\.isFirstResponder).map(\.id))
  }

  func applyRuntimeAttributes(of controller: IBViewController, to made: UIViewController) {
    let fallback: Set<String> = isFallbackClass ? [controller.id] : []
    connector(objects: [controller.id: made], fallbackIDs: fallback).applyRuntimeAttributes(of: controller.element, to: made)
  }

  // MARK: Loading the view

  /// Builds the scene's view into `owner`; `false` when the scene has no view (the controller
  /// then makes its default one).
  func loadView(into owner: UIViewController) -> Bool {
    guard let root = controller.view else { return false }
    let document = storyboard.document
    contentSizeCategory = StoryboardSceneBuilder.contentSizeCategory(of: owner)
    let layout = StoryboardSceneBuilder(root: root, document: document, controller: controller, host: owner, context: .runtime(load))
    owner.retainedSceneLayouts.append(layout)
    // Static cells, table header and footer views and collection background views are built
    // with the scene (outlets reach them); prototypes are registered with their tables and
    // collection views.
    let tableLayouts = installTableContent(of: layout, owner: owner) + installCollectionContent(of: layout, owner: owner)
    owner.retainedSceneLayouts += tableLayouts
    let entries = ([layout] + tableLayouts).flatMap(\.allEntries)
    let bars = StoryboardBarViews(installingIn: entries, document: document, load: load)
    owner.retainedSceneLayouts += bars.layouts
    var objects = barItems
    objects.merge(bars.objects) { kept, _ in kept }
    // Scene members beside the controller: gesture recognizers and custom objects.
    var memberElements: [IBXMLElement] = []
    for member in document.scene(containingObjectWithID: controller.id)?.objects ?? [] {
      guard let made = StoryboardMemberObjects.make(member, fileName: fileName) else { continue }
      sceneObjects.append(made)
      if let id = member.element.id { objects[id] = made }
      memberElements.append(member.element)
    }
    objects[controller.id] = owner
    record.add([layout] + tableLayouts + bars.layouts)
    for (id, object) in objects { record.add(object, id: id) }
    var fallbackIDs: Set<String> = isFallbackClass ? [controller.id] : []
    for entry in entries where !entry.source.id.isEmpty {
      objects[entry.source.id] = entry.view
      loadedViews[entry.source.id] = WeakView(view: entry.view)
      if entry.source.customClass != nil,
        StoryboardClassRegistry.lookup(
          StoryboardClassRegistry.views, className: entry.source.customClass ?? "", module: entry.source.customModule) == nil
      {
        fallbackIDs.insert(entry.source.id)
      }
    }
    let connector = connector(objects: objects, fallbackIDs: fallbackIDs)
    for entry in entries { connector.applyRuntimeAttributes(of: entry.source.element, to: entry.view) }
    var embeds: [(IBSegue, UIView)] = []
    for element in memberElements {
      if let id = element.id, let member = objects[id] { connector.applyRuntimeAttributes(of: element, to: member) }
    }
    connector.connect([controller.element] + entries.map(\.source.element) + bars.connectable + memberElements) { segue, source in
      if let embed = self.attach(segue, from: source, owner: owner) { embeds.append(embed) }
    }
    for (segue, container) in embeds {
      do {
        var instantiator = StoryboardInstantiator(storyboard: storyboard)
        let destination = try instantiator.instantiate(destinationID: segue.destinationID, of: segue)
        let embed = EmbedSegue(identifier: segue.identifier, source: owner, destination: destination)
        embed.containerView = container
        owner.prepare(for: embed, sender: nil)
        embed.perform()
      } catch {
        AdaptiveKitLog.shared.report(.storyboard, error.description)
      }
    }
    for entry in entries { entry.view.awakeFromNib() }
    return true
  }

  /// Makes a segue that a connection of `source` triggers fire: bar button items and gesture
  /// recognizers get a trigger target, controls a trigger action, other views (cells) a
  /// selection segue. An embed segue is returned with its container, for the caller to perform
  /// once every connection is made.
  func attach(_ segue: IBSegue, from source: AnyObject, owner: UIViewController) -> (IBSegue, UIView)? {
    guard let kind = segue.segueKind, kind != .relationship else { return nil }
    if segue.element.key == nil, source is UIBarButtonItem || source is UIGestureRecognizer {
      let trigger = StoryboardSegueTrigger(owner: owner, segue: segue)
      segueTriggers.append(trigger)
      if let item = source as? UIBarButtonItem {
        item.target = trigger
        item.action = StoryboardSegueTrigger.action
      } else if let recognizer = source as? UIGestureRecognizer {
        recognizer.addTarget(trigger, action: StoryboardSegueTrigger.action)
      }
    } else if kind == .embed, let container = source as? UIView {
      return (segue, container)
    } else if let control = source as? UIControl, segue.element.key == nil {
      control.addStoryboardTrigger(for: .primaryActionTriggered.union(.touchUpInside)) { [weak owner] control in
        owner?.runTriggeredSegue(segue, sender: control)
      }
    } else if let view = source as? UIView, segue.element.key == nil {
      selectionSegues.append(StoryboardSelectionSegue(segue: segue, view: view))
    }
    return nil
  }

  // MARK: Segues

  /// Every segue of the scene that can be performed (not relationships), with its trigger.
  var segueTemplates: [IBSegue] {
    var result: [IBSegue] = []
    collectSegues(in: controller.element, into: &result)
    return result.filter { $0.segueKind != .relationship && $0.element.key == nil }
  }

  private func collectSegues(in element: IBXMLElement, into result: inout [IBSegue]) {
    for child in element.elements {
      if child.name == "connections" {
        result += child.children(named: "segue").map { IBSegue(element: $0, sourceID: element.id) }
      } else {
        collectSegues(in: child, into: &result)
      }
    }
  }

  /// Instantiates a segue's destination and the segue object of its kind (custom classes from
  /// the registry); unwind segues find their destination by walking up from the source.
  func makeSegue(_ template: IBSegue, source: UIViewController, sender: Any?) throws(UIStoryboardError) -> UIStoryboardSegue {
    let kind = template.segueKind ?? .show
    if kind == .unwind {
      let action = Selector(template.unwindAction ?? "")
      let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
      guard let found = UnwindSegue.findDestination(for: unwindSource) else {
        throw .noUnwindDestination(action: action.description, source: source.description)
      }
      let segue = UnwindSegue(identifier: template.identifier, source: source, destination: found.destination)
      segue.action = action
      segue.container = found.container
      return segue
    }
    var instantiator = StoryboardInstantiator(storyboard: storyboard)
    let destination = try instantiator.instantiate(destinationID: template.destinationID, of: template)
    return StoryboardSegueKinds.make(
      template, kind: kind, source: source, destination: destination, sender: sender, scene: self)
  }
}

/// A view held weakly.
struct WeakView {
  weak var view: UIView?
}

/// A segue a view (a table or collection cell) triggers when it is selected.
@MainActor
struct StoryboardSelectionSegue {
  let segue: IBSegue
  weak var view: UIView?
}
