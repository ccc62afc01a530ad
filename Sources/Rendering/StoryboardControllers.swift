import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The controllers of a document as the app gets them — each instantiated once, on first use,
/// by a `UIStoryboard` of the document — and where each sits: the navigation stack it is shown
/// in (its navigation controller's root, or pushed by a show segue from a controller in it) and
/// the tab it belongs to, followed along the document's relationships and segues as the app
/// reaches it. The bars a drawing shows are read from these controllers' navigation items, bar
/// button items and tab bar items.
@MainActor
final class StoryboardControllers {
  /// The storyboard the controllers are instantiated from.
  let storyboard: UIStoryboard
  /// The settings the app runs with, which its views take as they load (`TraitVariant`'s Dynamic
  /// Type size, layout direction and release; the others are left to each drawing).
  let launchSettings: TraitVariant
  /// The document's controllers (storyboard references included) by id.
  private let sources: [String: IBViewController]
  /// Controllers in a navigation stack: its navigation controller and the controller that pushes them.
  private var stacks: [String: (navigation: String, pushedFrom: String?)] = [:]
  /// Controllers in a tab bar controller's branch: the tab bar controller and the tab's index.
  private var tabs: [String: (controller: String, index: Int)] = [:]
  /// The tabs of each tab bar controller, by its id.
  private var tabRoots: [String: [String]] = [:]
  private var instances: [String: UIViewController?] = [:]
  /// The cells each instantiated controller's tables dequeue from their prototypes, by controller id.
  private var prototypeCells: [String: AppPrototypeCells] = [:]

  /// The controllers of `document`, images and referenced storyboards looked up in `bundle`, for
  /// an app started with `launchSettings`.
  init(document: IBDocument, bundle: Bundle = .main, launchSettings: TraitVariant = .deviceDefault) {
    storyboard = UIStoryboard(document: document, bundle: bundle)
    // The app's fonts are those the canvas finds for the document (its project and `--fonts`
    // folders; none for a document read from data), so both draw text in the same faces.
    storyboard.appFonts = AppFontCatalog.of(document)
    self.launchSettings = Self.launchSettings(of: launchSettings)
    let controllers = document.viewControllers
    var byID: [String: IBViewController] = [:]
    for controller in controllers where !controller.id.isEmpty { byID[controller.id] = controller }
    sources = byID

    var queue: [(id: String, navigation: String, from: String?)] = []
    for controller in controllers where controller.kind == "navigationController" {
      for id in controller.relationshipDestinations("rootViewController") { queue.append((id, controller.id, nil)) }
    }
    while !queue.isEmpty {
      let (id, navigation, from) = queue.removeFirst()
      guard stacks[id] == nil, let controller = byID[id], controller.kind != "navigationController" else { continue }
      stacks[id] = (navigation, from)
      for next in Self.pushedDestinations(of: controller) { queue.append((next, navigation, id)) }
    }

    for tabController in controllers where tabController.kind == "tabBarController" {
      let roots = tabController.relationshipDestinations("viewControllers")
      tabRoots[tabController.id] = roots
      for (index, root) in roots.enumerated() {
        var pending = [root]
        while let id = pending.popLast() {
          guard tabs[id] == nil, let controller = byID[id] else { continue }
          tabs[id] = (tabController.id, index)
          pending += controller.relationshipDestinations("rootViewController") + Self.pushedDestinations(of: controller)
        }
      }
    }
  }

  /// The controller whose document id is `id`, as the storyboard instantiates it (nil when it
  /// cannot: a reference to a storyboard that is not in the bundle, a broken relationship).
  /// What loading logs is the app's to report, not the drawing's.
  func controller(withID id: String) -> UIViewController? {
    if let known = instances[id] { return known }
    let (result, _) = AdaptiveKitLog.shared.capture { try? storyboard.loadViewController(withObjectID: id) }
    if let result { Self.apply(launchSettings, to: result) }
    instances[id] = .some(result)
    return result
  }

  /// The part of `variant` an app is started with (Dynamic Type size, layout direction, release),
  /// the device's defaults left open so that equal launches compare equal.
  static func launchSettings(of variant: TraitVariant) -> TraitVariant {
    let open = variant.leavingFixedDefaultsOpen
    return TraitVariant(
      preferredContentSizeCategory: open.preferredContentSizeCategory, layoutDirection: open.layoutDirection,
      release: open.release)
  }

  /// Gives a controller, before its view loads, the settings an app started with them has: its
  /// views' text-style fonts load at the Dynamic Type size, and natural alignment and leading
  /// edges follow the layout direction, as on a device set so.
  static func apply(_ settings: TraitVariant, to controller: UIViewController) {
    if let category = settings.preferredContentSizeCategory {
      controller.traitOverrides.preferredContentSizeCategory = category
    }
    if let direction = settings.layoutDirection { controller.traitOverrides.layoutDirection = direction }
    if let release = settings.release { controller.traitOverrides[UIKitReleaseTrait.self] = release }
  }

