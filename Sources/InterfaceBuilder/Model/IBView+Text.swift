extension IBView {
  /// The text: the `text` attribute, or a `<string key="text">`/`<mutableString key="text">` child.
  public var text: String? {
    if let text = element["text"] { return text }
    return element.elements.first { ($0.name == "string" || $0.name == "mutableString") && $0.key == "text" }?.text
  }
  /// The placeholder text of text fields (`placeholder`).
  public var placeholder: String? { element["placeholder"] }
  /// The attributed text (`<attributedString key="attributedText">`).
  public var attributedText: IBAttributedString? {
    IBAttributedString(element.child(key: "attributedText", named: "attributedString"))
  }
  /// The font: `<fontDescription key="fontDescription">` or `key="font"` on controls.
  public var font: IBFont? {
    IBFont(element.elements.first { $0.name == "fontDescription" && ($0.key == "fontDescription" || $0.key == "font") })
  }
  /// `textColor`.
  public var textColor: IBColor? { color(forKey: "textColor") }
  /// `numberOfLines`; 1 when absent.
  public var numberOfLines: Int { element.int("numberOfLines") ?? 1 }
  /// `lineBreakMode` (`tailTruncation`, `wordWrap`, …), when written.
  public var lineBreakMode: String? { element["lineBreakMode"] }
  /// `textAlignment` (`natural`, `left`, `center`, `right`, `justified`), when written.
  public var textAlignment: String? { element["textAlignment"] }
  /// `baselineAdjustment` (`alignBaselines`, `alignCenters`, `none`), when written.
  public var baselineAdjustment: String? { element["baselineAdjustment"] }
  /// `adjustsFontSizeToFit`; `false` when absent.
  public var adjustsFontSizeToFitWidth: Bool { element.bool("adjustsFontSizeToFit") ?? false }
  /// `minimumScaleFactor`; 0 when absent.
  public var minimumScaleFactor: Double { element.double("minimumScaleFactor") ?? 0 }
  /// `minimumFontSize` (text fields and old labels), when written.
  public var minimumFontSize: Double? { element.double("minimumFontSize") }
  /// `adjustsFontForContentSizeCategory`; `false` when absent.
  public var adjustsFontForContentSizeCategory: Bool {
    element.bool("adjustsFontForContentSizeCategory") ?? false
  }
  /// `preferredMaxLayoutWidth`, when written.
  public var preferredMaxLayoutWidth: Double? { element.double("preferredMaxLayoutWidth") }
  /// Text field `borderStyle` (`none`, `line`, `bezel`, `roundedRect`), when written.
  public var borderStyle: String? { element["borderStyle"] }
  /// Text view `editable`; `true` when absent.
  public var isEditable: Bool { element.bool("editable") ?? true }
  /// `<textInputTraits key="textInputTraits">`, kept whole.
  public var textInputTraits: IBXMLElement? { element.child(key: "textInputTraits") }
}
