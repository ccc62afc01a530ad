/// A segue to add to a document, as Interface Builder's connection pop-up offers them.
public struct IBSegueDraft: Equatable, Sendable {
  /// The kinds the pop-up offers: Show, Show Detail, Present Modally, Present As Popover, Custom.
  public static let offeredKinds: [IBSegueKind] = [.show, .showDetail, .presentation, .popoverPresentation, .custom]

  /// The trigger: a control, cell, bar button item, gesture recognizer, or a controller.
  public var sourceID: String
  /// The controller (or storyboard reference) shown.
  public var destinationID: String
  /// One of `offeredKinds`.
  public var kind: IBSegueKind
  /// The identifier `performSegue(withIdentifier:sender:)` and `prepare(for:sender:)` see.
  public var identifier: String?
  /// The `UIStoryboardSegue` subclass of a custom segue.
  public var customClass: String?
  /// The view or bar button item a popover points at, in the source's scene. A popover from a
  /// control or bar button item defaults to the source; one from a controller has no default,
  /// since Xcode will not build a popover segue without an anchor.
  public var anchorID: String?

  /// Creates a draft.
  public init(
    from sourceID: String, to destinationID: String, kind: IBSegueKind, identifier: String? = nil,
    customClass: String? = nil, anchorID: String? = nil
  ) {
    self.sourceID = sourceID
    self.destinationID = destinationID
    self.kind = kind
    self.identifier = identifier
    self.customClass = customClass
    self.anchorID = anchorID
  }
}
