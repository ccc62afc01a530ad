@testable import AdaptiveKit
import Foundation
import InterfaceBuilder

/// One attribute a document sets on a view and the UIKit property it must reach at run time:
/// how to read the document's value and the runtime view's, both written the same way (a Swift
/// case name, a number, a string), so coverage is a count of rows that agree.
struct RuntimeAttribute: Sendable {
  /// The element names the row applies to (`label`, `button`); nil for every view.
  let kinds: Set<String>?
  /// The UIKit property, as `UILabel.textAlignment`.
  let property: String
  /// The value the document sets, or nil when it sets none.
  let document: @Sendable (IBXMLElement) -> String?
  /// The value the runtime view holds, or nil when the view cannot hold it (a wrong class).
  let runtime: @MainActor @Sendable (UIView) -> String?
}

/// How the table writes values: numbers to four decimals, so a document's `0.5` and the
/// runtime's `Float(0.5)` agree.
enum RuntimeValue {
  static let decimals = 10_000.0
  /// `UITableView.automaticDimension`, which a document writes as `-1`.
  static let automaticDimension = -1.0

  static func number(_ value: Double) -> String { String((value * decimals).rounded() / decimals) }
  static func number(_ text: String?) -> String? { text.flatMap(Double.init).map(number) }
  static func bool(_ value: Bool) -> String { value ? "YES" : "NO" }

  /// Interface Builder's name for a line break mode, as UIKit's case name.
  static func lineBreakMode(_ name: String?) -> String? {
    let names = [
      "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
      "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail", "middleTruncation": "byTruncatingMiddle",
    ]
    return name.flatMap { names[$0] }
  }

  /// A button's states by their document keys.
  static let buttonStates: [(String, UIControl.State)] = [
    ("normal", .normal), ("highlighted", .highlighted), ("selected", .selected), ("disabled", .disabled),
  ]

  /// `key=value` for each of the four states whose getter gives `value`, as
  /// `IBXMLElement.perState` writes the document's.
  static func perState(_ value: (UIControl.State) -> String?) -> String? {
    let values = buttonStates.compactMap { key, state in value(state).map { "\(key)=\($0)" } }
    return values.isEmpty ? nil : values.joined(separator: " ")
  }

  /// Interface Builder's name for a text field border, as UIKit's case name.
  static func borderStyle(_ name: String?) -> String {
    switch name {
    case "line", "bezel", "roundedRect": return name ?? ""
    default: return "none"
    }
  }
}

extension IBXMLElement {
  /// The value of the flag `name` as the table writes it, when the element sets it.
  fileprivate func flag(_ name: String) -> String? { bool(name).map(RuntimeValue.bool) }
  /// The element's `<fontDescription>` attribute `name`.
  fileprivate func font(_ name: String) -> String? { child(key: "fontDescription", named: "fontDescription")?[name] }
  /// The title of the button's `normal` state.
  fileprivate var normalTitle: String? {
    children(named: "state").first { $0["key"] == "normal" }?["title"]
  }
  /// `key=value` for each of UIKit's four button states (`RuntimeValue.buttonStates`): the
  /// `value` its `<state>` gives, else the normal state's, as `UIButton`'s getters fall back;
  /// nil when no state gives one.
  fileprivate func perState(_ value: (IBButtonState) -> String?) -> String? {
    let states = children(named: "state").compactMap(IBButtonState.init)
    let normal = states.first { $0.key == "normal" }.flatMap(value)
    let values = RuntimeValue.buttonStates.compactMap { key, _ in
      (states.first { $0.key == key }.flatMap(value) ?? normal).map { "\(key)=\($0)" }
    }
    return values.isEmpty ? nil : values.joined(separator: " ")
  }
}

extension RuntimeAttribute {
  private static let texts: Set = ["label", "textField", "textView"]
  private static let controls: Set = [
    "button", "textField", "switch", "slider", "stepper", "segmentedControl", "pageControl", "datePicker",
  ]

  @MainActor private static func font(of view: UIView) -> UIFont? {
    switch view {
    case let label as UILabel: return label.font
    case let button as UIButton: return button.titleLabel?.font
    case let field as UITextField: return field.font
    case let text as UITextView: return text.font
    default: return nil
    }
  }

