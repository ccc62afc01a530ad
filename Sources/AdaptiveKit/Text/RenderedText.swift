import Foundation

/// One line of text as a renderer draws it: what layout measured, so drawing wraps and truncates
/// exactly where layout did. Package-visible: the `Rendering` module's seam into the text engine.
package struct RenderedTextLine: Hashable, Sendable {
  /// The characters shown (with "…" where truncated).
  package let text: String
  /// The typographic width in points.
  package let width: CGFloat
  /// Distance from the top of the text block to this line's baseline.
  package let baselineOffset: CGFloat
}

/// Text laid out into a box: its lines and the height they take.
package struct RenderedText: Hashable, Sendable {
  /// The lines, top to bottom.
  package let lines: [RenderedTextLine]
  /// The height of one line.
  package let lineHeight: CGFloat
  /// The distance between successive baselines (a text style's leading, else `lineHeight`).
  package let lineAdvance: CGFloat
  /// The point size the text is drawn at: the font's, or smaller where a label shrinks its text
  /// to fit (`adjustsFontSizeToFitWidth`).
  package let pointSize: CGFloat
  /// The height of the block (one line's height plus one advance per further line).
  package var height: CGFloat {
    TextLayout.height(ofLines: lines.count, lineHeight: lineHeight, lineAdvance: lineAdvance)
  }

  /// Lays out `text` the way UILabel draws it in a box of `size`: wrapped to the width (single
  /// lines truncate there), no more lines than `numberOfLines` (0: unlimited) nor than fit the
  /// height, the last kept line shortened per `lineBreakMode`. A single line wider than the box
  /// is first tightened and shrunk as the label's fitting options allow.
  package init(
    _ text: String, font: UIFont, numberOfLines: Int, size: CGSize, lineBreakMode: NSLineBreakMode,
    adjustsFontSizeToFitWidth: Bool = false, minimumScaleFactor: CGFloat = 0,
    allowsDefaultTighteningForTruncation: Bool = false
  ) {
    let fitting = TextFitting(
      adjustsFontSizeToFitWidth: adjustsFontSizeToFitWidth, minimumScaleFactor: minimumScaleFactor,
      allowsDefaultTighteningForTruncation: allowsDefaultTighteningForTruncation)
    self.init(text, font: font, numberOfLines: numberOfLines, size: size, lineBreakMode: lineBreakMode, fitting: fitting)
  }

  init(
    _ text: String, font: UIFont, numberOfLines: Int, size: CGSize, lineBreakMode: NSLineBreakMode, fitting: TextFitting
  ) {
    let lineHeight = font.lineHeight
    let lineAdvance = font.lineAdvance
    // UIKit draws only whole lines that fit the label's height (always at least one).
    let fittingLines =
      lineHeight > 0 && lineAdvance > 0
      ? max(2, Int(saturating: ((size.height + 0.5 - lineHeight) / lineAdvance).rounded(.down) + 1)) : 1
    let limit = numberOfLines > 0 ? min(numberOfLines, fittingLines) : fittingLines
    let fitted = fitting.fit(text, font: font, width: size.width, numberOfLines: limit)
    let layout = TextMeasurer.layout(
      text, font: fitted.font, numberOfLines: limit, maxWidth: max(0, size.width) / fitted.squeeze,
      lineBreakMode: lineBreakMode)
    // Shrunk text keeps the full-size baseline (UILabel's default `baselineAdjustment`,
    // `.alignBaselines`), so the block keeps the font's line height and ascender.
    let shift = font.ascender - fitted.font.ascender
    lines = layout.lines.map {
      RenderedTextLine(text: $0.text, width: $0.width * fitted.squeeze, baselineOffset: $0.baselineOffset + shift)
    }
    self.lineHeight = lineHeight
    self.lineAdvance = lineAdvance
    pointSize = fitted.font.pointSize
  }
}

extension UIFont {
  /// The CSS weight (100…900) of the bundled face that stands in for this font.
  package var cssWeight: Int {
    switch typeface {
    case .thin: 100
    case .extraLight: 200
    case .light: 300
    case .regular, .italic: 400
    case .medium: 500
    case .semiBold: 600
    case .bold: 700
    case .extraBold: 800
    case .black: 900
    }
  }

  /// Whether the font is drawn slanted.
  package var isSlanted: Bool { isItalic }

  /// The bundled font file that supplies this font's glyphs (for embedding with `@font-face`).
  package var bundledFontFileURL: URL? { BundledFonts.url(named: typeface.rawValue) }

  /// The app's font file this font is drawn from (nil for fonts iOS ships, drawn in Inter).
  package var appFontFileURL: URL? { appFont?.url }
}

extension UIFont {
  /// The font Interface Builder means by a `<fontDescription>`'s attributes (as layout builds it),
  /// text styles at UIKit's default content size category.
  package static func renderedInterfaceBuilderFont(attributes: [String: String]) -> UIFont {
    interfaceBuilderFont(attributes: attributes, contentSizeCategory: DynamicTypeSizes.defaultCategory)
  }
}
