/// Shows an image. It shows the variant of its image for its own traits, switches when its traits
/// change (a rotation into compact width picks the compact artwork), and its intrinsic content size
/// is the size of the image shown, so constraints re-solve when the variant changes.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown when not highlighted.
  open var image: UIImage? {
    didSet {
      appearancePropertyWasSet(.image)
      imageDidChange()
    }
  }
  /// The image shown when highlighted (the normal image when nil).
  open var highlightedImage: UIImage? { didSet { if isHighlighted { imageDidChange() } } }
  /// Whether the highlighted image is shown.
  open var isHighlighted = false { didSet { if oldValue != isHighlighted { imageDidChange() } } }
  /// The configuration symbol images are shown with (iOS 13); an image's own configured values
  /// take precedence over it.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { imageDidChange() } }
  /// The configuration a standard-style table cell gives the symbol it shows (its text label's
  /// font, so the symbol scales with Dynamic Type): under the preferred one and the image's own.
  package internal(set) var standardCellSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { imageDidChange() }
  }
  /// The images of an animation (kept; AdaptiveKit does not animate, so the view keeps showing `image`).
  open var animationImages: [UIImage]?
  /// The time one cycle of `animationImages` takes; 0 (the default) means a thirtieth of a
  /// second per image, as in UIKit.
  open var animationDuration: TimeInterval = 0
  /// How many times the animation repeats; 0 (the default) repeats for ever.
  open var animationRepeatCount = 0
  /// Whether the animation runs: from `startAnimating()` (when there are animation images) to
  /// `stopAnimating()`. A headless run shows no frames, and a finite repeat count never runs out.
  open private(set) var isAnimating = false

  /// Starts the animation; nothing happens without animation images.
  open func startAnimating() {
    guard let images = animationImages, !images.isEmpty else { return }
    isAnimating = true
  }

  /// Stops the animation.
  open func stopAnimating() { isAnimating = false }
  /// The variant on screen: the current image resolved through its asset for this view's traits.
  public private(set) var _displayedImage: UIImage?

  /// An image view sized to its image.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
    configureDefaults()
    imageDidChange()
    frame = CGRect(origin: .zero, size: _displayedImage?.size ?? .zero)
  }

  /// An image view sized to its image, with a highlighted image.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: .zero)
    configureDefaults()
    imageDidChange()
    frame = CGRect(origin: .zero, size: _displayedImage?.size ?? .zero)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureDefaults()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureDefaults()
  }

  private func configureDefaults() {
    // UIImageView ignores touches and is not opaque by default.
    isUserInteractionEnabled = false
    isOpaque = false
  }

  /// The size of the image shown less its alignment rect insets (Auto Layout sizes the alignment
  /// rect), or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    guard let shown = _displayedImage else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let insets = shown.alignmentRectInsets
    return CGSize(
      width: shown.size.width - insets.left - insets.right, height: shown.size.height - insets.top - insets.bottom)
  }

  /// The shown image's alignment rect insets, as they are, whatever the view's size: a symbol
  /// image view constrained to 20 × 20 has a frame of its glyph's height around that rect.
  open override var alignmentRectInsets: UIEdgeInsets { _displayedImage?.alignmentRectInsets ?? .zero }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { _displayedImage?.size ?? .zero }

  /// Re-resolves the image for the new traits before app code hears of the change.
  override func traitsDidChangeInternally(previous: UITraitCollection) {
    super.traitsDidChangeInternally(previous: previous)
    imageDidChange()
  }

  /// Resolves the image to show and, when its size changed, tells Auto Layout.
  func imageDidChange() {
    let chosen = isHighlighted ? (highlightedImage ?? image) : image
    let resolved = chosen.map { resolvedVariant(of: $0) }
    let oldSize = _displayedImage?.size
    let oldInsets = _displayedImage?.alignmentRectInsets
    _displayedImage = resolved
    if oldSize != resolved?.size || oldInsets != resolved?.alignmentRectInsets { invalidateIntrinsicContentSize() }
  }

  /// The variant of `image` for this view's traits (merged over the image's configuration traits).
  private func resolvedVariant(of image: UIImage) -> UIImage {
    if image.isSymbolImage {
      // The view's traits and preferred configuration fill what the image leaves unspecified.
      let preferred =
        standardCellSymbolConfiguration.map { $0.applying(preferredSymbolConfiguration) } ?? preferredSymbolConfiguration
      let base = (preferred ?? .unspecified).withTraitCollection(traitCollection)
      return image.withConfiguration(base.applying(image.symbolConfiguration))
    }
    guard let asset = image.imageAsset else { return image }
    var traits = VariantTraits(traitCollection)
    if let configured = image.configuration?.traitCollection {
      let merged = UITraitCollection(storage: UITraitCollection.combined([traitCollection.storage, configured.storage]))
      traits = VariantTraits(merged)
    }
    guard let variant = asset.resolvedImage(for: traits, strict: false) else { return image }
    return image.renderingMode == .automatic || variant.renderingMode == image.renderingMode
      ? variant : variant.withRenderingMode(image.renderingMode)
  }

  override var stateDescription: String {
    let shown = _displayedImage.map { "; image = \($0)" } ?? ""
    return String(super.stateDescription.dropLast()) + shown + ">"
  }
}
