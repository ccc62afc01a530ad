import Foundation

extension UILabel {
  /// The attributes plain text shows with: the label's font, color, alignment and line breaks.
  var labelTextAttributes: [NSAttributedString.Key: Any] {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    return [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: style]
  }

  /// What `attributedText` returns: the string as set while nothing restyled it; the runs as one
  /// string where they have one set of attributes; else the text with the first run's
  /// attributes (Foundation on Linux cannot build a string of runs holding different objects:
  /// see `AttributedRun`). Plain text comes back with the label's attributes.
  var currentAttributedText: NSAttributedString? {
    guard let runs = attributedRuns else {
      return text.map { NSAttributedString(string: $0, attributes: labelTextAttributes) }
    }
    if let object = attributedTextObject { return object }
    let joined = AttributedRun.joined(runs)
    return NSAttributedString(string: text ?? "", attributes: joined.first?.attributes ?? [:])
  }

  /// Takes `value`'s runs and sets `text` and the style properties from its start, as UIKit's
  /// setter does ("updates the values in the font, textColor, and other style-related
  /// properties so that they reflect the style information starting at location 0").
  func setAttributedText(_ value: NSAttributedString?) {
    guard let value else {
      setAttributedRuns(nil)
      return
    }
    setAttributedRuns(AttributedRun.runs(of: value), object: AttributedRun.snapshot(of: value))
  }

  /// Shows `runs` (a storyboard's fragments, or a string's runs), `object` being the string they
  /// were read from, if any.
  func setAttributedRuns(_ runs: [AttributedRun]?, object: NSAttributedString? = nil) {
    isApplyingAttributedText = true
    defer { isApplyingAttributedText = false }
    attributedRuns = runs
    attributedTextObject = runs == nil ? nil : object
    text = runs.map { $0.map(\.text).joined() }
    if let attributes = runs?.first?.attributes {
      if let font = attributes[.font] as? UIFont { self.font = font }
      if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
      if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
        textAlignment = style.alignment
        lineBreakMode = style.lineBreakMode
      }
    }
    invalidateIntrinsicContentSize()
  }

  /// Sets `key` to `value` over the whole attributed text (UIKit's `font` and `textColor`
  /// setters restyle all of a styled string).
  func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any?) {
    guard !isApplyingAttributedText, let runs = attributedRuns, let value else { return }
    restyle(runs) { $0[key] = value }
  }

  /// Gives every paragraph style of the attributed text the label's alignment and line break
  /// mode (UIKit's `textAlignment` and `lineBreakMode` setters apply to all of a styled string).
  func applyParagraphStyleToAttributedText() {
    guard !isApplyingAttributedText, let runs = attributedRuns else { return }
    restyle(runs) { attributes in
      let style =
        (attributes[.paragraphStyle] as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle
        ?? NSMutableParagraphStyle()
      style.alignment = textAlignment
      style.lineBreakMode = lineBreakMode
      attributes[.paragraphStyle] = style
    }
  }

  private func restyle(_ runs: [AttributedRun], _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
    attributedRuns = AttributedRun.joined(
      runs.map { run in
        var run = run
        change(&run.attributes)
        return run
      })
    let joined = attributedRuns ?? []
    // One run can be handed back exactly; several cannot be built (see `currentAttributedText`).
    attributedTextObject =
      joined.count == 1 ? NSAttributedString(string: joined[0].text, attributes: joined[0].attributes) : nil
    invalidateIntrinsicContentSize()
  }

  /// The text laid out at `maxWidth`: per run when attributed text is set, else in `font`.
  func measuredLayout(maxWidth: CGFloat?) -> TextLayout {
    let release = traitCollection.uiKitRelease
    if let runs = attributedRuns, !(text ?? "").isEmpty {
      return TextMeasurer.layout(
        AttributedCharacters(runs: runs, defaultFont: font, release: release), numberOfLines: numberOfLines,
        maxWidth: maxWidth, lineBreakMode: lineBreakMode)
    }
    return TextMeasurer.layout(
      text ?? "", font: font.measured(on: release), numberOfLines: numberOfLines, maxWidth: maxWidth,
      lineBreakMode: lineBreakMode, pushesOut: pushesOutLastWord)
  }

  /// Whether plain text wraps with push-out: the strategy holds it and the release has it
  /// (`LayoutMetrics.labelPushesOutLastWord`).
  var pushesOutLastWord: Bool {
    lineBreakStrategy.contains(.pushOut) && LayoutMetrics.labelPushesOutLastWord[traitCollection.uiKitRelease]
  }
}
