/// What changed between two revisions of a storyboard or xib, in terms of its objects: scenes,
/// controllers, views, constraints, segues, connections, size-class variations and installed states.
///
/// Objects are matched by id, and by their place in the structure where Xcode regenerated ids, so a
/// change is reported once, by name. Xcode's own churn and pure reordering land in `noEffect`.
public struct IBDocumentDiff: Codable, Hashable, Sendable {
  /// Changes that can affect the app (layout, navigation, connections), in document order.
  public var changes: [IBChange]
  /// Changes with no effect on the app: Xcode versions, plug-ins, capabilities, canvas
  /// annotations, stored frames of constrained views, regenerated ids, reordered lists.
  public var noEffect: [IBChange]
  /// The scenes (xibs: top-level views) where a change can move, resize, show or hide something.
  public var affectedScenes: [IBSceneReference]
  /// Ids in the old revision of the views to outline in its pictures.
  public var oldHighlightedIDs: [String]
  /// Ids in the new revision of the views to outline in its pictures.
  public var newHighlightedIDs: [String]
  /// Old id → new id for the objects matched by structure because Xcode regenerated their ids.
  public var renamedIDs: [String: String]

  /// Compares two revisions of a document.
  public init(old: IBDocument, new: IBDocument) {
    var builder = IBDiffBuilder(old: IBDiffSnapshot(old), new: IBDiffSnapshot(new))
    builder.build()
    changes = builder.changes
    noEffect = builder.noEffect
    affectedScenes = builder.affectedScenes
    oldHighlightedIDs = builder.oldHighlights.sorted()
    newHighlightedIDs = builder.newHighlights.sorted()
    renamedIDs = builder.renamedIDs
  }

  /// Whether any change can move, resize, show or hide something on screen.
  public var changesLayout: Bool { changes.contains(where: \.affectsLayout) }
}
