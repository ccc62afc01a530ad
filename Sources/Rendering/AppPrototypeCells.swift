import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The cells the app's tables make from their storyboard prototypes, one per prototype, as the
/// app's data source gets them: `dequeueReusableCell(withIdentifier:)` on the app's table builds
/// the cell from the prototype, connects its outlets and runs its `awakeFromNib`. A prototype the
/// canvas places in its table is drawn from that cell (what its class's code set on it), and
/// `--tree` lists its constraints and outlets from that load. The app's data source, which would
/// fill the cell, is not run; a prototype whose table the app did not build, or whose reuse
/// identifier another prototype of its table also uses (the table keeps the last one), keeps the
/// document's values.
@MainActor
final class AppPrototypeCells {
  /// Where a document view inside a prototype comes from: the table and the prototype's reuse
  /// identifier.
  private struct Prototype {
    var tableID: String
    var reuseIdentifier: String
  }

  /// The app's controller whose tables dequeue the cells.
  private let controller: UIViewController
  /// The prototype of each document view inside one (the cell's own id included), by view id.
  private let prototypes: [String: Prototype]
  /// The cell dequeued for each reuse identifier of each table, made on first use.
  private var cells: [String: UITableViewCell?] = [:]
  /// The size classes the cells are drawn in (the app's cells are in no window, so they are
  /// given them, as the controller is).
  private var sizeClasses: SizeClassPair?
  /// The layout direction and release the app was started with.
  private let launchSettings: TraitVariant

  /// The prototype cells of the tables in `source`'s view, dequeued from `controller`'s tables.
  init(controller: UIViewController, source: IBViewController, launchSettings: TraitVariant) {
    self.controller = controller
    self.launchSettings = launchSettings
    var prototypes: [String: Prototype] = [:]
    for table in source.view?.allViews ?? [] where table.kind == "tableView" && !table.id.isEmpty {
      for cell in table.prototypeCells {
        guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { continue }
        for view in cell.allViews where !view.id.isEmpty {
          prototypes[view.id] = Prototype(tableID: table.id, reuseIdentifier: identifier)
        }
      }
    }
    self.prototypes = prototypes
  }

  /// Gives the cells made and to be made the drawn size classes, so their prototypes'
  /// size-class variations apply as in the controller's views.
  func draw(in sizeClasses: SizeClassPair) {
    self.sizeClasses = sizeClasses
    for case let cell?? in cells.values { apply(to: cell) }
  }

  /// The app's view for the document view `id` inside a prototype cell (the cell itself or one of
  /// its views); nil for any other id.
  func view(withDocumentID id: String) -> UIView? {
    cell(containing: id)?.storyboardCellView(withDocumentID: id)
  }

  /// What the prototype's load made and connected, for the document view `id` inside it.
  func loadRecord(ofViewWithDocumentID id: String) -> NibLoadRecord? {
    guard let cell = cell(containing: id), cell.storyboardCellView(withDocumentID: id) != nil else { return nil }
    return cell.prototypeLoadRecord
  }

  private func cell(containing id: String) -> UITableViewCell? {
    guard let prototype = prototypes[id] else { return nil }
    let key = prototype.tableID + "\u{0}" + prototype.reuseIdentifier
    if let known = cells[key] { return known }
    let made = AdaptiveKitLog.shared.capture { () -> UITableViewCell? in
      guard let table = controller.storyboardView(withDocumentID: prototype.tableID) as? UITableView else { return nil }
      return table.dequeueReusableCell(withIdentifier: prototype.reuseIdentifier)
    }.result
    if let made { apply(to: made) }
    cells[key] = .some(made)
    return made
  }

  private func apply(to cell: UITableViewCell) {
    _ = AdaptiveKitLog.shared.capture {
      if let sizeClasses {
        cell.traitOverrides.horizontalSizeClass = sizeClasses.horizontal
        cell.traitOverrides.verticalSizeClass = sizeClasses.vertical
      }
      if let direction = launchSettings.layoutDirection { cell.traitOverrides.layoutDirection = direction }
      if let release = launchSettings.release { cell.traitOverrides[UIKitReleaseTrait.self] = release }
    }
  }
}
