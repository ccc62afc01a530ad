import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas

/// What every drawing function needs: the SVG being written, the document's resources for
/// colors, and a counter for ids unique within one SVG (clip paths).
@MainActor
final class DrawingContext {
  /// The markup being written.
  var writer = SVGWriter()
  /// The document drawn from (nil when drawing live UIKit views).
  let document: IBDocument?
  /// What layout logged while drawing (cells and columns are laid out on the way), as warnings
  /// located at the roots laid out.
  var messages: [Diagnostic] = []
  /// The same reports as values, with the document constraints each involves.
  var layoutProblems: [LayoutProblem] = []
  /// Where the view group being drawn starts, in the drawing's coordinates.
  var viewOrigin: CGPoint = .zero
  /// Document view id → its frame in the drawing's coordinates (the first drawing of the id wins).
  var viewFrames: [String: CGRect] = [:]
  private var nextID = 0
  /// Where images and color sets are looked up (the app's bundle: the document's folder).
  let imageBundle: Bundle?
  /// The traits colors and images are resolved for: the screen's, then each drawn view's own
  /// (`ViewDrawing` sets them, so `overrideUserInterfaceStyle` reaches its subtree).
  var traits: UITraitCollection? {
    didSet { palette = traits.map(RenderPalette.resolved(for:)) ?? .light }
  }
  /// The system colors of chrome and controls, for `traits`.
  private(set) var palette: RenderPalette
  /// Records the view tree for `--tree` when set.
  var tree: SceneTreeRecorder?
  /// Whether the interface is right to left (chrome mirrors: accessories, back buttons).
  var isRightToLeft: Bool { traits?.layoutDirection == .rightToLeft }
  /// The trait variant being drawn, passed to the hosts of cells and columns.
  let variant: TraitVariant
  /// Whether the controller being drawn is shown by a navigation or tab bar controller (its root
  /// scroll view's content then starts below the bars, as UIKit adjusts it).
  var drawsBarControllerContent = false
  /// The app's views of the controller or xib view being drawn by document id
  /// (`StoryboardControllers`, `XibViews`): what code set on them (`awakeFromNib`,
  /// `viewDidLoad`, an owner's outlets) is what is drawn. Nil for controllers and nibs that
  /// cannot be instantiated, which draw the document's values.
  var loadedViews: ((String) -> UIView?)?
  /// What the app's load of the view with a document id made from the document and the outlets
  /// it connected (`--tree` names the app's constraints and outlets with it): the controller's or
  /// nib's load, or a dequeued prototype cell's own; nil with `loadedViews`.
  var loadRecord: ((String) -> NibLoadRecord?)?
  /// Hosts the document's roots, cells and columns (made once per drawing: it reads the bars).
  private(set) lazy var sceneHost: SceneHost? = document.map { SceneHost(document: $0) }
  private var images: [ImageKey: UIImage?] = [:]

  private struct ImageKey: Hashable {
    var name: String
    var style: UIUserInterfaceStyle?
  }

  init(
    document: IBDocument?, imageBundle: Bundle? = nil, traits: UITraitCollection? = nil,
    variant: TraitVariant = .deviceDefault
  ) {
    self.document = document
    self.imageBundle = imageBundle
    self.traits = traits
    self.variant = variant
    palette = traits.map(RenderPalette.resolved(for:)) ?? .light
  }

  /// The image a view names, from the image folder's catalogs and files (looked up once per drawing).
  func image(named name: String) -> UIImage? {
    guard let imageBundle else { return nil }
    let key = ImageKey(name: name, style: traits?.userInterfaceStyle)
    if let known = images[key] { return known }
    let found = UIImage(named: name, in: imageBundle, compatibleWith: traits)
    images[key] = found
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

  /// A color the app's `view` holds, resolved for the drawing's traits (else the view's own);
  /// UIKit's dynamic `UIColor.tintColor` stands for the view's tint (its own, else inherited
  /// from its superviews), as UIKit resolves it for the view that draws it.
  func color(_ color: UIColor, of view: UIView) -> RenderColor {
    let shown = color === UIColor.tintColor ? view.tintColor ?? color : color
    return RenderColor(shown, traits: traits ?? view.traitCollection)
  }

  /// The text colour of a text field or text view: the app's view's (`label` when it has none),
  /// else the document's (`label` when it sets none).
  func textColor(of loaded: UIView?, _ own: UIColor?, document: IBColor?) -> RenderColor {
    if let loaded { return own.map { color($0, of: loaded) } ?? palette.label }
    return color(document) ?? palette.label
  }

  /// A color of a view, resolved, or nil when unset or unresolvable. In the light appearance
  /// at normal contrast this is the document's value; otherwise system colors take their
  /// dark or high-contrast values, and color sets the appearance's variant from the asset
  /// catalogs beside the document (the document stores only one value for each).
  func color(_ color: IBColor?) -> RenderColor? {
    guard let color else { return nil }
    if let traits, traits.userInterfaceStyle == .dark || traits.accessibilityContrast == .high {
      switch color.value {
      case .system(let name), .cocoaTouchSystem(let name):
        if let system = UIColor.systemColor(named: name) { return RenderColor(system, traits: traits) }
      case .named(let name):
        if let imageBundle, let set = UIColor(named: name, in: imageBundle, compatibleWith: traits) {
          return RenderColor(set, traits: traits)
        }
      default:
        break
      }
    }
    return RenderColor(color, resources: resources)
  }
}
