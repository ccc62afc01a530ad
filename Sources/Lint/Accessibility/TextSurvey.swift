import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Measures the text a view shows against the room its solved frame gives it, with the view's
/// own font and number of lines, and resolves the colours it is drawn in.
@MainActor
enum TextSurvey {
  /// The text of a label, a button's title or an empty text field's placeholder, measured; nil
  /// for views without text.
  static func text(of entry: StoryboardSceneBuilder.Entry, colors: DocumentColors, sources: [ObjectIdentifier: IBView]) -> SurveyedText? {
    let traits = entry.view.traitCollection
    var text: SurveyedText
    var foreground: UIColor?
    switch entry.view {
    case let label as UILabel:
      guard let string = label.text, !string.isEmpty, let measured = measure(label) else { return nil }
      text = measured
      foreground = colors.uiColor(entry.source.textColor) ?? .label
    case let button as UIButton:
      guard let string = button.currentTitle, !string.isEmpty, let font = button.titleLabel?.font else { return nil }
      let insets = button.contentEdgeInsets
      let needed = button.intrinsicContentSize
      let available = button.bounds.size
      let lineRoom = available.height - insets.top - insets.bottom
      text = SurveyedText(
        role: .title, string: string, pointSize: Double(font.pointSize), isBold: isBold(font),
        needed: CGSize(width: needed.width, height: font.lineHeight), available: CGSize(width: available.width, height: lineRoom),
        isTruncated: needed.width > available.width + AccessibilitySurvey.tolerance
          || font.lineHeight - lineRoom > font.lineHeight * verticalOverflowAllowance)
      // A button's default title colour is its tint (or white, for custom buttons): UIKit's own
      // choice, left to its designers; only colours the document sets are checked.
      foreground = colors.uiColor(entry.source.buttonStates.first { $0.key == "normal" }?.titleColor)
    case let field as UITextField:
      guard (field.text ?? "").isEmpty, let placeholder = field.placeholder, !placeholder.isEmpty else { return nil }
      let font = field.font ?? UIFont.systemFont(ofSize: UIFont.systemFontSize)
      // Without text, a field's intrinsic width is its placeholder's plus its border's padding.
      let needed = CGSize(width: field.intrinsicContentSize.width, height: font.lineHeight)
      let available = field.bounds.size
      text = SurveyedText(
        role: .placeholder, string: placeholder, pointSize: Double(font.pointSize), isBold: isBold(font), needed: needed,
        available: available,
        isTruncated: needed.width > available.width + AccessibilitySurvey.tolerance
          || needed.height - available.height > needed.height * verticalOverflowAllowance)
    default:
      return nil
    }
    if let foreground, let background = backdrop(of: entry.view, colors: colors, sources: sources) {
      text.foreground = ContrastColor(foreground, traits: traits)
      text.background = background
    }
    return text
  }

  /// A label's text against its bounds, as the label draws it (the engine's own line breaking,
  /// shrinking and truncation): cut off when characters are dropped or replaced by "…", when a
  /// line runs past the width (clipping modes), or when one line is taller than the label by
  /// more than `verticalOverflowAllowance` of its height.
  static func measure(_ label: UILabel) -> SurveyedText? {
    guard let string = label.text, let font = label.font else { return nil }
    let available = label.bounds.size
    let tolerance = AccessibilitySurvey.tolerance
    let measured = font.measured(on: label.traitCollection.uiKitRelease)
    let shown = label.renderedText
    let unbounded = CGSize(width: label.numberOfLines == 1 ? unlimited : available.width, height: unlimited)
    let full = RenderedText(string, font: measured, numberOfLines: 0, size: unbounded, lineBreakMode: .byWordWrapping)
    let drawnFont = measured.withSize(shown.pointSize)
    let shownText = shown.lines.map(\.text).joined()
    let addsEllipsis = !string.contains(ellipsis) && shownText.contains(ellipsis)
    let dropsCharacters = visibleCount(shownText) - (addsEllipsis ? 1 : 0) < visibleCount(string)
    let clipsLine = shown.lines.contains { line in
      naturalWidth(line.text, font: drawnFont) > available.width + tolerance
    }
    let overflows = shown.lineHeight - available.height > shown.lineHeight * verticalOverflowAllowance
    let widest = full.lines.map(\.width).max() ?? 0
    return SurveyedText(
      role: .label, string: string, pointSize: Double(font.pointSize), isBold: isBold(font),
      needed: CGSize(width: (widest * 2).rounded(.up) / 2, height: full.height), available: available,
      isTruncated: addsEllipsis || dropsCharacters || clipsLine || overflows)
  }

