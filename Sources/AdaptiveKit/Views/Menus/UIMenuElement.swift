import Foundation

/// The base of menu items and actions: a title, a subtitle and an image (iOS 13).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  var storedTitle: String
  var storedImage: UIImage?

  init(title: String, image: UIImage?) {
    storedTitle = title
    storedImage = image
    super.init()
  }

  /// The element's title.
  open var title: String { storedTitle }
  /// The element's image.
  open var image: UIImage? { storedImage }
  /// A line shown under the title (iOS 15).
  open var subtitle: String?

  /// How an element is shown and behaves.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown dimmed; it cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red: it destroys data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays up after it is chosen (iOS 16).
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a check mark.
  public enum State: Int, Sendable {
    /// No mark.
    case off = 0
    /// A check mark.
    case on = 1
    /// A dash: partly on.
    case mixed = 2
  }
}
