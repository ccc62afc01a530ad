import Foundation
import InterfaceBuilder

/// What one storyboard-scene or nib load made from its document: which document object each
/// runtime object came from (views, layout guides, constraints, the owner) and the outlet
/// connections it made.
///
/// UIKit keeps nib object ids nowhere public, and the `UIRuntimeOutletConnection` it makes per
/// outlet is gone once connected; this record is AdaptiveKit's stand-in for both, so a tool can
/// describe the loaded objects in the document's terms (`adaptive render --tree`). It is held by
/// what the load made (a controller's scene, a controller's nib views, a nib's objects), never
/// globally, and refers to every object weakly.
@MainActor
package final class NibLoadRecord {
  /// One outlet (or one member of an outlet collection) the load set with `setValue(_:forKey:)`.
  package struct OutletConnection {
    /// The object whose property was set.
    package weak var source: AnyObject?
    /// The source's document id.
    package let sourceID: String
    /// The property (the key set).
    package let property: String
    /// The object the property now holds (one member, for a collection).
    package weak var destination: AnyObject?
  }

  /// The connections made, in the order the load made them.
  package private(set) var outletConnections: [OutletConnection] = []
  /// The scene builders of the load (the scene, its static cells, bar views), held weakly: the
  /// controller or the root view owns them.
  private var layouts: [WeakLayout] = []
  /// Objects beside the builders' views (the owner, bar items), by identity.
  private var others: [ObjectIdentifier: (object: WeakObject, id: String)] = [:]

  private struct WeakLayout { weak var layout: StoryboardSceneBuilder? }
  private struct WeakObject { weak var object: AnyObject? }

  package init() {}

  /// Adds the views, guides and constraints a builder of this load made.
  func add(_ layouts: [StoryboardSceneBuilder]) {
    self.layouts += layouts.map(WeakLayout.init(layout:))
  }

  /// Adds an object the load made (or was given, as File's Owner) for document id `id`.
  func add(_ object: AnyObject, id: String) {
    guard !id.isEmpty else { return }
    others[ObjectIdentifier(object)] = (WeakObject(object: object), id)
  }

  /// Notes an outlet the load set; a collection's members each make one.
  func connected(_ property: String, of source: AnyObject, sourceID: String, to value: Any?) {
    let members: [Any] = (value as? [Any]) ?? (value.map { [$0] } ?? [])
    for member in members {
      outletConnections.append(
        OutletConnection(source: source, sourceID: sourceID, property: property, destination: member as AnyObject))
    }
  }

  /// Which document object each object of the load came from, looked up by identity; made once
  /// for a walk over the loaded objects (which must stay alive while it is used).
  package struct Index {
    /// Document ids by object: views, layout guides the document declares (safe area, a scroll
    /// view's content guide, a controller's top and bottom layout guides), the owner, bar items.
    /// A guide the load stands in with the view itself (a scroll view's frame guide) is the view's.
    package var ids: [ObjectIdentifier: String] = [:]
    /// The document constraint each runtime constraint was made from (unresolved: every
    /// variation kept); constraints code made are absent.
    package var constraints: [ObjectIdentifier: IBConstraint] = [:]
    /// The outlet connections by destination, in the order the load made them (one lookup per
    /// view instead of a scan of every connection).
    package var outletConnections: [ObjectIdentifier: [OutletConnection]] = [:]
  }

  /// The index of the load's objects still alive.
  package func index() -> Index {
    var index = Index()
    for (key, other) in others where other.object.object != nil { index.ids[key] = other.id }
    for connection in outletConnections {
      guard let destination = connection.destination else { continue }
      index.outletConnections[ObjectIdentifier(destination), default: []].append(connection)
    }
    let alive = layouts.compactMap(\.layout)
    for layout in alive {
      for node in layout.nodes where !node.source.id.isEmpty {
        let key = ObjectIdentifier(node.view)
        if index.ids[key] == nil { index.ids[key] = node.source.id }
      }
    }
    for layout in alive {
      // Sorted, so that where two document guides share one object the first id names it.
      for (id, guide) in layout.guidesByID.sorted(by: { $0.key < $1.key }) {
        let key = ObjectIdentifier(guide.item)
        if index.ids[key] == nil { index.ids[key] = id }
      }
      for record in layout.constraintRecords {
        guard let made = record.made else { continue }
        index.constraints[ObjectIdentifier(made)] = record.source
      }
    }
    return index
  }

  /// The constraints installed on `view` that the document or the app's code made, in UIKit's
  /// order; UIKit's own (stack view arrangements, scroll content areas, self-sizing rows) left out.
  package func constraints(installedOn view: UIView) -> [NSLayoutConstraint] {
    view.constraints.filter { !$0.isSystemConstraint }
  }
}
