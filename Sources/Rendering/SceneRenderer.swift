import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas

/// Options for drawing a scene.
public struct RenderOptions: Equatable, Sendable {
  /// Whether to draw the device body around the screen.
  public var deviceOutline: Bool
  /// Whether each drawing also records its view tree (`RenderedScene.tree`, `--tree`).
  public var recordsTree: Bool
  /// The folder whose asset catalogs and image files `UIImage(named:in:compatibleWith:)` reads
  /// for image views and buttons (usually the document's folder); nil draws placeholders.
  public var imageFolder: URL?
  /// Whether a container view draws the controller its embed segue puts in it, as the app shows
  /// it (Interface Builder's canvas leaves the container empty).
  public var drawsEmbeddedControllers = false

  /// Options with everything off.
  public init(
    deviceOutline: Bool = false, imageFolder: URL? = nil, recordsTree: Bool = false, drawsEmbeddedControllers: Bool = false
  ) {
    self.deviceOutline = deviceOutline
    self.imageFolder = imageFolder
    self.recordsTree = recordsTree
    self.drawsEmbeddedControllers = drawsEmbeddedControllers
  }
}

/// A scene that can be drawn: a storyboard scene's controller (content or container) or a xib's
/// top-level view.
public struct RenderableScene: Equatable, Sendable {
  /// The scene id (storyboards) or the view's id (xibs).
  public var id: String
  /// The name Interface Builder shows for it.
  public var title: String
  /// The controller's (or view's) class.
  public var className: String
  /// The controller's element kind (`viewController`, `navigationController`, …; `view` for xibs).
  public var kind: String
  /// Where Interface Builder's canvas places it.
  public var canvasLocation: CGPoint?
  /// The controller's id (empty for xib views).
  public var controllerID: String
  /// The controller's storyboard identifier, when it has one.
  public var storyboardIdentifier: String? = nil
  /// The name someone gave it: the scene's label or the controller's title (a xib view's
  /// label); nil when `title` is only the class name.
  public var givenTitle: String? = nil
}

/// One drawn scene: the SVG and what layout reported while making it.
public struct RenderedScene: Sendable {
  /// The drawing.
  public var svg: SVGDocument
  /// Layout messages (unsatisfiable or ambiguous constraints) met on the way, as warnings of the
  /// document located at the root each was logged for, the log's category as the rule id.
  public var messages: [Diagnostic]
  /// The same reports as values, with the document constraints each involves.
  public var layoutProblems: [LayoutProblem] = []
  /// Each drawn document view's frame in the drawing's coordinates, by IB id (hidden views are not drawn).
  public var viewFrames: [String: CGRect] = [:]
  /// The drawn view tree, when `RenderOptions.recordsTree` asked for it.
  public var tree: SceneTree?
}

/// Draws the scenes of a document on a device: each controller's view laid out by the engine in
/// the device's window for its size classes, with the status bar, the navigation, tab and tool
/// bars UIKit adds, containers composed as UIKit shows them (a navigation or tab bar controller
/// shows its first child; a split view controller both columns side by side in regular-width
/// landscape, the secondary alone in regular-width portrait, the primary alone when collapsed).
@MainActor
public struct SceneRenderer {
  /// The document drawn.
  public let document: IBDocument
  /// The options.
  public var options: RenderOptions
  /// The document's controllers as the app instantiates them (one app per launch settings
  /// drawn), whose items the bars show and whose views the drawing shows.
  private let launches: AppLaunches
  let controllers: [String: IBViewController]

  /// The width UIKit gives an expanded split view's primary column (320 points, the documented
  /// iOS 8–13 default; unconfirmed for the newest iPads, which may widen it).
  public static let primaryColumnWidth: CGFloat = 320

  /// A renderer for a decoded document.
  public init(document: IBDocument, options: RenderOptions = RenderOptions()) {
    self.document = document
    self.options = options
    launches = AppLaunches(document: document, bundle: options.imageFolder.flatMap(DrawingContext.imageBundle(at:)))
    var controllers: [String: IBViewController] = [:]
    for controller in document.viewControllers where !controller.id.isEmpty { controllers[controller.id] = controller }
    self.controllers = controllers
  }

