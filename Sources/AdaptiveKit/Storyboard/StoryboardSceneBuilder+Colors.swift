import Foundation
import InterfaceBuilder

/// The colours UIKit's `init(coder:)` decodes for views, applied at run time (issue 27, item 5).
/// The canvas draws colours from the document itself, so it is left as it was.
extension StoryboardSceneBuilder {
  /// Gives `view` the colours `source` sets (only those of `keys` when given: a size class's).
  static func applyColors(of source: IBView, to view: UIView, load: StoryboardLoad, keys: Set<String>? = nil) {
    /// The colour the document sets for `key`; `.some(nil)` for an explicit `<nil>`.
    func color(_ key: String) -> UIColor?? {
      if let keys, !keys.contains(key) { return nil }
      guard let color = source.color(forKey: key) else { return nil }
      return .some(load.color(color))
    }
    if let background = color("backgroundColor") { view.backgroundColor = background }
    if let tint = color("tintColor") { view.tintColor = tint }
    switch view {
    case let label as UILabel:
      // An explicit nil text colour is UIKit's default, which the label already has.
      if let text = color("textColor") ?? nil { label.textColor = text }
      if let highlighted = color("highlightedColor") { label.highlightedTextColor = highlighted }
    case let field as UITextField:
      if let text = color("textColor") ?? nil { field.textColor = text }
    case let textView as UITextView:
      if let text = color("textColor") ?? nil { textView.textColor = text }
    case let table as UITableView:
      if let separator = color("separatorColor") { table.separatorColor = separator }
    case let toggle as UISwitch:
      if let on = color("onTintColor") { toggle.onTintColor = on }
      if let thumb = color("thumbTintColor") { toggle.thumbTintColor = thumb }
    case let slider as UISlider:
      if let minimum = color("minimumTrackTintColor") { slider.minimumTrackTintColor = minimum }
      if let maximum = color("maximumTrackTintColor") { slider.maximumTrackTintColor = maximum }
      if let thumb = color("thumbTintColor") { slider.thumbTintColor = thumb }
    case let progress as UIProgressView:
      if let filled = color("progressTintColor") { progress.progressTintColor = filled }
      if let track = color("trackTintColor") { progress.trackTintColor = track }
    case let segmented as UISegmentedControl:
      if let selected = color("selectedSegmentTintColor") { segmented.selectedSegmentTintColor = selected }
    case let spinner as UIActivityIndicatorView:
      if let spokes = color("color") { spinner.color = spokes }
    case let button as UIButton where keys == nil:
      // Each state's title and title shadow colours, as UIButton's init(coder:) decodes them.
      for state in source.buttonStates {
        guard let controlState = UIControl.State(interfaceBuilderStateKey: state.key) else { continue }
        if let title = state.titleColor { button.setTitleColor(load.color(title), for: controlState) }
        if let shadow = state.titleShadowColor { button.setTitleShadowColor(load.color(shadow), for: controlState) }
      }
    case let pages as UIPageControl:
      if let dots = color("pageIndicatorTintColor") { pages.pageIndicatorTintColor = dots }
      if let current = color("currentPageIndicatorTintColor") { pages.currentPageIndicatorTintColor = current }
    default:
      break
    }
  }
}
