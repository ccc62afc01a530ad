import Foundation

/// The closure an action runs, given the action (whose `sender` is the control that sent it).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title and an image, which controls run for their events and menus show as
/// items (iOS 14).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// A name that identifies an action: a control keeps one action per identifier.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// Creates an identifier from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  private let handler: UIActionHandler
  private var currentSender: Any?

  /// Creates an action; without an identifier it gets a unique one, as in UIKit.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// The action's title.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The action's image.
  open override var image: UIImage? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// The identifier controls use to keep one action per identifier.
  public let identifier: Identifier
  /// A longer title for the keyboard-shortcut overlay.
  open var discoverabilityTitle: String?
  /// How the action is shown and whether it can run.
  open var attributes: Attributes
  /// Whether the action shows a check mark.
  open var state: State
  /// The object that sent the action while its handler runs (a control); nil otherwise.
  open var sender: Any? { currentSender }

  /// Runs the handler with `sender` set for its duration; a disabled action does not run.
  func run(sender: Any?) {
    guard !attributes.contains(.disabled) else { return }
    let previous = currentSender
    currentSender = sender
    defer { currentSender = previous }
    handler(self)
  }
}
