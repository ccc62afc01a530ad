extension UIImage {
  /// The traits an image is wanted for (iOS 13); symbol configurations are not modelled.
  open class Configuration: NSObject, @unchecked Sendable {
    // Immutable after init; `@unchecked` only because NSObject is not Sendable on Linux.
    /// The traits of the configuration, if any.
    public let traitCollection: UITraitCollection?

    /// A configuration carrying traits.
    public required init(traitCollection: UITraitCollection?) {
      self.traitCollection = traitCollection
      super.init()
    }

    /// A copy whose traits are replaced by `traitCollection`.
    open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
      Self.make(traitCollection: traitCollection)
    }

    /// This configuration with another one's specified traits applied on top.
    open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      guard let other = otherConfiguration?.traitCollection else { return Self.make(traitCollection: traitCollection) }
      guard let mine = traitCollection else { return Self.make(traitCollection: other) }
      return Self.make(traitCollection: UITraitCollection(storage: UITraitCollection.combined([mine.storage, other.storage])))
    }

    /// Subclasses keep their type through `withTraitCollection` and `applying`.
    class func make(traitCollection: UITraitCollection?) -> Self {
      self.init(traitCollection: traitCollection)
    }

    /// Creates an empty configuration with no traits.
    public override convenience init() { self.init(traitCollection: nil) }

    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UIImage.Configuration, type(of: other) == type(of: self) else { return false }
      return traitCollection == other.traitCollection
    }

    public override var hash: Int { traitCollection?.hash ?? 0 }
  }

  /// How an image draws: its own colors, or as a template tinted by its view.
  public enum RenderingMode: Int, Sendable, CaseIterable {
    /// Template or original, as the context decides (UIKit's default).
    case automatic = 0
    /// Always the image's own colors.
    case alwaysOriginal
    /// Always a template: only the alpha channel, drawn in the tint color.
    case alwaysTemplate
  }
}

extension UITraitCollection {
  /// An image configuration carrying this collection's traits (iOS 13).
  public var imageConfiguration: UIImage.Configuration { UIImage.Configuration(traitCollection: self) }
}
