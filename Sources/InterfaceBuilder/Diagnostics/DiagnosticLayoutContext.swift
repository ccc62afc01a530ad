extension Diagnostic {
  /// The configuration a layout diagnostic was seen in: device, orientation and size classes.
  public struct LayoutContext: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The device name, or the canvas description for freeform roots.
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// Interface Builder's short form of the size classes, such as `wC hR`.
    public var sizeClass: String
    /// The user settings the layout was made under (`dark, AX5`), when not the device's defaults.
    public var traits: String?

    /// Creates a context.
    public init(device: String, orientation: String, sizeClass: String, traits: String? = nil) {
      self.device = device
      self.orientation = orientation
      self.sizeClass = sizeClass
      self.traits = traits
    }

    /// `iPhone 8, portrait, wC hR`, then the traits when there are some (`…, dark, AX5`).
    public var description: String { "\(device), \(orientation), \(sizeClass)" + (traits.map { ", \($0)" } ?? "") }
  }
}