  /// Every drawable scene, in document order.
  public var scenes: [RenderableScene] {
    var result: [RenderableScene] = []
    for scene in document.scenes {
      guard let controller = scene.viewController, !controller.isStoryboardReference else { continue }
      let location = scene.canvasLocation.map { CGPoint(x: $0.x, y: $0.y) }
      result.append(
        RenderableScene(
          id: scene.sceneID, title: scene.label ?? controller.title ?? controller.className,
          className: controller.className, kind: controller.kind, canvasLocation: location,
          controllerID: controller.id, storyboardIdentifier: controller.storyboardIdentifier,
          givenTitle: scene.label ?? controller.title))
    }
    for view in document.topLevelViews {
      result.append(
        RenderableScene(
          id: view.id, title: view.userLabel ?? view.className, className: view.className, kind: "view",
          canvasLocation: nil, controllerID: "", givenTitle: view.userLabel))
    }
    return result
  }

  /// The title the storyboard map shows for `scene`: its label on Interface Builder's canvas
  /// (canvas-only, like its place), else the title the app's controller holds once its view
  /// loaded, else its class; the document's title for a controller that cannot be instantiated.
  func mapTitle(of scene: RenderableScene) -> String {
    if let label = document.scenes.first(where: { $0.sceneID == scene.id })?.label { return label }
    guard let title = launches.controllers(for: .deviceDefault).loadedTitle(ofControllerWithID: scene.controllerID)
    else { return scene.title }
    return title ?? scene.className
  }

  /// The scene whose id, controller id or storyboard identifier is `id`.
  public func scene(withID id: String) -> RenderableScene? {
    let all = scenes
    return all.first { $0.id == id } ?? all.first { !$0.controllerID.isEmpty && $0.controllerID == id }
      ?? all.first { controllers[$0.controllerID]?.storyboardIdentifier == id }
  }

  /// Draws one scene in one configuration.
  public func render(sceneID: String, configuration: RenderConfiguration) throws(RenderError) -> RenderedScene {
    guard let scene = scene(withID: sceneID) else {
      throw .unknownScene(file: document.fileName, sceneID: sceneID, available: scenes.map(\.id))
    }
    let configuration = configuration.with(configuration.variant.withCanvasAppearance(of: document))
    let context = DrawingContext(
      document: document, imageBundle: options.imageFolder.flatMap(DrawingContext.imageBundle(at:)),
      traits: configuration.variant.traitCollection(over: configuration.device.traitCollection(in: configuration.orientation)),
      variant: configuration.variant)
    if options.recordsTree { context.tree = SceneTreeRecorder(document: document) }
    let size = configuration.windowSize
    let margin = options.deviceOutline ? DeviceOutline.margin : 0
    if options.deviceOutline {
      DeviceOutline.drawBezel(size: size, configuration: configuration, context: context)
      context.writer.open("g", [("transform", "translate(\(SVGWriter.number(margin)),\(SVGWriter.number(margin)))")])
    }
    let screen = CGRect(origin: .zero, size: size)
    let radius = options.deviceOutline ? DeviceOutline.screenRadius(configuration) : 0
    let clip = context.uniqueID("screen")
    context.writer.open("clipPath", [("id", clip)])
    context.writer.rect(screen, radius: radius, fill: "#000")
    context.writer.close("clipPath")
    context.writer.open("g", [("clip-path", "url(#\(clip))")])
    context.writer.rect(screen, fill: context.palette.systemBackground.css)
    let statusBar = statusBarHeight(configuration)
    if let controller = controllers[scene.controllerID] {
      try draw(controller, in: screen, fullScreen: true, sizeClasses: configuration.sizeClasses,
        configuration: configuration, statusBar: statusBar, depth: 0, context: context)
    } else if let view = document.topLevelViews.first(where: { $0.id == scene.id }) {
      let layout = context.hostScene(
        root: view, controller: nil,
        placement: .device(configuration.device, configuration.orientation, window: configuration.window),
        insets: .zero, sizeClasses: configuration.sizeClasses)
      let xibViews = launches.xibViews(for: configuration.variant)
      context.loadedViews = xibViews.loadedViews(ofViewWithID: view.id, sizeClasses: configuration.sizeClasses)
      context.loadRecord = context.loadedViews == nil ? nil : xibViews.loadRecords
      if let layout { ViewDrawing.draw(layout, at: .zero, in: context) }
      context.loadedViews = nil
      context.loadRecord = nil
    }
    BarDrawing.drawStatusBar(width: size.width, height: statusBar, device: configuration.device, context: context)
    DeviceOutline.drawHomeIndicator(size: size, configuration: configuration, context: context)
    if options.deviceOutline { DeviceOutline.drawNotch(size: size, configuration: configuration, context: context) }
    context.writer.close("g")
    if options.deviceOutline { context.writer.close("g") }
    var svg = SVGDocument(
      width: Double(size.width + 2 * margin), height: Double(size.height + 2 * margin), body: context.writer.markup,
      title: "\(scene.title) — \(configuration)")
    svg.fontFiles = context.writer.fontFiles
    let tree = context.tree?.tree(
      document: document.fileName, scene: scene,
      storyboardIdentifier: controllers[scene.controllerID]?.storyboardIdentifier, configuration: configuration)
    return RenderedScene(
      svg: svg, messages: context.messages, layoutProblems: context.layoutProblems, viewFrames: context.viewFrames,
      tree: tree)
  }

