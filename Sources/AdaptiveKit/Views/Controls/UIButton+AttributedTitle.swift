import Foundation

extension UIButton {
  /// The unrounded size of the title on one line: the current attributed title per run (its
  /// fonts, kern, and lines as tall as its tallest font; runs without a font in the title
  /// label's), else `title` in `font`.
  func titleLineSize(_ title: String, font: UIFont) -> CGSize {
    if let attributed = currentAttributedTitle, attributed.length > 0 {
      let characters = AttributedCharacters(attributed, defaultFont: font, release: traitCollection.uiKitRelease)
      return TextMeasurer.layout(characters, numberOfLines: 1, maxWidth: nil, lineBreakMode: .byClipping).size
    }
    return CGSize(width: TextMeasurer.size(of: title, font: font).width, height: font.lineHeight)
  }
}
