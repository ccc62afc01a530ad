import Foundation
import InterfaceBuilder

/// The colours a size-class variation sets, re-applied at run time when the size classes change
/// (issue 27). The canvas draws colours from the document, so it is left as it was.
extension StoryboardSceneBuilder {
  /// Gives `view` the colours of `source` (resolved for the new size classes) for `keys`: a
  /// colour the resolved document leaves unset or `<nil>` goes back to the class's default, as a
  /// view decoded without that colour would have it.
  static func applyVariableColors(of source: IBView, keys: Set<String>, to view: UIView, load: StoryboardLoad) {
    guard !keys.isEmpty else { return }
    for key in keys where load.color(source.color(forKey: key)) == nil { resetColor(key, of: view) }
    applyColors(of: source, to: view, load: load, keys: keys)
  }

  /// Puts the colour property `key` back to UIKit's default for the view's class.
  private static func resetColor(_ key: String, of view: UIView) {
    switch (key, view) {
    case ("backgroundColor", _): view.backgroundColor = nil
    case ("tintColor", _): view.tintColor = nil
    case ("textColor", let label as UILabel): label.textColor = .label
    case ("textColor", let field as UITextField): field.textColor = .label
    case ("textColor", let textView as UITextView): textView.textColor = nil
    case ("highlightedColor", let label as UILabel): label.highlightedTextColor = nil
    case ("separatorColor", let table as UITableView): table.separatorColor = .separator
    case ("onTintColor", let toggle as UISwitch): toggle.onTintColor = nil
    case ("thumbTintColor", let toggle as UISwitch): toggle.thumbTintColor = nil
    case ("minimumTrackTintColor", let slider as UISlider): slider.minimumTrackTintColor = nil
    case ("maximumTrackTintColor", let slider as UISlider): slider.maximumTrackTintColor = nil
    case ("thumbTintColor", let slider as UISlider): slider.thumbTintColor = nil
    case ("progressTintColor", let progress as UIProgressView): progress.progressTintColor = nil
    case ("trackTintColor", let progress as UIProgressView): progress.trackTintColor = nil
    case ("selectedSegmentTintColor", let segmented as UISegmentedControl): segmented.selectedSegmentTintColor = nil
    case ("color", let spinner as UIActivityIndicatorView): spinner.color = nil
    case ("pageIndicatorTintColor", let pages as UIPageControl): pages.pageIndicatorTintColor = nil
    case ("currentPageIndicatorTintColor", let pages as UIPageControl): pages.currentPageIndicatorTintColor = nil
    default: break
    }
  }
}
