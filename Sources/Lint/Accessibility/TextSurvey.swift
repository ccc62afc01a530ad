import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Measures the text a view shows against the room its solved frame gives it, with the view's
/// own font and number of lines, and resolves the colours it is drawn in.
@MainActor
enum TextSurvey {
  /// The text of a label, a button's title or an empty text field's placeholder, measured; nil
  /// for views without text.
  static func text(of entry: IBSceneLayout.Entry, colors: DocumentColors, sources: [ObjectIdentifier: IBView]) -> SurveyedText? {
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
          || font.lineHeight > lineRoom + AccessibilitySurvey.tolerance)
      // A button's default title colour is its tint (or white, for custom buttons): UIKit's own
      // choice, left to its designers; only colours the document sets are checked.
      foreground = colors.uiColor(entry.source.buttonStates.first { $0.key == "normal" }?.titleColor)
    case let field as UITextField:
      guard (field.text ?? "").isEmpty, let placeholder = field.placeholder, !placeholder.isEmpty else { return nil }
      let font = field.font ?? UIFont.systemFont(ofSize: UIFont.systemFontSize)
      let probe = UITextField()
      probe.borderStyle = field.borderStyle
      probe.font = font
      probe.placeholder = placeholder
      let needed = CGSize(width: probe.intrinsicContentSize.width, height: font.lineHeight)
      let available = field.bounds.size
      text = SurveyedText(
        role: .placeholder, string: placeholder, pointSize: Double(font.pointSize), isBold: isBold(font), needed: needed,
        available: available,
        isTruncated: needed.width > available.width + AccessibilitySurvey.tolerance
          || needed.height > available.height + AccessibilitySurvey.tolerance)
    default:
      return nil
    }
    if let foreground {
      let background = backdrop(of: entry.view, colors: colors, sources: sources)
      text.foreground = ContrastColor(foreground, traits: traits)
      text.background = background
    }
    return text
  }

  /// A label's text against its bounds: one line against the width (after the shrinking the
  /// label allows), wrapped text against the height and the line limit.
  static func measure(_ label: UILabel) -> SurveyedText? {
    guard let string = label.text, let font = label.font else { return nil }
    let available = label.bounds.size
    let tolerance = AccessibilitySurvey.tolerance
    let probe = UILabel()
    probe.font = font
    probe.text = string
    probe.lineBreakMode = .byWordWrapping
    let needed: CGSize
    let isTruncated: Bool
    if label.numberOfLines == 1 {
      probe.numberOfLines = 1
      needed = probe.sizeThatFits(.zero)
      let shrink = shrinkFactor(label)
      isTruncated = needed.width * shrink > available.width + tolerance || font.lineHeight * shrink > available.height + tolerance
    } else {
      probe.numberOfLines = 0
      needed = probe.sizeThatFits(CGSize(width: available.width, height: 0))
      probe.numberOfLines = label.numberOfLines
      let limited = probe.sizeThatFits(CGSize(width: available.width, height: 0))
      isTruncated = needed.height > available.height + tolerance || needed.height > limited.height + tolerance
    }
    return SurveyedText(
      role: .label, string: string, pointSize: Double(font.pointSize), isBold: isBold(font), needed: needed,
      available: available, isTruncated: isTruncated)
  }

  /// How far a single-line label may shrink its text to fit (1 when it does not).
  static func shrinkFactor(_ label: UILabel) -> CGFloat {
    guard label.adjustsFontSizeToFitWidth, label.minimumScaleFactor > 0, label.minimumScaleFactor < 1 else { return 1 }
    return label.minimumScaleFactor
  }

  static func isBold(_ font: UIFont) -> Bool { font.fontDescriptor.symbolicTraits.contains(.traitBold) }

  /// The opaque colour behind `view`: its own background and its ancestors', composited from the
  /// first opaque one up; over the system background (as the variant resolves it) when none is opaque.
  static func backdrop(of view: UIView, colors: DocumentColors, sources: [ObjectIdentifier: IBView]) -> ContrastColor {
    var layers: [ContrastColor] = []
    var current: UIView? = view
    while let candidate = current {
      if let source = sources[ObjectIdentifier(candidate)], let color = colors.uiColor(source.backgroundColor) {
        let resolved = ContrastColor(color, traits: candidate.traitCollection)
        if resolved.alpha > 0 { layers.append(resolved) }
        if resolved.isOpaque { break }
      }
      current = candidate.superview
    }
    var result = ContrastColor(UIColor.systemBackground, traits: view.traitCollection)
    for layer in layers.reversed() { result = layer.composited(over: result) }
    return result
  }
}