  /// The status bar's height: the device's top safe-area inset (zero where iOS hides the bar,
  /// as in iPhone landscape).
  private func statusBarHeight(_ configuration: RenderConfiguration) -> CGFloat {
    configuration.device.safeAreaInsets(in: configuration.orientation).top
  }

  // MARK: Controllers

  func draw(
    _ controller: IBViewController, in rect: CGRect, fullScreen: Bool, sizeClasses: SizeClassPair,
    configuration: RenderConfiguration, statusBar: CGFloat, depth: Int, context: DrawingContext
  ) throws(RenderError) {
    // Containers nest a few levels at most; a cycle in a broken document stops here.
    guard depth < 8 else { return }
    func child(_ relationship: String) -> IBViewController? {
      controller.relationshipDestinations(relationship).first.flatMap { controllers[$0] }
    }
    switch controller.kind {
    case "navigationController":
      if let root = child("rootViewController") {
        try draw(root, in: rect, fullScreen: fullScreen, sizeClasses: sizeClasses, configuration: configuration,
          statusBar: statusBar, depth: depth + 1, context: context)
      }
      return
    case "tabBarController":
      if let first = child("viewControllers") {
        try draw(first, in: rect, fullScreen: fullScreen, sizeClasses: sizeClasses, configuration: configuration,
          statusBar: statusBar, depth: depth + 1, context: context)
      }
      return
    case "splitViewController":
      try drawSplit(controller, in: rect, sizeClasses: sizeClasses, configuration: configuration, statusBar: statusBar,
        depth: depth, context: context)
      return
    default: break
    }
    guard let root = controller.view else {
      ImageDrawing.drawPlaceholder(label: controller.className, in: rect, context: context)
      return
    }
    let storyboardControllers = launches.controllers(for: configuration.variant)
    let bars = storyboardControllers.chrome(of: controller)
    let compactHeight = configuration.device.idiom == .phone && sizeClasses.vertical == .compact
    let navigationHeight = bars.navigationBar.map { BarDrawing.navigationBarHeight($0, compactHeight: compactHeight) } ?? 0
    let hasBottomBar = bars.tabBar != nil || bars.toolbar != nil
    let bottomHeight = hasBottomBar ? BarDrawing.bottomBarHeight(isTabBar: bars.tabBar != nil, compactHeight: compactHeight) : 0
    // The part of the home indicator's inset the rect overlaps (all of it unless a container view ends above it).
    let home = max(0, rect.maxY - (configuration.windowSize.height - configuration.device.safeAreaInsets(in: configuration.orientation).bottom))
    let layout: StoryboardSceneBuilder?
    if fullScreen {
      layout = context.hostScene(
        root: root, controller: controller,
        placement: .device(configuration.device, configuration.orientation, window: configuration.window),
        insets: UIEdgeInsets(top: navigationHeight, left: 0, bottom: bottomHeight, right: 0),
        sizeClasses: configuration.sizeClasses)
    } else {
      layout = context.hostScene(
        root: root, controller: controller, placement: .box(rect.size),
        insets: UIEdgeInsets(top: statusBar + navigationHeight, left: 0, bottom: home + bottomHeight, right: 0),
        sizeClasses: sizeClasses)
    }
    let enclosingBarContent = context.drawsBarControllerContent
    context.drawsBarControllerContent = bars.navigationBar != nil || bars.tabBar != nil
    let enclosingLoadedViews = context.loadedViews
    let enclosingLoadRecord = context.loadRecord
    context.loadedViews = storyboardControllers.loadedViews(
      ofControllerWithID: controller.id, sizeClasses: fullScreen ? configuration.sizeClasses : sizeClasses)
    context.loadRecord = context.loadedViews == nil ? nil : storyboardControllers.loadRecord(ofControllerWithID: controller.id)
    if let layout { ViewDrawing.draw(layout, at: rect.origin, in: context) }
    context.loadedViews = enclosingLoadedViews
    context.loadRecord = enclosingLoadRecord
    context.drawsBarControllerContent = enclosingBarContent
    if options.drawsEmbeddedControllers {
      try drawEmbeddedControllers(of: root, configuration: configuration, depth: depth, context: context)
    }
    if let bar = bars.navigationBar {
      BarDrawing.drawNavigationBar(bar, in: CGRect(x: rect.minX, y: rect.minY + statusBar, width: rect.width,
        height: navigationHeight), extendUp: statusBar, compactHeight: compactHeight, context: context)
    }
    let bottomFrame = CGRect(x: rect.minX, y: rect.maxY - home - bottomHeight, width: rect.width,
      height: bottomHeight + home)
    if let tabBar = bars.tabBar {
      BarDrawing.drawTabBar(tabBar, in: bottomFrame, barHeight: bottomHeight, context: context)
    } else if let toolbar = bars.toolbar {
      BarDrawing.drawToolbar(toolbar, in: bottomFrame, barHeight: bottomHeight, mirrored: context.isRightToLeft, context: context)
    }
  }

