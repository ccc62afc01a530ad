/// An image: the bytes of a PNG, JPEG, GIF or PDF file, its size in points and its scale, read
/// from the file's real header. AdaptiveKit is headless, so pixels are never decoded; the renderer
/// embeds the original bytes.
///
/// On Linux an app's images are found as on iOS, by `UIImage(named:in:compatibleWith:)` with a
/// `Bundle(path:)` of the app's folder (the one holding its storyboards, or above their `.lproj`):
/// every `.xcassets` under it, then its loose `name@Nx~device.png` files. An image may also be
/// known by its size alone, without a file (`init(recordedSize:name:)`): Interface Builder records
/// each image a document shows with its size in points, which is all a layout needs where the
/// app's files are not at hand; such an image draws nothing.
open class UIImage: NSObject, @unchecked Sendable {
  // Immutable after init except the weak asset link; `@unchecked` only because NSObject is not
  // Sendable on Linux.
  let content: ImageContent?
  let variantTraits: VariantTraits
  /// The name it was looked up by, for descriptions.
  let name: String?
  /// The image's scale: pixels per point (the file's `@Nx` suffix or catalog slot).
  public let scale: CGFloat
  /// How the image draws: its own colors or as a template.
  public let renderingMode: RenderingMode
  /// The configuration the image was resolved with (iOS 13), if any.
  public let configuration: Configuration?
  /// The SF Symbol this image draws, for images from `UIImage(systemName:)`.
  let symbol: SystemSymbol?
  /// The size in points of an image known by its size alone (no file, no symbol).
  let recordedSize: CGSize?
  /// How the image turns with the layout direction (directional assets, flipped copies).
  let direction: ImageDirection
  /// The colour `withTintColor(_:)` gave it.
  let tintColor: UIColor?
  /// Cap insets, resizing mode and an orientation given by the app (`UIImage+Resizable.swift`,
  /// `UIImage+CGImage.swift`).
  let drawingOptions: ImageDrawingOptions
  // An asset keeps the variants registered in it; those variants point back weakly so the pair
  // does not keep itself alive. Images handed out to callers hold their asset strongly.
  private weak var weakAsset: UIImageAsset?
  private let ownedAsset: UIImageAsset?

  init(
    content: ImageContent?, scale: CGFloat, traits: VariantTraits, renderingMode: RenderingMode = .automatic,
    configuration: Configuration? = nil, name: String? = nil, asset: UIImageAsset? = nil, ownsAsset: Bool = true,
    symbol: SystemSymbol? = nil, recordedSize: CGSize? = nil, direction: ImageDirection = ImageDirection(),
    tintColor: UIColor? = nil, drawingOptions: ImageDrawingOptions = ImageDrawingOptions()
  ) {
    self.tintColor = tintColor
    self.drawingOptions = drawingOptions
    self.content = content
    self.direction = direction
    self.symbol = symbol
    self.recordedSize = recordedSize
    self.scale = scale
    self.variantTraits = traits
    self.renderingMode = renderingMode
    self.configuration = configuration
    self.name = name
    self.ownedAsset = ownsAsset ? asset : nil
    super.init()
    if !ownsAsset { weakAsset = asset }
  }

  /// An empty image: zero size, scale 1.
  public override convenience init() {
    self.init(content: nil, scale: 1, traits: VariantTraits())
  }

  convenience init(copying other: UIImage) {
    self.init(
      content: other.content, scale: other.scale, traits: other.variantTraits, renderingMode: other.renderingMode,
      configuration: other.configuration, name: other.name, asset: other.imageAsset, symbol: other.symbol,
      recordedSize: other.recordedSize, direction: other.direction, tintColor: other.tintColor,
      drawingOptions: other.drawingOptions)
  }

  /// An image known only by its size in points, as a document records it (`<image name=…
  /// width=… height=…>` in its resources): its scale is 1 and it has no bytes to draw. Lets a
  /// layout give an image view the size of an image whose file is not at hand. AdaptiveKit addition.
  package convenience init(recordedSize: CGSize, name: String?) {
    self.init(content: nil, scale: 1, traits: VariantTraits(), name: name, recordedSize: recordedSize)
  }

