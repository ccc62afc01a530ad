/// A `<mask key="constraints|subviews">` inside a variation: which objects are (un)installed there.
public struct IBMask: IBElementBacked {
  /// Which list the mask applies to.
  public enum Target: Hashable, Sendable {
    /// `key="constraints"`.
    case constraints
    /// `key="subviews"`.
    case subviews
    /// Any other key, kept as written.
    case other(String)

    /// The key as written.
    public var rawValue: String {
      switch self {
      case .constraints: "constraints"
      case .subviews: "subviews"
      case .other(let key): key
      }
    }

    /// Reads a key.
    public init(rawValue: String) {
      switch rawValue {
      case "constraints": self = .constraints
      case "subviews": self = .subviews
      default: self = .other(rawValue)
      }
    }
  }

  /// One `<include reference=…/>` or `<exclude reference=…/>`.
  public struct Entry: Hashable, Sendable {
    /// The id of the subview or constraint.
    public var reference: String
    /// `true` for `include`, `false` for `exclude`.
    public var isIncluded: Bool
    /// Where the entry is.
    public var location: IBSourceLocation
  }

  /// The element.
  public let element: IBXMLElement

  /// Wraps a `<mask>` element.
  public init(element: IBXMLElement) { self.element = element }

  /// Which list the mask applies to.
  public var target: Target { Target(rawValue: element.key ?? "") }

  /// The entries, in order.
  public var entries: [Entry] {
    element.elements.compactMap { child in
      guard child.name == "include" || child.name == "exclude", let reference = child["reference"] else {
        return nil
      }
      return Entry(reference: reference, isIncluded: child.name == "include", location: child.location)
    }
  }

  /// Ids listed with `include`.
  public var includedIDs: [String] { entries.filter(\.isIncluded).map(\.reference) }
  /// Ids listed with `exclude`.
  public var excludedIDs: [String] { entries.filter { !$0.isIncluded }.map(\.reference) }
}
