import Foundation
import InterfaceBuilder

extension StoryboardScene {
  /// Gives every runtime table of a loaded scene its storyboard content, as UIKit's nib loading
  /// does: each prototype cell is registered under its reuse identifier (every dequeue builds a
  /// new cell from the document, with its subviews, constraints, outlets, actions and selection
  /// segues), static sections are built now and served by `UITableViewController` without a data
  /// source, and the table header and footer views are set. Returns the layouts built now; their
  /// views join the scene's objects, since the controller's outlets may point into static cells.
  func installTableContent(of layout: StoryboardSceneBuilder, owner: UIViewController) -> [StoryboardSceneBuilder] {
    var built: [StoryboardSceneBuilder] = []
    for entry in layout.allEntries {
      guard let table = entry.view as? UITableView else { continue }
      let source = entry.source
      for prototype in source.prototypeCells {
        guard let identifier = prototype.reuseIdentifier, !identifier.isEmpty else {
          AdaptiveKitLog.shared.report(
            .storyboard,
            "\(fileName):\(prototype.location): a prototype cell without a reuse identifier cannot be dequeued")
          continue
        }
        table.registrations[identifier] = .prototype { [weak self, weak owner] in
          self?.makePrototypeCell(prototype, owner: owner)
        }
      }
      if !source.sections.isEmpty {
        var sections: [StaticTableSection] = []
        for section in source.sections {
          var rows: [StaticTableSection.Row] = []
          for cellSource in section.cells {
            let cellLayout = buildCell(cellSource)
            guard let cell = cellLayout.rootView as? UITableViewCell else { continue }
            built.append(cellLayout)
            rows.append(.init(cell: cell, height: cellSource.rowHeight.flatMap { $0 > 0 ? CGFloat($0) : nil }))
          }
          sections.append(.init(headerTitle: section.headerTitle, footerTitle: section.footerTitle, rows: rows))
        }
        table.staticSections = sections
      }
      for keyed in source.keyedViews where keyed.key == "tableHeaderView" || keyed.key == "tableFooterView" {
        let viewLayout = StoryboardSceneBuilder(root: keyed, document: storyboard.document, context: .runtime(load))
        built.append(viewLayout)
        if keyed.key == "tableHeaderView" {
          table.tableHeaderView = viewLayout.rootView
        } else {
          table.tableFooterView = viewLayout.rootView
        }
      }
    }
    return built
  }

  /// Builds one cell of the document (a cell whose element is not a table cell, or whose
  /// registered class is not a `UITableViewCell`, is reported and gives a layout without one).
  private func buildCell(_ source: IBView) -> StoryboardSceneBuilder {
    let cellLayout = StoryboardSceneBuilder(root: source, document: storyboard.document, context: .runtime(load))
    guard let cell = cellLayout.rootView as? UITableViewCell else {
      AdaptiveKitLog.shared.report(
        .storyboard,
        "\(fileName):\(source.location): \(source.className) is not a UITableViewCell; the row is left out")
      return cellLayout
    }
    cell.storyboardLayout = cellLayout
    cell.adoptStandardViews(
      textLabel: source.textLabelID.flatMap { cellLayout.view(withID: $0) as? UILabel },
      detailTextLabel: source.detailTextLabelID.flatMap { cellLayout.view(withID: $0) as? UILabel },
      imageView: source.imageViewID.flatMap { cellLayout.view(withID: $0) as? UIImageView })
    return cellLayout
  }

  /// A new cell from a prototype, connected (`connectPrototype`).
  private func makePrototypeCell(_ source: IBView, owner: UIViewController?) -> UITableViewCell? {
    let cellLayout = buildCell(source)
    guard let cell = cellLayout.rootView as? UITableViewCell else { return nil }
    connectPrototype(cellLayout, owner: owner)
    return cell
  }

  /// Connects a view just built from a prototype (a table or collection cell, a collection
  /// header or footer): its outlets and runtime attributes, its controls' actions (to the view's
  /// objects, the controller or the responder chain) and segues, then wakes it from the nib.
  /// What this load made and connected is the view's `prototypeLoadRecord`.
  func connectPrototype(_ cellLayout: StoryboardSceneBuilder, owner: UIViewController?) {
    let prototypeRecord = NibLoadRecord()
    prototypeRecord.add([cellLayout])
    switch cellLayout.rootView {
    case let cell as UITableViewCell: cell.prototypeLoadRecord = prototypeRecord
    case let view as UICollectionReusableView: view.prototypeLoadRecord = prototypeRecord
    default: break
    }
    var objects = barItems
    if let owner { objects[controller.id] = owner }
    var fallbackIDs: Set<String> = []
    let entries = cellLayout.allEntries
    for entry in entries where !entry.source.id.isEmpty {
      objects[entry.source.id] = entry.view
      if let custom = entry.source.customClass,
        StoryboardClassRegistry.lookup(StoryboardClassRegistry.views, className: custom, module: entry.source.customModule) == nil
      {
        fallbackIDs.insert(entry.source.id)
      }
    }
    let connector = connector(objects: objects, fallbackIDs: fallbackIDs, record: prototypeRecord)
    for entry in entries { connector.applyRuntimeAttributes(of: entry.source.element, to: entry.view) }
    selectionSegues.removeAll { $0.view == nil }
    connector.connect(entries.map(\.source.element)) { segue, sender in
      guard let kind = segue.segueKind, kind != .relationship, kind != .embed, segue.element.key == nil else { return }
      if let control = sender as? UIControl {
        control.addStoryboardTrigger(for: .primaryActionTriggered.union(.touchUpInside)) { [weak owner] control in
          owner?.runTriggeredSegue(segue, sender: control)
        }
      } else if let view = sender as? UIView {
        self.selectionSegues.append(StoryboardSelectionSegue(segue: segue, view: view))
      }
    }
    for entry in entries { entry.view.awakeFromNib() }
  }
}
