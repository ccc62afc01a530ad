/// A placeholder object: File's Owner, First Responder, or a storyboard scene's Exit.
public struct IBPlaceholder: IBElementBacked {
  /// The element.
  public let element: IBXMLElement

  /// Wraps a `<placeholder>` or `<exit>` element.
  public init(element: IBXMLElement) { self.element = element }

  /// `placeholderIdentifier` (`IBFilesOwner`, `IBFirstResponder`); `nil` for Exit.
  public var placeholderIdentifier: String? { element["placeholderIdentifier"] }
  /// `true` for the xib's File's Owner.
  public var isFilesOwner: Bool { placeholderIdentifier == "IBFilesOwner" }
  /// `true` for First Responder.
  public var isFirstResponder: Bool { placeholderIdentifier == "IBFirstResponder" }
  /// `true` for a storyboard scene's Exit (the destination of unwind segues).
  public var isExit: Bool { element.name == "exit" }
  /// `sceneMemberID` in storyboards (`firstResponder`, `exit`).
  public var sceneMemberID: String? { element["sceneMemberID"] }
}