  /// The image named `name` for the main screen's traits, from the main bundle.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The variant of the image named `name` that suits `traitCollection` (nil: the main screen's
  /// traits), from the asset catalogs in `bundle` (nil: the main bundle) or its loose files;
  /// nil when nothing suits.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard let found = NamedImageLookup.image(named: name, in: bundle, traits: traitCollection, configuration: nil) else {
      return nil
    }
    self.init(copying: found)
  }

  /// The image named `name` for a configuration's traits (iOS 13).
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    guard
      let found = NamedImageLookup.image(
        named: name, in: bundle, traits: configuration?.traitCollection, configuration: configuration)
    else { return nil }
    self.init(copying: found)
  }

  /// The image in a file, choosing the `@2x`/`@3x`/`~ipad` sibling that suits the main screen as
  /// UIKit does; nil when the file is missing or not a readable image (the problem is logged).
  public convenience init?(contentsOfFile path: String) {
    let result: UIImage
    do {
      result = try UIImage.validated(contentsOfFile: path)
    } catch {
      if case .notFound = error as? ImageLookupError { return nil }
      AdaptiveKitLog.shared.report(.assets, "\(error)")
      return nil
    }
    self.init(copying: result)
  }

  /// The image in `data` at scale 1; nil when the bytes are not a readable image.
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }

  /// The image in `data` at `scale` pixels per point; nil when the bytes are not a readable image.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let header = try? ImageHeader.read(data, file: "image data"), scale > 0, scale.isFinite else { return nil }
    var traits = VariantTraits()
    traits.scale = scale
    self.init(content: ImageContent(data: data, header: header, file: nil), scale: scale, traits: traits)
  }

  /// Like `init(contentsOfFile:)`, but throws an error naming the file and the problem (missing,
  /// unreadable, not an image, corrupt). AdaptiveKit addition.
  public static func validated(contentsOfFile path: String) throws -> UIImage {
    let (scale, idiom) = DeviceDefaults.current
    let url = URL(fileURLWithPath: path)
    guard let file = ImageFileLookup.file(for: url, scale: scale, idiom: idiom) else {
      throw ImageLookupError.notFound(file: path)
    }
    let content = try ImageContent.load(contentsOf: file.url)
    var traits = VariantTraits()
    traits.scale = content.header.isVector ? 0 : file.scale
    traits.idiom = file.idiom
    return UIImage(content: content, scale: content.header.isVector ? 1 : file.scale, traits: traits)
  }

  // MARK: Size and traits

  /// The size in points: pixels divided by the scale (a PDF page's size in points).
  public var size: CGSize {
    if let symbol { return symbol.size(configuration: symbolConfiguration, displayScale: scale) }
    if let recordedSize { return recordedSize }
    guard let header = content?.header else { return .zero }
    if header.isVector { return CGSize(width: header.width, height: header.height) }
    // A photo stored sideways with an EXIF orientation is as wide as it is shown.
    if drawingOptions.orientation.map(\.isQuarterTurned) ?? header.isQuarterTurned {
      return CGSize(width: header.height / scale, height: header.width / scale)
    }
    return CGSize(width: header.width / scale, height: header.height / scale)
  }

  /// The orientation of the stored pixels, from a JPEG's EXIF Orientation tag (`.up` otherwise),
  /// mirrored for a horizontally flipped copy (`withHorizontallyFlippedOrientation()`).
  public var imageOrientation: Orientation {
    direction.flipsOrientation ? storedOrientation.horizontallyFlipped : storedOrientation
  }

  /// The orientation the app gave (`init(cgImage:scale:orientation:)`), else the one the file's
  /// own bytes give.
  private var storedOrientation: Orientation {
    if let given = drawingOptions.orientation { return given }
    switch content?.header.exifOrientation ?? 1 {
    case 2: return .upMirrored
    case 3: return .down
    case 4: return .downMirrored
    case 5: return .leftMirrored
    case 6: return .right
    case 7: return .rightMirrored
    case 8: return .left
    default: return .up
    }
  }

  /// How an image's stored pixels are turned for display (UIKit's raw values).
  public enum Orientation: Int, Sendable {
    case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The traits describing this variant of the image (its scale, idiom, size classes…).
  public var traitCollection: UITraitCollection { variantTraits.traitCollection }

  /// The asset holding this image's other variants, for images from a catalog or an asset.
  public var imageAsset: UIImageAsset? { ownedAsset ?? weakAsset }

  // MARK: Variants

  /// The same image drawn with another rendering mode.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      content: content, scale: scale, traits: variantTraits, renderingMode: renderingMode,
      configuration: configuration, name: name, asset: imageAsset, symbol: symbol, recordedSize: recordedSize,
      direction: direction, tintColor: tintColor, drawingOptions: drawingOptions)
  }

  /// The variant of this image for a configuration: resolved through the image's asset with the
  /// configuration's traits when it has one, else this image carrying the configuration.
  open func withConfiguration(_ configuration: Configuration) -> UIImage {
    let merged = self.configuration?.applying(configuration) ?? configuration
    if let asset = imageAsset, let traits = merged.traitCollection {
      let variant = asset.resolvedImage(for: VariantTraits(traits), strict: false) ?? self
      return UIImage(
        content: variant.content, scale: variant.scale, traits: variant.variantTraits,
        renderingMode: variant.renderingMode == .automatic ? renderingMode : variant.renderingMode,
        configuration: merged, name: variant.name ?? name, asset: asset, recordedSize: variant.recordedSize,
        direction: variant.direction.combined(with: direction), tintColor: tintColor, drawingOptions: drawingOptions)
    }
    return UIImage(
      content: content, scale: symbol == nil ? scale : SystemSymbol.displayScale(for: merged), traits: variantTraits,
      renderingMode: renderingMode, configuration: merged, name: name, asset: imageAsset, symbol: symbol,
      recordedSize: recordedSize, direction: direction, tintColor: tintColor, drawingOptions: drawingOptions)
  }

  /// The image as PNG data: the original file's bytes for PNG images; nil for other formats,
  /// which AdaptiveKit does not re-encode (it never decodes pixels).
  public func pngData() -> Data? {
    guard let content, content.header.format == .png else { return nil }
    return content.data
  }

  /// The image as JPEG data: the original file's bytes for JPEG images, whatever the quality
  /// asked for; nil for other formats, which AdaptiveKit does not re-encode (it never decodes
  /// pixels; UIKit would encode them at `compressionQuality`).
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    guard let content, content.header.format == .jpeg else { return nil }
    return content.data
  }

  /// The original bytes and format of the file, for renderers. AdaptiveKit addition.
  public var _sourceData: (data: Data, format: String)? {
    content.map { ($0.data, $0.header.format.rawValue) }
  }

  open override var description: String {
    let named = symbol.map { " symbol(system: \($0.name))" } ?? name.map { " named(\($0))" } ?? ""
    return "<UIImage\(named) {\(size.width.cleanString), \(size.height.cleanString)} scale \(scale.cleanString)"
      + (renderingMode == .automatic ? "" : " renderingMode=\(renderingMode)") + ">"
  }

  /// UIKit's documented comparison: images are equal when they hold the same image data at the
  /// same scale and rendering mode, whichever way they were made.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    if other === self { return true }
    guard scale == other.scale, renderingMode == other.renderingMode else { return false }
    if symbol != nil || other.symbol != nil {
      return symbol == other.symbol && configuration == other.configuration
    }
    if recordedSize != nil || other.recordedSize != nil {
      return recordedSize == other.recordedSize && name == other.name
    }
    if content === other.content { return true }
    guard let content, let otherContent = other.content else { return false }
    return content.data == otherContent.data
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(scale)
    hasher.combine(content?.data.count ?? 0)
    return hasher.finalize()
  }
}

/// Why an image lookup found nothing.
public enum ImageLookupError: Error, Equatable, CustomStringConvertible {
  /// No file exists at the path or at any of its scale and device variants.
  case notFound(file: String)

  public var description: String {
    switch self {
    case .notFound(let file): return "\(file): no such image file (nor @2x/@3x/~iphone/~ipad variants)"
    }
  }
}
