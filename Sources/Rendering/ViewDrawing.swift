import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Draws a laid-out hierarchy: one group per view, translated to its frame, carrying its class,
/// id and frame for hover info; background, alpha and hiding from the app's view when the
/// controller or nib was instantiated (else the document and the canvas's view), corner radius,
/// border and clipping from the same view's layer (`LayerStyle`); hidden views (and their
/// subviews) left out; subviews clipped when the view clips.
@MainActor
enum ViewDrawing {
  /// Draws every view of `layout` with the root at `origin`.
  static func draw(_ layout: StoryboardSceneBuilder, at origin: CGPoint, in context: DrawingContext) {
    var children: [ObjectIdentifier: [StoryboardSceneBuilder.Entry]] = [:]
    var known: Set<ObjectIdentifier> = []
    for entry in layout.entries { known.insert(ObjectIdentifier(entry.view)) }
    for entry in layout.entries.dropFirst() {
      guard let parent = entry.view.superview, known.contains(ObjectIdentifier(parent)) else { continue }
      children[ObjectIdentifier(parent), default: []].append(entry)
    }
    guard let root = layout.entries.first else { return }
    draw(root, offset: origin, children: children, in: context)
  }

  private static func draw(
    _ entry: StoryboardSceneBuilder.Entry, offset: CGPoint, children: [ObjectIdentifier: [StoryboardSceneBuilder.Entry]],
    in context: DrawingContext
  ) {
    let view = entry.view
    let source = entry.source
    // The app's view for this document view, when the controller was instantiated: its colour
    // and alpha are what code left them (the canvas's view holds only the frame), with the
    // variations of the size classes drawn (the app's controller has them as trait overrides).
    // A table cell's default background is its table's to give once the table shows it, so
    // cells keep the canvas's.
    let loaded = source.id.isEmpty || view is UITableViewCell ? nil : context.loadedViews?(source.id)
    // The app's cell, when the app's controller built it (static cells): the background code or
    // the document set on it, its background view and, selected, its selected background view
    // are drawn from it (`CellBackground`).
    let appCell = view is UITableViewCell && !source.id.isEmpty ? context.loadedViews?(source.id) as? UITableViewCell : nil
    // Hidden as the app's view is (code may hide or show it); the canvas's view otherwise.
    guard !(loaded?.isHidden ?? view.isHidden) else { return }
    let frame = view.frame
    let size = frame.size
    let frameText = [frame.minX, frame.minY, frame.width, frame.height].map(SVGWriter.number).joined(separator: " ")
    var attributes: [(String, String)] = [
      ("transform", "translate(\(SVGWriter.number(offset.x + frame.minX)),\(SVGWriter.number(offset.y + frame.minY)))"),
      ("data-class", source.className), ("data-id", source.id), ("data-frame", frameText),
    ]
    let alpha = loaded.map { Double($0.alpha) } ?? source.alpha
    if alpha < 1 { attributes.append(("opacity", SVGWriter.number(max(0, alpha)))) }
    context.writer.open("g", attributes)
    context.writer.element("title", [], text: "\(source.className) \(source.id) (\(frameText))")
    // Tables and collections draw cells inside their own group, so the origin is tracked here
    // rather than passed down: it is what `RenderedScene.viewFrames` reports.
    let enclosingOrigin = context.viewOrigin
    context.viewOrigin = CGPoint(x: enclosingOrigin.x + offset.x + frame.minX, y: enclosingOrigin.y + offset.y + frame.minY)
    defer { context.viewOrigin = enclosingOrigin }
    // A view whose appearance differs from its superview's (`overrideUserInterfaceStyle` in
    // code or a runtime attribute) resolves its subtree's colors with its own traits.
    let enclosingTraits = context.traits
    let own = view.traitCollection
    let ownAppearance = own.userInterfaceStyle != enclosingTraits?.userInterfaceStyle
      || own.accessibilityContrast != enclosingTraits?.accessibilityContrast
    if ownAppearance { context.traits = own }
    defer { if ownAppearance { context.traits = enclosingTraits } }
    context.tree?.open(source, view: view, frame: CGRect(origin: context.viewOrigin, size: size), context: context)
    defer { context.tree?.close() }
    if !source.id.isEmpty, context.viewFrames[source.id] == nil {
      context.viewFrames[source.id] = CGRect(origin: context.viewOrigin, size: size)
    }

    let layer = loaded.map { LayerStyle(of: $0, source: source, context: context) } ?? LayerStyle(source, context: context)
    let bounds = CGRect(origin: .zero, size: size)
    let fill: RenderColor?
    if let loaded {
      fill = loaded.backgroundColor.map { context.color($0, of: loaded) }
    } else if let appCell, let own = CellBackground.setBackground(of: appCell) {
      fill = context.color(own, of: appCell)
    } else {
      fill = context.color(source.backgroundColor)
    }
    if let background = fill ?? ViewDrawing.defaultBackground(of: source, view: view, context: context),
      !background.isClear
    {
      context.writer.rect(bounds, radius: layer.cornerRadius, fill: background.css)
    }
    if let appCell { CellBackground.drawViews(of: appCell, in: bounds, radius: layer.cornerRadius, context: context) }
    ContentDrawing.draw(source, view: view, loaded: loaded, size: size, in: context)

    let clips = (loaded?.clipsToBounds ?? source.clipsSubviews) || layer.masksToBounds
    // Collection views draw the cells and section views of the UICollectionView UIKit builds
    // (where the app shows them, below the bars); those the canvas placed where Interface
    // Builder draws them stay out. A table's rows are its own subviews, drawn where it scrolled
    // them (its content offset).
    let kids = (children[ObjectIdentifier(view)] ?? []).filter { !drawsItsOwnCell(source.kind, $0.source) }
    let scrolled = CGPoint(x: -view.bounds.minX, y: -view.bounds.minY)
    if clips, !kids.isEmpty {
      let id = context.uniqueID("clip")
      context.writer.open("clipPath", [("id", id)])
      context.writer.rect(bounds, radius: layer.cornerRadius, fill: "#000")
      context.writer.close("clipPath")
      context.writer.open("g", [("clip-path", "url(#\(id))")])
    }
    for child in kids { draw(child, offset: scrolled, children: children, in: context) }
    if clips, !kids.isEmpty { context.writer.close("g") }
    // A cell's accessory and separator, from the cell and its table.
    if let cell = view as? UITableViewCell { LiveContentDrawing(context: context).drawOverlay(of: cell, in: bounds) }
    // Core Animation draws no border without a colour.
    if layer.borderWidth > 0, let border = layer.borderColor {
      let inset = layer.borderWidth / 2
      context.writer.rect(
        bounds.insetBy(dx: inset, dy: inset), radius: max(0, layer.cornerRadius - inset), fill: nil,
        stroke: border.css, strokeWidth: layer.borderWidth)
    }
    context.writer.close("g")
  }

  /// Whether a container of `kind` draws `child` itself: a collection view its cells and its
  /// section header and footer views.
  static func drawsItsOwnCell(_ kind: String, _ child: IBView) -> Bool {
    kind == "collectionView" && (child.kind == "collectionViewCell" || child.kind == "collectionReusableView")
  }

  /// The background UIKit gives a view when the document sets none: a table's by its style, a
  /// table cell's own.
  static func defaultBackground(of source: IBView, view: UIView, context: DrawingContext) -> RenderColor? {
    if let cell = view as? UITableViewCell { return cell.backgroundColor.map { RenderColor($0, traits: cell.traitCollection) } }
    switch source.kind {
    case "tableView":
      return source.style == "grouped" || source.style == "insetGrouped" ? context.palette.groupedBackground : context.palette.systemBackground
    default: return nil
    }
  }
}