  /// A colour the document gives by its components, as the table writes colours; system and
  /// named colours are checked by `RuntimeColorTests` (their values are UIKit's or the bundle's).
  private static func componentColor(_ element: IBXMLElement, _ key: String) -> String? {
    guard let color = IBColor(element.child(key: key)) else { return nil }
    switch color.value {
    case .white, .rgb: return color.rgba().map { colorText(($0.red, $0.green, $0.blue, $0.alpha)) }
    default: return nil
    }
  }

  @MainActor private static func colorText(_ color: UIColor?) -> String? {
    guard let color else { return nil }
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return colorText((Double(red), Double(green), Double(blue), Double(alpha)))
  }

  private static func colorText(_ components: (Double, Double, Double, Double)) -> String {
    [components.0, components.1, components.2, components.3].map(RuntimeValue.number).joined(separator: " ")
  }

  private static func priority(_ name: String, _ read: @escaping @MainActor @Sendable (UIView) -> UILayoutPriority) -> Self {
    RuntimeAttribute(
      kinds: nil, property: "UIView.\(name)", document: { RuntimeValue.number($0[name]) },
      runtime: { RuntimeValue.number(Double(read($0).rawValue)) })
  }

  /// A control's colour the document stores as components (`<color key="onTintColor" …>`).
  private static func controlColor(
    _ kind: String, _ key: String, _ property: String, _ read: @escaping @MainActor @Sendable (UIView) -> UIColor?
  ) -> RuntimeAttribute {
    RuntimeAttribute(
      kinds: [kind], property: property, document: { componentColor($0, key) }, runtime: { colorText(read($0)) })
  }

