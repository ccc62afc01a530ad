import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering

extension DesignerWorkspace {
  /// The device and orientation the page asked for.
  struct Viewing {
    let device: Device
    let orientation: UIInterfaceOrientation

    /// Parses `device=` (a catalog name, or Generic) and `orientation=` (portrait or landscape).
    init(device name: String?, orientation: String?) throws(DesignerRequestError) {
      let name = name ?? Device.generic.name
      guard let device = Device.named(name) else {
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
  func canvasJSON(_ id: String, viewing: Viewing, cell: SizeClassCell) throws(DesignerRequestError) -> Data {
    let (entry, loaded) = try load(id)
    let key = CanvasKey(
      document: id, version: loaded.version, device: viewing.device.name, orientation: viewing.orientationName,
      cell: cell)
    if let cached = canvasCache[key] { return cached }
    let payload = canvas(entry: entry, loaded: loaded, viewing: viewing, cell: cell)
    let data = Self.encode(payload)
    canvasCache.insert(data, for: key)
    return data
  }

  private func canvas(entry: DocumentCatalog.Entry, loaded: Loaded, viewing: Viewing, cell: SizeClassCell)
    -> CanvasPayload
  {
    let document = loaded.document
    let folder = URL(fileURLWithPath: entry.realPath).deletingLastPathComponent()
    let imageFolder = folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
    let renderer = SceneRenderer(document: document, options: RenderOptions(imageFolder: imageFolder))
    // The grid's cell decides the size classes; the device gives the screen, as Interface
    // Builder's "View As" does while one size class is edited.
    let configuration = RenderConfiguration(
      device: viewing.device.withSizeClasses(cell.runtimePair), orientation: viewing.orientation)
    let size = configuration.windowSize
    // Canvas locations were written for scenes of about an iPhone's size: larger scenes spread
    // the locations out by the same factor so that the boxes do not overlap.
    let spread = CGSize(width: max(1, size.width / 375), height: max(1, size.height / 667))
    let resolver = IBVariationResolver(cell.pair)
    var scenes: [CanvasPayload.Scene] = []
    var messages: [String] = []
    let renderable = renderer.scenes
    let placedBottom = renderable.compactMap { $0.canvasLocation?.y }.max().map { $0 * spread.height } ?? 0
    var unplacedX: CGFloat = 0
    for (index, scene) in renderable.enumerated() {
      let center: CGPoint
      if let location = scene.canvasLocation {
        center = CGPoint(x: location.x * spread.width, y: location.y * spread.height)
      } else {
        center = CGPoint(x: unplacedX + size.width / 2, y: placedBottom + size.height * 1.5)
        unplacedX += size.width + 120
      }
      var svg = ""
      var failure: String?
      var width = Double(size.width)
      var height = Double(size.height)
      do {
        let drawn = try renderer.render(sceneID: scene.id, configuration: configuration)
        let prefixed = drawn.svg.prefixingIDs("s\(index)-")
        svg = prefixed.element
        width = prefixed.width
        height = prefixed.height
        messages += drawn.messages.map { "\(scene.title): \($0)" }
      } catch {
        failure = error.description
      }
      scenes.append(
        CanvasPayload.Scene(
          id: scene.id, controllerID: scene.controllerID, title: scene.title, className: scene.className,
          kind: scene.kind, x: Double(center.x) - width / 2, y: Double(center.y) - height / 2, width: width,
          height: height, svg: svg, error: failure,
          outline: outline(of: scene, in: document, resolver: resolver)))
    }
    return CanvasPayload(
      document: entry.id, version: loaded.version, device: viewing.device.name, orientation: viewing.orientationName,
      width: SizeClassCell.name(cell.width), height: SizeClassCell.name(cell.height), sizeClass: cell.pair.description,
      scenes: scenes, segues: Self.segues(in: document),
      initialControllerID: document.initialViewController?.id, messages: messages)
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
