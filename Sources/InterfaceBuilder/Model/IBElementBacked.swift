/// A typed view over one element of the document tree; every typed model object conforms.
///
/// The typed objects hold the element they describe, so nothing is ever lost: properties the model
/// has no accessor for are read with `attribute(_:)` or through `element`.
public protocol IBElementBacked: Equatable, Sendable {
  /// The element this object is read from (with its source location).
  var element: IBXMLElement { get }
}

extension IBElementBacked {
  /// The object id (`id` attribute); empty when the element has none.
  public var id: String { element.id ?? "" }
  /// The element name, such as `label` or `viewController`.
  public var kind: String { element.name }
  /// Where the element starts in the source file.
  public var location: IBSourceLocation { element.location }
  /// The `key` attribute: which property of the parent the object fills (`view`, `contentView`, …).
  public var key: String? { element.key }
  /// Any attribute, by name.
  public func attribute(_ name: String) -> String? { element[attribute: name] }
  /// `customClass`.
  public var customClass: String? { element["customClass"] }
  /// `customModule`.
  public var customModule: String? { element["customModule"] }
  /// `customModuleProvider` (`target` when the module is the app target).
  public var customModuleProvider: String? { element["customModuleProvider"] }
  /// `userLabel`: the editor's display name.
  public var userLabel: String? { element["userLabel"] }
  /// The class to instantiate: `customClass`, else the class the element name stands for.
  public var className: String { customClass ?? uiKitClassName }
  /// The UIKit class the element name stands for (`UIView` for unknown view-like elements).
  public var uiKitClassName: String { IBVocabulary.uiKitClass(forElement: element.name) ?? "NSObject" }
  /// Outlets, actions and segues in the object's `<connections>`, in order.
  public var connections: [IBConnection] {
    let owner = element.id
    return element.elements(in: "connections").map { IBConnection(element: $0, sourceID: owner) }
  }
  /// The segues whose trigger is this object.
  public var segues: [IBSegue] { connections.compactMap(\.segue) }
  /// User-defined runtime attributes, in order.
  public var userDefinedRuntimeAttributes: [IBRuntimeAttribute] {
    element.elements(in: "userDefinedRuntimeAttributes").map(IBRuntimeAttribute.init)
  }
  /// Property variations on this object (`<variation key=…>` children).
  public var variations: [IBVariation] { element.children(named: "variation").map(IBVariation.init) }
  /// A colour property by key (`backgroundColor`, `tintColor`, …); `<nil key=…>` gives `.none`.
  public func color(forKey key: String) -> IBColor? {
    IBColor(element.elements.first { ($0.name == "color" || $0.name == "nil") && $0.key == key })
  }
  /// The accessibility configuration.
  public var accessibility: IBAccessibility? { IBAccessibility(element.firstChild(named: "accessibility")) }
}
