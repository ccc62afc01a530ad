extension NSLayoutConstraint {
  /// The part of an item's layout a constraint refers to.
  public enum Attribute: Int, Sendable, CaseIterable, CustomStringConvertible {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
    case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0

    /// The same as `lastBaseline`.
    public static var baseline: Attribute { .lastBaseline }

    /// Whether the attribute lies on the horizontal axis.
    var isHorizontal: Bool {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
        .trailingMargin, .centerXWithinMargins:
        return true
      default:
        return false
      }
    }

    /// Whether the attribute is an edge (or an edge's margin): what a scroll view's content attaches to.
    var isEdge: Bool {
      switch self {
      case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin:
        return true
      default:
        return false
      }
    }

    /// Whether the attribute follows the layout direction (leading and trailing, and their margins).
    var isDirectional: Bool {
      // A switch, not `contains` on an array literal: asked twice per constraint per layout pass.
      switch self {
      case .leading, .trailing, .leadingMargin, .trailingMargin: return true
      default: return false
      }
    }

    /// Whether the attribute is measured inside the item's layout margins.
    var isMargin: Bool {
      switch self {
      case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins:
        return true
      default:
        return false
      }
    }

    /// Whether the attribute is a size rather than a position.
    var isSize: Bool { self == .width || self == .height }

    /// Interface Builder's and UIKit's name of the attribute.
    public var description: String {
      switch self {
      case .left: return "left"
      case .right: return "right"
      case .top: return "top"
      case .bottom: return "bottom"
      case .leading: return "leading"
      case .trailing: return "trailing"
      case .width: return "width"
      case .height: return "height"
      case .centerX: return "centerX"
      case .centerY: return "centerY"
      case .lastBaseline: return "lastBaseline"
      case .firstBaseline: return "firstBaseline"
      case .leftMargin: return "leftMargin"
      case .rightMargin: return "rightMargin"
      case .topMargin: return "topMargin"
      case .bottomMargin: return "bottomMargin"
      case .leadingMargin: return "leadingMargin"
      case .trailingMargin: return "trailingMargin"
      case .centerXWithinMargins: return "centerXWithinMargins"
      case .centerYWithinMargins: return "centerYWithinMargins"
      case .notAnAttribute: return "notAnAttribute"
      }
    }

    /// Parses Interface Builder's attribute names (`baseline` means `lastBaseline`).
    public init?(ibName: String) {
      if ibName == "baseline" {
        self = .lastBaseline
        return
      }
      guard let match = Attribute.byInterfaceBuilderName[ibName] else { return nil }
      self = match
    }

    /// Every attribute by its name: a document's constraints are parsed two attributes each.
    private static let byInterfaceBuilderName = Dictionary(
      allCases.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// A layout axis.
  public enum Axis: Int, Sendable, CaseIterable {
    case horizontal = 0, vertical = 1
  }

  /// How the two sides of a constraint relate.
  public enum Relation: Int, Sendable, CaseIterable, CustomStringConvertible {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

    public var description: String {
      switch self {
      case .lessThanOrEqual: return "<="
      case .equal: return "=="
      case .greaterThanOrEqual: return ">="
      }
    }
  }

  /// Options of the Visual Format Language: how the views of a format line up, and the direction.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The same as `alignAllLastBaseline`.
    public static let alignAllBaseline = alignAllLastBaseline
    /// The bits holding the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// Leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
    /// Left to right, whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Right to left, whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits holding the direction.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

    /// Spacing measured edge to edge (the default).
    public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
    /// Spacing measured between baselines.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits holding the spacing option.
    public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
  }
}
