import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Interface Builder's canvas for one document, as the Xcode that saved it draws it: the
/// `SceneBuildCanvas` a `StoryboardSceneBuilder` is given on the canvas. It draws labels, buttons,
/// text fields and pickers with Interface Builder's placeholder sizes and the Object Library's
/// label heights, bars, tables and scroll views as plain views of the era's heights, and the rows
/// of tables and collection views where that Xcode put them.
@MainActor
package final class DocumentCanvas: SceneBuildCanvas {
  /// The document drawn.
  package let document: IBDocument
  /// What the canvas changes beyond the Xcode's own drawing (`IBVerifier`'s diagnostics).
  package let options: CanvasOptions
  /// The bar heights of the document's era.
  let metrics: IBEraMetrics
  /// The fonts of the document's app, found around its file (none for a document read from data).
  package private(set) lazy var appFonts: AppFontCatalog = AppFontCatalog.of(document)
  /// The document's table geometry by era (built once: it reads the plug-in version and device).
  private lazy var tableGeometry = IBTableGeometry(document: document)
  /// The intrinsic sizes Xcode recorded for the document's `@IBDesignable` views, by id.
  private lazy var designableSizes = document.designableIntrinsicSizes
  /// The app's images around the document (its folder, or above its `.lproj`), for images the
  /// document does not record a size for; none for a document read from data.
  private lazy var imageBundle: Bundle? = document.url.flatMap { Bundle(path: Self.imageFolder(forDocumentAt: $0).path) }

  /// Where the images of a document's app are looked up: its app folder
  /// (`IBDocument.appFolder(forDocumentAt:)`).
  package static func imageFolder(forDocumentAt url: URL) -> URL { IBDocument.appFolder(forDocumentAt: url) }

  /// The canvas of the Xcode that saved `document`, with `options`.
  package init(document: IBDocument, options: CanvasOptions = CanvasOptions()) {
    self.document = document
    self.options = options
    metrics = IBEraMetrics(document: document)
  }

  /// The kinds the canvas draws with UIKit's own class, configured by the builder alone.
  private static let kindsDrawnByUIKit: Set<String> = [
    "switch", "slider", "stepper", "progressView", "activityIndicatorView", "segmentedControl",
    "visualEffectView", "stackView", "tableViewCell",
  ]

  package func makeView(for source: IBView, resources: IBResources) -> UIView? {
    if source.kind == "imageView", let (symbol, configuration) = symbolImage(of: source) {
      // A real image view, so a standard-style cell adopts it and places its text after it.
      let imageView = IBImageView(frame: .zero)
      let natural = configuration.flatMap { symbol.applyingSymbolConfiguration($0) } ?? symbol
      imageView.naturalSize = natural.size
      imageView.naturalAlignmentInsets = natural.alignmentRectInsets
      imageView.preferredSymbolConfiguration = configuration
      imageView.image = symbol
      return imageView
    }
    if source.kind == "imageView", let image = fileImage(of: source, resources: resources) {
      // A real image view for an image file too, sized as the canvas sizes it at Large (the
      // document's record of the image), so a standard-style cell places its text after it.
      let imageView = IBImageView(frame: .zero)
      imageView.naturalSize = image.size
      imageView.image = image
      return imageView
    }
    switch source.kind {
    case "label": return IBLabel(frame: .zero)
    case "button": return IBButton.make(for: source, resources: resources)
    case "textField": return IBTextField(frame: .zero)
    case "pageControl": return IBPageControl(frame: .zero)
    case "textView": return IBTextView(frame: .zero)
    case "pickerView": return IBPickerView(frame: .zero)
    case "datePicker": return IBDatePicker(frame: .zero)
    case "tableView":
      // UIKit's own table, unless the document gives it a placeholder intrinsic size.
      guard source.placeholderIntrinsicWidth != nil || source.placeholderIntrinsicHeight != nil else { return nil }
      return IBTableView(frame: .zero, style: UITableView.Style(interfaceBuilderName: source.style))
    case let kind where Self.kindsDrawnByUIKit.contains(kind): return nil
    default:
      // Everything else (bars, tables, scroll views, custom views, image views whose image is
      // neither a known SF Symbol nor a file of known size) is a plain view of the size the era
      // gives it (an unknown symbol's: the glyph box its resource records).
      let plain = IBPlainView(frame: .zero)
      plain.contentBeyondBoundsIsSafe = source.kind == "scrollView"
      // A stand-in image view is, to accessibility, the `UIImageView` it stands in for: an image.
      if source.kind == "imageView" { plain.accessibilityTraits = .image }
      if source.kind == "imageView", let name = source.image, let size = resources.image(named: name)?.size {
        plain.naturalSize = CGSize(width: size.width, height: size.height)
      } else if let height = metrics.barHeights[source.kind] {
        plain.naturalSize = CGSize(width: UIView.noIntrinsicMetric, height: height)
      }
      if source.kind == "toolbar", let tall = metrics.toolbarHeightAboveHomeIndicator {
        plain.heightAboveHomeIndicator = tall
      }
      return plain
    }
  }

  /// The SF Symbol an image view shows and the view's preferred symbol configuration at the
  /// Large text size, with which Xcode's canvas sizes the view (the document's
  /// `<image catalog="system">` resource records the glyph's proportions in font units, 128 wide,
  /// not points). Nil for any other image.
  private func symbolImage(of source: IBView) -> (UIImage, UIImage.SymbolConfiguration?)? {
    StoryboardLoad.shownSymbol(
      in: source.element, configuredBy: source.element, document: document,
      contentSizeCategory: UIContentSizeCategory.large.rawValue)
  }

  /// The image file an image view shows (an asset or a file of the app, not an SF Symbol): known
  /// by the size the document records for it (what Xcode drew it at) or, without a record, the
  /// app's own file found beside the document; nil when neither gives a size.
  private func fileImage(of source: IBView, resources: IBResources) -> UIImage? {
    guard !StoryboardLoad.namesSystemSymbol(source.element) else { return nil }
    let reference = source.element.child(key: "image", named: "imageReference")
    guard let name = reference?["image"] ?? source.image, !name.isEmpty else { return nil }
    if let recorded = resources.image(named: name)?.size {
      return UIImage(recordedSize: CGSize(width: recorded.width, height: recorded.height), name: name)
    }
    guard let imageBundle else { return nil }
    return AdaptiveKitLog.shared.capture { UIImage(named: name, in: imageBundle, compatibleWith: nil) }.0
  }

  package func configure(_ view: UIView, from source: IBView) {
    // Interface Builder lays a document out from the frames it stored, so what the constraints
    // leave open stays where the file has it (and its engine, like UIKit's, keeps old values).
    if let frame = source.frame {
      view.layoutSeedFrame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
    // The canvas places a table's rows, a cell's content view and its labels where the Xcode
    // drew them, against the table's frame (`rows(of:in:barInset:)`); the content inset moves
    // them below the bars only where that Xcode's rows scroll under them.
    if let table = view as? UITableView {
      table.relatesContentEdgesToContentArea = false
      table.contentInsetAdjustmentBehavior = .never
      if options.laysOutStandardCellContentAtOtherWidths {
        table.contentPlacedWidth = source.frame.map { CGFloat($0.width) }
      }
    }
    if let cell = view as? UITableViewCell {
      cell.laysOutContentView = false
      cell.laysOutStandardContentInPlace = options.laysOutStandardCellContent
    }
    if let spinner = view as? UIActivityIndicatorView, metrics.drawsStoppedActivityIndicators,
      spinner.hidesWhenStopped, !spinner.isAnimating
    {
      spinner.isHidden = false
    }
    guard let placeholderView = view as? IBPlaceholderIntrinsic else { return }
    placeholderView.placeholderWidth = Self.placeholder(source.placeholderIntrinsicWidth)
    placeholderView.placeholderHeight = Self.placeholder(source.placeholderIntrinsicHeight)
    if let designed = designedSize(of: source) {
      // Xcode lays a designable view out with the size its own code gave (a placeholder set in
      // the inspector still wins).
      placeholderView.placeholderWidth = placeholderView.placeholderWidth ?? designed.width
      placeholderView.placeholderHeight = placeholderView.placeholderHeight ?? designed.height
    }
    if let label = view as? IBLabel {
      label.keepsObjectLibraryHeight = options.keepsObjectLibraryLabelHeights
      if options.keepsObjectLibraryLabelHeights { label.unplacedLineBreakAllowance = IBLabel.storedWidthAllowance }
    }
    if options.takesTextSizesFromFile, view is IBLabel || view is IBButton || view is IBTextField,
      placeholderView.placeholderWidth == nil, placeholderView.placeholderHeight == nil, let frame = source.frame
    {
      placeholderView.placeholderWidth = CGFloat(frame.width)
      placeholderView.placeholderHeight = CGFloat(frame.height)
    }
  }

  /// The intrinsic size Xcode recorded for a designable view, a negative component being no
  /// intrinsic metric; none for a label that wraps, whose record is its unwrapped line.
  private func designedSize(of source: IBView) -> CGSize? {
    guard let size = designableSizes[source.id], source.kind != "label" || source.numberOfLines == 1 else { return nil }
    func metric(_ value: Double) -> CGFloat { value < 0 ? UIView.noIntrinsicMetric : CGFloat(value) }
    return CGSize(width: metric(size.width), height: metric(size.height))
  }

  private static func placeholder(_ value: IBIntrinsicPlaceholder?) -> CGFloat? {
    switch value {
    case .value(let number)?: return CGFloat(number)
    case .none?: return UIView.noIntrinsicMetric
    case nil: return nil
    }
  }

  /// The status bar and top bar above a controller's root view on Interface Builder's canvas;
  /// none when the controller does not adjust its scroll views' insets.
  package func barInset(of controller: IBViewController?) -> CGFloat {
    guard let controller, controller.automaticallyAdjustsScrollViewInsets,
      IBTableGeometry.deploymentAdjustsScrollViewInsets(document)
    else { return 0 }
    let bars = IBSimulatedBars.bars(in: document)[controller.id] ?? IBSimulatedBars()
    guard bars.top > 0 else { return 0 }
    let statusBar: CGFloat = controller.simulatedMetrics.statusBar?.isNone == true || bars.isInSheet ? 0 : 20
    return statusBar + bars.top
  }

  package func rows(of container: IBView, in view: UIView, barInset: CGFloat) -> [SceneRow] {
    switch container.kind {
    case "tableView":
      // From Xcode 8.3 the rows are drawn from the table's top, which UIKit scrolls down by its
      // adjusted content inset: no cell is under the bars above a root table or past its bottom.
      // (Collection views would too; none of the corpus's shows it.)
      if tableGeometry.xcode >= .xcode8_1, let table = view as? UITableView {
        table.scrollsContentUnderBars = true
        table.contentInsetAdjustmentBehavior = .automatic
      }
      return Self.numbered(tableGeometry.rows(of: container, barInset: barInset), in: container)
    case "collectionView": return IBCollectionGeometry(document: document).rows(of: container, barInset: barInset)
    default: return []
    }
  }

  /// `rows` with each cell's index path: the prototypes first, as one section (Interface
  /// Builder shows them under its "Prototype Cells" title), then the static sections.
  private static func numbered(_ rows: [SceneRow], in table: IBView) -> [SceneRow] {
    var indexPaths: [String: IndexPath] = [:]
    let groups = (table.prototypeCells.isEmpty ? [] : [table.prototypeCells]) + table.sections.map(\.cells)
    for (section, cells) in groups.enumerated() {
      for (row, cell) in cells.enumerated() where !cell.id.isEmpty {
        indexPaths[cell.id] = IndexPath(row: row, section: section)
      }
    }
    return rows.map { row in
      var numbered = row
      numbered.indexPath = row.cell.kind == "tableViewCell" ? indexPaths[row.cell.id] : nil
      return numbered
    }
  }

  package func frame(ofUnframedContentViewIn cell: IBView) -> CGRect? {
    tableGeometry.frame(ofUnframedContentViewIn: cell)
  }

  package func contentMargins(screenWidth: CGFloat, hasAccessory: Bool, isInRootTable: Bool) -> UIEdgeInsets? {
    tableGeometry.contentMargins(screenWidth: screenWidth, hasAccessory: hasAccessory, isInRootTable: isInRootTable)
  }
}
