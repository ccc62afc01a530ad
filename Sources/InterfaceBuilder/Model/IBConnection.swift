/// One entry of a `<connections>` list: an outlet, an outlet collection member, an action or a segue.
public struct IBConnection: IBElementBacked {
  /// The connection type.
  public enum Kind: Hashable, Sendable {
    /// `<outlet property= destination=>`.
    case outlet
    /// `<outletCollection property= destination= [appends="YES"]>`.
    case outletCollection
    /// `<action selector= destination= [eventType=]>`.
    case action
    /// `<segue …>`.
    case segue
    /// Any other element, kept as written.
    case other(String)
  }

  /// The element.
  public let element: IBXMLElement
  /// The id of the object that holds the connection (the outlet's owner, the action's sender, the
  /// segue's trigger).
  public let sourceID: String?

  /// Wraps an element of a `<connections>` list held by `sourceID`.
  public init(element: IBXMLElement, sourceID: String?) {
    self.element = element
    self.sourceID = sourceID
  }

  /// The connection type.
  public var connectionKind: Kind {
    switch element.name {
    case "outlet": .outlet
    case "outletCollection": .outletCollection
    case "action": .action
    case "segue": .segue
    default: .other(element.name)
    }
  }

  /// The target object's id.
  public var destinationID: String? { element["destination"] }
  /// The outlet property name.
  public var property: String? { element["property"] }
  /// The action selector.
  public var selector: String? { element["selector"] }
  /// The control event (`touchUpInside`, `valueChanged`, …); absent for bar items and gestures.
  public var eventType: String? { element["eventType"] }
  /// `appends="YES"` on outlet collection members.
  public var appends: Bool { element.bool("appends") ?? false }
  /// The segue, when this connection is one.
  public var segue: IBSegue? { element.name == "segue" ? IBSegue(element: element, sourceID: sourceID) : nil }
}
