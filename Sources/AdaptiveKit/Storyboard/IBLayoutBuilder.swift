import Foundation
import InterfaceBuilder

/// A view hierarchy built from an Interface Builder view tree, with the stored frames kept for
/// comparison after layout.
@MainActor
public final class IBSceneLayout {
  /// One built view with the document view it came from.
  public struct Entry {
    /// The document's view.
    public let source: IBView
    /// The runtime view built for it.
    public let view: UIView
    /// Whether the view, or one of its ancestors, is marked misplaced or ambiguous.
    public let isSkipped: Bool
  }

  /// The root view of the hierarchy.
  public let rootView: UIView
  /// Every built view, parents before children (the root first).
  public private(set) var entries: [Entry] = []
  /// Constraints that could not be created (unknown items or attributes).
  public private(set) var droppedConstraints = 0

  private var viewsByID: [String: UIView] = [:]
  private var guidesByID: [String: AnyObject] = [:]
  private let resources: IBResources
  private let metrics: IBEraMetrics
  private var contentGuides: [ObjectIdentifier: UILayoutGuide] = [:]

  /// Builds the hierarchy of `root` (and its constraints installed for Any/Any); `controller`
  /// receives the root view when given, so its top and bottom layout guides resolve.
  public init(root: IBView, document: IBDocument, controller: IBViewController? = nil, host: UIViewController? = nil) {
    resources = document.resources
    metrics = IBEraMetrics(document: document)
    rootView = IBSceneLayout.makeView(for: root, resources: resources, metrics: metrics)
    host?.view = rootView
    register(root, view: rootView, skipped: root.isMisplaced || root.isAmbiguous)
    build(children: root, of: rootView, parentSkipped: root.isMisplaced || root.isAmbiguous)
    if let controller, let host {
      for guide in controller.layoutGuides where !guide.id.isEmpty {
        switch guide.role {
        case .topLayoutGuide: guidesByID[guide.id] = host.topLayoutGuide as AnyObject
        case .bottomLayoutGuide: guidesByID[guide.id] = host.bottomLayoutGuide as AnyObject
        default: break
        }
      }
    }
    for entry in entries { installConstraints(of: entry.source, view: entry.view) }
    prototypeUnconstrainedViews()
  }

  // MARK: Building views

  private func register(_ source: IBView, view: UIView, skipped: Bool) {
    entries.append(Entry(source: source, view: view, isSkipped: skipped))
    if !source.id.isEmpty { viewsByID[source.id] = view }
    if IBSceneLayout.scrollingKinds.contains(source.kind) {
      let content = UILayoutGuide()
      view.addLayoutGuide(content)
      contentGuides[ObjectIdentifier(view)] = content
      NSLayoutConstraint.activate([
        content.leftAnchor.constraint(equalTo: view.leftAnchor),
        content.topAnchor.constraint(equalTo: view.topAnchor),
        content.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
        content.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
      ])
    }
    for guide in source.layoutGuides where !guide.id.isEmpty {
      switch guide.role {
      case .safeArea: guidesByID[guide.id] = view.safeAreaLayoutGuide
      case .contentLayoutGuide: guidesByID[guide.id] = contentGuides[ObjectIdentifier(view)]
      case .frameLayoutGuide: guidesByID[guide.id] = view
      default: break
      }
    }
  }

  /// The document children of a view: its subviews, plus a cell's content view.
  static func children(of source: IBView) -> [IBView] {
    var result = source.subviews
    if source.kind.hasSuffix("Cell"), let content = source.contentView { result.insert(content, at: 0) }
    return result
  }

  private func build(children parentSource: IBView, of parent: UIView, parentSkipped: Bool) {
    for child in IBSceneLayout.children(of: parentSource)
    where parentSource.isInstalled(child.id, widthClass: .unspecified, heightClass: .unspecified) {
      let view = IBSceneLayout.makeView(for: child, resources: resources, metrics: metrics)
      if let stack = parent as? UIStackView, child.key == nil {
        stack.addArrangedSubview(view)
      } else {
        parent.addSubview(view)
      }
      let skipped = parentSkipped || child.isMisplaced || child.isAmbiguous
      register(child, view: view, skipped: skipped)
      build(children: child, of: view, parentSkipped: skipped)
    }
  }