  private func drawSplit(
    _ split: IBViewController, in rect: CGRect, sizeClasses: SizeClassPair, configuration: RenderConfiguration,
    statusBar: CGFloat, depth: Int, context: DrawingContext
  ) throws(RenderError) {
    let primary = split.relationshipDestinations("masterViewController").first.flatMap { controllers[$0] }
    let secondary = split.relationshipDestinations("detailViewController").first.flatMap { controllers[$0] }
    // Collapsed (compact width): the primary alone. Expanded portrait: `.automatic` hides the
    // primary, so the secondary fills the screen. Expanded landscape: side by side.
    if sizeClasses.horizontal == .compact || (rect.height >= rect.width && secondary != nil) {
      guard let shown = sizeClasses.horizontal == .compact ? (primary ?? secondary) : secondary else { return }
      try draw(shown, in: rect, fullScreen: true, sizeClasses: sizeClasses, configuration: configuration,
        statusBar: statusBar, depth: depth + 1, context: context)
      return
    }
    let width = min(SceneRenderer.primaryColumnWidth, rect.width / 2)
    let primaryRect = CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
    let secondaryRect = CGRect(x: rect.minX + width + 0.5, y: rect.minY, width: rect.width - width - 0.5,
      height: rect.height)
    if let primary {
      try draw(primary, in: primaryRect, fullScreen: false, sizeClasses: sizeClasses, configuration: configuration,
        statusBar: statusBar, depth: depth + 1, context: context)
    }
    if let secondary {
      try draw(secondary, in: secondaryRect, fullScreen: false, sizeClasses: sizeClasses, configuration: configuration,
        statusBar: statusBar, depth: depth + 1, context: context)
    }
    context.writer.rect(CGRect(x: primaryRect.maxX, y: rect.minY, width: 0.5, height: rect.height),
      fill: context.palette.separator.css)
  }
}
