/// A gesture recognizer object (`tapGestureRecognizer`, `panGestureRecognizer`, …).
public struct IBGestureRecognizer: IBElementBacked {
  /// The element.
  public let element: IBXMLElement

  /// Wraps a gesture recognizer element.
  public init(element: IBXMLElement) { self.element = element }

  /// Outlets, actions and segues of the recognizer (its action target is here).
  public var actions: [IBConnection] { connections.filter { $0.connectionKind == .action } }
}
