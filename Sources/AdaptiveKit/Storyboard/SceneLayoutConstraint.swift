import InterfaceBuilder

/// A document constraint in force in a laid-out scene, with its values for the applied size
/// classes (as `adaptive layout --json` lists them). Items and attributes use the document's ids
/// and names; the constant is the document's, before any alignment-rect adjustment.
public struct SceneLayoutConstraint: Codable, Equatable, Sendable {
  /// The constraint's id.
  public var id: String
  /// The id of the view that owns it.
  public var owner: String
  /// The first item's id.
  public var firstItem: String
  /// The first attribute (`leading`, `top`, `width`, …).
  public var firstAttribute: String
  /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
  public var relation: String
  /// The second item's id; nil for a constant-only constraint.
  public var secondItem: String?
  /// The second attribute; nil for a constant-only constraint.
  public var secondAttribute: String?
  /// The multiplier.
  public var multiplier: Double
  /// The constant for the applied size classes.
  public var constant: Double
  /// The priority for the applied size classes.
  public var priority: Double
  /// The constraint's identifier, when it has one.
  public var identifier: String?
}

extension StoryboardSceneBuilder {
  /// The runtime constraint of each document constraint in force now, by the document's id (lint
  /// maps the engine's conflict reports back to the file with it).
  public var constraintsByID: [String: NSLayoutConstraint] {
    var result: [String: NSLayoutConstraint] = [:]
    for record in constraintRecords where !record.source.id.isEmpty {
      if let made = record.made, made.isActive { result[record.source.id] = made }
    }
    return result
  }

  /// The document id of each runtime constraint in force now, by the constraint's identity, so a
  /// conflict the engine reports (`ConstraintConflict`) maps back to the file; where two ids share
  /// one constraint, the first in id order names it.
  package var constraintIDsByIdentity: [ObjectIdentifier: String] {
    var result: [ObjectIdentifier: String] = [:]
    for (id, constraint) in constraintsByID.sorted(by: { $0.key < $1.key }) where result[ObjectIdentifier(constraint)] == nil {
      result[ObjectIdentifier(constraint)] = id
    }
    return result
  }

  /// The document constraints active now, in document order.
  public var activeConstraints: [SceneLayoutConstraint] {
    let resolver = IBVariationResolver(sizeClasses)
    return constraintRecords.compactMap { record in
      guard let made = record.made, made.isActive else { return nil }
      let source = IBConstraint(
        element: resolver.resolve(record.source.element, recursive: false), ownerID: record.source.ownerID)
      return SceneLayoutConstraint(
        id: source.id, owner: source.ownerID ?? "", firstItem: source.firstItemID ?? "",
        firstAttribute: source.firstAttribute.rawValue, relation: source.relation.rawValue,
        secondItem: source.secondItemID, secondAttribute: source.secondItemID == nil ? nil : source.secondAttribute.rawValue,
        multiplier: source.multiplier, constant: source.constant, priority: source.priority,
        identifier: source.identifier)
    }
  }
}
