/// One object of a document as the diff sees it: its category, how to find its counterpart in the
/// other revision (by id, else by structure), its name and its properties with references kept as ids.
struct IBDiffEntry: Sendable {
  /// A property value: text, or the id of another object (compared by identity, shown by name).
  enum Value: Hashable, Sendable {
    case text(String)
    case reference(String)
  }

  /// One attribute or property element of the object, possibly limited to a size class.
  struct Property: Sendable {
    /// The attribute name or the property element's key (`constant`, `frame`, `backgroundColor`).
    var name: String
    /// The size class a `<variation>` limits it to (`wC hR`); `nil` for the base value.
    var sizeClass: String?
    var value: Value
    /// Why a change of this property has no effect on the app (`IBDiffChurn`); `nil` when it has one.
    var noEffectReason: String?

    /// The name and size class together, unique within an entry.
    var slot: String { sizeClass.map { "\(name) (\($0))" } ?? name }
  }

  var category: IBChange.Category
  /// The element the entry is read from (the `<variation>` for installation entries).
  var element: IBXMLElement
  /// The element's id (`sceneID` for scenes); `nil` for installation entries and the document.
  var objectID: String?
  /// The key that finds the same object when ids survive.
  var idKey: String
  /// The key that finds the same object when ids were regenerated (no ids in it).
  var pathKey: String = ""
  /// What a person calls the object.
  var name: String = ""
  /// The enclosing entry.
  var parent: Int?
  /// The scene entry the object is in.
  var scene: Int?
  /// The list (`subviews`, `constraints`, `scenes`, …) the object sits in, inside its parent.
  var container: String
  var properties: [Property] = []
  /// For installation entries: the owning view's variation key and the object it includes or excludes.
  var installationReference: String?
}
