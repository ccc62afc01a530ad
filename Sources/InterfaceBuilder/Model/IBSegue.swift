/// A `<segue>` in the `<connections>` of its trigger (format notes §11).
public struct IBSegue: IBElementBacked {
  /// Popover arrow directions from `<popoverArrowDirection up= down= left= right=>`.
  public struct ArrowDirections: OptionSet, Hashable, Sendable {
    /// The raw bits, as `UIPopoverArrowDirection`.
    public var rawValue: UInt
    /// Creates directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = ArrowDirections(rawValue: 1 << 0)
    /// Down.
    public static let down = ArrowDirections(rawValue: 1 << 1)
    /// Left.
    public static let left = ArrowDirections(rawValue: 1 << 2)
    /// Right.
    public static let right = ArrowDirections(rawValue: 1 << 3)
    /// All four.
    public static let any: ArrowDirections = [.up, .down, .left, .right]
  }

  /// The element.
  public let element: IBXMLElement
  /// The id of the trigger (the object whose `<connections>` holds the segue).
  public let sourceID: String?

  /// Wraps a `<segue>` element triggered by `sourceID`.
  public init(element: IBXMLElement, sourceID: String?) {
    self.element = element
    self.sourceID = sourceID
  }

  /// The kind; `nil` for peek-and-pop child segues (`key="commit"`/`"preview"`), which inherit it.
  public var segueKind: IBSegueKind? { element["kind"].map(IBSegueKind.init(rawValue:)) }
  /// The destination object's id (a controller, a storyboard reference, or the scene's Exit).
  public var destinationID: String? { element["destination"] }
  /// The identifier used with `performSegue(withIdentifier:sender:)`.
  public var identifier: String? { element["identifier"] }
  /// For relationship segues: `rootViewController`, `viewControllers`, `masterViewController`, …
  public var relationship: String? { element["relationship"] }
  /// For unwind segues: the action selector, such as `unwindToList:`.
  public var unwindAction: String? { element["unwindAction"] }
  /// For presentation (and legacy modal) segues: the presentation style.
  public var modalPresentationStyle: String? { element["modalPresentationStyle"] }
  /// For presentation (and legacy modal) segues: the transition style.
  public var modalTransitionStyle: String? { element["modalTransitionStyle"] }
  /// `animates="NO"` turns the transition off; `true` when absent.
  public var animates: Bool { element.bool("animates") ?? true }
  /// For popovers: the id of the anchor view.
  public var popoverAnchorViewID: String? { element["popoverAnchorView"] }
  /// For popovers: the id of the anchor bar button item.
  public var popoverAnchorBarButtonItemID: String? { element["popoverAnchorBarButtonItem"] }
  /// For popovers: the permitted arrow directions (`any` when not written).
  public var popoverArrowDirections: ArrowDirections {
    guard let arrows = element.firstChild(named: "popoverArrowDirection") else { return .any }
    var directions: ArrowDirections = []
    if arrows.bool("up") == true { directions.insert(.up) }
    if arrows.bool("down") == true { directions.insert(.down) }
    if arrows.bool("left") == true { directions.insert(.left) }
    if arrows.bool("right") == true { directions.insert(.right) }
    return directions
  }
  /// For popovers: ids of the passthrough views.
  public var popoverPassthroughViewIDs: [String] {
    element.elements(in: "popoverPassthroughViews").compactMap { $0["reference"] }
  }
  /// The iOS 13 `@IBSegueAction` selector.
  public var destinationCreationSelector: String? { element["destinationCreationSelector"] }
  /// For legacy replace segues: the split view slot.
  public var splitViewControllerTargetIndex: Int? { element.int("splitViewControllerTargetIndex") }
  /// Peek-and-pop child segues (`key="commit"`, `key="preview"`).
  public var childSegues: [IBSegue] {
    element.children(named: "segue").map { IBSegue(element: $0, sourceID: sourceID) }
  }
}
