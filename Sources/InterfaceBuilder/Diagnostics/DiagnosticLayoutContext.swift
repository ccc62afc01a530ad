extension Diagnostic {
  /// The configuration a layout diagnostic was seen in: device, orientation and size classes.
  public struct LayoutContext: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The device name, or the canvas description for freeform roots.
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// Interface Builder's short form of the size classes, such as `wC hR`.
    public var sizeClass: String

    /// Creates a context.
    public init(device: String, orientation: String, sizeClass: String) {
      self.device = device
      self.orientation = orientation
      self.sizeClass = sizeClass
    }

    /// `iPhone 8, portrait, wC hR`.
    public var description: String { "\(device), \(orientation), \(sizeClass)" }
  }
}
