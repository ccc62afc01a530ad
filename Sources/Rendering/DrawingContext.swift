import AdaptiveKit
import Foundation
import InterfaceBuilder

/// What every drawing function needs: the SVG being written, the document's resources for
/// colors, and a counter for ids unique within one SVG (clip paths).
@MainActor
final class DrawingContext {
  /// The markup being written.
  var writer = SVGWriter()
  /// The document drawn from (nil when drawing live UIKit views).
  let document: IBDocument?
  /// Log messages layout produced while drawing (cells and columns are laid out on the way).
  var messages: [String] = []
  /// Where the view group being drawn starts, in the drawing's coordinates.
  var viewOrigin: CGPoint = .zero
  /// Document view id → its frame in the drawing's coordinates (the first drawing of the id wins).
  var viewFrames: [String: CGRect] = [:]
  private var nextID = 0
  /// Where images are looked up, and the traits their variants are chosen for.
  private let imageBundle: Bundle?
  private let traits: UITraitCollection?
  private var images: [String: UIImage?] = [:]

  init(document: IBDocument?, imageBundle: Bundle? = nil, traits: UITraitCollection? = nil) {
    self.document = document
    self.imageBundle = imageBundle
    self.traits = traits
  }

  /// The image a view names, from the image folder's catalogs and files (looked up once per drawing).
  func image(named name: String) -> UIImage? {
    guard let imageBundle else { return nil }
    if let known = images[name] { return known }
    let found = UIImage(named: name, in: imageBundle, compatibleWith: traits)
    images[name] = found
    return found
  }

  /// The bundle for an image folder, made once per folder: every drawing of a document looks
  /// images up in the same folder, and making a `Bundle` reads the folder each time.
  static func imageBundle(at folder: URL) -> Bundle? {
    if let known = imageBundles[folder.path] { return known }
    let bundle = Bundle(path: folder.path)
    imageBundles[folder.path] = bundle
    return bundle
  }

  private static var imageBundles: [String: Bundle?] = [:]

  /// The document's resources, for named and system colors.
  var resources: IBResources? { document?.resources }

  /// An id not used before in this SVG.
  func uniqueID(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }

  /// A color of a view, resolved, or nil when unset or unresolvable.
  func color(_ color: IBColor?) -> RenderColor? { RenderColor(color, resources: resources) }
}
