import Foundation
import InterfaceBuilder

extension IBSceneLayout {
  // MARK: Views per kind

  /// A runtime view for a document view, of the matching UIKit class, configured from its
  /// attributes (use a view resolved for a size class to get that class's values).
  static func makeView(
    for source: IBView, resources: IBResources, metrics: IBEraMetrics, context: SceneBuildContext,
    contentSizeCategory: String
  ) -> UIView {
    let load = context.load
    if let custom = load?.makeCustomView(for: source, contentSizeCategory: contentSizeCategory) {
      configure(custom, from: source, context: context)
      return custom
    }
    let view: UIView
    switch source.kind {
    case "label":
      let label = IBLabel(frame: .zero)
      label.text = source.text ?? source.attributedText?.string
      if let font = UIFont.interfaceBuilderFont(attributedTextOf: source, contentSizeCategory: contentSizeCategory)
        ?? font(of: source, contentSizeCategory: contentSizeCategory)
      {
        label.font = font
      }
      label.numberOfLines = source.numberOfLines
      if let width = source.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = CGFloat(width) }
      view = label
    case "button":
      let button = IBButton(type: buttonType(source.buttonType))
      if let font = font(of: source, contentSizeCategory: contentSizeCategory) { button.titleLabel?.font = font }
      let normal = source.buttonState("normal")
      button.setTitle(normal?.title, for: .normal)
      if let insets = source.element.child(key: "contentEdgeInsets", named: "inset") {
        button.contentInsets = UIEdgeInsets(
          top: insets.double("minY") ?? 0, left: insets.double("minX") ?? 0,
          bottom: insets.double("maxY") ?? 0, right: insets.double("maxX") ?? 0)
      }
      if let name = normal?.image ?? source.image, let size = resources.image(named: name)?.size {
        button.imageSize = CGSize(width: size.width, height: size.height)
      }
      if let name = normal?.backgroundImage, let size = resources.image(named: name)?.size {
        button.backgroundImageSize = CGSize(width: size.width, height: size.height)
      }
      if let configuration = source.element.child(key: "configuration", named: "buttonConfiguration") {
        button.configuration = IBButtonConfiguration(configuration, role: source.element["role"], resources: resources)
      }
      view = button
    case "textField":
      let field = IBTextField(frame: .zero)
      field.borderStyle = textFieldBorder(source.borderStyle)
      if let font = font(of: source, contentSizeCategory: contentSizeCategory) { field.font = font }
      field.text = source.text
      field.placeholder = source.placeholder
      applyTextInputTraits(of: source.element, to: field)
      view = field
    case "switch":
      view = UISwitch(frame: .zero)
    case "slider": view = UISlider(frame: .zero)
    case "stepper":
      view = UIStepper(frame: .zero)
    case "progressView":
      view = UIProgressView(frame: .zero)
    case "pageControl":
      let control = IBPageControl(frame: .zero)
      control.numberOfPages = source.numberOfPages ?? 0
      view = control
    case "activityIndicatorView":
      view = UIActivityIndicatorView(style: activityStyle(source.activityIndicatorStyle))
    case "segmentedControl":
      let control = UISegmentedControl(items: source.segments.map { $0.title ?? "" })
      control.apportionsSegmentWidthsByContent = source.apportionsSegmentWidthsByContent
      view = control
    case "textView": view = makeTextView(for: source, contentSizeCategory: contentSizeCategory)
    case "pickerView":
      view = IBPickerView(frame: .zero)
    case "datePicker": view = makeDatePicker(for: source)
    case "visualEffectView":
      view = UIVisualEffectView(effect: visualEffect(of: source))
    case "stackView":
      let stack = UIStackView(frame: .zero)
      stack.axis = source.axis == .vertical ? .vertical : .horizontal
      stack.distribution = stackDistribution(source.distribution)
      stack.alignment = stackAlignment(source.alignment)
      stack.spacing = source.usesStandardSpacing ? 8 : CGFloat(source.spacing)
      stack.isBaselineRelativeArrangement = source.isBaselineRelativeArrangement
      stack.isLayoutMarginsRelativeArrangement = source.isLayoutMarginsRelativeArrangement
      view = stack
    case "imageView" where load != nil:
      // A nib's image view loads its image from the bundle at run time (the document's size of
      // it is only Interface Builder's record).
      let imageView = UIImageView(frame: .zero)
      imageView.image = source.image.flatMap { load?.image(named: $0, for: source) }
      view = imageView
    case "searchBar" where load != nil:
      view = makeSearchBar(for: source)
    case "scrollView" where load != nil:
      view = UIScrollView(frame: .zero)
    case "navigationBar" where load != nil:
      let bar = UINavigationBar(frame: .zero)
      (bar.barStyle, bar.isTranslucent) = barLook(of: source)
      view = bar
    case "toolbar" where load != nil:
      let bar = UIToolbar(frame: .zero)
      (bar.barStyle, bar.isTranslucent) = barLook(of: source)
      view = bar
    case "tabBar" where load != nil:
      let bar = UITabBar(frame: .zero)
      (bar.barStyle, bar.isTranslucent) = barLook(of: source)
      view = bar
    case "tableView" where load != nil:
      view = UITableView(frame: .zero, style: UITableView.Style(interfaceBuilderName: source.style))
    case "tableViewCell" where load != nil:
      view = UITableViewCell(
        style: UITableViewCell.CellStyle(interfaceBuilderName: source.style), reuseIdentifier: source.reuseIdentifier)
    case "collectionView" where load != nil:
      // `configureCollectionContent` gives the layout the document's values.
      view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    case "collectionViewCell" where load != nil:
      let cell = UICollectionViewCell(frame: .zero)
      cell.reuseIdentifier = source.reuseIdentifier
      view = cell
    case "collectionReusableView" where load != nil:
      let reusable = UICollectionReusableView(frame: .zero)
      reusable.reuseIdentifier = source.reuseIdentifier
      view = reusable
    default:
      let plain = IBPlainView(frame: .zero)
      if source.kind == "imageView", let name = source.image, let size = resources.image(named: name)?.size {
        plain.naturalSize = CGSize(width: size.width, height: size.height)
      } else if let height = metrics.barHeights[source.kind] {
        plain.naturalSize = CGSize(width: UIView.noIntrinsicMetric, height: height)
      }
      view = plain
    }
    configure(view, from: source, context: context)
    if source.kind == "toolbar", let plain = view as? IBPlainView, let tall = metrics.toolbarHeightAboveHomeIndicator {
      plain.heightAboveHomeIndicator = tall
    }
    return view
  }

  /// A bar's style and translucency from `barStyle` (`black`, and the deprecated `blackOpaque`
  /// and `blackTranslucent` UIKit folds into `.black`) and `translucent`.
  static func barLook(of source: IBView) -> (UIBarStyle, Bool) {
    let name = source.element["barStyle"]
    let style: UIBarStyle = name?.hasPrefix("black") == true ? .black : .default
    return (style, name == "blackTranslucent" || source.element.bool("translucent") != false)
  }

  /// The effect a `visualEffectView` element names: `<blurEffect style="…"/>` or
  /// `<vibrancyEffect>` around one (with an optional iOS 13 `style`).
  static func visualEffect(of source: IBView) -> UIVisualEffect? {
    func blur(_ element: IBXMLElement?) -> UIBlurEffect? {
      guard let element, let style = element["style"].flatMap(UIBlurEffect.Style.interfaceBuilderCase(named:)) else { return nil }
      return UIBlurEffect(style: style)
    }
    if let blurEffect = blur(source.element.children(named: "blurEffect").first) { return blurEffect }
    guard let vibrancy = source.element.children(named: "vibrancyEffect").first,
      let blurEffect = blur(vibrancy.children(named: "blurEffect").first)
    else { return nil }
    if let style = vibrancy["style"].flatMap(UIVibrancyEffectStyle.interfaceBuilderCase(named:)) {
      return UIVibrancyEffect(blurEffect: blurEffect, style: style)
    }
    return UIVibrancyEffect(blurEffect: blurEffect)
  }

  static func configure(_ view: UIView, from source: IBView, context: SceneBuildContext) {
    if let frame = source.frame {
      view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
    view.translatesAutoresizingMaskIntoConstraints = source.translatesAutoresizingMaskIntoConstraints
    if let mask = source.autoresizingMask {
      view.autoresizingMask = autoresizing(mask)
    }
    view.isHidden = source.isHidden
    applyAttributes(of: source, to: view, context: context)
    view.setContentHuggingPriority(UILayoutPriority(Float(source.horizontalHuggingPriority)), for: .horizontal)
    view.setContentHuggingPriority(UILayoutPriority(Float(source.verticalHuggingPriority)), for: .vertical)
    view.setContentCompressionResistancePriority(
      UILayoutPriority(Float(source.horizontalCompressionResistancePriority)), for: .horizontal)
    view.setContentCompressionResistancePriority(
      UILayoutPriority(Float(source.verticalCompressionResistancePriority)), for: .vertical)
    if let margins = source.layoutMargins {
      view.layoutMargins = UIEdgeInsets(
        top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
    }
    view.insetsLayoutMarginsFromSafeArea = source.insetsLayoutMarginsFromSafeArea
    view.preservesSuperviewLayoutMargins = source.preservesSuperviewLayoutMargins
    // Placeholder intrinsic sizes hold on the canvas only: at run time a view has its own.
    if let canvas = context.canvas, let placeholderView = view as? IBPlaceholderIntrinsic {
      placeholderView.placeholderWidth = placeholder(source.placeholderIntrinsicWidth)
      placeholderView.placeholderHeight = placeholder(source.placeholderIntrinsicHeight)
      if let label = view as? IBLabel {
        label.keepsObjectLibraryHeight = canvas.keepsObjectLibraryLabelHeights
      }
      if canvas.takesTextSizesFromFile, view is IBLabel || view is IBButton || view is IBTextField,
        placeholderView.placeholderWidth == nil, placeholderView.placeholderHeight == nil, let frame = source.frame
      {
        placeholderView.placeholderWidth = CGFloat(frame.width)
        placeholderView.placeholderHeight = CGFloat(frame.height)
      }
    }
    configureTableContent(view, from: source)
    configureCollectionContent(view, from: source)
  }

  private static func placeholder(_ value: IBIntrinsicPlaceholder?) -> CGFloat? {
    switch value {
    case .value(let number)?: return CGFloat(number)
    case .none?: return UIView.noIntrinsicMetric
    case nil: return nil
    }
  }

  private static func autoresizing(_ mask: IBAutoresizingMask) -> UIView.AutoresizingMask {
    UIView.AutoresizingMask(rawValue: mask.rawValue)
  }

  static func font(of source: IBView, contentSizeCategory: String) -> UIFont? {
    guard let element = source.element.child(key: "fontDescription", named: "fontDescription") else { return nil }
    var attributes: [String: String] = [:]
    for attribute in element.attributes { attributes[attribute.name] = attribute.value }
    return UIFont.interfaceBuilderFont(attributes: attributes, contentSizeCategory: contentSizeCategory)
  }

  private static func buttonType(_ name: String?) -> UIButton.ButtonType {
    switch name {
    case "roundedRect", "system": return .system
    case "detailDisclosure": return .detailDisclosure
    case "infoLight": return .infoLight
    case "infoDark": return .infoDark
    case "contactAdd": return .contactAdd
    case "close": return .close
    default: return .custom
    }
  }

  private static func textFieldBorder(_ name: String?) -> UITextField.BorderStyle {
    switch name {
    case "roundedRect": return .roundedRect
    case "line": return .line
    case "bezel": return .bezel
    default: return .none
    }
  }

  private static func activityStyle(_ name: String?) -> UIActivityIndicatorView.Style {
    switch name {
    case "whiteLarge": return .whiteLarge
    case "large": return .large
    case "white": return .white
    case "gray": return .gray
    default: return .medium
    }
  }

  static func stackDistribution(_ value: IBStackDistribution) -> UIStackView.Distribution {
    switch value {
    case .fill: return .fill
    case .fillEqually: return .fillEqually
    case .fillProportionally: return .fillProportionally
    case .equalSpacing: return .equalSpacing
    case .equalCentering: return .equalCentering
    }
  }

  static func stackAlignment(_ value: IBStackAlignment) -> UIStackView.Alignment {
    switch value {
    case .fill: return .fill
    case .leading, .top: return .leading
    case .trailing, .bottom: return .trailing
    case .center: return .center
    case .firstBaseline: return .firstBaseline
    case .lastBaseline: return .lastBaseline
    }
  }
}

// MARK: Views with placeholder intrinsic sizes

/// A view whose intrinsic size Interface Builder's placeholder may replace, per axis.
@MainActor
protocol IBPlaceholderIntrinsic: AnyObject {
  var placeholderWidth: CGFloat? { get set }
  var placeholderHeight: CGFloat? { get set }
}

extension IBPlaceholderIntrinsic {
  func applyingPlaceholder(to size: CGSize) -> CGSize {
    CGSize(width: placeholderWidth ?? size.width, height: placeholderHeight ?? size.height)
  }
}

@MainActor
final class IBPlainView: UIView, IBPlaceholderIntrinsic {
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  /// The image size of an image view, when the document lists it.
  var naturalSize: CGSize?
  /// A toolbar's height where it sits directly above the home indicator (its bottom edge on its
  /// superview's safe-area bottom, with a bottom inset below it): iOS 11 and later draw such a
  /// bar 49 points high, as tall as a tab bar, and others 44. Every toolbar view of the corpus
  /// from Xcode 11 on fits it: Esri's 29 toolbars pinned above the home indicator on 896-, 844-,
  /// 842- and 812-point canvases are 49, the one stacked on another toolbar and the one in a
  /// root with no bottom inset 44, as are those of home-button devices (unconfirmed by docs).
  var heightAboveHomeIndicator: CGFloat?
  /// Whether the view is a table the canvas draws with its rows (a plain view here), whose rows
  /// scroll under the bars: it takes the vertical safe area into its content inset.
  var drawsScrollingRows = false
  override var absorbsVerticalSafeArea: Bool { drawsScrollingRows }
  /// How many frames the view has been given: the first is the document's own, later ones the
  /// layout's, so the bar's height follows where the constraints put it, not where it was stored.
  private var framesGiven = 0
  override var frame: CGRect {
    didSet { framesGiven += 1 }
  }
  override var intrinsicContentSize: CGSize {
    var size = naturalSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    if let tall = heightAboveHomeIndicator, framesGiven > 1, isAboveHomeIndicator { size.height = tall }
    return applyingPlaceholder(to: size)
  }

  private var isAboveHomeIndicator: Bool {
    guard let superview else { return false }
    let inset = superview.safeAreaInsets.bottom
    return inset > 0 && abs(frame.maxY - (superview.bounds.height - inset)) < 0.5
  }
}

@MainActor
final class IBLabel: UILabel, IBPlaceholderIntrinsic {
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  /// Whether the label stands as Interface Builder leaves it on its document's canvas: at the
  /// Object Library's height (see `CanvasOptions.keepsObjectLibraryLabelHeights`), with named
  /// faces' heights (Helvetica Neue, Avenir Next) in whole points, and multi-line at the width it
  /// stands at even where its text fits on one line: Rocket.Chat's two-line "Enter your login
  /// information" sets a column of five views 201 wide where the text needs 200, and a weather
  /// tutorial's four three-line labels share a 414-point stack equally (+8 corpus, +3 outside,
  /// none fewer).
  var keepsObjectLibraryHeight = false { didSet { invalidateIntrinsicContentSize() } }

  override var keepsWrapWidthOnOneLine: Bool { keepsObjectLibraryHeight }

  override var intrinsicContentSize: CGSize {
    var size = super.intrinsicContentSize
    if keepsObjectLibraryHeight, !(superview is UIStackView), Self.isObjectLibraryLine(size.height, font: font, lines: numberOfLines) {
      size.height = IBLabel.objectLibraryHeight
    }
    // Interface Builder stores the text heights of named faces ceiled to whole points where the
    // system font's are ceiled to pixels: Helvetica Neue Thin at 12 to 250 points (15, 26 at 22,
    // 77 at 65, 95 at 80) and Avenir Next at 16 to 36 (22, 24 at 17, 31 at 22, 50 at 36); see
    // `NamedFontAdvances`.
    if keepsObjectLibraryHeight, size.height > 0, case .named = font.ownAdvances {
      size.height = TextMeasurer.ceilToPixel(textLayout.size.height, scale: 1)
    }
    return applyingPlaceholder(to: size)
  }

  /// The Object Library label's height (it is 42 × 21, in 17-point System).
  static let objectLibraryHeight: CGFloat = 21

  /// Whether a line of `height` in `font` is the Object Library's default label within half a
  /// point: one line of 17-point System (20.5 on a 2x canvas, 20.33 on a 3x one) in any weight, as
  /// a weight chosen in the inspector keeps the line's height (googleads' Xcode 16 semibold
  /// 17-point title stays 21 on its 3x canvas).
  static func isObjectLibraryLine(_ height: CGFloat, font: UIFont, lines: Int) -> Bool {
    lines == 1 && font.isSystemFont && font.pointSize == 17 && !font.isItalic
      && font.textStyle == nil && height > objectLibraryHeight - 1 && height < objectLibraryHeight
  }
}

@MainActor
final class IBButton: UIButton, IBPlaceholderIntrinsic {
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  /// The legacy `contentEdgeInsets`, which replace UIKit's default padding around the title.
  var contentInsets: UIEdgeInsets?
  /// The size of the normal image, when the document lists it.
  var imageSize: CGSize?

  /// The Xcode 13+ `buttonConfiguration`, which replaces the legacy title, image and insets.
  var configuration: IBButtonConfiguration?

  /// The size of the normal background image, when the document lists it.
  var backgroundImageSize: CGSize?

  override var baselineOffsets: (first: CGFloat, last: CGFloat)? {
    titleBaselineOffsets(insets: contentInsets ?? contentEdgeInsets)
  }

  override var intrinsicContentSize: CGSize {
    if let size = configuration?.contentSize(scale: pixelScale, traits: traitCollection) {
      return applyingPlaceholder(to: size)
    }
    let title = currentTitle ?? ""
    guard let background = backgroundImageSize else { return applyingPlaceholder(to: contentSize(title: title)) }
    // UIKit sizes a button to hold its background image as well as its content; with no title
    // or image the background image alone (IBAnimatable's 23×23 "attention" button).
    if title.isEmpty && imageSize == nil {
      let insets = contentInsets ?? .zero
      return applyingPlaceholder(
        to: CGSize(
          width: background.width + insets.left + insets.right, height: background.height + insets.top + insets.bottom))
    }
    let content = contentSize(title: title)
    return applyingPlaceholder(
      to: CGSize(width: max(content.width, background.width), height: max(content.height, background.height)))
  }

  private func contentSize(title: String) -> CGSize {
    guard contentInsets != nil || (imageSize != nil && title.isEmpty) else { return super.intrinsicContentSize }
    let insets = contentInsets ?? .zero
    var content = imageSize ?? .zero
    if !title.isEmpty {
      let font = (titleLabel?.font ?? UIFont.systemFont(ofSize: 15)).measured(on: traitCollection.uiKitRelease)
      let scale = pixelScale
      content.width += TextMeasurer.ceilToPixel(TextMeasurer.size(of: title, font: font).width, scale: scale)
      content.height = max(content.height, TextMeasurer.ceilToPixel(font.lineHeight, scale: scale))
    }
    return CGSize(
      width: (content.width + insets.left + insets.right).rounded(.up),
      height: (content.height + insets.top + insets.bottom).rounded(.up))
  }
}

/// A button's `UIButton.Configuration` as Interface Builder stores it (Xcode 13 and later).
struct IBButtonConfiguration {
  var title: String?
  var imageSize: CGSize?
  var isPrimary: Bool
  /// Whether the size is modelled: the default (medium) size, a title or an image but not both
  /// (the default image padding is not known from samples).
  var isModelled: Bool

  @MainActor
  init(_ element: IBXMLElement, role: String?, resources: IBResources) {
    title = element["title"]
    if let name = element["image"], let size = resources.image(named: name)?.size {
      imageSize = CGSize(width: size.width, height: size.height)
    }
    isPrimary = role == "primary"
    let medium = element["buttonSize"] == nil || element["buttonSize"] == "medium"
    let hasTitle = title?.isEmpty == false
    isModelled = medium && element.child(key: "attributedTitle") == nil && (hasTitle != (imageSize != nil))
  }

  /// The title's font: the body text style (17 pt at the default size; 14 on the Extra Small
  /// canvases of Xcode 12.5–13, the category the canvas's traits carry: a title line stored
  /// 31 high in GaldinoAllan's Xcode 13 file), semibold for a primary button (UIKit's
  /// `UIButton.Role.primary`, the headline style's weight). Measured with SF's own advances, the
  /// widths IB stores for OnionBrowser's primary buttons fit semibold text plus the default insets
  /// (147 for "Use built-in Tor", stored 146; bold gives 150); unconfirmed.
  func font(traits: UITraitCollection) -> UIFont {
    let category = traits.preferredContentSizeCategory
    let size = DynamicTypeSizes.pointSize(
      for: .body,
      contentSizeCategory: category == .unspecified ? DynamicTypeSizes.defaultCategory : category.rawValue)
    return UIFont.systemFont(ofSize: size, weight: isPrimary ? .semibold : .regular).measured(on: traits.uiKitRelease)
  }

  /// The content plus the medium size's default content insets (7 above and below, 12 at the
  /// sides): a 32-point image is stored 56×46, a "Refresh Ad" title 108×35 — its line counts
  /// whole points (21 for 17-point text), its width device pixels (154.33 at 3x).
  func contentSize(scale: CGFloat, traits: UITraitCollection) -> CGSize? {
    guard isModelled else { return nil }
    let font = self.font(traits: traits)
    var content = imageSize ?? .zero
    if let title, !title.isEmpty {
      content = CGSize(
        width: TextMeasurer.ceilToPixel(TextMeasurer.size(of: title, font: font).width, scale: scale),
        height: font.lineHeight.rounded(.up))
    }
    return CGSize(width: content.width + 24, height: content.height + 14)
  }
}

@MainActor
final class IBTextField: UITextField, IBPlaceholderIntrinsic {
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  override var intrinsicContentSize: CGSize { applyingPlaceholder(to: super.intrinsicContentSize) }
}

@MainActor
final class IBPageControl: UIPageControl, IBPlaceholderIntrinsic {
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  override var intrinsicContentSize: CGSize { applyingPlaceholder(to: super.intrinsicContentSize) }
}

/// What Interface Builder's canvas draws as plain views in a document of the Xcode that saved it:
/// bars placed as views (UIKit's bar classes only at run time). Controls take their metrics from
/// the canvas's release (`XcodeRelease.canvasRelease`, `ControlMetrics`).
package struct IBEraMetrics {
  /// The intrinsic heights of bars drawn as plain views, by element name (toolbars 44, or 49
  /// above the home indicator from Xcode 11; search bars as `ControlMetrics.searchBarHeight`).
  var barHeights: [String: CGFloat]
  /// A toolbar view's height directly above the home indicator (`IBPlainView.heightAboveHomeIndicator`):
  /// 49 in documents saved by Xcode 11 or later; nil before, when toolbars are always 44.
  var toolbarHeightAboveHomeIndicator: CGFloat?
  /// Whether xib top-level views are drawn without a status bar (Xcode 11 to 14.0, as storyboard
  /// canvases of home-button phones are).
  package var xibViewsHideStatusBar: Bool

  package init(document: IBDocument) {
    let xcode = XcodeRelease(document: document)
    // Xib views follow the storyboard canvases' era (`IBCanvasSafeArea`): OnionBrowser's
    // full-screen iPhone SE xibs keep their scroll views 20 points down when saved with plug-ins
    // 21678 and 22130, at 0 when saved with 15702 and 16096.
    xibViewsHideStatusBar = xcode.build >= IBCanvasSafeArea.statusBarlessBuild && xcode.build < IBCanvasSafeArea.statusBarReturnBuild
    toolbarHeightAboveHomeIndicator = xcode.build >= .xcode11 ? 49 : nil
    // iOS 12 (Xcode 10) made an iPad's navigation bars and toolbars 50 points high: an Xcode 10.1
    // iPad navigation controller stores its bar 768×50, and an Xcode 11.3 iPad document's
    // navigation bars placed as views are stored 50 high (outside the corpus).
    let padBars = document.catalogDevice?.idiom == .pad && xcode.build >= IBSimulatedBars.padBarsBuild
    barHeights = [
      "toolbar": padBars ? IBSimulatedBars.padBarHeight : 44, "navigationBar": padBars ? IBSimulatedBars.padBarHeight : 44,
      "tabBar": 49,
      "searchBar": ControlMetrics.searchBarHeight[xcode.canvasRelease],
    ]
  }
}
