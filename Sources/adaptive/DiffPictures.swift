import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering

/// Draws the scenes a change affects before and after on each configuration, outlines the changed
/// views, lists the frames that moved, and writes the drawings beside the report.
@MainActor
struct DiffPictures {
  /// The stroke that outlines changed views.
  static let outlineColor = "#ff2d55"
  static let outlineWidth = 2.0
  /// Frame differences smaller than this (in points) are rounding, not movement.
  static let frameTolerance = 0.25

  /// The configurations drawn.
  let configurations: [RenderConfiguration]
  /// Where drawings go (`images/…` below it); `nil` computes frames only.
  let outputFolder: URL?
  /// Rasterizes to PNG when set; SVG otherwise.
  let rasterizer: PNGRasterizer?
  /// Whether the outlined drawings are kept in the report (for the self-contained HTML page).
  var keepsDrawings = false

  /// The pictures of every affected scene of one document.
  func pictures(path: String, old: IBDocument, new: IBDocument, diff: IBDocumentDiff) -> [DiffScenePictures] {
    // No image folder: drawings use placeholders, so they do not depend on files outside the revision.
    // Embedded controllers are drawn in their containers: a change inside one shows in its host.
    let before = SceneRenderer(document: old, options: RenderOptions(drawsEmbeddedControllers: true))
    let after = SceneRenderer(document: new, options: RenderOptions(drawsEmbeddedControllers: true))
    let oldNamer = IBObjectNamer(document: old)
    let newNamer = IBObjectNamer(document: new)
    let oldStems = OutputNaming.sceneStems(for: before.scenes)
    let newStems = OutputNaming.sceneStems(for: after.scenes)
    var oldIDs: [String: String] = [:]
    for (oldID, newID) in diff.renamedIDs { oldIDs[newID] = oldID }
    let folder = "images/" + Self.slug(path)
    var result: [DiffScenePictures] = []
    for scene in diff.affectedScenes {
      let oldScene = scene.oldSceneID.flatMap { before.scene(withID: $0) }
      let newScene = scene.newSceneID.flatMap { after.scene(withID: $0) }
      guard oldScene != nil || newScene != nil else { continue }
      let stem = newScene.flatMap { newStems[$0.id] } ?? oldScene.flatMap { oldStems[$0.id] } ?? "scene"
      var cells: [DiffConfigurationPictures] = []
      for configuration in configurations {
        var cell = DiffConfigurationPictures(
          configuration: configuration.description, before: nil, after: nil, moved: [], newLayoutProblems: [])
        let drawnBefore = oldScene.flatMap { draw($0, with: before, on: configuration, label: "before:\(path)", into: &cell) }
        let drawnAfter = newScene.flatMap { draw($0, with: after, on: configuration, label: "after:\(path)", into: &cell) }
        let oldProblems = Set((drawnBefore?.layoutProblems ?? []).map { Self.identity(of: $0, renamed: diff.renamedIDs) })
        cell.newLayoutProblems = (drawnAfter?.layoutProblems ?? [])
          .filter { !oldProblems.contains(Self.identity(of: $0, renamed: [:])) }
          .map { Self.condensed($0.description) }
        cell.moved = Self.frameChanges(
          before: drawnBefore?.viewFrames ?? [:], after: drawnAfter?.viewFrames ?? [:], oldIDs: oldIDs,
          oldOrder: old.allViews.map(\.id), newOrder: new.allViews.map(\.id), oldNamer: oldNamer, newNamer: newNamer)
        let base = "\(folder)/\(stem)_\(configuration.slug)"
        if let drawnBefore {
          let outlined = Self.outlining(drawnBefore.svg, ids: diff.oldHighlightedIDs, frames: drawnBefore.viewFrames)
          cell.before = write(outlined, to: base + "_before", cell: &cell)
          if keepsDrawings { cell.beforeDrawing = outlined }
        }
        if let drawnAfter {
          let outlined = Self.outlining(drawnAfter.svg, ids: diff.newHighlightedIDs, frames: drawnAfter.viewFrames)
          cell.after = write(outlined, to: base + "_after", cell: &cell)
          if keepsDrawings { cell.afterDrawing = outlined }
        }
        cells.append(cell)
      }
      let title = scene.hostedScenes.map { "\(scene.name) showing \($0.joined(separator: ", "))" } ?? scene.name
      result.append(DiffScenePictures(scene: title, configurations: cells))
    }
    return result
  }

