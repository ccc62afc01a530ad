import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The bars Interface Builder draws over a scene's root view: explicit simulated metrics, or the
/// ones it infers from the containers the controller sits in (a navigation controller's root and
/// the controllers it shows get a navigation bar; a tab bar controller's children get a tab bar).
package struct IBSimulatedBars: Equatable {
  /// The height of the simulated top bar (0, 44, or 96 with large titles).
  package var top: CGFloat = 0
  /// The height of the simulated bottom bar (0, 44 for a toolbar, 49 for a tab bar).
  package var bottom: CGFloat = 0
  /// Whether the controller is the destination of an embed segue (a container view's child).
  package var isEmbedded = false
  /// Whether the controller is in a navigation stack drawn as an iOS 13 sheet: a 56-point
  /// navigation bar at the sheet's top and no status bar above it.
  package var isInSheet = false
  /// Whether the bottom bar is a simulated toolbar (taller on home-indicator phones).
  package var isToolbarAtBottom = false
  /// Whether the controller is the destination of a popover segue.
  package var isPopover = false

  /// No bars (a xib's view, a scene nothing puts bars over).
  package init() {}

  /// The bars a xib's top-level view simulates for itself (a controller's view kept in a xib:
  /// `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">` on the view). Interface
  /// Builder draws them as over a storyboard controller: gnosis' and safe-global's controller
  /// xibs pin views to a safe area 88 points down on `retina6_1` and `retina6_5` (44 + 44), 64 on
  /// `retina4_7`, 91 on `retina6_0`, and 83 up over a simulated toolbar on `retina6_1`.
  package init(ownMetricsOf view: IBView) {
    apply(IBSimulatedMetrics(view.element))
  }

  /// Takes the explicit bars of `metrics`: a navigation bar over any inferred one (30 points more
  /// with a prompt), a tab bar or toolbar at the bottom, and `nil` metrics removing a bar.
  mutating func apply(_ metrics: IBSimulatedMetrics) {
    if let top = metrics.topBar {
      switch top.kind {
      case "simulatedNavigationBarMetrics": self.top = max(self.top, top.isPrompted == true ? 74 : 44)
      case "nil": self.top = 0
      default: break
      }
    }
    if let bottom = metrics.bottomBar {
      switch bottom.kind {
      case "simulatedTabBarMetrics": self.bottom = 49
      case "simulatedToolbarMetrics":
        self.bottom = 44
        isToolbarAtBottom = true
      case "nil": self.bottom = 0
      default: break
      }
    }
  }

  /// The bars as the canvas of `device` in `orientation` draws them in documents of the iOS
  /// Xcode `xcode`: compact-height bars on a landscape iPhone, iPad bars from Xcode 10, iOS 26's
  /// taller navigation bar on iPhones from Xcode 26.
  package func drawn(on device: Device, in orientation: UIInterfaceOrientation, xcode: XcodeRelease.Build) -> IBSimulatedBars {
    switch device.idiom {
    case .phone where xcode >= Self.iOS26PhoneBarsBuild: onIOS26Phone(landscape: orientation.isLandscape)
    case .phone where orientation.isLandscape: inCompactHeight()
    case .pad where xcode >= Self.padBarsBuild: onPad()
    default: self
    }
  }

  /// The first plug-in build whose iPad canvases draw iOS 12's iPad bars.
  static let padBarsBuild = XcodeRelease.Build.xcode10
  /// The height of an iPad's navigation bar and toolbar from iOS 12.
  static let padBarHeight: CGFloat = 50

  /// The bars as an iPad canvas of Xcode 10 and later draws them: a navigation bar and a toolbar
  /// 50 points high (iOS 12's iPad bars; an Xcode 10.1 iPad navigation controller stores its bar
  /// 768×50), a prompted bar 30 more.
  private func onPad() -> IBSimulatedBars {
    var bars = self
    if bars.top == 44 { bars.top = Self.padBarHeight } else if bars.top == 74 { bars.top = Self.padBarHeight + 30 }
    if bars.isToolbarAtBottom, bars.bottom == 44 { bars.bottom = Self.padBarHeight }
    return bars
  }

  /// The first plug-in build whose iPhone canvases draw iOS 26's navigation bar.
  static let iOS26PhoneBarsBuild = XcodeRelease.Build.xcode26
  /// iOS 26's iPhone navigation bar, in portrait and landscape alike: Xcode 26 documents store
  /// their navigation controllers' bars 54 high (GoMap, nRF-Mesh and DataDog in portrait;
  /// xdripswift's three on a landscape 844-point iPhone 12), and views pinned to the safe area of
  /// a pushed scene one such bar below the status bar's doubled inset (y 150 on `retina6_1`,
  /// 172 on `retina6_12`; 101 on the landscape iPhone 12).
  static let iOS26NavigationBarHeight: CGFloat = 54
  /// The same bar with a large title (stored 106 high; views under it at y 202 on `retina6_1`).
  static let iOS26LargeTitleNavigationBarHeight: CGFloat = 106

  /// The bars as an iPhone canvas of Xcode 26 draws them: iOS 26's navigation bar, without a
  /// large title in landscape (compact height), over landscape's compact toolbar.
  private func onIOS26Phone(landscape: Bool) -> IBSimulatedBars {
    var bars = landscape ? inCompactHeight() : self
    if top == 44 || (landscape && top == 96) {
      bars.top = Self.iOS26NavigationBarHeight
    } else if top == 96 {
      bars.top = Self.iOS26LargeTitleNavigationBarHeight
    }
    return bars
  }

  /// The bars as an iPhone in compact height (landscape) draws them: a navigation bar and a
  /// toolbar 32 points high, as UIKit has drawn them on landscape phones since iOS 8, and no
  /// large title (UIKit shows none in compact height). An Xcode 9 landscape iPhone 8 document
  /// stores its navigation bar 667×32 and the scenes below it 32 points down. A tab bar keeps
  /// its height (no landscape sample).
  private func inCompactHeight() -> IBSimulatedBars {
    var bars = self
    if bars.top == 44 || bars.top == 96 { bars.top = 32 }
    if bars.isToolbarAtBottom, bars.bottom > 0 { bars.bottom = 32 }
    return bars
  }

  /// The bars of every controller of `document`, by controller id.
  ///
  /// The last answer is kept: every scene layout of a document asks again (a corpus render asks
  /// for each scene on twelve devices), and the walk covers the whole document. Comparing the
  /// document with the kept one is quick for copies of one decoded document, which share storage.
  package static func bars(in document: IBDocument) -> [String: IBSimulatedBars] {
    if let kept = lastBars.withLock({ $0 }), kept.document == document { return kept.bars }
    let bars = computeBars(in: document)
    lastBars.withLock { $0 = (document, bars) }
    return bars
  }

  private static let lastBars = LockedValue<(document: IBDocument, bars: [String: IBSimulatedBars])?>(nil)

  private static func computeBars(in document: IBDocument) -> [String: IBSimulatedBars] {
    let controllers = document.viewControllers
    var byID: [String: IBViewController] = [:]
    for controller in controllers where !controller.id.isEmpty { byID[controller.id] = controller }
    // Each controller's segues from one walk of its elements, which every question below reuses:
    // walking a 10,000-view scene once per question cost 11 % of laying it out.
    var seguesByID: [String: [Segue]] = [:]
    var repeatedIDs: Set<String> = []
    for controller in controllers where !controller.id.isEmpty {
      if seguesByID.updateValue(segues(of: controller), forKey: controller.id) != nil { repeatedIDs.insert(controller.id) }
    }
    func destinations(of controller: IBViewController, kinds: Set<String>) -> [String] {
      // Controllers sharing an id (a damaged file) are walked each time, as each is its own.
      let known = repeatedIDs.contains(controller.id) ? nil : seguesByID[controller.id]
      return (known ?? segues(of: controller)).compactMap { kinds.contains($0.kind) ? $0.destination : nil }
    }
    func shownDestinations(of controller: IBViewController) -> [String] {
      destinations(of: controller, kinds: ["show", "push"])
    }

    // Controllers inside a navigation stack (with the navigation controller's large-title flag).
    var navigation: [String: Bool] = [:]
    var withToolbar: Set<String> = []
    var withoutNavigationBar: Set<String> = []
    var tabbed: Set<String> = []
    var queue: [(String, Bool, Bool, Bool)] = []
    for controller in controllers where controller.kind == "navigationController" {
      let large = controller.element.child(key: "navigationBar")?.bool("largeTitles") ?? false
      // A navigation controller showing its toolbar (`toolbarHidden="NO"`) draws it under every
      // controller of its stack.
      let toolbar = controller.element.bool("toolbarHidden") == false
      // One hiding its bar (`navigationBarHidden="YES"`, UIKit's `isNavigationBarHidden`) draws
      // none over any controller of its stack.
      let barHidden = controller.element.bool("navigationBarHidden") == true
      for id in controller.relationshipDestinations("rootViewController") { queue.append((id, large, toolbar, barHidden)) }
    }
    for controller in controllers where controller.kind == "tabBarController" {
      for id in controller.relationshipDestinations("viewControllers") { tabbed.insert(id) }
    }
    // Tab children that are navigation controllers put their stacks in the tab bar too.
    var tabQueue = Array(tabbed)
    while let id = tabQueue.popLast() {
      guard let controller = byID[id] else { continue }
      let next =
        controller.kind == "navigationController"
        ? controller.relationshipDestinations("rootViewController") : []
      for child in next + shownDestinations(of: controller) where !tabbed.contains(child) {
        tabbed.insert(child)
        tabQueue.append(child)
      }
    }
    // A controller drawn with an explicit simulated navigation bar passes it on to the controllers
    // it shows, as Interface Builder infers a pushed controller's bars from its source's
    // (IBAnimatable's Xcode 8 scenes shown from a table controller that simulates the bar of a
    // navigation controller in another storyboard sit below a 44-point bar).
    for controller in controllers where controller.simulatedMetrics.topBar?.kind == "simulatedNavigationBarMetrics" {
      for next in shownDestinations(of: controller) { queue.insert((next, false, false, false), at: 0) }
    }
    while let (id, large, toolbar, barHidden) = queue.popLast() {
      guard navigation[id] == nil, let controller = byID[id], controller.kind != "navigationController" else { continue }
      navigation[id] = large
      if toolbar { withToolbar.insert(id) }
      if barHidden { withoutNavigationBar.insert(id) }
      for next in shownDestinations(of: controller) { queue.append((next, large, toolbar, barHidden)) }
    }

    var embedded: Set<String> = []
    var popovers: Set<String> = []
    for controller in controllers {
      embedded.formUnion(destinations(of: controller, kinds: ["embed"]))
      popovers.formUnion(destinations(of: controller, kinds: ["popoverPresentation", "popover"]))
    }
    // A tab bar or navigation controller in a container view hands the embedding on to its
    // children (Rocket.Chat's Xcode 7 left menu: the tabs of an embedded tab bar controller keep
    // their top layout guides at 0, as container children of that era do).
    embedded.formUnion(
      reachable(from: Array(embedded), in: byID) { controller in
        guard controller.kind == "tabBarController" || controller.kind == "navigationController" else { return [] }
        return controller.relationshipDestinations("viewControllers")
          + controller.relationshipDestinations("rootViewController")
      })

    // Interface Builder stores a navigation controller it draws as a page sheet (iOS 13's modal
    // default) with its bar at y 0, 56 points high: the bar UIKit gives a sheet's navigation
    // controller. iNaturalist's and Esri's such stacks keep their content 56 points down.
    var sheetRoots: [String] = []
    for controller in controllers where controller.kind == "navigationController" {
      guard let bar = controller.element.child(key: "navigationBar")?.child(key: "frame", named: "rect"),
        bar.double("y") == 0, bar.double("height") == 56
      else { continue }
      sheetRoots += controller.relationshipDestinations("rootViewController")
    }
    let inSheet = reachable(
      from: sheetRoots, in: byID, where: { $0.kind != "navigationController" }, through: shownDestinations(of:))

    // UIKit keeps the bottom bar hidden for every controller pushed above one that hides it
    // ("the bottom bar remains hidden until the view controller is popped from the stack").
    let hidesBottomBar = reachable(
      from: controllers.filter(\.hidesBottomBarWhenPushed).map(\.id), in: byID,
      where: { navigation[$0.id] != nil }, through: shownDestinations(of:))

    var result: [String: IBSimulatedBars] = [:]
    for controller in controllers {
      var bars = IBSimulatedBars()
      bars.isEmbedded = embedded.contains(controller.id)
      bars.isPopover = popovers.contains(controller.id)
      if let large = navigation[controller.id], !withoutNavigationBar.contains(controller.id) {
        let mode = controller.navigationItem?.largeTitleDisplayMode
        bars.top = large && mode != "never" ? 96 : 44
      }
      if inSheet.contains(controller.id), bars.top == 44 {
        bars.top = 56
        bars.isInSheet = true
      }
      if withToolbar.contains(controller.id) {
        bars.bottom = 44
        bars.isToolbarAtBottom = true
      }
      if tabbed.contains(controller.id) {
        bars.bottom = 49
        bars.isToolbarAtBottom = false
      }
      bars.apply(controller.simulatedMetrics)
      if hidesBottomBar.contains(controller.id) {
        bars.bottom = 0
        bars.isToolbarAtBottom = false
      }
      result[controller.id] = bars
    }
    return result
  }

  /// The controllers reached from `seeds` (themselves included) by following `next`, keeping only
  /// those `included` (a controller left out is not followed further).
  private static func reachable(
    from seeds: [String], in byID: [String: IBViewController],
    where included: (IBViewController) -> Bool = { _ in true },
    through next: (IBViewController) -> [String]
  ) -> Set<String> {
    var reached: Set<String> = []
    var queue = seeds
    while let id = queue.popLast() {
      guard !reached.contains(id), let controller = byID[id], included(controller) else { continue }
      reached.insert(id)
      queue += next(controller)
    }
    return reached
  }

  /// A segue of a controller or its views: its kind and destination.
  private struct Segue {
    let kind: String
    let destination: String
  }

  /// The segues (with a kind and a destination) from the controller or its views, in document order.
  private static func segues(of controller: IBViewController) -> [Segue] {
    var result: [Segue] = []
    func visit(_ element: IBXMLElement) {
      if element.name == "segue", let kind = element["kind"], let destination = element["destination"] {
        result.append(Segue(kind: kind, destination: destination))
      }
      for case .element(let child) in element.children { visit(child) }
    }
    visit(controller.element)
    return result
  }
}
