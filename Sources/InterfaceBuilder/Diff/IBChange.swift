/// One difference between two revisions of a document, named as a person would name it.
public struct IBChange: Codable, Hashable, Sendable {
  /// What happened to the object.
  public enum Kind: String, Codable, Hashable, Sendable {
    /// The object exists only in the new revision.
    case added
    /// The object exists only in the old revision.
    case removed
    /// The object exists in both, with a different value.
    case changed
    /// The same objects in a different order.
    case reordered
  }

  /// What kind of object changed.
  public enum Category: String, Codable, Hashable, Sendable, CaseIterable {
    /// The `<document>` itself (its attributes, dependencies, resources).
    case document
    /// A storyboard scene, with everything in it.
    case scene
    /// A view controller or storyboard reference.
    case viewController
    /// A view of any kind.
    case view
    /// A layout constraint.
    case constraint
    /// A segue.
    case segue
    /// An outlet, outlet collection member or action.
    case connection
    /// Whether a view or constraint is installed in a size class (`<mask>` include/exclude).
    case installation
    /// Anything else with an id (navigation items, bar items, gesture recognizers, layout guides, …).
    case object

    /// The words used in reports (`view controller`).
    public var words: String {
      switch self {
      case .viewController: "view controller"
      default: rawValue
      }
    }
  }

  /// What happened.
  public var kind: Kind
  /// What kind of object.
  public var category: Category
  /// The scene the object belongs to, by name; `nil` for document-level changes and xibs' top level.
  public var scene: String?
  /// The object, by name (`UILabel nameLabel “Name”`, a constraint's formula, …).
  public var subject: String
  /// The property that changed (`constant`, `text`, `destination`, …), for `changed`.
  public var property: String?
  /// The size class the change applies to (`wC hR`), when it is limited to one.
  public var sizeClass: String?
  /// The old value, for `changed` (`nil` when the property was absent).
  public var oldValue: String?
  /// The new value, for `changed` (`nil` when the property is now absent).
  public var newValue: String?
  /// The whole change in words, without its kind (`nameLabel.leading = superview.leadingMargin + 16 → 24 (wC hR only)`).
  public var summary: String
  /// Why the change has no effect on the app, when it has none (Xcode's own churn, reordering).
  public var noEffectReason: String?
  /// Whether the change can move, resize, show or hide something on screen.
  public var affectsLayout: Bool
  /// The object's id in the new revision (the old one for removals).
  public var objectID: String?
  /// The id of the scene the object is in, in the revision `objectID` comes from.
  public var sceneID: String?

  /// A change from its parts.
  public init(
    kind: Kind, category: Category, scene: String?, subject: String, property: String? = nil,
    sizeClass: String? = nil, oldValue: String? = nil, newValue: String? = nil, summary: String,
    noEffectReason: String? = nil, affectsLayout: Bool, objectID: String? = nil, sceneID: String? = nil
  ) {
    self.kind = kind
    self.category = category
    self.scene = scene
    self.subject = subject
    self.property = property
    self.sizeClass = sizeClass
    self.oldValue = oldValue
    self.newValue = newValue
    self.summary = summary
    self.noEffectReason = noEffectReason
    self.affectsLayout = affectsLayout
    self.objectID = objectID
    self.sceneID = sceneID
  }

  /// The one-character mark reports put before the summary: `+`, `-`, `~`, `↕`.
  public var mark: String {
    switch kind {
    case .added: "+"
    case .removed: "-"
    case .changed: "~"
    case .reordered: "↕"
    }
  }
}