  /// The pictures of every scene of a document that one side lacks: drawn after (an added
  /// document, whose layout problems are all new) or before (a removed one) on each configuration.
  func pictures(path: String, only document: IBDocument, isAdded: Bool) -> [DiffScenePictures] {
    let renderer = SceneRenderer(document: document, options: RenderOptions(drawsEmbeddedControllers: true))
    let stems = OutputNaming.sceneStems(for: renderer.scenes)
    let folder = "images/" + Self.slug(path)
    let label = isAdded ? "after" : "before"
    return renderer.scenes.map { scene in
      let cells = configurations.map { configuration -> DiffConfigurationPictures in
        var cell = DiffConfigurationPictures(
          configuration: configuration.description, before: nil, after: nil, moved: [], newLayoutProblems: [])
        guard let drawn = draw(scene, with: renderer, on: configuration, label: "\(label):\(path)", into: &cell) else { return cell }
        let written = write(drawn.svg, to: "\(folder)/\(stems[scene.id] ?? "scene")_\(configuration.slug)_\(label)", cell: &cell)
        if isAdded {
          cell.newLayoutProblems = drawn.layoutProblems.map { Self.condensed($0.description) }
          cell.after = written
          if keepsDrawings { cell.afterDrawing = drawn.svg }
        } else {
          cell.before = written
          if keepsDrawings { cell.beforeDrawing = drawn.svg }
        }
        return cell
      }
      return DiffScenePictures(scene: scene.title, configurations: cells)
    }
  }

  private func draw(
    _ scene: RenderableScene, with renderer: SceneRenderer, on configuration: RenderConfiguration, label: String,
    into cell: inout DiffConfigurationPictures
  ) -> RenderedScene? {
    do {
      return try renderer.render(sceneID: scene.id, configuration: configuration)
    } catch {
      cell.errors.append(error.diagnostic(in: label))
      return nil
    }
  }

  /// The drawing with a rectangle around each of `ids` that was drawn.
  static func outlining(_ svg: SVGDocument, ids: [String], frames: [String: CGRect]) -> SVGDocument {
    var outlined = svg
    for id in ids {
      guard let frame = frames[id] else { continue }
      let inset = Self.outlineWidth / 2
      outlined.body += "<rect x=\"\(SVGWriter.number(Double(frame.minX) - inset))\" "
        + "y=\"\(SVGWriter.number(Double(frame.minY) - inset))\" "
        + "width=\"\(SVGWriter.number(Double(frame.width) + 2 * inset))\" "
        + "height=\"\(SVGWriter.number(Double(frame.height) + 2 * inset))\" fill=\"none\" "
        + "stroke=\"\(Self.outlineColor)\" stroke-width=\"\(SVGWriter.number(Self.outlineWidth))\" data-diff-id=\"\(id)\"/>\n"
    }
    return outlined
  }

  /// Writes a drawing below the output folder; returns its path relative to the report.
  private func write(_ outlined: SVGDocument, to base: String, cell: inout DiffConfigurationPictures) -> String? {
    guard let outputFolder else { return nil }
    let relative = base + (rasterizer == nil ? ".svg" : ".png")
    let url = outputFolder.appendingPathComponent(relative)
    do {
      if let rasterizer {
        try AtomicFileWriter.write(try rasterizer.png(from: outlined), to: url)
      } else {
        try AtomicFileWriter.write(outlined.text, to: url)
      }
      return relative
    } catch {
      cell.errors.append(error.diagnostic(in: url.path))
      return nil
    }
  }

