import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Rendering

extension DesignerWorkspace {
  /// The device and orientation the page asked for.
  struct Viewing {
    let device: Device
    let orientation: UIInterfaceOrientation

    /// Parses `device=` (a catalog name, or Generic) and `orientation=` (portrait or landscape).
    init(device name: String?, orientation: String?) throws(DesignerRequestError) {
      let name = name ?? Device.generic.name
      guard let device = Device.namedIncludingCanvas(name) else {
        let suggestions = Device.suggestions(for: name).joined(separator: ", ")
        throw .badRequest("unknown device '\(name)'; did you mean: \(suggestions)?")
      }
      self.device = device
      switch orientation?.lowercased() {
      case nil, "", "portrait": self.orientation = .portrait
      case "landscape": self.orientation = .landscapeLeft
      case let other?: throw .badRequest("orientation=\(other) is neither portrait nor landscape")
      }
    }

    var orientationName: String { orientation.isLandscape ? "landscape" : "portrait" }
  }

  /// The canvas of document `id` as JSON: every scene laid out for `cell` on the device, placed
  /// at its canvas location, with the segues and the initial-scene arrow.
  func canvasJSON(_ id: String, viewing: Viewing, cell: SizeClassCell) async throws(DesignerRequestError) -> Data {
    let (entry, loaded) = try load(id)
    let key = CanvasKey(
      document: id, version: loaded.version, device: viewing.device.name, orientation: viewing.orientationName,
      cell: cell)
    if let cached = canvasCache[key] { return cached }
    if let running = canvasRuns[key] { return try await running.value.get() }
    let run = Task { @MainActor () -> Result<Data, DesignerRequestError> in
      let data = Self.encode(await self.canvas(entry: entry, loaded: loaded, viewing: viewing, cell: cell))
      self.canvasCache.insert(data, for: key)
      self.canvasRuns[key] = nil
      return .success(data)
    }
    canvasRuns[key] = run
    return try await run.value.get()
  }

  /// One box of the canvas before it is drawn.
  private struct Box {
    enum Content {
      /// A storyboard scene or a xib view, drawn by `SceneRenderer` in `configuration`.
      case scene(RenderableScene, RenderConfiguration)
      /// A storyboard reference, drawn as Interface Builder's small reference box.
      case reference(IBViewController)
    }

    let id: String
    let controllerID: String
    let title: String
    let className: String
    let kind: String
    let location: CGPoint?
    let size: CGSize
    let content: Content
  }

  private func canvas(entry: DocumentCatalog.Entry, loaded: Loaded, viewing: Viewing, cell: SizeClassCell) async
    -> CanvasPayload
  {
    let document = loaded.document
    let folder = URL(fileURLWithPath: entry.realPath).deletingLastPathComponent()
    let imageFolder = folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
    let renderer = SceneRenderer(document: document, options: RenderOptions(imageFolder: imageFolder))
    // The grid's cell decides the size classes; the device gives the screen, as Interface
    // Builder's "View As" does while one size class is edited.
    let configuration = RenderConfiguration(
      device: viewing.device.withSizeClasses(cell.runtimePair), orientation: viewing.orientation, variant: traitVariant)
    let boxes = Self.boxes(of: document, renderer: renderer, configuration: configuration, cell: cell)
    let origins = CanvasPlacement.origins(
      of: boxes.map { CanvasPlacement.Item(location: $0.location, size: $0.size) },
      windowSize: configuration.windowSize)
    let resolver = IBVariationResolver(cell.pair)
    var scenes: [CanvasPayload.Scene] = []
    var messages: [Diagnostic] = []
    for (index, box) in boxes.enumerated() {
      var svg = ""
      var failure: Diagnostic?
      var size = box.size
      var outline: [CanvasPayload.OutlineItem] = []
      switch box.content {
      case .scene(let scene, let sceneConfiguration):
        do {
          let drawn = try renderer.render(sceneID: scene.id, configuration: sceneConfiguration)
          let prefixed = drawn.svg.prefixingIDs("s\(index)-")
          svg = prefixed.element
          size = CGSize(width: prefixed.width, height: prefixed.height)
          messages += drawn.messages
        } catch {
          failure = error.diagnostic(in: document.fileName)
        }
        outline = self.outline(of: scene, in: document, resolver: resolver)
      case .reference(let placeholder):
        svg = StoryboardReferenceDrawing.svg(
          storyboardName: placeholder.storyboardName, referencedIdentifier: placeholder.referencedIdentifier
        ).prefixingIDs("s\(index)-").element
      }
      scenes.append(
        CanvasPayload.Scene(
          id: box.id, controllerID: box.controllerID, title: box.title, className: box.className, kind: box.kind,
          x: Double(origins[index].x), y: Double(origins[index].y), width: Double(size.width),
          height: Double(size.height), svg: svg, error: failure, outline: outline))
      // Requests that came in while this scene was laid out go first: a big storyboard's first
      // canvas then delays them by one scene, not by the whole document.
      await Task.yield()
    }
    return CanvasPayload(
      document: entry.id, version: loaded.version, device: viewing.device.name, orientation: viewing.orientationName,
      width: SizeClassCell.name(cell.width), height: SizeClassCell.name(cell.height), sizeClass: cell.pair.description,
      scenes: scenes, segues: Self.segues(in: document),
      initialControllerID: document.initialViewController?.id, usesSizeClasses: document.useTraitCollections,
      usesAutoLayout: document.root.bool("useAutolayout") == true, messages: messages)
  }

