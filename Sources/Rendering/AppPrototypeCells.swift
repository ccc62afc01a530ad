import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The cells (and collection section headers and footers) the app's tables and collection views
/// make from their storyboard prototypes, one per prototype, as the app's data source gets them:
/// `dequeueReusableCell(withIdentifier:)` on the app's table, or
/// `dequeueReusableCell(withReuseIdentifier:for:)` and
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` on the app's collection
/// view, build the view from the prototype, connect its outlets and run its `awakeFromNib`. A
/// prototype the canvas places in its table or collection is drawn from that view (what its
/// class's code set on it), and `--tree` lists its constraints and outlets from that load. The
/// app's data source, which would fill the view, is not run; a prototype whose table or
/// collection the app did not build, or whose reuse identifier another prototype of its
/// container also uses (the container keeps the last one), keeps the document's values.
@MainActor
final class AppPrototypeCells {
  /// How the app's container dequeues a prototype.
  private enum Dequeue: Hashable {
    /// A table's cell.
    case tableCell
    /// A collection view's cell.
    case collectionCell
    /// A collection view's supplementary view of a kind (section header or footer).
    case supplementary(String)
  }

  /// Where a document view inside a prototype comes from: the container, how it dequeues the
  /// prototype, and the prototype's reuse identifier.
  private struct Prototype: Hashable {
    var containerID: String
    var dequeue: Dequeue
    var reuseIdentifier: String
  }

  /// The app's controller whose tables and collection views dequeue the prototypes.
  private let controller: UIViewController
  /// The prototype of each document view inside one (the prototype's own id included), by view id.
  private let prototypes: [String: Prototype]
  /// A view the app's container dequeued, and its views by the document ids they came from.
  private struct Dequeued {
    var view: UIView
    var views: (String) -> UIView?
  }

  /// The view dequeued for each prototype, made on first use.
  private var made: [Prototype: Dequeued?] = [:]
  /// The size classes the views are drawn in (the app's dequeued views are in no window, so
  /// they are given them, as the controller is).
  private var sizeClasses: SizeClassPair?
  /// The layout direction and release the app was started with.
  private let launchSettings: TraitVariant

  /// The prototypes of the tables and collection views in `source`'s view, dequeued from
  /// `controller`'s.
  init(controller: UIViewController, source: IBViewController, launchSettings: TraitVariant) {
    self.controller = controller
    self.launchSettings = launchSettings
    var prototypes: [String: Prototype] = [:]
    func add(_ prototype: IBView, of container: IBView, _ dequeue: Dequeue) {
      guard let identifier = prototype.reuseIdentifier, !identifier.isEmpty else { return }
      let place = Prototype(containerID: container.id, dequeue: dequeue, reuseIdentifier: identifier)
      for view in prototype.allViews where !view.id.isEmpty { prototypes[view.id] = place }
    }
    for container in source.view?.allViews ?? [] where !container.id.isEmpty {
      switch container.kind {
      case "tableView":
        for cell in container.prototypeCells { add(cell, of: container, .tableCell) }
      case "collectionView":
        for cell in container.prototypeCells { add(cell, of: container, .collectionCell) }
        for keyed in container.keyedViews {
          switch keyed.element.key {
          case "sectionHeaderView": add(keyed, of: container, .supplementary(UICollectionView.elementKindSectionHeader))
          case "sectionFooterView": add(keyed, of: container, .supplementary(UICollectionView.elementKindSectionFooter))
          default: continue
          }
        }
      default:
        continue
      }
    }
    self.prototypes = prototypes
  }

  /// Gives the views made and to be made the drawn size classes, so their prototypes'
  /// size-class variations apply as in the controller's views.
  func draw(in sizeClasses: SizeClassPair) {
    self.sizeClasses = sizeClasses
    // The size classes install and remove views of the prototype's variations: found again.
    for (prototype, dequeued) in made {
      guard let view = dequeued?.view else { continue }
      apply(to: view)
      made[prototype] = Dequeued(view: view, views: Self.documentViews(of: view))
    }
  }

  /// The app's view for the document view `id` inside a prototype (the prototype itself or one
  /// of its views); nil for any other id.
  func view(withDocumentID id: String) -> UIView? {
    guard let prototype = prototypes[id] else { return nil }
    return dequeued(prototype)?.views(id)
  }

  /// What the prototype's load made and connected, for the document view `id` inside it.
  func loadRecord(ofViewWithDocumentID id: String) -> NibLoadRecord? {
    guard let prototype = prototypes[id], let dequeued = dequeued(prototype), dequeued.views(id) != nil else { return nil }
    return Self.loadRecord(of: dequeued.view)
  }

  /// What the load of the prototype `view` was dequeued from made and connected.
  private static func loadRecord(of view: UIView) -> NibLoadRecord? {
    switch view {
    case let cell as UITableViewCell: return cell.prototypeLoadRecord
    case let reusable as UICollectionReusableView: return reusable.prototypeLoadRecord
    default: return nil
    }
  }

  /// The views of `view`, a dequeued cell, header or footer, by the document ids its load made
  /// them from: a table cell's from the load's builder; a collection's as they are in its
  /// hierarchy (itself included), named by its load record. An id of another prototype (one
  /// sharing the reuse identifier, which the container did not keep) is not found.
  private static func documentViews(of view: UIView) -> (String) -> UIView? {
    if let cell = view as? UITableViewCell { return { [cell] in cell.storyboardCellView(withDocumentID: $0) } }
    guard let index = loadRecord(of: view)?.index() else { return { _ in nil } }
    var found: [String: UIView] = [:]
    var pending = [view]
    while let next = pending.popLast() {
      if let id = index.ids[ObjectIdentifier(next)], found[id] == nil { found[id] = next }
      pending += next.subviews
    }
    return { found[$0] }
  }

  /// The view the app's container dequeues for `prototype`, made once.
  private func dequeued(_ prototype: Prototype) -> Dequeued? {
    if let known = made[prototype] { return known }
    let view = AdaptiveKitLog.shared.capture { () -> UIView? in
      let container = controller.storyboardView(withDocumentID: prototype.containerID)
      // The first item's index path: the data source is not run for the view, so where the app's
      // collection holds no items no layout attributes apply (the canvas gives the frames).
      let first = IndexPath(item: 0, section: 0)
      switch prototype.dequeue {
      case .tableCell:
        return (container as? UITableView)?.dequeueReusableCell(withIdentifier: prototype.reuseIdentifier)
      case .collectionCell:
        return try? (container as? UICollectionView)?.validatedDequeueReusableCell(
          withReuseIdentifier: prototype.reuseIdentifier, for: first)
      case .supplementary(let kind):
        return try? (container as? UICollectionView)?.validatedDequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: prototype.reuseIdentifier, for: first)
      }
    }.result
    let result = view.map { view in
      apply(to: view)
      return Dequeued(view: view, views: Self.documentViews(of: view))
    }
    made[prototype] = .some(result)
    return result
  }

  private func apply(to view: UIView) {
    _ = AdaptiveKitLog.shared.capture {
      if let sizeClasses {
        view.traitOverrides.horizontalSizeClass = sizeClasses.horizontal
        view.traitOverrides.verticalSizeClass = sizeClasses.vertical
      }
      if let direction = launchSettings.layoutDirection { view.traitOverrides.layoutDirection = direction }
      if let release = launchSettings.release { view.traitOverrides[UIKitReleaseTrait.self] = release }
    }
  }
}