  /// Every row: the attributes documents set and the properties they reach.
  static let table: [RuntimeAttribute] = [
    // Every view: the Identity inspector's accessibility.
    RuntimeAttribute(
      kinds: nil, property: "UIView.accessibilityLabel", document: { $0.firstChild(named: "accessibility")?["label"] },
      runtime: { $0.accessibilityLabel }),
    RuntimeAttribute(
      kinds: nil, property: "UIView.accessibilityHint", document: { $0.firstChild(named: "accessibility")?["hint"] },
      runtime: { $0.accessibilityHint }),
    RuntimeAttribute(
      kinds: nil, property: "UIView.accessibilityIdentifier",
      document: { $0.firstChild(named: "accessibility")?["identifier"] }, runtime: { $0.accessibilityIdentifier }),
    // Every view.
    RuntimeAttribute(
      kinds: nil, property: "UIView.isHidden", document: { $0.flag("hidden") }, runtime: { RuntimeValue.bool($0.isHidden) }),
    RuntimeAttribute(
      kinds: nil, property: "UIView.alpha", document: { RuntimeValue.number($0["alpha"]) },
      runtime: { RuntimeValue.number(Double($0.alpha)) }),
    RuntimeAttribute(
      kinds: nil, property: "UIView.isUserInteractionEnabled", document: { $0.flag("userInteractionEnabled") },
      runtime: { RuntimeValue.bool($0.isUserInteractionEnabled) }),
    RuntimeAttribute(
      kinds: nil, property: "UIView.clipsToBounds", document: { $0.flag("clipsSubviews") },
      runtime: { RuntimeValue.bool($0.clipsToBounds) }),
    RuntimeAttribute(
      kinds: nil, property: "UIView.isOpaque", document: { $0.flag("opaque") }, runtime: { RuntimeValue.bool($0.isOpaque) }),
    RuntimeAttribute(
      kinds: nil, property: "UIView.contentMode", document: { $0["contentMode"] }, runtime: { "\($0.contentMode)" }),
    RuntimeAttribute(kinds: nil, property: "UIView.tag", document: { $0["tag"] }, runtime: { "\($0.tag)" }),
    RuntimeAttribute(
      kinds: nil, property: "UIView.isMultipleTouchEnabled", document: { $0.flag("multipleTouchEnabled") },
      runtime: { RuntimeValue.bool($0.isMultipleTouchEnabled) }),
    RuntimeAttribute(
      kinds: nil, property: "UIView.backgroundColor", document: { componentColor($0, "backgroundColor") },
      runtime: { colorText($0.backgroundColor) }),
    RuntimeAttribute(
      kinds: nil, property: "UIView.tintColor", document: { componentColor($0, "tintColor") },
      runtime: { colorText($0.tintColor) }),
    RuntimeAttribute(
      kinds: texts, property: "textColor", document: { componentColor($0, "textColor") },
      runtime: { colorText(($0 as? UILabel)?.textColor ?? ($0 as? UITextField)?.textColor ?? ($0 as? UITextView)?.textColor) }),
    priority("horizontalHuggingPriority") { $0.contentHuggingPriority(for: .horizontal) },
    priority("verticalHuggingPriority") { $0.contentHuggingPriority(for: .vertical) },
    priority("horizontalCompressionResistancePriority") { $0.contentCompressionResistancePriority(for: .horizontal) },
    priority("verticalCompressionResistancePriority") { $0.contentCompressionResistancePriority(for: .vertical) },
    // Text.
    RuntimeAttribute(
      kinds: ["label", "textField"], property: "text", document: { $0["text"] },
      runtime: { ($0 as? UILabel)?.text ?? ($0 as? UITextField)?.text }),
    RuntimeAttribute(
      kinds: texts, property: "textAlignment", document: { $0["textAlignment"] },
      runtime: {
        (($0 as? UILabel)?.textAlignment ?? ($0 as? UITextField)?.textAlignment ?? ($0 as? UITextView)?.textAlignment)
          .map { "\($0)" }
      }),
    RuntimeAttribute(
      kinds: ["label", "textField", "textView", "button"], property: "font.pointSize",
      document: { RuntimeValue.number($0.font("pointSize")) },
      runtime: { font(of: $0).map { RuntimeValue.number(Double($0.pointSize)) } }),
    RuntimeAttribute(
      kinds: ["label"], property: "UILabel.numberOfLines", document: { $0["numberOfLines"] },
      runtime: { ($0 as? UILabel).map { "\($0.numberOfLines)" } }),
    RuntimeAttribute(
      kinds: ["label"], property: "UILabel.lineBreakMode", document: { RuntimeValue.lineBreakMode($0["lineBreakMode"]) },
      runtime: { ($0 as? UILabel).map { "\($0.lineBreakMode)" } }),
    RuntimeAttribute(
      kinds: ["label"], property: "UILabel.adjustsFontSizeToFitWidth", document: { $0.flag("adjustsFontSizeToFit") },
      runtime: { ($0 as? UILabel).map { RuntimeValue.bool($0.adjustsFontSizeToFitWidth) } }),
    RuntimeAttribute(
      kinds: ["label"], property: "UILabel.minimumScaleFactor", document: { RuntimeValue.number($0["minimumScaleFactor"]) },
      runtime: { ($0 as? UILabel).map { RuntimeValue.number(Double($0.minimumScaleFactor)) } }),
    RuntimeAttribute(
      kinds: ["label"], property: "UILabel.adjustsFontForContentSizeCategory",
      document: { $0.flag("adjustsFontForContentSizeCategory") },
      runtime: { ($0 as? UILabel).map { RuntimeValue.bool($0.adjustsFontForContentSizeCategory) } }),
    RuntimeAttribute(
      kinds: ["label"], property: "UILabel.baselineAdjustment", document: { $0["baselineAdjustment"] },
      runtime: { ($0 as? UILabel).map { "\($0.baselineAdjustment)" } }),
    RuntimeAttribute(
      kinds: ["label"], property: "UILabel.isEnabled", document: { $0.flag("enabled") },
      runtime: { ($0 as? UILabel).map { RuntimeValue.bool($0.isEnabled) } }),
    RuntimeAttribute(
      kinds: ["label"], property: "UILabel.isHighlighted", document: { $0.flag("highlighted") },
      runtime: { ($0 as? UILabel).map { RuntimeValue.bool($0.isHighlighted) } }),
    RuntimeAttribute(
      kinds: ["textField"], property: "UITextField.placeholder", document: { $0["placeholder"] },
      runtime: { ($0 as? UITextField)?.placeholder }),
    RuntimeAttribute(
      kinds: ["textField"], property: "UITextField.borderStyle", document: { RuntimeValue.borderStyle($0["borderStyle"]) },
      runtime: { ($0 as? UITextField).map { "\($0.borderStyle)" } }),
    RuntimeAttribute(
      kinds: ["textField"], property: "UITextField.minimumFontSize", document: { RuntimeValue.number($0["minimumFontSize"]) },
      runtime: { ($0 as? UITextField).map { RuntimeValue.number(Double($0.minimumFontSize)) } }),
    RuntimeAttribute(
      kinds: ["textField"], property: "UITextField.adjustsFontSizeToFitWidth", document: { $0.flag("adjustsFontSizeToFit") },
      runtime: { ($0 as? UITextField).map { RuntimeValue.bool($0.adjustsFontSizeToFitWidth) } }),
    RuntimeAttribute(
      kinds: ["button"], property: "UIButton.titleLabel.lineBreakMode", document: { RuntimeValue.lineBreakMode($0["lineBreakMode"]) },
      runtime: { ($0 as? UIButton)?.titleLabel.map { "\($0.lineBreakMode)" } }),
    RuntimeAttribute(
      kinds: ["textView"], property: "UITextView.isEditable", document: { $0.flag("editable") },
      runtime: { ($0 as? UITextView).map { RuntimeValue.bool($0.isEditable) } }),
    RuntimeAttribute(
      kinds: ["textView"], property: "UITextView.isSelectable", document: { $0.flag("selectable") },
      runtime: { ($0 as? UITextView).map { RuntimeValue.bool($0.isSelectable) } }),
    // Controls.
    RuntimeAttribute(
      kinds: controls, property: "UIControl.isEnabled", document: { $0.flag("enabled") },
      runtime: { ($0 as? UIControl).map { RuntimeValue.bool($0.isEnabled) } }),
    RuntimeAttribute(
      kinds: controls, property: "UIControl.isSelected", document: { $0.flag("selected") },
      runtime: { ($0 as? UIControl).map { RuntimeValue.bool($0.isSelected) } }),
    RuntimeAttribute(
      kinds: controls, property: "UIControl.isHighlighted", document: { $0.flag("highlighted") },
      runtime: { ($0 as? UIControl).map { RuntimeValue.bool($0.isHighlighted) } }),
    RuntimeAttribute(
      kinds: controls, property: "UIControl.contentHorizontalAlignment", document: { $0["contentHorizontalAlignment"] },
      runtime: { ($0 as? UIControl).map { "\($0.contentHorizontalAlignment)" } }),
    RuntimeAttribute(
      kinds: controls, property: "UIControl.contentVerticalAlignment", document: { $0["contentVerticalAlignment"] },
      runtime: { ($0 as? UIControl).map { "\($0.contentVerticalAlignment)" } }),
    RuntimeAttribute(
      kinds: ["button"], property: "UIButton.title(for: .normal)", document: { $0.normalTitle },
      runtime: { ($0 as? UIButton)?.title(for: .normal) }),
    RuntimeAttribute(
      kinds: ["button"], property: "UIButton.attributedTitle(for:).string",
      document: { $0.perState { $0.attributedTitle?.string } },
      runtime: { view in (view as? UIButton).map { button in RuntimeValue.perState { button.attributedTitle(for: $0)?.string } ?? "" } }),
    RuntimeAttribute(
      kinds: ["button"], property: "UIButton.image(for:) (SF Symbols)",
      document: { $0.perState { $0.imageCatalog == "system" ? $0.image : nil } },
      runtime: { view in (view as? UIButton).map { button in RuntimeValue.perState { button.image(for: $0)?.symbol?.name } ?? "" } }),
    RuntimeAttribute(
      kinds: ["switch"], property: "UISwitch.isOn", document: { $0.flag("on") },
      runtime: { ($0 as? UISwitch).map { RuntimeValue.bool($0.isOn) } }),
    RuntimeAttribute(
      kinds: ["slider"], property: "UISlider.value", document: { RuntimeValue.number($0["value"]) },
      runtime: { ($0 as? UISlider).map { RuntimeValue.number(Double($0.value)) } }),
    RuntimeAttribute(
      kinds: ["slider"], property: "UISlider.minimumValue", document: { RuntimeValue.number($0["minValue"]) },
      runtime: { ($0 as? UISlider).map { RuntimeValue.number(Double($0.minimumValue)) } }),
    RuntimeAttribute(
      kinds: ["slider"], property: "UISlider.maximumValue", document: { RuntimeValue.number($0["maxValue"]) },
      runtime: { ($0 as? UISlider).map { RuntimeValue.number(Double($0.maximumValue)) } }),
    RuntimeAttribute(
      kinds: ["stepper"], property: "UIStepper.value", document: { RuntimeValue.number($0["value"]) },
      runtime: { ($0 as? UIStepper).map { RuntimeValue.number($0.value) } }),
    RuntimeAttribute(
      kinds: ["stepper"], property: "UIStepper.minimumValue", document: { RuntimeValue.number($0["minimumValue"]) },
      runtime: { ($0 as? UIStepper).map { RuntimeValue.number($0.minimumValue) } }),
    RuntimeAttribute(
      kinds: ["stepper"], property: "UIStepper.maximumValue", document: { RuntimeValue.number($0["maximumValue"]) },
      runtime: { ($0 as? UIStepper).map { RuntimeValue.number($0.maximumValue) } }),
    RuntimeAttribute(
      kinds: ["stepper"], property: "UIStepper.stepValue", document: { RuntimeValue.number($0["stepValue"]) },
      runtime: { ($0 as? UIStepper).map { RuntimeValue.number($0.stepValue) } }),
    RuntimeAttribute(
      kinds: ["stepper"], property: "UIStepper.wraps", document: { $0.flag("wraps") },
      runtime: { ($0 as? UIStepper).map { RuntimeValue.bool($0.wraps) } }),
    RuntimeAttribute(
      kinds: ["stepper"], property: "UIStepper.autorepeat", document: { $0.flag("autorepeat") },
      runtime: { ($0 as? UIStepper).map { RuntimeValue.bool($0.autorepeat) } }),
    RuntimeAttribute(
      kinds: ["stepper", "slider"], property: "UIStepper/UISlider.isContinuous", document: { $0.flag("continuous") },
      runtime: { view in
        (view as? UIStepper).map { RuntimeValue.bool($0.isContinuous) } ?? (view as? UISlider).map { RuntimeValue.bool($0.isContinuous) }
      }),
    RuntimeAttribute(
      kinds: ["progressView"], property: "UIProgressView.progress", document: { RuntimeValue.number($0["progress"]) },
      runtime: { ($0 as? UIProgressView).map { RuntimeValue.number(Double($0.progress)) } }),
    RuntimeAttribute(
      kinds: ["segmentedControl"], property: "UISegmentedControl.selectedSegmentIndex", document: { $0["selectedSegmentIndex"] },
      runtime: { ($0 as? UISegmentedControl).map { "\($0.selectedSegmentIndex)" } }),
    RuntimeAttribute(
      kinds: ["pageControl"], property: "UIPageControl.numberOfPages", document: { $0["numberOfPages"] },
      runtime: { ($0 as? UIPageControl).map { "\($0.numberOfPages)" } }),
    RuntimeAttribute(
      kinds: ["pageControl"], property: "UIPageControl.currentPage", document: { $0["currentPage"] },
      runtime: { ($0 as? UIPageControl).map { "\($0.currentPage)" } }),
    RuntimeAttribute(
      kinds: ["activityIndicatorView"], property: "UIActivityIndicatorView.hidesWhenStopped",
      document: { $0.flag("hidesWhenStopped") },
      runtime: { ($0 as? UIActivityIndicatorView).map { RuntimeValue.bool($0.hidesWhenStopped) } }),
    RuntimeAttribute(
      kinds: ["activityIndicatorView"], property: "UIActivityIndicatorView.isAnimating", document: { $0.flag("animating") },
      runtime: { ($0 as? UIActivityIndicatorView).map { RuntimeValue.bool($0.isAnimating) } }),
    RuntimeAttribute(
      kinds: ["activityIndicatorView"], property: "UIActivityIndicatorView.style", document: { $0["style"] },
      runtime: { ($0 as? UIActivityIndicatorView).map { "\($0.style)" } }),
    controlColor("switch", "onTintColor", "UISwitch.onTintColor") { ($0 as? UISwitch)?.onTintColor },
    controlColor("switch", "thumbTintColor", "UISwitch.thumbTintColor") { ($0 as? UISwitch)?.thumbTintColor },
    controlColor("slider", "minimumTrackTintColor", "UISlider.minimumTrackTintColor") { ($0 as? UISlider)?.minimumTrackTintColor },
    controlColor("slider", "maximumTrackTintColor", "UISlider.maximumTrackTintColor") { ($0 as? UISlider)?.maximumTrackTintColor },
    controlColor("slider", "thumbTintColor", "UISlider.thumbTintColor") { ($0 as? UISlider)?.thumbTintColor },
    controlColor("progressView", "progressTintColor", "UIProgressView.progressTintColor") {
      ($0 as? UIProgressView)?.progressTintColor
    },
    controlColor("progressView", "trackTintColor", "UIProgressView.trackTintColor") { ($0 as? UIProgressView)?.trackTintColor },
    controlColor("segmentedControl", "selectedSegmentTintColor", "UISegmentedControl.selectedSegmentTintColor") {
      ($0 as? UISegmentedControl)?.selectedSegmentTintColor
    },
    controlColor("pageControl", "pageIndicatorTintColor", "UIPageControl.pageIndicatorTintColor") {
      ($0 as? UIPageControl)?.pageIndicatorTintColor
    },
    controlColor("pageControl", "currentPageIndicatorTintColor", "UIPageControl.currentPageIndicatorTintColor") {
      ($0 as? UIPageControl)?.currentPageIndicatorTintColor
    },
    controlColor("activityIndicatorView", "color", "UIActivityIndicatorView.color") { ($0 as? UIActivityIndicatorView)?.color },
    // Stack views.
    RuntimeAttribute(
      kinds: ["stackView"], property: "UIStackView.axis", document: { $0["axis"] },
      runtime: { ($0 as? UIStackView).map { "\($0.axis)" } }),
    RuntimeAttribute(
      kinds: ["stackView"], property: "UIStackView.distribution", document: { $0["distribution"] },
      runtime: { ($0 as? UIStackView).map { "\($0.distribution)" } }),
    RuntimeAttribute(
      kinds: ["stackView"], property: "UIStackView.alignment",
      document: { $0["alignment"].map { ["top": "leading", "bottom": "trailing"][$0] ?? $0 } },
      runtime: { ($0 as? UIStackView).map { "\($0.alignment)" } }),
    RuntimeAttribute(
      kinds: ["stackView"], property: "UIStackView.spacing", document: { RuntimeValue.number($0["spacing"]) },
      runtime: { ($0 as? UIStackView).map { RuntimeValue.number(Double($0.spacing)) } }),
    // Tables.
    RuntimeAttribute(
      kinds: ["tableView"], property: "UITableView.rowHeight",
      document: { $0.double("rowHeight").map { RuntimeValue.number($0 > 0 ? $0 : RuntimeValue.automaticDimension) } },
      runtime: { ($0 as? UITableView).map { RuntimeValue.number(Double($0.rowHeight)) } }),
    RuntimeAttribute(
      kinds: ["tableView"], property: "UITableView.sectionHeaderHeight", document: { RuntimeValue.number($0["sectionHeaderHeight"]) },
      runtime: { ($0 as? UITableView).map { RuntimeValue.number(Double($0.sectionHeaderHeight)) } }),
    RuntimeAttribute(
      kinds: ["tableView"], property: "UITableView.sectionFooterHeight", document: { RuntimeValue.number($0["sectionFooterHeight"]) },
      runtime: { ($0 as? UITableView).map { RuntimeValue.number(Double($0.sectionFooterHeight)) } }),
    RuntimeAttribute(
      kinds: ["tableView"], property: "UITableView.separatorStyle",
      document: { $0["separatorStyle"].map { $0 == "none" ? "none" : "singleLine" } },
      runtime: { ($0 as? UITableView).map { "\($0.separatorStyle)" } }),
    // Scroll views.
    RuntimeAttribute(
      kinds: ["scrollView", "tableView", "collectionView", "textView"], property: "UIScrollView.isPagingEnabled",
      document: { $0.flag("pagingEnabled") },
      runtime: { ($0 as? UIScrollView).map { RuntimeValue.bool($0.isPagingEnabled) } }),
    RuntimeAttribute(
      kinds: ["scrollView", "tableView", "collectionView", "textView"], property: "UIScrollView.bounces",
      document: { $0.flag("bounces") }, runtime: { ($0 as? UIScrollView).map { RuntimeValue.bool($0.bounces) } }),
    RuntimeAttribute(
      kinds: ["scrollView", "tableView", "collectionView", "textView"], property: "UIScrollView.showsVerticalScrollIndicator",
      document: { $0.flag("showsVerticalScrollIndicator") },
      runtime: { ($0 as? UIScrollView).map { RuntimeValue.bool($0.showsVerticalScrollIndicator) } }),
    RuntimeAttribute(
      kinds: ["scrollView", "tableView", "collectionView", "textView"], property: "UIScrollView.showsHorizontalScrollIndicator",
      document: { $0.flag("showsHorizontalScrollIndicator") },
      runtime: { ($0 as? UIScrollView).map { RuntimeValue.bool($0.showsHorizontalScrollIndicator) } }),
  ]
}
