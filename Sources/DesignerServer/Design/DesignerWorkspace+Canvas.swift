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
    if let cached = canvasCache[key] { return Self.encode(cached) }
    if let running = canvasRuns[key] { return Self.encode(try await running.value.get()) }
    let run = Task { @MainActor () -> Result<CanvasPayload, DesignerRequestError> in
      let (payload, _) = await self.canvas(entry: entry, loaded: loaded, viewing: viewing, cell: cell, emit: nil)
      self.canvasCache.insert(payload, for: key)
      self.canvasRuns[key] = nil
      return .success(payload)
    }
    canvasRuns[key] = run
    return Self.encode(try await run.value.get())
  }

  /// The canvas of document `id` as newline-delimited JSON (`CanvasStreamLine`): the placed boxes
  /// first, then each scene as soon as it is drawn, without the drawings whose digests are in
  /// `known` (the page shows them already). Stopping to read the stream stops the layout.
  /// `first`, when given, is sent before the canvas (an edit's answer, see `DesignerRoutes`).
  func canvasStream(_ id: String, viewing: Viewing, cell: SizeClassCell, known: Set<String> = [], first: Data? = nil)
    throws(DesignerRequestError) -> AsyncStream<Data>
  {
    let (entry, loaded) = try load(id)
    let key = CanvasKey(
      document: id, version: loaded.version, device: viewing.device.name, orientation: viewing.orientationName,
      cell: cell)
    let (stream, continuation) = AsyncStream<Data>.makeStream()
    if let first { continuation.yield(first) }
    func send(_ line: CanvasStreamLine) {
      var line = line
      if let scenes = line.header?.scenes { line.header?.scenes = scenes.map { $0.leavingOut(known) } }
      line.scene = line.scene?.leavingOut(known)
      continuation.yield(Self.encode(line) + Data("\n".utf8))
    }
    if let cached = canvasCache[key] {
      send(.header(cached))
      send(.done(cached.messages, laidOut: 0))
      continuation.finish()
      return stream
    }
    let run = Task { @MainActor in
      let (payload, laidOut) = await self.canvas(
        entry: entry, loaded: loaded, viewing: viewing, cell: cell, emit: send)
      if !Task.isCancelled {
        self.canvasCache.insert(payload, for: key)
        send(.done(payload.messages, laidOut: laidOut))
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in run.cancel() }
    return stream
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

  /// Lays the canvas out, returning it with the number of scenes laid out anew. With `emit`,
  /// sends the placed boxes first and then each scene as it is drawn; a cancelled task stops
  /// between scenes. Scenes whose inputs did not change since an earlier version come from
  /// `sceneDrawings` without a new layout.
  func canvas(
    entry: DocumentCatalog.Entry, loaded: Loaded, viewing: Viewing, cell: SizeClassCell,
    emit: ((CanvasStreamLine) -> Void)?
  ) async -> (CanvasPayload, laidOut: Int) {
    let document = loaded.document
    let imageFolder = DocumentCanvas.imageFolder(forDocumentAt: URL(fileURLWithPath: entry.realPath))
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
    let inputs = CanvasDrawingInputs(document)
    let generation = drawingGeneration(of: entry.id, context: inputs.context)
    var payload = CanvasPayload(
      document: entry.id, version: loaded.version, device: viewing.device.name, orientation: viewing.orientationName,
      width: SizeClassCell.name(cell.width), height: SizeClassCell.name(cell.height), sizeClass: cell.pair.description,
      scenes: [], segues: Self.segues(in: document),
      initialControllerID: document.initialViewController?.id, usesSizeClasses: document.useTraitCollections,
      usesAutoLayout: document.root.bool("useAutolayout") == true, messages: [])
    // Each scene's kept drawing, when its inputs did not change: it goes in the header, so an
    // edit's canvas streams only the scenes it lays out anew (each box and outline is sent once).
    var kept: [Int: SceneDrawing] = [:]
    var sceneInputs: [Int: [IBXMLElement]] = [:]
    for (index, box) in boxes.enumerated() {
      var scene = CanvasPayload.Scene(
        id: box.id, controllerID: box.controllerID, title: box.title, className: box.className, kind: box.kind,
        x: Double(origins[index].x), y: Double(origins[index].y), width: Double(box.size.width),
        height: Double(box.size.height), svg: "", error: nil, outline: [])
      switch box.content {
      case .scene(let drawable, let sceneConfiguration):
        scene.outline = outline(of: drawable, in: document, resolver: resolver)
        let key = SceneDrawingKey(
          document: entry.id, scene: drawable.id, index: index, configuration: sceneConfiguration,
          generation: generation)
        let ownInputs = inputs.sceneInputs(drawable.id)
        if let drawing = sceneDrawings[key], drawing.inputs == ownInputs {
          kept[index] = drawing
          Self.show(drawing, in: &scene)
        } else {
          sceneInputs[index] = ownInputs
          scene.pending = true
        }
      case .reference(let placeholder):
        scene.svg = StoryboardReferenceDrawing.svg(
          storyboardName: placeholder.storyboardName, referencedIdentifier: placeholder.referencedIdentifier
        ).prefixingIDs("s\(index)-").element
        scene.digest = DocumentVersion.of(Data(scene.svg.utf8))
      }
      payload.scenes.append(scene)
    }
    emit?(.header(payload))
    var laidOut = 0
    for (index, box) in boxes.enumerated() {
      guard case .scene(let drawable, let sceneConfiguration) = box.content else { continue }
      if let drawing = kept[index] {
        payload.messages += drawing.messages
        continue
      }
      if Task.isCancelled { break }
      let key = SceneDrawingKey(
        document: entry.id, scene: drawable.id, index: index, configuration: sceneConfiguration,
        generation: generation)
      let drawing = SceneDrawing(
        renderer: renderer, scene: drawable, index: index, configuration: sceneConfiguration,
        inputs: sceneInputs[index] ?? inputs.sceneInputs(drawable.id))
      sceneDrawings.insert(drawing, for: key)
      laidOut += 1
      Self.show(drawing, in: &payload.scenes[index])
      payload.messages += drawing.messages
      emit?(.scene(payload.scenes[index], at: index))
      // Requests that came in while this scene was laid out go first: a big storyboard's first
      // canvas then delays them by one scene, not by the whole document.
      await Task.yield()
    }
    return (payload, laidOut)
  }

  /// Puts `drawing` in its box: no longer pending, with its SVG, digest, size and failure.
  private static func show(_ drawing: SceneDrawing, in scene: inout CanvasPayload.Scene) {
    scene.pending = nil
    scene.svg = drawing.svg
    scene.digest = drawing.digest
    scene.width = Double(drawing.size.width)
    scene.height = Double(drawing.size.height)
    scene.error = drawing.failure
  }

  /// The generation of `context` among the contexts recently drawn for document `id`: equal
  /// contexts share one, so scene drawings kept under it still apply (also after undo and redo).
  private func drawingGeneration(of id: String, context: IBXMLElement) -> Int {
    var known = drawingContexts[id] ?? []
    if let match = known.first(where: { $0.context == context }) { return match.generation }
    nextDrawingGeneration += 1
    known.append((context, nextDrawingGeneration))
    if known.count > Self.keptDrawingContexts { known.removeFirst(known.count - Self.keptDrawingContexts) }
    drawingContexts[id] = known
    return nextDrawingGeneration
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
