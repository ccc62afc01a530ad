/// A segue `kind`, kept as written so unknown kinds survive.
public struct IBSegueKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The kind as written.
  public var rawValue: String

  /// Creates a kind from its text.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The kind as written.
  public var description: String { rawValue }

  /// Show (`show(_:sender:)`).
  public static let show = IBSegueKind(rawValue: "show")
  /// Show Detail (`showDetailViewController(_:sender:)`).
  public static let showDetail = IBSegueKind(rawValue: "showDetail")
  /// Present Modally.
  public static let presentation = IBSegueKind(rawValue: "presentation")
  /// Present As Popover.
  public static let popoverPresentation = IBSegueKind(rawValue: "popoverPresentation")
  /// A container relationship (navigation root, tab children, split columns).
  public static let relationship = IBSegueKind(rawValue: "relationship")
  /// Embed in a container view.
  public static let embed = IBSegueKind(rawValue: "embed")
  /// Unwind to an Exit action.
  public static let unwind = IBSegueKind(rawValue: "unwind")
  /// A custom `UIStoryboardSegue` subclass.
  public static let custom = IBSegueKind(rawValue: "custom")
  /// Legacy push.
  public static let push = IBSegueKind(rawValue: "push")
  /// Legacy modal.
  public static let modal = IBSegueKind(rawValue: "modal")
  /// Legacy popover.
  public static let popover = IBSegueKind(rawValue: "popover")
  /// Legacy replace (split view detail).
  public static let replace = IBSegueKind(rawValue: "replace")

  /// `true` for the pre-iOS 8 kinds (push, modal, popover, replace).
  public var isLegacy: Bool { [.push, .modal, .popover, .replace].contains(self) }

  /// The adaptive kind Xcode converts a legacy kind to (push→show, replace→showDetail,
  /// modal→presentation, popover→popoverPresentation); other kinds map to themselves.
  public var adaptiveEquivalent: IBSegueKind {
    switch self {
    case .push: .show
    case .replace: .showDetail
    case .modal: .presentation
    case .popover: .popoverPresentation
    default: self
    }
  }
}
