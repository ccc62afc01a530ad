import Foundation
import InterfaceBuilder

extension StoryboardSceneBuilder {
  // MARK: Views per kind

  /// A runtime view for a document view, of the matching UIKit class (or the canvas's view in
  /// its place), configured from its attributes (use a view resolved for a size class to get that
  /// class's values).
  static func makeView(
    for source: IBView, resources: IBResources, context: SceneBuildContext, contentSizeCategory: String
  ) -> UIView {
    let load = context.load
    if let custom = load?.makeCustomView(for: source, contentSizeCategory: contentSizeCategory) {
      configure(custom, from: source, context: context)
      return custom
    }
    let canvasView = context.canvas?.makeView(for: source, resources: resources)
    let view: UIView
    switch source.kind {
    case "label":
      let label = canvasView as? UILabel ?? UILabel(frame: .zero)
      label.text = source.text ?? source.attributedText?.string
      if let font = UIFont.interfaceBuilderFont(
        attributedTextOf: source, contentSizeCategory: contentSizeCategory, appFonts: context.appFonts)
        ?? font(of: source, contentSizeCategory: contentSizeCategory, appFonts: context.appFonts)
      {
        label.font = font
      }
      label.numberOfLines = source.numberOfLines
      if source.text == nil, let attributed = source.attributedText {
        label.setAttributedRuns(
          AttributedRun.runs(interfaceBuilder: attributed, contentSizeCategory: contentSizeCategory, appFonts: context.appFonts))
      }
      if let width = source.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = CGFloat(width) }
      view = label
    case "button":
      let button = canvasView as? UIButton ?? UIButton(type: buttonType(source.buttonType))
      if let font = font(of: source, contentSizeCategory: contentSizeCategory, appFonts: context.appFonts) {
        button.titleLabel?.font = font
      }
      let normal = source.buttonState("normal")
      button.setTitle(normal?.title, for: .normal)
      if let insets = contentEdgeInsets(of: source) { button.contentEdgeInsets = insets }
      // At run time the images come from the bundle (the canvas's button sizes itself by the
      // sizes the document lists).
      if let load {
        if let normal, let configuration = load.preferredSymbolConfiguration(
          of: normal.element, contentSizeCategory: contentSizeCategory)
        {
          button.setPreferredSymbolConfiguration(configuration, forImageIn: .normal)
        }
        // The other states' titles, every state's attributed title, image and background image
        // (applied at run time; the canvas measures the normal title).
        applyStateContent(
          of: source, to: button, load: load, contentSizeCategory: contentSizeCategory, appFonts: context.appFonts)
        if normal?.image == nil, let image = load.image(in: source.element) { button.setImage(image, for: .normal) }
      }
      if let role = UIButton.Role(interfaceBuilderName: source.element["role"]) { button.role = role }
      if let element = source.element.child(key: "configuration", named: "buttonConfiguration") {
        // The configuration replaces the per-state content above, as in UIKit (issue 27, item 5).
        var problems: [String] = []
        let image = load?.image(in: element) ?? UIImage.interfaceBuilderSymbol(in: element, problems: &problems)
        button.configuration = .interfaceBuilder(
          element, image: image, color: { load?.color($0) }, contentSizeCategory: contentSizeCategory,
          appFonts: context.appFonts, problems: &problems)
        for problem in problems { AdaptiveKitLog.shared.report(.storyboard, problem) }
      }
      view = button
    case "textField":
      let field = canvasView as? UITextField ?? UITextField(frame: .zero)
      field.borderStyle = textFieldBorder(source.borderStyle)
      if let font = font(of: source, contentSizeCategory: contentSizeCategory, appFonts: context.appFonts) { field.font = font }
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
      let control = canvasView as? UIPageControl ?? UIPageControl(frame: .zero)
      control.numberOfPages = source.numberOfPages ?? 0
      view = control
    case "activityIndicatorView":
      view = UIActivityIndicatorView(style: activityStyle(source.activityIndicatorStyle))
    case "segmentedControl":
      let control = UISegmentedControl(items: source.segments.map { $0.title ?? "" })
      control.apportionsSegmentWidthsByContent = source.apportionsSegmentWidthsByContent
      if let load { applySegmentImages(of: source, to: control, load: load) }
      view = control
    case "textView":
      view = makeTextView(
        canvasView as? UITextView ?? UITextView(frame: .zero), for: source, contentSizeCategory: contentSizeCategory,
        appFonts: context.appFonts)
    case "pickerView":
      view = canvasView as? UIPickerView ?? UIPickerView(frame: .zero)
    case "datePicker": view = makeDatePicker(canvasView as? UIDatePicker ?? UIDatePicker(frame: .zero), for: source)
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
      imageView.preferredSymbolConfiguration = load?.preferredSymbolConfiguration(
        of: source.element, contentSizeCategory: contentSizeCategory)
      imageView.image = load?.image(in: source.element)
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
    case "tableView":
      view = canvasView as? UITableView ?? UITableView(frame: .zero, style: UITableView.Style(interfaceBuilderName: source.style))
    case "tableViewCell":
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
      // The canvas draws bars, tables, scroll views and image views as plain views of its own.
      view = canvasView ?? UIView(frame: .zero)
    }
    configure(view, from: source, context: context)
    return view
  }

  /// The legacy `contentEdgeInsets` a document gives a button, which replace UIKit's default
  /// padding around the title.
  package static func contentEdgeInsets(of source: IBView) -> UIEdgeInsets? {
    guard let insets = source.element.child(key: "contentEdgeInsets", named: "inset") else { return nil }
    return UIEdgeInsets(
      top: insets.double("minY") ?? 0, left: insets.double("minX") ?? 0,
      bottom: insets.double("maxY") ?? 0, right: insets.double("maxX") ?? 0)
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
    context.canvas?.configure(view, from: source)
    configureTableContent(view, from: source)
    configureCollectionContent(view, from: source)
  }

  private static func autoresizing(_ mask: IBAutoresizingMask) -> UIView.AutoresizingMask {
    UIView.AutoresizingMask(rawValue: mask.rawValue)
  }

  /// The font of `source`'s `<fontDescription>`, a custom font found among `appFonts` when iOS
  /// does not ship it.
  static func font(of source: IBView, contentSizeCategory: String, appFonts: AppFontCatalog) -> UIFont? {
    guard let element = source.element.child(key: "fontDescription", named: "fontDescription") else { return nil }
    var attributes: [String: String] = [:]
    for attribute in element.attributes { attributes[attribute.name] = attribute.value }
    return UIFont.interfaceBuilderFont(attributes: attributes, contentSizeCategory: contentSizeCategory, appFonts: appFonts)
  }

  /// The button type a document's `buttonType` names.
  package static func buttonType(_ name: String?) -> UIButton.ButtonType {
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

  static func activityStyle(_ name: String?) -> UIActivityIndicatorView.Style {
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
