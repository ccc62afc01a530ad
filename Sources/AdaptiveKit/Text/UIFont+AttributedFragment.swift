import Foundation
import InterfaceBuilder

extension UIFont {
  /// The font of an attributed string's `NSFont` attribute (`<font key="NSFont">`): a named face,
  /// or one of AppKit's meta fonts, which Interface Builder writes for the system font
  /// (`system`, `label`, `message`, `menu`, `smallSystem`: regular; `systemBold`: bold) at the
  /// size given; a text style at `contentSizeCategory`. Without a size, the label size.
  static func interfaceBuilderFont(
    attributedFragment font: IBFont, contentSizeCategory: String, appFonts: AppFontCatalog = .empty
  ) -> UIFont {
    let size = font.pointSize.map { CGFloat($0) } ?? labelFontSize
    switch font.kind {
    case .named(let name, _): return interfaceBuilderFont(name: name, size: size, appFonts: appFonts)
    case .metaFont(let meta) where meta.lowercased().contains("bold"): return boldSystemFont(ofSize: size)
    case .boldSystem: return boldSystemFont(ofSize: size)
    case .italicSystem: return italicSystemFont(ofSize: size)
    case .system(let weight?): return systemFont(ofSize: size, weight: FontNameResolver.weight(fromName: weight))
    case .textStyle(let style): return textStyleFont(TextStyle(rawValue: style), contentSizeCategory: contentSizeCategory)
    case .system, .metaFont, .other: return systemFont(ofSize: size)
    }
  }
}

extension UIFont {
  /// The font a label with attributed text (`source`) is measured in: its largest fragment font,
  /// which sets the height of its lines (nil without attributed text or fonts in it). UIKit
  /// draws an attributed label in its string's fonts, not the label's `font`.
  static func interfaceBuilderFont(
    attributedTextOf source: IBView, contentSizeCategory: String, appFonts: AppFontCatalog = .empty
  ) -> UIFont? {
    let fonts = (source.attributedText?.fragments ?? []).compactMap(\.font).map {
      interfaceBuilderFont(attributedFragment: $0, contentSizeCategory: contentSizeCategory, appFonts: appFonts)
    }
    return fonts.max { $0.pointSize < $1.pointSize }
  }
}