  /// The canvas's boxes in document order: storyboard scenes and references, or xib views.
  private static func boxes(
    of document: IBDocument, renderer: SceneRenderer, configuration: RenderConfiguration, cell: SizeClassCell
  ) -> [Box] {
    let renderable = renderer.scenes
    var scenesByID: [String: RenderableScene] = [:]
    for scene in renderable where scene.kind != "view" { scenesByID[scene.id] = scene }
    var boxes: [Box] = []
    for scene in document.scenes {
      guard let controller = scene.viewController else { continue }
      let location = scene.canvasLocation.map { CGPoint(x: $0.x, y: $0.y) }
      if controller.isStoryboardReference {
        boxes.append(
          Box(
            id: scene.sceneID, controllerID: controller.id,
            title: controller.storyboardName ?? "Storyboard Reference", className: "Storyboard Reference",
            kind: "storyboardReference", location: location,
            size: StoryboardReferenceDrawing.size(
              storyboardName: controller.storyboardName, referencedIdentifier: controller.referencedIdentifier),
            content: .reference(controller)))
      } else if let drawable = scenesByID[scene.sceneID] {
        boxes.append(
          Box(
            id: drawable.id, controllerID: drawable.controllerID, title: drawable.title, className: drawable.className,
            kind: drawable.kind, location: location, size: configuration.windowSize,
            content: .scene(drawable, configuration)))
      }
    }
    for scene in renderable where scene.kind == "view" {
      guard let view = document.topLevelViews.first(where: { $0.id == scene.id }) else { continue }
      let viewConfiguration = xibConfiguration(for: view, document: document, viewAs: configuration, cell: cell)
      let location = IBPoint(view.element.child(key: "canvasLocation", named: "point")).map {
        CGPoint(x: $0.x, y: $0.y)
      }
      boxes.append(
        Box(
          id: scene.id, controllerID: "", title: scene.title, className: scene.className, kind: scene.kind,
          location: location, size: viewConfiguration.windowSize, content: .scene(scene, viewConfiguration)))
    }
    return boxes
  }

  /// Where a xib's top-level view is drawn. Interface Builder sizes a xib view that fills a
  /// screen by "View As"; any other (a freeform view, a cell, a bar) keeps its stored size. A view
  /// counts as filling a screen when its stored size is the saved device's, or any catalog
  /// device's, in either orientation (unconfirmed beyond the corpus: Xcode stores no flag for it).
  private static func xibConfiguration(
    for view: IBView, document: IBDocument, viewAs: RenderConfiguration, cell: SizeClassCell
  ) -> RenderConfiguration {
    guard let frame = view.frame, frame.width >= 1, frame.height >= 1 else { return viewAs }
    let size = CGSize(width: frame.width, height: frame.height)
    let fillsScreen = ([Device.generic] + Device.all).contains { device in
      [UIInterfaceOrientation.portrait, .landscapeLeft].contains { orientation in
        let screen = device.size(in: orientation)
        return abs(screen.width - size.width) < 0.5 && abs(screen.height - size.height) < 0.5
      }
    }
    if fillsScreen { return viewAs }
    let canvas = Device.canvas(name: "\(Int(size.width))×\(Int(size.height)) canvas", size: size)
    return RenderConfiguration(
      device: canvas.withSizeClasses(cell.runtimePair), orientation: .portrait, variant: viewAs.variant)
  }

  /// The views of a scene's root view (or of a xib's top-level view), parents first, with whether
  /// each is installed in the cell (an uninstalled parent uninstalls its subtree).
  private func outline(of scene: RenderableScene, in document: IBDocument, resolver: IBVariationResolver)
    -> [CanvasPayload.OutlineItem]
  {
    let root: IBView?
    if scene.controllerID.isEmpty {
      root = document.topLevelViews.first { $0.id == scene.id }
    } else {
      root = document.viewControllers.first { $0.id == scene.controllerID }?.view
    }
    guard let root else { return [] }
    var items: [CanvasPayload.OutlineItem] = []
    func visit(_ view: IBView, depth: Int, installed: Bool) {
      items.append(
        CanvasPayload.OutlineItem(
          id: view.id, className: view.className, label: Self.displayName(of: view), depth: depth,
          installed: installed))
      for subview in view.subviews {
        visit(subview, depth: depth + 1, installed: installed && resolver.isInstalled(subview.id, in: view))
      }
    }
    visit(root, depth: 0, installed: true)
    return items
  }

  /// The name the outline shows: the label Interface Builder shows, else the text, else the class.
  static func displayName(of view: IBView) -> String {
    if let label = view.userLabel, !label.isEmpty { return label }
    if let text = view.element["text"], !text.isEmpty { return "\(view.className) “\(text)”" }
    return view.className
  }

  /// Every segue between controllers (relationships named by their relationship), unwinds left out.
  static func segues(in document: IBDocument) -> [CanvasPayload.Segue] {
    var result: [CanvasPayload.Segue] = []
    for controller in document.viewControllers where !controller.id.isEmpty {
      controller.element.forEachElement { element in
        guard element.name == "segue", let destination = element["destination"], let kind = element["kind"],
          kind != "unwind"
        else { return }
        let label = kind == "relationship" ? (element["relationship"] ?? kind) : kind
        result.append(
          CanvasPayload.Segue(id: element.id ?? "", from: controller.id, to: destination, kind: label))
      }
    }
    return result
  }

  /// JSON for a payload (sorted keys, so equal payloads are equal bytes).
  nonisolated static func encode(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // The payloads hold only strings, numbers and arrays: encoding cannot fail.
    return (try? encoder.encode(value)) ?? Data("{}".utf8)
  }
}