  /// Interface Builder gives a view that no constraint mentions fixed-frame prototyping
  /// constraints at build time; the stored frame with an empty autoresizing mask does the same.
  private func prototypeUnconstrainedViews() {
    var mentioned: Set<String> = []
    for entry in entries {
      for constraint in entry.source.constraints where !constraint.isPlaceholder {
        if let first = constraint.firstItemID { mentioned.insert(first) }
        if let second = constraint.secondItemID { mentioned.insert(second) }
      }
    }
    for entry in entries.dropFirst()
    where !entry.view.translatesAutoresizingMaskIntoConstraints && !mentioned.contains(entry.source.id)
      && !(entry.view.superview is UIStackView)
    {
      entry.view.autoresizingMask = []
      entry.view.translatesAutoresizingMaskIntoConstraints = true
    }
  }

  private func installConstraints(of source: IBView, view: UIView) {
    for constraint in source.constraints {
      guard !constraint.isPlaceholder,
        source.isInstalled(constraint.id, widthClass: .unspecified, heightClass: .unspecified)
      else { continue }
      guard let made = makeConstraint(constraint) else {
        droppedConstraints += 1
        continue
      }
      made.isActive = true
    }
  }

  /// Views whose subviews' edge constraints to them attach to the scrolled content.
  static let scrollingKinds: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

  private static let contentAttributes: Set<NSLayoutConstraint.Attribute> = [
    .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY,
  ]

  /// The scroll view's content guide when a constraint relates `item`, a scroll view, with one
  /// of its descendants on an edge or center (UIKit attaches those to the content area).
  private func contentItem(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?) -> AnyObject {
    guard let scroll = item as? UIView, let guide = contentGuides[ObjectIdentifier(scroll)],
      IBSceneLayout.contentAttributes.contains(attribute), let other = other as? UIView, other !== scroll,
      other.isDescendant(of: scroll)
    else { return item }
    return guide
  }

  /// How far an attribute of `item`'s alignment rect lies from the same attribute of its frame.
  private func alignmentOffset(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat {
    guard let view = item as? UIView, let insets = IBSceneLayout.alignmentInsets(of: view) else { return 0 }
    switch attribute {
    case .left, .leading: return insets.left
    case .right, .trailing: return -insets.right
    case .top: return insets.top
    case .bottom: return -insets.bottom
    case .centerX: return (insets.left - insets.right) / 2
    case .centerY: return (insets.top - insets.bottom) / 2
    case .width: return -(insets.left + insets.right)
    case .height: return -(insets.top + insets.bottom)
    default: return 0
    }
  }

  /// UIKit's alignment-rect insets for the views that have them (as the stored frames show): a
  /// switch's frame is 2 points wider than its alignment rect on the trailing side; a slider's
  /// is 2 points wider on each side and 1 point taller at the bottom.
  static func alignmentInsets(of view: UIView) -> UIEdgeInsets? {
    if view is UISwitch { return UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }
    if view is UISlider { return UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2) }
    return nil
  }

  private func item(_ id: String?) -> AnyObject? {
    guard let id else { return nil }
    return viewsByID[id] ?? guidesByID[id]
  }

  private func makeConstraint(_ constraint: IBConstraint) -> NSLayoutConstraint? {
    guard let first = item(constraint.firstItemID),
      let firstAttribute = NSLayoutConstraint.Attribute(ibName: constraint.firstAttribute.rawValue)
    else { return nil }
    var second: AnyObject?
    var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
    if let secondID = constraint.secondItemID {
      guard let resolved = item(secondID),
        let attribute = NSLayoutConstraint.Attribute(ibName: constraint.secondAttribute.rawValue)
      else { return nil }
      second = resolved
      secondAttribute = attribute
    }
    let relation: NSLayoutConstraint.Relation
    switch constraint.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    let firstItem = contentItem(first, firstAttribute, other: second)
    let secondItem = second.map { contentItem($0, secondAttribute, other: first) }
    // Interface Builder constrains alignment rects; the engine constrains frames.
    let multiplier = CGFloat(constraint.multiplier)
    let constant =
      CGFloat(constraint.constant) + multiplier * alignmentOffset(secondItem, secondAttribute)
      - alignmentOffset(firstItem, firstAttribute)
    let made = NSLayoutConstraint(
      item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem, attribute: secondAttribute,
      multiplier: multiplier, constant: constant)
    made.priority = UILayoutPriority(rawValue: Float(constraint.priority))
    if let identifier = constraint.identifier { made.identifier = identifier }
    return made
  }

