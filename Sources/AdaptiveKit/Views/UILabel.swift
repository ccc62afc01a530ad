/// Read-only text. Its intrinsic size comes from the text engine (real font metrics): one line,
/// or wrapped to `preferredMaxLayoutWidth` (or, for multi-line labels, the width layout gave it).
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown. Setting it drops `attributedText`'s attributes, as in UIKit.
  open var text: String? {
    didSet {
      if !isApplyingAttributedText { attributedRuns = nil }
      if oldValue != text { invalidateIntrinsicContentSize() }
    }
  }
  /// The text with attributes: runs in their own fonts, colors, kern and paragraph styles, each
  /// measured in its own font. Setting it sets `text` to its characters and `font`, `textColor`,
  /// `textAlignment` and `lineBreakMode` to the attributes at its start; runs without a font or
  /// color show the label's. Without attributed text set, the text with the label's attributes.
  open var attributedText: NSAttributedString? {
    get { currentAttributedText }
    set { setAttributedText(newValue) }
  }
  /// The font (system 17 pt by default). Setting it sets the font of all of `attributedText`.
  open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
    didSet {
      if font == nil { font = UIFont.systemFont(ofSize: 17) }
      appearancePropertyWasSet(.font)
      applyToAttributedText(.font, font)
      invalidateIntrinsicContentSize()
    }
  }
  /// The text color (`.label` by default). Setting it colors all of `attributedText`.
  open var textColor: UIColor! = .label {
    didSet {
      appearancePropertyWasSet(.textColor)
      applyToAttributedText(.foregroundColor, textColor)
    }
  }
  /// How lines align. Setting it aligns every paragraph of `attributedText`.
  open var textAlignment = NSTextAlignment.natural { didSet { applyParagraphStyleToAttributedText() } }
  /// The maximum number of lines; 0 for no limit.
  open var numberOfLines = 1 { didSet { if oldValue != numberOfLines { invalidateIntrinsicContentSize() } } }
  /// How lines break and truncate. Setting it sets every paragraph's of `attributedText`.
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
    didSet {
      applyParagraphStyleToAttributedText()
      invalidateIntrinsicContentSize()
    }
  }
  /// How wrapped text chooses its line breaks (iOS 14 API; `.standard` by default, whose push-out
  /// keeps a paragraph's last line from holding one word, as UILabel's plain text does from iOS 11).
  /// Attributed text follows its paragraph styles instead, which push nothing out.
  open var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard {
    didSet { if oldValue != lineBreakStrategy { invalidateIntrinsicContentSize() } }
  }
  /// The width multi-line text wraps to when computing the intrinsic size (0 = automatic).
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// Whether a single-line label shrinks its font, no further than `minimumScaleFactor`, to fit
  /// its width when drawn; the intrinsic size stays the full-size text's, as in UIKit.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest multiple of the font size `adjustsFontSizeToFitWidth` shrinks to; 0 (the
  /// default) means the text is not shrunk.
  open var minimumScaleFactor: CGFloat = 0
  /// How shrunk text moves vertically (`adjustsFontSizeToFitWidth`).
  open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
  /// Whether a single-line label tightens its letter spacing before truncating.
  open var allowsDefaultTighteningForTruncation = false
  /// Whether the font follows the content size category (for Dynamic Type fonts).
  open var adjustsFontForContentSizeCategory = false
  /// Whether the label draws enabled.
  open var isEnabled = true
  /// The highlighted text color.
  open var highlightedTextColor: UIColor?
  /// Whether the label draws highlighted.
  open var isHighlighted = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isOpaque = false
    // UIKit labels hug at 251 in Interface Builder; in code they keep 250 (IB writes 251 itself).
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The last text layout and what it was made from.
  private var cachedTextLayout: (key: TextLayoutKey, layout: TextLayout)?
  /// The attributed text's runs, restyled by the style properties set since (nil once `text`
  /// is set); what the label measures (see `AttributedRun` for why not an `NSAttributedString`).
  var attributedRuns: [AttributedRun]? { didSet { attributedRunsVersion &+= 1 } }
  /// Counts changes of `attributedRuns`, for the layout cache.
  var attributedRunsVersion = 0
  /// The string `attributedText` was set to, handed back while no style property restyled it.
  var attributedTextObject: NSAttributedString?
  /// Set while `attributedText` updates `text` and the style properties from its attributes,
  /// which must not in turn clear or restyle it.
  var isApplyingAttributedText = false

  /// The wrap width: the preferred width, else (multi-line) the current width once laid out.
  package var wrapWidth: CGFloat? {
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    if numberOfLines != 1, bounds.width > 0 { return bounds.width }
    return nil
  }

  /// Whether Auto Layout has placed the label: its width is then a solved one, not the frame
  /// it was made with.
  package var isPlacedByLayout = false

  /// How far past its frame's width a line may run, until Auto Layout first places the label,
  /// before it breaks (0 in UIKit; Interface Builder's canvas sets it).
  package var unplacedLineBreakAllowance: CGFloat = 0 {
    didSet { if oldValue != unplacedLineBreakAllowance { invalidateIntrinsicContentSize() } }
  }

  /// Where lines break: the wrap width, plus the allowance while the label is unplaced.
  private var lineBreakWidth: CGFloat? {
    guard let wrapWidth else { return nil }
    let unplaced = !isPlacedByLayout && preferredMaxLayoutWidth == 0 && !translatesAutoresizingMaskIntoConstraints
    return unplaced ? wrapWidth + unplacedLineBreakAllowance : wrapWidth
  }

  package var textLayout: TextLayout {
    let key = TextLayoutKey(
      text: text ?? "", font: font, numberOfLines: numberOfLines, maxWidth: lineBreakWidth, lineBreakMode: lineBreakMode,
      release: traitCollection.uiKitRelease, pushesOut: pushesOutLastWord,
      attributedRunsVersion: attributedRuns == nil ? nil : attributedRunsVersion)
    // Layout asks for the same label's size and baselines many times per pass; fonts are
    // immutable, so the font's identity stands for its metrics.
    if let cached = cachedTextLayout, cached.key == key { return cached.layout }
    let layout = measuredLayout(maxWidth: key.maxWidth)
    cachedTextLayout = (key, layout)
    return layout
  }

  /// Text on more than one line reports the width it was laid out at (with an automatic
  /// preferred width, the current width) as its intrinsic width, not its widest line; text on one
  /// line, and text wrapped at an explicit `preferredMaxLayoutWidth`, report their own width.
  /// Interface Builder stores such labels so: openfoodfacts' centred three-line label 359 wide
  /// where its lines need 320, OnionBrowser's 276.5-point Body labels, IBAnimatable's two-line
  /// label 240.5 where "Wondering how to come back?" needs 236, the bmi-calculator tutorials' 236
  /// (measured: +12 −2 in the corpus, +5 outside); and aws-sdk-ios-samples' Xcode 7 two-line
  /// label with a 256-point preferred width 252 wide, its widest line (Xcode 5 and 6 stored the
  /// same label 256: see `LayoutMetrics.labelSpansPreferredWidth`). Unconfirmed against UIKit's
  /// documentation, which says only that the preferred width bounds a multi-line label.
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let layout = textLayout
    var size = layout.intrinsicSize(scale: pixelScale)
    if let wrapWidth, reportsWrapWidth(lineCount: layout.lines.count) {
      size.width = max(size.width, TextMeasurer.ceilToPixel(wrapWidth, scale: pixelScale))
    }
    return size
  }

  /// Whether text on `lineCount` lines reports the wrap width as its width: wrapped text at an
  /// automatic preferred width, and at an explicit one on iOS 7–8
  /// (`LayoutMetrics.labelSpansPreferredWidth`).
  private func reportsWrapWidth(lineCount: Int) -> Bool {
    guard preferredMaxLayoutWidth != 0 else { return lineCount > 1 }
    return lineCount > 1 && LayoutMetrics.labelSpansPreferredWidth[traitCollection.uiKitRelease]
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    return measuredLayout(maxWidth: size.width > 0 ? size.width : nil).intrinsicSize(scale: pixelScale)
  }

  /// The text as the label draws it in its bounds: wrapped, tightened, shrunk and truncated.
  package var renderedText: RenderedText {
    RenderedText(
      text ?? "", font: font.measured(on: traitCollection.uiKitRelease), numberOfLines: numberOfLines, size: bounds.size,
      lineBreakMode: lineBreakMode,
      fitting: TextFitting(
        adjustsFontSizeToFitWidth: adjustsFontSizeToFitWidth, minimumScaleFactor: minimumScaleFactor,
        allowsDefaultTighteningForTruncation: allowsDefaultTighteningForTruncation))
  }

  override var baselineOffsets: (first: CGFloat, last: CGFloat)? {
    let layout = textLayout
    guard !layout.lines.isEmpty else { return (font.ascender, -font.descender) }
    // Auto Layout's baselines are fixed offsets from the label's edges: the first line's ascent
    // below the top, the last line's descent above the bottom. A label stretched taller than its
    // text draws the text centred, but views aligned to its baseline stay where its text would
    // sit unstretched (unconfirmed: IB's stored frames in Esri's, Firebase's, Rocket.Chat's and
    // Apple's QuartzDemo storyboards, where 10 views more agree than with baselines measured
    // from the centred text, and none fewer).
    return (layout.firstBaselineOffset, Swift.max(0, layout.size.height - layout.lastBaselineOffset))
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if let adjusted = fontAdjustedForContentSizeCategory(font, previous: previousTraitCollection) { font = adjusted }
  }

  override var stateDescription: String {
    super.stateDescription.dropLast() + "; text = '\(text ?? "")'>"
  }
}