  /// The share of a line's height a label may be shorter than its text before the text counts as
  /// clipped: UILabel does not clip, and ascenders and descenders leave slack above and below.
  static let verticalOverflowAllowance: CGFloat = 0.25
  /// A size no text reaches, for measuring without a limit.
  static let unlimited: CGFloat = 1_000_000
  static let ellipsis: Character = "\u{2026}"

  /// The characters that show (not spaces and line breaks, which line breaking drops).
  static func visibleCount(_ text: String) -> Int { text.filter { !$0.isWhitespace }.count }

  /// The width of `text` on one line in `font`.
  static func naturalWidth(_ text: String, font: UIFont) -> CGFloat {
    RenderedText(text, font: font, numberOfLines: 1, size: CGSize(width: unlimited, height: unlimited), lineBreakMode: .byClipping)
      .lines.first?.width ?? 0
  }

  static func isBold(_ font: UIFont) -> Bool { font.fontDescriptor.symbolicTraits.contains(.traitBold) }

  /// The opaque colour behind `view`: its own background, the backgrounds of earlier siblings
  /// that cover it and of its ancestors, composited from the first opaque one up; over the system
  /// background (as the variant resolves it) when none is opaque. Nil when an image, a map, a web
  /// view or a button's background image lies behind the text: its colours are not known.
  static func backdrop(of view: UIView, colors: DocumentColors, sources: [ObjectIdentifier: IBView]) -> ContrastColor? {
    let target = view.convert(view.bounds, to: nil)
    var layers: [ContrastColor] = []
    /// Adds `candidate`'s background; true once the backdrop is opaque.
    func add(_ candidate: UIView) -> Bool? {
      guard let source = sources[ObjectIdentifier(candidate)] else { return false }
      if unknownContentKinds.contains(source.kind) || source.buttonStates.contains(where: { $0.backgroundImage != nil }) {
        return nil
      }
      guard
        let color = colors.uiColor(source.backgroundColor)
          ?? defaultBackground(of: candidate, source: source, sources: sources)
      else {
        return false
      }
      let resolved = ContrastColor(color, traits: candidate.traitCollection)
      if resolved.alpha > 0 { layers.append(resolved) }
      return resolved.isOpaque
    }
    var current: UIView? = view
    search: while let candidate = current {
      guard let opaque = add(candidate) else { return nil }
      if opaque { break }
      if let parent = candidate.superview, let index = parent.subviews.firstIndex(where: { $0 === candidate }) {
        for sibling in parent.subviews[..<index].reversed()
        where !sibling.isHidden && sibling.alpha > 0 && sibling.convert(sibling.bounds, to: nil).contains(target) {
          guard let opaque = add(sibling) else { return nil }
          if opaque { break search }
        }
      }
      current = candidate.superview
    }
    var result = ContrastColor(UIColor.systemBackground, traits: view.traitCollection)
    for layer in layers.reversed() { result = layer.composited(over: result) }
    return result
  }

  /// UIKit's own background for a view the document gives none: a table cell is opaque in its
  /// table style's cell colour (the default background configuration: `systemBackground` in a
  /// plain table, `secondarySystemGroupedBackground` in grouped and inset-grouped ones), so its
  /// text is read against the cell, not the table behind it. Asked only when the document's own
  /// colour is unset or `nil` (one it sets, clear included, wins); other views are transparent.
  /// The table's style is read from the document (the canvas builds its tables plain).
  static func defaultBackground(of view: UIView, source: IBView, sources: [ObjectIdentifier: IBView]) -> UIColor? {
    guard source.kind == "tableViewCell" else { return nil }
    var ancestor = view.superview
    while let current = ancestor, sources[ObjectIdentifier(current)]?.kind != "tableView" { ancestor = current.superview }
    switch ancestor.flatMap({ sources[ObjectIdentifier($0)] })?.style {
    case "grouped"?, "insetGrouped"?: return .secondarySystemGroupedBackground
    default: return .systemBackground
    }
  }

  /// Element names of views whose drawn content (not a colour) may lie behind text.
  static let unknownContentKinds: Set<String> = [
    "imageView", "mapView", "wkWebView", "webView", "visualEffectView", "skView", "sceneKitView", "arscnView",
    "arskView", "mtkView", "glkView",
  ]
}
