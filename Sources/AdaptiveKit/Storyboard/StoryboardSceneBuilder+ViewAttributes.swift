import Foundation
import InterfaceBuilder

/// The attributes UIKit's `init(coder:)` decodes for every view and for each kind, applied to the
/// views a document builds: what a nib sets, an app reads back at run time (issue 27, item 5;
/// `RuntimeAttributeCorpusTests` counts how many reach the runtime).
extension StoryboardSceneBuilder {
  /// Applies `source`'s view, text and control attributes to `view`. Attributes that change a
  /// view's size are applied at run time only: the canvas's emulation measures as Interface
  /// Builder does and its figures are verified against stored frames.
  static func applyAttributes(of source: IBView, to view: UIView, context: SceneBuildContext) {
    let element = source.element
    if let alpha = element.double("alpha") { view.alpha = CGFloat(alpha) }
    if let enabled = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
    if let clips = element.bool("clipsSubviews") {
      view.clipsToBounds = clips
    } else if view is UIScrollView {
      // Interface Builder writes `clipsSubviews` only when Clip to Bounds is checked; a scroll
      // view decoded without it does not clip (only one made in code starts clipping).
      view.clipsToBounds = false
    }
    if let opaque = element.bool("opaque") { view.isOpaque = opaque }
    if let mode = element["contentMode"].flatMap(UIView.ContentMode.interfaceBuilderCase(named:)) { view.contentMode = mode }
    if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
    if let multiple = element.bool("multipleTouchEnabled") { view.isMultipleTouchEnabled = multiple }
    if let semantic = element["semanticContentAttribute"].flatMap(UISemanticContentAttribute.interfaceBuilderCase(named:)) {
      view.semanticContentAttribute = semantic
    }
    // The Attributes inspector's Interface Style (`interfaceStyle="light"`, seen in a file saved by
    // Xcode 12.4): the view and its subtree keep that appearance, as `overrideUserInterfaceStyle`.
    switch element["interfaceStyle"] {
    case "light"?: view.overrideUserInterfaceStyle = .light
    case "dark"?: view.overrideUserInterfaceStyle = .dark
    default: break
    }
    if let accessibility = source.accessibility { applyAccessibility(accessibility, to: view) }
    if let load = context.load { applyColors(of: source, to: view, load: load) }
    applyTextAttributes(of: element, to: view, sizing: context.load != nil)
    if let control = view as? UIControl { applyControlAttributes(of: element, to: control) }
    if let scroll = view as? UIScrollView { applyScrollAttributes(of: element, to: scroll, sizing: context.load != nil) }
    if let progressView = view as? UIProgressView, let progress = element.double("progress") {
      progressView.progress = Float(progress)
    }
    if let spinner = view as? UIActivityIndicatorView {
      if let hides = element.bool("hidesWhenStopped") { spinner.hidesWhenStopped = hides }
      if element.bool("animating") == true { spinner.startAnimating() }
      // Decoding restores the archived state: hidden as the document stores it (Interface Builder
      // archives a stopped spinner hidden; an animating one is hidden only when its Hidden box is
      // checked), whatever setting the properties above did to it.
      spinner.isHidden = element.bool("hidden") ?? false
    }
  }

  /// The Identity inspector's Accessibility section: whether the view is an element, its label,
  /// hint, identifier and traits (an empty trait list keeps the class's own).
  private static func applyAccessibility(_ accessibility: IBAccessibility, to view: UIView) {
    if let isElement = accessibility.isElement { view.isAccessibilityElement = isElement }
    if let label = accessibility.label { view.accessibilityLabel = label }
    if let hint = accessibility.hint { view.accessibilityHint = hint }
    if let identifier = accessibility.identifier { view.accessibilityIdentifier = identifier }
    if !accessibility.traits.isEmpty {
      view.accessibilityTraits = UIAccessibilityTraits(interfaceBuilderNames: accessibility.traits)
    }
  }

