import Foundation
import InterfaceBuilder

extension AttributedRun {
  /// The runs of a document's `<attributedString>`: each fragment a run with its font (`NSFont`,
  /// text styles at `contentSizeCategory`), color (`NSColor`), kern (`NSKern`) and paragraph
  /// style (`NSParagraphStyle`), as a nib's decoder builds `attributedText`; custom fonts iOS does
  /// not ship come from `appFonts`.
  static func runs(
    interfaceBuilder source: IBAttributedString, contentSizeCategory: String, appFonts: AppFontCatalog = .empty
  ) -> [AttributedRun] {
    source.fragments.map { fragment in
      var attributes: [NSAttributedString.Key: Any] = [:]
      if let font = fragment.font {
        attributes[.font] = UIFont.interfaceBuilderFont(
          attributedFragment: font, contentSizeCategory: contentSizeCategory, appFonts: appFonts)
      }
      if let color = fragment.color?.runtimeColor { attributes[.foregroundColor] = color }
      if let kern = fragment.attributes.first(where: { $0.key == "NSKern" })?.double("value") {
        attributes[.kern] = CGFloat(kern)
      }
      if let style = fragment.paragraphStyle { attributes[.paragraphStyle] = NSParagraphStyle.interfaceBuilder(style) }
      return AttributedRun(text: fragment.content, attributes: attributes)
    }
  }
}

extension NSParagraphStyle {
  /// A `<paragraphStyle key="NSParagraphStyle">` element's alignment, line break mode and spacing.
  static func interfaceBuilder(_ element: IBXMLElement) -> NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    if let alignment = element["alignment"].flatMap(NSTextAlignment.interfaceBuilderCase(named:)) {
      style.alignment = alignment
    }
    if let mode = element["lineBreakMode"].flatMap(paragraphLineBreakMode(named:)) { style.lineBreakMode = mode }
    style.lineSpacing = CGFloat(element.double("lineSpacing") ?? 0)
    style.paragraphSpacing = CGFloat(element.double("paragraphSpacing") ?? 0)
    style.paragraphSpacingBefore = CGFloat(element.double("paragraphSpacingBefore") ?? 0)
    style.minimumLineHeight = CGFloat(element.double("minimumLineHeight") ?? 0)
    style.maximumLineHeight = CGFloat(element.double("maximumLineHeight") ?? 0)
    return style
  }

  /// A paragraph style's line break mode, named as in AppKit (`wordWrapping`, `truncatingTail`).
  private static func paragraphLineBreakMode(named name: String) -> NSLineBreakMode? {
    NSLineBreakMode.allCases.first { "\($0)".lowercased() == "by" + name.lowercased() }
  }
}
