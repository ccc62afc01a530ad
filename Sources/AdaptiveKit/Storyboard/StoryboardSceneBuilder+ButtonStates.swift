import Foundation
import InterfaceBuilder

extension StoryboardSceneBuilder {
  /// Gives `button` what `UIButton.init(coder:)` decodes from each `<state>` of the document
  /// beyond the normal title: the other states' titles, every state's attributed title
  /// (`setAttributedTitle(_:for:)`), image (a symbol resolves as `UIImage(systemName:)`, a named
  /// image from the bundle) and background image. Run time only: the canvas sizes buttons by
  /// the images the document lists, and draws titles from the document.
  static func applyStateContent(
    of source: IBView, to button: UIButton, load: StoryboardLoad, contentSizeCategory: String, appFonts: AppFontCatalog
  ) {
    for state in source.buttonStates {
      guard let controlState = UIControl.State(interfaceBuilderStateKey: state.key) else { continue }
      // The normal title is set for the canvas too, by the caller.
      if controlState != .normal, let title = state.title { button.setTitle(title, for: controlState) }
      if let attributed = state.attributedTitle {
        button.setAttributedTitle(
          NSAttributedString.interfaceBuilder(attributed, contentSizeCategory: contentSizeCategory, appFonts: appFonts),
          for: controlState)
      }
      if let image = load.image(in: state.element) { button.setImage(image, for: controlState) }
      if let name = state.backgroundImage {
        button.setBackgroundImage(load.image(named: name, for: source), for: controlState)
      }
    }
  }
}

extension NSAttributedString {
  /// A document's `<attributedString>` as a nib's decoder builds it: one run per fragment (see
  /// `AttributedRun.runs(interfaceBuilder:contentSizeCategory:appFonts:)`).
  static func interfaceBuilder(
    _ source: IBAttributedString, contentSizeCategory: String, appFonts: AppFontCatalog = .empty
  ) -> NSAttributedString {
    let string = NSMutableAttributedString(string: "")
    for run in AttributedRun.runs(interfaceBuilder: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts) {
      string.append(NSAttributedString(string: run.text, attributes: run.attributes))
    }
    return string
  }
}