  private static func applyTextAttributes(of element: IBXMLElement, to view: UIView, sizing: Bool) {
    let alignment = element["textAlignment"].flatMap(NSTextAlignment.interfaceBuilderCase(named:))
    switch view {
    case let label as UILabel:
      if let alignment { label.textAlignment = alignment }
      if let enabled = element.bool("enabled") { label.isEnabled = enabled }
      if let highlighted = element.bool("highlighted") { label.isHighlighted = highlighted }
      guard sizing else { return }
      if let mode = element["lineBreakMode"].flatMap(lineBreakMode(named:)) { label.lineBreakMode = mode }
      if let fits = element.bool("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
      if let factor = element.double("minimumScaleFactor") { label.minimumScaleFactor = CGFloat(factor) }
      if let tightens = element.bool("allowsDefaultTighteningForTruncation") {
        label.allowsDefaultTighteningForTruncation = tightens
      }
      if let adjusts = element.bool("adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = adjusts }
      if let adjustment = element["baselineAdjustment"].flatMap(UIBaselineAdjustment.interfaceBuilderCase(named:)) {
        label.baselineAdjustment = adjustment
      }
    case let field as UITextField:
      if let alignment { field.textAlignment = alignment }
      if let size = element.double("minimumFontSize") { field.minimumFontSize = CGFloat(size) }
      if let fits = element.bool("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = fits }
      if sizing, let adjusts = element.bool("adjustsFontForContentSizeCategory") { field.adjustsFontForContentSizeCategory = adjusts }
    case let button as UIButton:
      if sizing, let mode = element["lineBreakMode"].flatMap(lineBreakMode(named:)) { button.titleLabel?.lineBreakMode = mode }
    case let textView as UITextView:
      if let alignment { textView.textAlignment = alignment }
      if let editable = element.bool("editable") { textView.isEditable = editable }
      if let selectable = element.bool("selectable") { textView.isSelectable = selectable }
      if sizing, let adjusts = element.bool("adjustsFontForContentSizeCategory") { textView.adjustsFontForContentSizeCategory = adjusts }
    default: break
    }
  }

  private static func applyControlAttributes(of element: IBXMLElement, to control: UIControl) {
    if let enabled = element.bool("enabled") { control.isEnabled = enabled }
    if let selected = element.bool("selected") { control.isSelected = selected }
    if let highlighted = element.bool("highlighted") { control.isHighlighted = highlighted }
    if let horizontal = element["contentHorizontalAlignment"].flatMap(horizontalAlignment(named:)) {
      control.contentHorizontalAlignment = horizontal
    }
    if let vertical = element["contentVerticalAlignment"].flatMap(verticalAlignment(named:)) {
      control.contentVerticalAlignment = vertical
    }
    switch control {
    case let toggle as UISwitch:
      if let on = element.bool("on") { toggle.isOn = on }
    case let slider as UISlider:
      // UIKit decodes the range before the value, which it clamps to the range.
      if let minimum = element.double("minValue") { slider.minimumValue = Float(minimum) }
      if let maximum = element.double("maxValue") { slider.maximumValue = Float(maximum) }
      if let value = element.double("value") { slider.value = Float(value) }
      if let continuous = element.bool("continuous") { slider.isContinuous = continuous }
    case let stepper as UIStepper:
      if let minimum = element.double("minimumValue") { stepper.minimumValue = minimum }
      if let maximum = element.double("maximumValue") { stepper.maximumValue = maximum }
      if let step = element.double("stepValue") { stepper.stepValue = step }
      if let wraps = element.bool("wraps") { stepper.wraps = wraps }
      if let autorepeat = element.bool("autorepeat") { stepper.autorepeat = autorepeat }
      if let continuous = element.bool("continuous") { stepper.isContinuous = continuous }
      if let value = element.double("value") { stepper.value = value }
    case let button as UIButton:
      if let pointer = element.bool("pointerInteraction") { button.isPointerInteractionEnabled = pointer }
    case let segmented as UISegmentedControl:
      if let index = element["selectedSegmentIndex"].flatMap(Int.init) { segmented.selectedSegmentIndex = index }
    case let pages as UIPageControl:
      if let page = element["currentPage"].flatMap(Int.init) { pages.currentPage = page }
    default: break
    }
  }

  private static func applyScrollAttributes(of element: IBXMLElement, to scroll: UIScrollView, sizing: Bool) {
    if let table = scroll as? UITableView {
      if sizing, let header = element.double("sectionHeaderHeight") { table.sectionHeaderHeight = CGFloat(header) }
      if sizing, let footer = element.double("sectionFooterHeight") { table.sectionFooterHeight = CGFloat(footer) }
      // The canvas places its rows itself, so the separator changes only what is drawn there.
      if let style = element["separatorStyle"] { table.separatorStyle = style == "none" ? .none : .singleLine }
    }
    if let paging = element.bool("pagingEnabled") { scroll.isPagingEnabled = paging }
    if let bounces = element.bool("bounces") { scroll.bounces = bounces }
    if let shows = element.bool("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = shows }
    if let shows = element.bool("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = shows }
  }

  /// UIKit's line break mode for Interface Builder's name of it (`tailTruncation`, `wordWrap`).
  static func lineBreakMode(named name: String) -> NSLineBreakMode? {
    switch name {
    case "wordWrap": .byWordWrapping
    case "characterWrap": .byCharWrapping
    case "clip": .byClipping
    case "headTruncation": .byTruncatingHead
    case "tailTruncation": .byTruncatingTail
    case "middleTruncation": .byTruncatingMiddle
    default: nil
    }
  }

  private static func horizontalAlignment(named name: String) -> UIControl.ContentHorizontalAlignment? {
    switch name {
    case "center": .center
    case "left": .left
    case "right": .right
    case "fill": .fill
    case "leading": .leading
    case "trailing": .trailing
    default: nil
    }
  }

  private static func verticalAlignment(named name: String) -> UIControl.ContentVerticalAlignment? {
    switch name {
    case "center": .center
    case "top": .top
    case "bottom": .bottom
    case "fill": .fill
    default: nil
    }
  }
}