  // MARK: Views per kind

  static func makeView(for source: IBView, resources: IBResources, metrics: IBEraMetrics) -> UIView {
    if let custom = StoryboardClassRegistry.makeCustomView(for: source) {
      configure(custom, from: source)
      return custom
    }
    let view: UIView
    switch source.kind {
    case "label":
      let label = IBLabel(frame: .zero)
      label.text = source.text
      if let font = font(of: source) { label.font = font }
      label.numberOfLines = source.numberOfLines
      if let width = source.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = CGFloat(width) }
      view = label
    case "button":
      let button = IBButton(type: buttonType(source.buttonType))
      if let font = font(of: source) { button.titleLabel?.font = font }
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
      view = button
    case "textField":
      let field = IBTextField(frame: .zero)
      field.borderStyle = textFieldBorder(source.borderStyle)
      if let font = font(of: source) { field.font = font }
      field.text = source.text
      field.placeholder = source.placeholder
      if field.borderStyle == .roundedRect { field.eraHeight = metrics.roundedTextFieldHeight }
      view = field
    case "switch": view = UISwitch(frame: .zero)
    case "slider": view = UISlider(frame: .zero)
    case "stepper":
      let stepper = IBStepper(frame: .zero)
      stepper.eraHeight = metrics.stepperHeight
      view = stepper
    case "progressView": view = UIProgressView(frame: .zero)
    case "activityIndicatorView":
      view = UIActivityIndicatorView(style: activityStyle(source.activityIndicatorStyle))
    case "segmentedControl":
      let control = IBSegmentedControl(items: source.segments.map { $0.title ?? "" })
      control.eraHeight = metrics.segmentedControlHeight
      view = control
    case "stackView":
      let stack = UIStackView(frame: .zero)
      stack.axis = source.axis == .vertical ? .vertical : .horizontal
      stack.distribution = stackDistribution(source.distribution)
      stack.alignment = stackAlignment(source.alignment)
      stack.spacing = source.usesStandardSpacing ? 8 : CGFloat(source.spacing)
      stack.isBaselineRelativeArrangement = source.isBaselineRelativeArrangement
      stack.isLayoutMarginsRelativeArrangement = source.isLayoutMarginsRelativeArrangement
      view = stack
    default:
      let plain = IBPlainView(frame: .zero)
      if source.kind == "imageView", let name = source.image, let size = resources.image(named: name)?.size {
        plain.naturalSize = CGSize(width: size.width, height: size.height)
      } else if let height = metrics.barHeights[source.kind] {
        plain.naturalSize = CGSize(width: UIView.noIntrinsicMetric, height: height)
      }
      view = plain
    }
    configure(view, from: source)
    return view
  }

  private static func configure(_ view: UIView, from source: IBView) {
    if let frame = source.frame {
      view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
    view.translatesAutoresizingMaskIntoConstraints = source.translatesAutoresizingMaskIntoConstraints
    if let mask = source.autoresizingMask {
      view.autoresizingMask = autoresizing(mask)
    }
    view.isHidden = source.isHidden
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
    if let placeholderView = view as? IBPlaceholderIntrinsic {
      placeholderView.placeholderWidth = placeholder(source.placeholderIntrinsicWidth)
      placeholderView.placeholderHeight = placeholder(source.placeholderIntrinsicHeight)
    }
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

  static func font(of source: IBView) -> UIFont? {
    guard let element = source.element.child(key: "fontDescription", named: "fontDescription") else { return nil }
    var attributes: [String: String] = [:]
    for attribute in element.attributes { attributes[attribute.name] = attribute.value }
    return UIFont.interfaceBuilderFont(attributes: attributes)
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

  private static func stackDistribution(_ value: IBStackDistribution) -> UIStackView.Distribution {
    switch value {
    case .fill: return .fill
    case .fillEqually: return .fillEqually
    case .fillProportionally: return .fillProportionally
    case .equalSpacing: return .equalSpacing
    case .equalCentering: return .equalCentering
    }
  }

  private static func stackAlignment(_ value: IBStackAlignment) -> UIStackView.Alignment {
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
  override var intrinsicContentSize: CGSize {
    applyingPlaceholder(to: naturalSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }
}

@MainActor
final class IBLabel: UILabel, IBPlaceholderIntrinsic {
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  override var intrinsicContentSize: CGSize { applyingPlaceholder(to: super.intrinsicContentSize) }
}

@MainActor
final class IBButton: UIButton, IBPlaceholderIntrinsic {
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  /// The legacy `contentEdgeInsets`, which replace UIKit's default padding around the title.
  var contentInsets: UIEdgeInsets?
  /// The size of the normal image, when the document lists it.
  var imageSize: CGSize?

  override var intrinsicContentSize: CGSize {
    let title = currentTitle ?? ""
    guard contentInsets != nil || (imageSize != nil && title.isEmpty) else {
      return applyingPlaceholder(to: super.intrinsicContentSize)
    }
    let insets = contentInsets ?? .zero
    var content = imageSize ?? .zero
    if !title.isEmpty {
      let font = titleLabel?.font ?? UIFont.systemFont(ofSize: 15)
      let scale = pixelScale
      content.width += TextMeasurer.ceilToPixel(TextMeasurer.size(of: title, font: font).width, scale: scale)
      content.height = max(content.height, TextMeasurer.ceilToPixel(font.lineHeight, scale: scale))
    }
    return applyingPlaceholder(
      to: CGSize(
        width: (content.width + insets.left + insets.right).rounded(.up),
        height: (content.height + insets.top + insets.bottom).rounded(.up)))
  }
}

@MainActor
final class IBTextField: UITextField, IBPlaceholderIntrinsic {
  var placeholderWidth: CGFloat?
  var placeholderHeight: CGFloat?
  /// The height of the Xcode that saved the document, when it differs from today's.
  var eraHeight: CGFloat?
  override var intrinsicContentSize: CGSize {
    var size = super.intrinsicContentSize
    if let eraHeight { size.height = eraHeight }
    return applyingPlaceholder(to: size)
  }
}

@MainActor
final class IBStepper: UIStepper {
  var eraHeight: CGFloat?
  override var intrinsicContentSize: CGSize {
    var size = super.intrinsicContentSize
    if let eraHeight { size.height = eraHeight }
    return size
  }
}

@MainActor
final class IBSegmentedControl: UISegmentedControl {
  var eraHeight: CGFloat?
  override var intrinsicContentSize: CGSize {
    var size = super.intrinsicContentSize
    if let eraHeight { size.height = eraHeight }
    return size
  }
}

/// Control metrics of the Xcode that saved a document, where they differ from today's
/// (documents saved before Xcode 11, tools version 15000, store 30-point rounded text fields and
/// 29-point steppers and segmented controls).
struct IBEraMetrics {
  var roundedTextFieldHeight: CGFloat?
  var stepperHeight: CGFloat?
  /// The intrinsic heights of bars and pickers, by element name (toolbars are 49 points tall and
  /// search bars 56 in documents saved by Xcode 11 or later, 44 before).
  var barHeights: [String: CGFloat]
  var segmentedControlHeight: CGFloat?
  /// Whether xib top-level views are drawn without a status bar (Xcode 11 and later).
  var xibViewsHideStatusBar: Bool

  init(document: IBDocument) {
    let major = document.toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
    roundedTextFieldHeight = major >= 6000 && major < 15000 ? 30 : nil
    xibViewsHideStatusBar = major >= 15000
    let legacy = major >= 6000 && major < 15000
    stepperHeight = legacy ? 29 : nil
    segmentedControlHeight = legacy ? 29 : nil
    let modern = major >= 15000
    barHeights = [
      "toolbar": modern ? 49 : 44, "navigationBar": 44, "tabBar": 49, "searchBar": modern ? 56 : 44,
      "pickerView": 216,
    ]
  }
}