  /// The views whose frame differs by more than `frameTolerance`, then those shown or hidden, in document order.
  static func frameChanges(
    before: [String: CGRect], after: [String: CGRect], oldIDs: [String: String], oldOrder: [String],
    newOrder: [String], oldNamer: IBObjectNamer, newNamer: IBObjectNamer
  ) -> [DiffFrameChange] {
    var result: [DiffFrameChange] = []
    var seenOld: Set<String> = []
    for id in newOrder {
      let oldID = oldIDs[id] ?? id
      seenOld.insert(oldID)
      let now = after[id]
      let was = before[oldID]
      guard now != nil || was != nil else { continue }
      guard let summary = describe(was, now) else { continue }
      result.append(
        DiffFrameChange(view: newNamer.name(ofObjectWithID: id), before: was.map(rect), after: now.map(rect), summary: summary))
    }
    for id in oldOrder where !seenOld.contains(id) {
      guard let was = before[id] else { continue }
      result.append(DiffFrameChange(view: oldNamer.name(ofObjectWithID: id), before: rect(was), after: nil, summary: "hidden"))
    }
    return result
  }

  private static func rect(_ frame: CGRect) -> DiffFrameChange.Rect {
    DiffFrameChange.Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
  }

  /// `x 20 → 28 (+8), width 374 → 366 (-8)`; `nil` when nothing moved.
  private static func describe(_ was: CGRect?, _ now: CGRect?) -> String? {
    guard let was else { return "shown" }
    guard let now else { return "hidden" }
    let parts: [(String, CGFloat, CGFloat)] = [
      ("x", was.minX, now.minX), ("y", was.minY, now.minY), ("width", was.width, now.width), ("height", was.height, now.height),
    ]
    let moved = parts.filter { abs(Double($0.2 - $0.1)) > frameTolerance }.map { name, old, new in
      let delta = Double(new - old)
      return "\(name) \(SVGWriter.number(Double(old))) → \(SVGWriter.number(Double(new))) (\(delta > 0 ? "+" : "")\(SVGWriter.number(delta)))"
    }
    return moved.isEmpty ? nil : moved.joined(separator: ", ")
  }

  /// What makes two revisions' problems the same one: the kind and the document constraints
  /// involved (old ids renamed to the new revision's), so a conflict whose constant changed is
  /// still the old conflict; a problem naming no document constraint compares by its text.
  static func identity(of problem: LayoutProblem, renamed: [String: String]) -> String {
    guard !problem.constraintIDs.isEmpty else { return condensed(problem.description) }
    let ids = problem.constraintIDs.map { renamed[$0] ?? $0 }.sorted()
    return "\(problem.category.rawValue) \(ids.joined(separator: " "))"
  }

  /// A layout log message on one line: its first line and the constraints it quotes
  /// (`[layout.unsatisfiable] Unable to simultaneously satisfy constraints: A.width == 100; A.width == 200`).
  static func condensed(_ message: String) -> String {
    let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let head = (lines.first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: ". "))
    let quoted = lines.filter { $0.hasPrefix("\"") }.map { line -> String in
      var text = line.trimmingCharacters(in: CharacterSet(charactersIn: "\",<>"))
      if text.hasPrefix("NSLayoutConstraint ") { text.removeFirst("NSLayoutConstraint ".count) }
      return text
    }
    let text = quoted.isEmpty ? head : "\(head): \(quoted.joined(separator: "; "))"
    // UIKit names objects by class and creation order (`UILabel:7`), which differs between the two
    // revisions' layouts; without the numbers an unchanged problem reads the same in both.
    return text.replacingOccurrences(of: #"(?<=[A-Za-z0-9_]):[0-9]+\b"#, with: "", options: .regularExpression)
  }

  /// A folder name for a document path: letters and digits, other runs as one dash.
  static func slug(_ path: String) -> String {
    var result = ""
    for character in (path as NSString).deletingPathExtension {
      if character.isASCII && (character.isLetter || character.isNumber) {
        result.append(character)
      } else if !result.hasSuffix("-") {
        result.append("-")
      }
    }
    let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    return trimmed.isEmpty ? "document" : trimmed
  }
}