  /// The views of the app's instance of the controller `id` by document view id, its view loaded
  /// (`viewDidLoad` and every view's `awakeFromNib` run) and its traits given the drawn size
  /// classes, so its storyboard's size-class variations are applied as UIKit applies them; nil
  /// when the controller cannot be instantiated. What loading logs is the app's to report.
  /// A view inside a table's prototype cell is the one in the cell the app's table dequeues from
  /// that prototype (`AppPrototypeCells`), given the same size classes.
  func loadedViews(ofControllerWithID id: String, sizeClasses: SizeClassPair) -> ((String) -> UIView?)? {
    guard let made = controller(withID: id) else { return nil }
    _ = AdaptiveKitLog.shared.capture {
      made.loadViewIfNeeded()
      made.traitOverrides.horizontalSizeClass = sizeClasses.horizontal
      made.traitOverrides.verticalSizeClass = sizeClasses.vertical
    }
    let prototypes = prototypeCells(of: made, controllerID: id)
    prototypes?.draw(in: sizeClasses)
    return { [made] viewID in made.storyboardView(withDocumentID: viewID) ?? prototypes?.view(withDocumentID: viewID) }
  }

  /// What the storyboard made from the document and connected when it loaded the view of the
  /// app's instance of the controller `id` (`NibLoadRecord`), by document view id: a prototype
  /// cell's views are in the record of the cell's own load; nil when it cannot be instantiated.
  func loadRecord(ofControllerWithID id: String) -> ((String) -> NibLoadRecord?)? {
    guard let made = controller(withID: id) else { return nil }
    let record = AdaptiveKitLog.shared.capture { made.nibLoadRecord }.result
    let prototypes = prototypeCells(of: made, controllerID: id)
    return { viewID in prototypes?.loadRecord(ofViewWithDocumentID: viewID) ?? record }
  }

  /// The prototype cells of the app's controller `made` (the document's controller `id`), made once.
  private func prototypeCells(of made: UIViewController, controllerID id: String) -> AppPrototypeCells? {
    if let known = prototypeCells[id] { return known }
    guard let source = sources[id] else { return nil }
    let cells = AppPrototypeCells(controller: made, source: source, launchSettings: launchSettings)
    prototypeCells[id] = cells
    return cells
  }

  /// The title of the app's instance of the controller `id` once its view loaded (code in
  /// `awakeFromNib` or `viewDidLoad` may set it); nil when it cannot be instantiated.
  func loadedTitle(ofControllerWithID id: String) -> String?? {
    guard let made = controller(withID: id) else { return nil }
    _ = AdaptiveKitLog.shared.capture { made.loadViewIfNeeded() }
    return .some(made.title)
  }

  /// The bars UIKit shows around `controller`'s view where the document places it, with what
  /// its simulated metrics add or take away.
  func chrome(of controller: IBViewController) -> SceneChrome {
    var chrome = SceneChrome()
    let metrics = controller.simulatedMetrics
    let made = self.controller(withID: controller.id)
    // A controller that cannot be instantiated still shows its bars, empty, where the document puts them.
    let item = made?.navigationItem ?? UINavigationItem()
    if let place = stacks[controller.id] {
      let navigation = self.controller(withID: place.navigation) as? UINavigationController
      let previous = place.pushedFrom.map { self.controller(withID: $0)?.navigationItem ?? UINavigationItem() }
      chrome.navigationBar = SceneChrome.navigationBar(
        showing: item, below: previous, large: navigation?.navigationBar.prefersLargeTitles ?? false)
    } else if metrics.topBar?.kind == "simulatedNavigationBarMetrics" {
      chrome.navigationBar = SceneChrome.navigationBar(showing: item, below: nil, large: false)
    }
    if metrics.topBar?.kind == "nil" { chrome.navigationBar = nil }
    if let place = tabs[controller.id], let roots = tabRoots[place.controller] {
      let items = roots.map { SceneChrome.BarItem(tabBarItem(ofTab: $0)) }
      chrome.tabBar = SceneChrome.TabBar(items: items, selectedIndex: place.index)
    } else if metrics.bottomBar?.kind == "simulatedTabBarMetrics" {
      chrome.tabBar = SceneChrome.TabBar(items: [], selectedIndex: 0)
    }
    if metrics.bottomBar?.kind == "simulatedToolbarMetrics" {
      chrome.toolbar = (made?.toolbarItems ?? []).map(SceneChrome.BarItem.init)
    }
    if metrics.bottomBar?.kind == "nil" {
      chrome.tabBar = nil
      chrome.toolbar = nil
    }
    if made?.hidesBottomBarWhenPushed == true, stacks[controller.id]?.pushedFrom != nil { chrome.tabBar = nil }
    return chrome
  }

  /// The item a tab shows: its controller's; for a tab that cannot be instantiated (a reference
  /// to a storyboard not in the bundle) the item the document declares for it, as the loader
  /// builds it.
  private func tabBarItem(ofTab id: String) -> UITabBarItem {
    if let made = controller(withID: id) { return made.tabBarItem }
    guard let declared = sources[id]?.tabBarItem else { return UITabBarItem() }
    let document = storyboard.document
    var builder = StoryboardBarItemBuilder(
      document: document,
      load: StoryboardLoad(fileName: document.fileName, bundle: storyboard.bundle, resources: document.resources))
    return AdaptiveKitLog.shared.capture { builder.tabBarItem(declared) }.result
  }

  /// The controllers a controller pushes onto its stack (show and legacy push segues from it or
  /// any of its views).
  static func pushedDestinations(of controller: IBViewController) -> [String] {
    var result: [String] = []
    func visit(_ element: IBXMLElement) {
      if element.name == "segue", let kind = element["kind"], kind == "show" || kind == "push",
        let destination = element["destination"]
      {
        result.append(destination)
      }
      for child in element.elements { visit(child) }
    }
    visit(controller.element)
    return result
  }
}
