import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The storyboard's map as Interface Builder's canvas shows it: every scene as a box at its
/// canvas location, segues as arrows from the scene that triggers them, labeled by kind, and the
/// initial-scene arrow pointing into the initial controller's scene.
///
/// Places, sizes and segues are the canvas's (no UIKit object holds them until a segue runs);
/// a scene's title is its canvas label, else its controller's as the app's instance holds it
/// (`SceneRenderer.mapTitle(of:)`).
///
/// `canvasLocation` is taken as the scene's center (Interface Builder does not document it;
/// centers keep the boxes of the corpus' storyboards apart best).
@MainActor
public enum StoryboardMap {
  /// A scene's box on the map.
  struct Box {
    let scene: RenderableScene
    let frame: CGRect
  }

  /// One arrow: from a scene to a scene, with the segue kind as its label.
  struct Arrow: Equatable {
    let from: String
    let to: String
    let label: String
  }

  /// The map of `document` as an SVG no wider than `maxWidth` points.
  public static func svg(for renderer: SceneRenderer, maxWidth: CGFloat = 960) -> SVGDocument {
    let document = renderer.document
    let scenes = renderer.scenes.filter { $0.kind != "view" }
    guard !scenes.isEmpty else {
      return SVGDocument(width: 0, height: 0, body: "", title: "\(document.fileName): no scenes")
    }
    // Boxes at canvas size (375×667 for most scenes), placed at their locations, unplaced
    // scenes in a row below.
    var boxes: [Box] = []
    var unplacedX: CGFloat = 0
    let placedMaxY = scenes.compactMap { $0.canvasLocation?.y }.max() ?? 0
    for scene in scenes {
      let size = CGSize(width: 375, height: 667)
      let center = scene.canvasLocation ?? {
        defer { unplacedX += size.width + 200 }
        return CGPoint(x: unplacedX, y: placedMaxY + 1000)
      }()
      boxes.append(Box(scene: scene, frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
        width: size.width, height: size.height)))
    }
    let padding: CGFloat = 160
    var minX = boxes.map(\.frame.minX).min() ?? 0
    let minY = (boxes.map(\.frame.minY).min() ?? 0) - padding / 2
    minX -= padding
    let maxX = (boxes.map(\.frame.maxX).max() ?? 0) + padding / 2
    let maxY = (boxes.map(\.frame.maxY).max() ?? 0) + padding / 2
    let contentWidth = max(1, maxX - minX)
    let scale = min(0.3, maxWidth / contentWidth)
    let width = contentWidth * scale
    let height = (maxY - minY) * scale
    var writer = SVGWriter()
    writer.open("defs")
    writer.raw(
      "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#6e6e73\"/></marker>"
    )
    writer.close("defs")
    writer.open("g", [("transform", "scale(\(SVGWriter.number(Double(scale)))) translate(\(SVGWriter.number(-minX)),\(SVGWriter.number(-minY)))")])
    let byScene = Dictionary(boxes.map { ($0.scene.controllerID, $0) }, uniquingKeysWith: { first, _ in first })
    for box in boxes {
      let title = renderer.mapTitle(of: box.scene)
      writer.open("g", [("data-class", box.scene.className), ("data-id", box.scene.id), ("class", "map-scene")])
      writer.element("title", [], text: "\(title) (\(box.scene.className), scene \(box.scene.id))")
      let container = ["navigationController", "tabBarController", "splitViewController", "pageViewController"]
        .contains(box.scene.kind)
      writer.rect(box.frame, radius: 18, fill: container ? "#f2f2f7" : "#ffffff", stroke: "#8e8e93", strokeWidth: 3)
      let font = UIFont.systemFont(ofSize: 34, weight: .semibold)
      TextDrawing.draw(title, in: CGRect(x: box.frame.minX + 20, y: box.frame.minY + 20,
        width: box.frame.width - 40, height: 300), font: font, color: .label, alignment: .center, numberOfLines: 3,
        lineBreakMode: .byWordWrapping, verticallyCentered: false, into: &writer)
      TextDrawing.draw(box.scene.className, in: CGRect(x: box.frame.minX + 20, y: box.frame.maxY - 70,
        width: box.frame.width - 40, height: 50), font: UIFont.systemFont(ofSize: 26), color: .secondaryLabel,
        alignment: .center, into: &writer)
      writer.close("g")
    }
    for arrow in arrows(in: document) {
      guard let from = byScene[arrow.from], let to = byScene[arrow.to] else { continue }
      drawArrow(from: from.frame, to: to.frame, label: arrow.label, into: &writer)
    }
    if let initial = document.initialViewController, let box = byScene[initial.id] {
      let end = CGPoint(x: box.frame.minX - 8, y: box.frame.midY)
      writer.line(from: CGPoint(x: end.x - 140, y: end.y), to: end, stroke: "#6e6e73", width: 6,
        extra: [("marker-end", "url(#arrow)"), ("data-kind", "initial")])
      writer.element("title", [], text: "Initial view controller: \(renderer.mapTitle(of: box.scene))")
    }
    writer.close("g")
    return SVGDocument(width: Double(width), height: Double(height), body: writer.markup,
      title: "\(document.fileName): storyboard map")
  }

  /// Every segue between controllers, by the controllers' ids; relationships say which.
  static func arrows(in document: IBDocument) -> [Arrow] {
    var result: [Arrow] = []
    for controller in document.viewControllers {
      var segues: [IBXMLElement] = []
      func visit(_ element: IBXMLElement) {
        if element.name == "segue" { segues.append(element) }
        for child in element.elements { visit(child) }
      }
      visit(controller.element)
      for segue in segues {
        guard let destination = segue["destination"], let kind = segue["kind"], kind != "unwind" else { continue }
        let label = kind == "relationship" ? (segue["relationship"] ?? "relationship") : kind
        let arrow = Arrow(from: controller.id, to: destination, label: label)
        if !result.contains(arrow) { result.append(arrow) }
      }
    }
    return result
  }

  private static func drawArrow(from: CGRect, to: CGRect, label: String, into writer: inout SVGWriter) {
    let start = edgePoint(of: from, toward: CGPoint(x: to.midX, y: to.midY))
    let end = edgePoint(of: to, toward: CGPoint(x: from.midX, y: from.midY))
    writer.open("g", [("class", "map-segue"), ("data-kind", label)])
    writer.element("title", [], text: "segue: \(label)")
    writer.line(from: start, to: end, stroke: "#6e6e73", width: 4, extra: [("marker-end", "url(#arrow)")])
    let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
    let font = UIFont.systemFont(ofSize: 24, weight: .medium)
    let width = TextDrawing.width(of: label, font: font) + 24
    writer.rect(CGRect(x: middle.x - width / 2, y: middle.y - 18, width: width, height: 36), radius: 18, fill: "#ffffff",
      stroke: "#6e6e73", strokeWidth: 2)
    TextDrawing.draw(label, in: CGRect(x: middle.x - width / 2, y: middle.y - 18, width: width, height: 36), font: font,
      color: .label, alignment: .center, into: &writer)
    writer.close("g")
  }

  /// Where the line from the rectangle's center toward `target` leaves it.
  private static func edgePoint(of rect: CGRect, toward target: CGPoint) -> CGPoint {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let dx = target.x - center.x
    let dy = target.y - center.y
    guard dx != 0 || dy != 0 else { return center }
    let sx = dx == 0 ? CGFloat.infinity : (rect.width / 2) / abs(dx)
    let sy = dy == 0 ? CGFloat.infinity : (rect.height / 2) / abs(dy)
    let s = min(sx, sy)
    return CGPoint(x: center.x + dx * s, y: center.y + dy * s)
  }
}
