import Foundation

// Controls with UIKit's intrinsic sizes; those that changed between releases come from
// `ControlMetrics` for the release the view's traits carry (`UITraitCollection.uiKitRelease`).

/// An on/off switch: a 51×31 frame around a 49×31 alignment rect (63×28 on iOS 26).
@preconcurrency @MainActor
open class UISwitch: FixedSizeControl {
  /// Whether the switch is on.
  open var isOn = false
  /// Sets the state.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
  /// The tint when on.
  open var onTintColor: UIColor?
  /// The knob's colour; nil draws UIKit's white knob.
  open var thumbTintColor: UIColor?
  /// The frame size UIKit gives a switch in this release.
  var switchFrameSize: CGSize { ControlMetrics.switchSize[traitCollection.uiKitRelease] }
  // UIKit reports 49×31 (rdar://31777116: "intrinsicContentSize is (49.0, 31.0), but the actual
  // size is (51.0, 31.0)") and draws 2 points past the alignment rect's right edge: Interface
  // Builder stores every trailing-pinned switch 2 points past its constraint, in stack views too.
  override var fixedIntrinsicSize: CGSize {
    let insets = alignmentRectInsets
    return CGSize(width: switchFrameSize.width - insets.left - insets.right, height: switchFrameSize.height - insets.top - insets.bottom)
  }
  /// The 2 points on the right that Auto Layout does not see.
  open override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }
  /// The switch's frame size, whatever the proposal.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { switchFrameSize }
}

/// A slider: any width, a 31-point frame around a 30-point alignment rect (34 and no insets on
/// iOS 26).
@preconcurrency @MainActor
open class UISlider: FixedSizeControl {
  open var value: Float = 0
  open var minimumValue: Float = 0
  open var maximumValue: Float = 1
  /// Whether value changes are sent while the thumb moves, or once when it is let go (true by default).
  open var isContinuous = true
  /// The track's colour below the value; nil takes the slider's `tintColor`.
  open var minimumTrackTintColor: UIColor?
  /// The track's colour above the value; nil draws UIKit's grey track.
  open var maximumTrackTintColor: UIColor?
  /// The thumb's colour; nil draws UIKit's white thumb.
  open var thumbTintColor: UIColor?
  /// The frame height UIKit gives a slider in this release.
  var sliderFrameHeight: CGFloat { ControlMetrics.sliderHeight[traitCollection.uiKitRelease] }
  override var fixedIntrinsicSize: CGSize {
    let insets = alignmentRectInsets
    return CGSize(width: UIView.noIntrinsicMetric, height: sliderFrameHeight - insets.top - insets.bottom)
  }
  /// The thumb's overhang: Interface Builder stores sliders 2 points wider on each side than their
  /// constraints and 1 point taller at the bottom, in stack views too, until iOS 26
  /// (`ControlMetrics.sliderAlignmentInsets`).
  open override var alignmentRectInsets: UIEdgeInsets { ControlMetrics.sliderAlignmentInsets[traitCollection.uiKitRelease] }
  /// The slider's frame height, whatever the proposal.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: sliderFrameHeight) }
  /// Where the track is drawn (see `UISlider+Geometry.swift`).
  open func trackRect(forBounds bounds: CGRect) -> CGRect { defaultTrackRect(forBounds: bounds) }
  /// Where the thumb is drawn for `value`: from the leading end, so mirrored right to left.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    defaultThumbRect(forBounds: bounds, trackRect: rect, value: value)
  }
}

/// A stepper: 94×32 (94×29 before iOS 13).
@preconcurrency @MainActor
open class UIStepper: FixedSizeControl {
  open var value: Double = 0
  open var minimumValue: Double = 0
  open var maximumValue: Double = 100
  open var stepValue: Double = 1
  /// Whether stepping past one end of the range continues from the other (false by default).
  open var wraps = false
  /// Whether holding a half keeps stepping (true by default).
  open var autorepeat = true
  /// Whether value changes are sent while the user holds a half, or once on release (true by default).
  open var isContinuous = true
  override var fixedIntrinsicSize: CGSize { ControlMetrics.stepperSize[traitCollection.uiKitRelease] }
}

/// A progress bar: any width, 4 high (iOS 14 and later; 2 before).
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The bar's style.
  public enum Style: Int, Sendable { case `default` = 0, bar }
  open var progress: Float = 0
  open var progressViewStyle = Style.default
  /// The filled part's colour; nil takes the view's `tintColor`.
  open var progressTintColor: UIColor?
  /// The unfilled track's colour; nil draws UIKit's grey track.
  open var trackTintColor: UIColor?
  /// The bar's height in this release.
  var barHeight: CGFloat { ControlMetrics.progressBarHeight[traitCollection.uiKitRelease] }
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }
}

/// A spinner: 20×20 (medium) or 37×37 (large).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's size.
  public enum Style: Int, Sendable {
    case whiteLarge = 0, white, gray
    case medium = 100, large = 101
  }
  open var style: Style
  /// Whether the spinner hides (`isHidden`) while it is not animating: set, it hides at once if
  /// stopped; `startAnimating()` shows it and `stopAnimating()` hides it again, as UIKit's does.
  /// A new spinner is stopped, so it starts hidden (Interface Builder archives one as `hidden`).
  open var hidesWhenStopped = true {
    didSet { if !isAnimating, hidesWhenStopped != oldValue { isHidden = hidesWhenStopped } }
  }
  /// The spokes' colour: the one set, else the style's own (white for the white styles, else
  /// `systemGray`); setting nil goes back to the style's.
  open var color: UIColor! {
    get { assignedColor ?? (style == .white || style == .whiteLarge ? .white : .systemGray) }
    set { assignedColor = newValue }
  }
  private var assignedColor: UIColor?
  public private(set) var isAnimating = false
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
  }
  open func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
  open override var intrinsicContentSize: CGSize {
    style == .large || style == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }
}

/// A segmented control: the segments' titles side by side, a 32-point frame around a 31-point
/// alignment rect.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  private var titles: [String?]
  /// Each segment's image, index for index with `titles`.
  private var images: [UIImage?]
  /// The selected segment, or `noSegment`.
  open var selectedSegmentIndex = -1
  /// The value of `selectedSegmentIndex` when nothing is selected.
  public static let noSegment = -1
  /// The selected segment's colour; nil draws UIKit's white segment.
  open var selectedSegmentTintColor: UIColor?

  /// Creates a control with string segments.
  public init(items: [Any]?) {
    titles = (items ?? []).map { $0 as? String }
    images = (items ?? []).map { $0 as? UIImage }
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) {
    titles = []
    images = []
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) {
    titles = []
    images = []
    super.init(coder: coder)
  }

  /// Whether each segment is as wide as its own content (`true`) rather than all as wide as the
  /// widest (`false`, UIKit's default).
  open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }

  /// The number of segments.
  open var numberOfSegments: Int { titles.count }
  /// Inserts a titled segment.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = Swift.max(0, Swift.min(segment, titles.count))
    titles.insert(title, at: index)
    images.insert(nil, at: index)
    invalidateIntrinsicContentSize()
  }
  /// Inserts a segment showing an image.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    let index = Swift.max(0, Swift.min(segment, titles.count))
    titles.insert(nil, at: index)
    images.insert(image, at: index)
    invalidateIntrinsicContentSize()
  }
  /// A segment's image.
  open func imageForSegment(at segment: Int) -> UIImage? { images.indices.contains(segment) ? images[segment] : nil }
  /// Sets a segment's image. (The width still counts the segment's title only.)
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard images.indices.contains(segment) else { return }
    images[segment] = image
    invalidateIntrinsicContentSize()
  }
  /// A segment's title.
  open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
  /// Sets a segment's title.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title
    invalidateIntrinsicContentSize()
  }

  open override var intrinsicContentSize: CGSize {
    // From iOS 13 the selected title is semibold, and every segment is as wide as the widest
    // title in it plus padding, so the width does not change with the selection.
    let release = traitCollection.uiKitRelease
    let style = ControlMetrics.segmentTitles[release]
    return CGSize(
      width: Self.segmentsWidth(
        titles: titles.map { $0 ?? "" },
        font: UIFont.systemFont(ofSize: Self.titleSize, weight: style.weight).measured(on: release),
        padding: style.padding, apportioned: apportionsSegmentWidthsByContent),
      height: ControlMetrics.segmentedControlHeight[release])
  }

  /// The segments' title size in every release.
  static let titleSize: CGFloat = 13

  /// The width of the segments around `titles` in `font`: each the widest title plus `padding`,
  /// rounded up to a whole point (each its own title plus `padding` when `apportioned`), with a
  /// one-point divider between two segments.
  /// The figures are read from Interface Builder's stored frames (unconfirmed by documentation):
  /// from Xcode 11 the widest semibold title plus 17 (inaturalist's "Sign Up | Login", 135;
  /// Esri's "Roaming | Local", 147, and "Stops | Barriers", 137), before it the widest regular
  /// title plus 14 (`ControlMetrics.segmentTitles`).
  static func segmentsWidth(titles: [String], font: UIFont, padding: CGFloat, apportioned: Bool = false) -> CGFloat {
    let widths = titles.map { TextMeasurer.size(of: $0, font: font).width }
    let count = CGFloat(Swift.max(1, titles.count))
    let dividers = (count - 1) * dividerWidth
    if apportioned, !widths.isEmpty {
      return widths.reduce(0) { $0 + ($1 + padding).rounded(.up) } + dividers
    }
    return count * ((widths.max() ?? 0) + padding).rounded(.up) + dividers
  }

  /// The line drawn between two segments.
  static let dividerWidth: CGFloat = 1

  /// The point below the segments that Auto Layout does not see. Unconfirmed as UIKit's own
  /// figure (no public measurement found); measured across projects: Interface Builder stores
  /// every segmented control one point taller than its height constraint (44 → 45, 32 → 33) and
  /// ending one point below the view pinned under it (8 → 7), in stack views too, in documents
  /// from Xcode 6 (29-point controls) to Xcode 13 (32-point ones); the top and sides are exact.
  open override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }
  /// The segments' natural frame (`sizeToFit()`): the intrinsic size and the point below it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    frame(forAlignmentRect: CGRect(origin: .zero, size: intrinsicContentSize)).size
  }
}

/// A text field: its text's width (plus the border's room), 34 high with the rounded-rect border,
/// one line without one.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The border drawn around the field.
  public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
  /// The text; setting it drops `attributedText`'s attributes, as in UIKit.
  open var text: String? { didSet { textDidChange(placeholder: false) } }
  /// The text shown while there is none; setting it drops `attributedPlaceholder`'s attributes.
  open var placeholder: String? { didSet { textDidChange(placeholder: true) } }
  /// The text with attributes, each run measured in its own font; setting it sets `text`,
  /// `font` and `textColor` from it (see `UITextField+AttributedText.swift`).
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? text.map { NSAttributedString(string: $0, attributes: defaultTextAttributes) } }
    set { setAttributedText(newValue) }
  }
  /// The placeholder with attributes; setting it sets `placeholder` to its characters.
  open var attributedPlaceholder: NSAttributedString? {
    get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0, attributes: defaultTextAttributes) } }
    set { setAttributedPlaceholder(newValue) }
  }
  var storedAttributedText: NSAttributedString?
  var storedAttributedPlaceholder: NSAttributedString?
  var isApplyingAttributedText = false
  open var font: UIFont? = UIFont.systemFont(ofSize: 14) { didSet { invalidateIntrinsicContentSize() } }
  open var textColor: UIColor? = .label
  open var textAlignment = NSTextAlignment.natural
  open var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
  /// Whether the text shrinks, no smaller than `minimumFontSize`, to fit the field's width.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size `adjustsFontSizeToFitWidth` shrinks to.
  open var minimumFontSize: CGFloat = 0
  /// Whether a text-style font follows the content size category when the traits change.
  open var adjustsFontForContentSizeCategory = false

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if let adjusted = fontAdjustedForContentSizeCategory(font, previous: previousTraitCollection) { font = adjusted }
  }

  // MARK: Overlay views and drawing rectangles (see UITextField+OverlayViews.swift)

  /// A view at the field's left edge (a padding view, an icon), shown as `leftViewMode` says.
  open var leftView: UIView? {
    didSet { overlayViewDidChange(from: oldValue, to: leftView) }
  }
  /// When `leftView` shows (default `.never`).
  open var leftViewMode = ViewMode.never { didSet { overlayViewDidChange(from: leftView, to: leftView) } }
  /// A view at the field's right edge, shown as `rightViewMode` says.
  open var rightView: UIView? {
    didSet { overlayViewDidChange(from: oldValue, to: rightView) }
  }
  /// When `rightView` shows (default `.never`).
  open var rightViewMode = ViewMode.never { didSet { overlayViewDidChange(from: rightView, to: rightView) } }

  /// Where the border is drawn: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Where the text is drawn: inside the border's padding, clear of the overlay views showing.
  open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
  /// Where the placeholder is drawn: the text rectangle.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// Where the text is drawn while editing: the text rectangle.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// Where `leftView` goes: at the left edge, centred vertically, at its own size.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(for: leftView, atLeadingEdge: true, in: bounds) }
  /// Where `rightView` goes: at the right edge, centred vertically, at its own size.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(for: rightView, atLeadingEdge: false, in: bounds) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    placeOverlayViews()
  }

  // MARK: Editing (see UITextField+Editing.swift)

  /// The delegate asked before editing begins or ends and told when it did.
  open weak var delegate: (any UITextFieldDelegate)?
  var isEditingText = false
  /// Whether the field is being edited (it is the first responder).
  open var isEditing: Bool { isFirstResponder }
  /// Whether the field is the first responder.
  open override var isFirstResponder: Bool { isEditingText }
  /// A field can be edited while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }
  /// Begins editing if the delegate agrees; see `beginEditing()`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { beginEditing() }
  /// Ends editing if the delegate agrees; see `finishEditing(askingDelegate:)`.
  @discardableResult
  open override func resignFirstResponder() -> Bool { finishEditing(askingDelegate: true) }

  // MARK: Text input traits

  /// When the shift key is pressed automatically: at the start of sentences, UIKit's default.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Autocorrection as the input's default.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Spell checking as the input's default.
  open var spellCheckingType = UITextSpellCheckingType.default
  /// Smart quotes as the input's default.
  open var smartQuotesType = UITextSmartQuotesType.default
  /// Smart dashes as the input's default.
  open var smartDashesType = UITextSmartDashesType.default
  /// Smart insertion and deletion as the input's default.
  open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  /// The default keyboard.
  open var keyboardType = UIKeyboardType.default
  /// The default keyboard appearance.
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// The default return key.
  open var returnKeyType = UIReturnKeyType.default
  /// Whether the return key is disabled while there is no text (default `false`).
  open var enablesReturnKeyAutomatically = false
  /// Whether typed text is hidden, as in a password field (default `false`).
  open var isSecureTextEntry = false

  open override var intrinsicContentSize: CGSize {
    let font = (self.font ?? UIFont.systemFont(ofSize: 14)).measured(on: traitCollection.uiKitRelease)
    let width = shownTextWidth(font: font)
    let padding: CGFloat
    let height: CGFloat
    switch borderStyle {
    case .roundedRect: (padding, height) = (14, Self.roundedRectHeight(for: font, on: traitCollection.uiKitRelease))
    // A borderless field is one line of text high, in whole points through iOS 14: Interface
    // Builder stores 17 for 14-point and 42 for 35-point system text (lines of 16.7 and 41.8). A
    // text style's line is its Dynamic Type leading: 22 for body, where the font's own height
    // gives 21 (unconfirmed: Esri's nine borderless body fields, in three storyboards). From
    // iOS 15 the line and an allowance, on the pixel grid (`borderlessTextFieldHeight`).
    case .none: (padding, height) = (Self.borderlessTextAllowance, borderlessTextFieldHeight(font: font))
    case .line, .bezel: (padding, height) = (0, (font.lineHeight + 4).rounded(.up))
    }
    return CGSize(width: (width + padding + shownOverlayWidth).rounded(.up), height: height)
  }

  /// A borderless field's height for `font` in this release (`ControlMetrics.borderlessTextFieldLineAllowance`).
  func borderlessTextFieldHeight(font: UIFont) -> CGFloat {
    // A secure field keeps its line in whole points (tinode's two 18-point password fields are
    // stored 22 high by Xcode 16 beside 23.33-point ones, DataDog's 14-point one 17 by Xcode 26).
    guard !isSecureTextEntry, let allowance = ControlMetrics.borderlessTextFieldLineAllowance[traitCollection.uiKitRelease]
    else {
      return font.lineAdvance.rounded(.up)
    }
    let scale = pixelScale
    return TextMeasurer.ceilToPixel(font.lineHeight, scale: scale) + TextMeasurer.ceilToPixel(allowance, scale: scale)
  }

  /// What a borderless field adds to its text's width.
  ///
  /// Unconfirmed, inferred from stored frames: Interface Builder stores borderless fields wider
  /// than their text by between 4 and 4.5 points before rounding up — Charts' two "500" fields in
  /// 15-point Helvetica Neue Light (text 25.0) 30 wide in Xcode 9, and a meme editor's "TOP" and
  /// "BOTTOM" fields in 14-point System (text 27.6 and 58.9) 32 and 64 wide in Xcode 10 — which no
  /// whole-point allowance after rounding the text fits; the middle of that interval is taken.
  static let borderlessTextAllowance: CGFloat = 4.25

  /// The text's baseline: one line centred in the field (see `centredTextTop(_:)`).
  override var baselineOffsets: (first: CGFloat, last: CGFloat)? {
    let font = self.font ?? UIFont.systemFont(ofSize: 14)
    let height = bounds.height > 0 ? bounds.height : intrinsicContentSize.height
    let line = TextMeasurer.ceilToPixel(font.lineHeight, scale: pixelScale)
    let first = centredTextTop((height - line) / 2) + font.ascender
    return (first, Swift.max(0, height - first))
  }

  /// Where the centred line's top lands, `offset` being the exact centring: the nearest whole
  /// point, or the whole point above through iOS 10 (`ControlMetrics.textFieldFloorsTextTop`).
  func centredTextTop(_ offset: CGFloat) -> CGFloat {
    ControlMetrics.textFieldFloorsTextTop[traitCollection.uiKitRelease] ? offset.rounded(.down) : offset.rounded()
  }
}

/// A button: the title's size plus UIKit's padding (a system button with a 15 pt title is 30 high).
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kind of button.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    /// The same as `.system`.
    public static var roundedRect: ButtonType { .system }
  }

  /// The button's kind.
  public let buttonType: ButtonType
  /// Per-state content, keyed by `UIControl.State` raw value.
  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var titleShadowColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  /// Per-state symbol configurations for the image (see UIButton+SymbolConfiguration.swift).
  var preferredSymbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
  private var storedImageView: UIImageView?
  /// The label that shows the title.
  public let titleLabel: UILabel? = UILabel()
  /// What the button shows (iOS 15): a configuration replaces the per-state titles, images and
  /// insets; UIKit shows it after the next configuration update (see UIButton+ConfigurationUpdates.swift).
  open var configuration: UIButton.Configuration? { didSet { configurationDidChange() } }
  /// Restyles the button in `updateConfiguration()`, before layout (iOS 15).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
  /// Whether a change of state asks for a configuration update (iOS 15); true by default.
  open var automaticallyUpdatesConfiguration = true
  /// What pressing the button does (iOS 14); a primary button's configured title is semibold.
  open var role = Role.normal {
    didSet { if configuration != nil { setNeedsUpdateConfiguration() } }
  }
  /// Whether the button shows a pointer effect under a trackpad or mouse pointer (iOS 13.4);
  /// false by default. Headless runs have no pointer: the value is kept for code that reads it.
  open var isPointerInteractionEnabled = false
  var configurationUpdatePending = false
  var isUpdatingConfiguration = false
  var storedSubtitleLabel: UILabel?
  /// The menu the button shows on a tap (with `showsMenuAsPrimaryAction`) or a long press (iOS 14).
  open var menu: UIMenu? { didSet { menuPresentationDidChange() } }
  /// Whether the button tracks a selection (iOS 15): without a menu a tap toggles `isSelected`;
  /// with a menu shown as the primary action it is a pop-up button showing the chosen action.
  open var changesSelectionAsPrimaryAction = false { didSet { menuPresentationDidChange() } }
  /// The menu the last simulated tap showed, until an element is chosen (see UIButton+Menu.swift).
  var shownMenu: UIMenu?

  override func menuPresentationDidChange() {
    super.menuPresentationDidChange()
    updatePopUpSelection()
  }

  /// Creates a button of a kind.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    // A system button's title is 15 pt; any other kind keeps UILabel's button default,
    // `UIFont.buttonFontSize` (18 pt: a custom button with a title is 34 points high at 2x).
    titleLabel?.font = UIFont.systemFont(ofSize: buttonType == .system ? 15 : UIFont.buttonFontSize)
  }

  public override convenience init(frame: CGRect) {
    self.init(type: .custom)
    self.frame = frame
  }

  /// Creates a button from an archive, of the kind the archive records (a storyboard's
  /// `buttonType`, a keyed archive's `UIButtonType`; absent, `.custom`, as UIKit's zero value).
  public required init?(coder: NSCoder) {
    buttonType = UIButton.archivedType(in: coder)
    super.init(coder: coder)
    titleLabel?.font = UIFont.systemFont(ofSize: buttonType == .system ? 15 : UIFont.buttonFontSize)
  }

  /// The kind an archive records: Interface Builder's attribute name or the keyed archive's number.
  private static func archivedType(in coder: NSCoder) -> ButtonType {
    if coder.containsValue(forKey: "buttonType"), let name = coder.decodeObject(forKey: "buttonType") as? String {
      return StoryboardSceneBuilder.buttonType(name)
    }
    if coder.containsValue(forKey: "UIButtonType") {
      return ButtonType(rawValue: coder.decodeInteger(forKey: "UIButtonType")) ?? .custom
    }
    return .custom
  }

  // MARK: Content by state

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    contentDidChange()
  }

  /// The title for a state: the state's own, else the normal state's.
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

  /// Sets the styled title for a state; it is shown instead of the plain title.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state.rawValue] = title
    contentDidChange()
  }

  /// The styled title for a state: the state's own, else the normal state's.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[0]
  }

  /// Sets the title color for a state; an appearance property.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
    appearancePropertyWasSet(.titleColor(for: state))
    contentDidChange()
  }

  /// The title color for a state: the state's own, else the normal state's, else the kind's
  /// default (a system button's tint, with disabled titles in gray; white for other kinds).
  open func titleColor(for state: UIControl.State) -> UIColor? {
    if let color = titleColors[state.rawValue] ?? titleColors[0] { return color }
    guard buttonType == .system else { return .white }
    return state.contains(.disabled) ? UIColor(white: 0.5, alpha: 0.5) : tintColor
  }

  /// Sets the title's shadow color for a state; an appearance property.
  open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
    titleShadowColors[state.rawValue] = color
    appearancePropertyWasSet(.titleShadowColor(for: state))
  }

  /// The title's shadow color for a state: the state's own, else the normal state's.
  open func titleShadowColor(for state: UIControl.State) -> UIColor? {
    titleShadowColors[state.rawValue] ?? titleShadowColors[0]
  }

  /// Sets the image for a state; an appearance property.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    appearancePropertyWasSet(.image(for: state))
    contentDidChange()
  }

  /// The image for a state: the state's own, else the normal state's.
  open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

  /// Sets the background image for a state; an appearance property.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
    appearancePropertyWasSet(.backgroundImage(for: state))
    contentDidChange()
  }

  /// The background image for a state: the state's own, else the normal state's.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[0]
  }

  /// The title shown now.
  open var currentTitle: String? { title(for: state) }
  /// The styled title shown now.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  /// The title color shown now.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
  /// The title's shadow color shown now.
  open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
  /// The image shown now.
  open var currentImage: UIImage? { image(for: state) }
  /// The background image shown now.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// The view that shows the current image; nil until the button has an image, as in UIKit.
  open var imageView: UIImageView? {
    if storedImageView == nil, !images.isEmpty { storedImageView = UIImageView(image: currentImage) }
    return storedImageView
  }

  // MARK: Insets (deprecated in iOS 15 with UIButton.Configuration, still honored)

  /// Space around the title and image; non-zero insets replace the default padding; an
  /// appearance property.
  open var contentEdgeInsets = UIEdgeInsets.zero {
    didSet {
      appearancePropertyWasSet(.contentEdgeInsets)
      invalidateIntrinsicContentSize()
    }
  }
  /// Moves the title within the content (never changes the intrinsic size, as in UIKit).
  open var titleEdgeInsets = UIEdgeInsets.zero { didSet { appearancePropertyWasSet(.titleEdgeInsets) } }
  /// Moves the image within the content (never changes the intrinsic size, as in UIKit).
  open var imageEdgeInsets = UIEdgeInsets.zero { didSet { appearancePropertyWasSet(.imageEdgeInsets) } }
  /// Whether the image darkens while highlighted.
  open var adjustsImageWhenHighlighted = true
  /// Whether the image dims while disabled.
  open var adjustsImageWhenDisabled = true
  /// Whether the button glows when tapped.
  open var showsTouchWhenHighlighted = false

  override func controlStateDidChange() {
    if configuration != nil, automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    contentDidChange()
  }

  // MARK: Configuration updates (iOS 15)

  /// Asks for `updateConfiguration()` before the next layout or measurement.
  open func setNeedsUpdateConfiguration() {
    configurationUpdatePending = true
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Restyles the button for its state; the default runs `configurationUpdateHandler`. UIKit
  /// calls it; ask with `setNeedsUpdateConfiguration()`.
  open func updateConfiguration() { configurationUpdateHandler?(self) }

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
  }

  /// Shows a configuration's image in the image view, creating it as `imageView` would.
  func showConfiguredImage(_ image: UIImage) {
    if let storedImageView { storedImageView.image = image } else { storedImageView = UIImageView(image: image) }
  }

  /// Shows the per-state content again, after the configuration is removed.
  func showLegacyContent() { contentDidChange() }

  /// A title colored by the tint (a system button's default) follows a new tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if configuration != nil {
      setNeedsUpdateConfiguration()
      return
    }
    guard let label = titleLabel else { return }
    label.isApplyingAppearance = true
    defer { label.isApplyingAppearance = false }
    label.textColor = currentTitleColor
  }

  /// Shows the current state's content in the title label and image view, and re-sizes.
  func contentDidChange() {
    // A configuration's content replaces the per-state content until it is removed.
    guard configuration == nil else { return }
    if let label = titleLabel {
      // The button's own styling, not an app's: label appearance proxies may still apply.
      label.isApplyingAppearance = true
      defer { label.isApplyingAppearance = false }
      if let attributed = currentAttributedTitle {
        label.text = attributed.string
      } else {
        label.text = currentTitle
      }
      label.textColor = currentTitleColor
    }
    if !images.isEmpty {
      imageView?.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
      imageView?.image = currentImage
    }
    invalidateIntrinsicContentSize()
  }

  /// UIKit's size for the current content: the image beside the title; a title alone gets 6 points
  /// above and below (a custom button with an 18-pt title is 34 points high at 2x) and at least 30
  /// points of width for a system button; non-zero `contentEdgeInsets` replace that padding. An
  /// image and a title together keep the title's padding (unconfirmed, chosen: the taller wins).
  open override var intrinsicContentSize: CGSize {
    updateConfigurationIfNeeded()
    if let configuration { return configuredContentSize(configuration) }
    return perStateContentSize
  }

  /// The size for the per-state title and image (the size without a configuration).
  package var perStateContentSize: CGSize {
    if buttonType == .detailDisclosure || buttonType == .infoLight || buttonType == .infoDark || buttonType == .contactAdd {
      return CGSize(width: 22, height: 22)
    }
    let font = (titleLabel?.font ?? UIFont.systemFont(ofSize: 15)).measured(on: traitCollection.uiKitRelease)
    let title = currentAttributedTitle?.string ?? currentTitle ?? ""
    let image = configuredCurrentImage?.size ?? (currentBackgroundImage?.size ?? .zero)
    let scale = pixelScale
    let padded = contentEdgeInsets == .zero
    var titleSize = CGSize.zero
    if !title.isEmpty || image == .zero {
      let line = titleLineSize(title, font: font)
      titleSize = CGSize(
        width: TextMeasurer.ceilToPixel(line.width, scale: scale),
        height: TextMeasurer.ceilToPixel(line.height, scale: scale) + (padded ? 12 : 0))
    }
    let width = image.width + titleSize.width + contentEdgeInsets.left + contentEdgeInsets.right
    let height = Swift.max(image.height, titleSize.height) + contentEdgeInsets.top + contentEdgeInsets.bottom
    let minimumWidth: CGFloat = padded && image == .zero ? 30 : 0
    // The padded title keeps its pixel-aligned width (what Interface Builder stores); explicit
    // insets round to whole points, as Interface Builder's frames for such buttons show.
    return CGSize(width: Swift.max(minimumWidth, padded ? width : width.rounded(.up)), height: height.rounded(.up))
  }

  /// The title's baseline, the title centred between the content insets; a button without a
  /// title has none (its bottom edge stands in).
  override var baselineOffsets: (first: CGFloat, last: CGFloat)? {
    updateConfigurationIfNeeded()
    if let configuration {
      // A configured button centres its title between the configuration's insets.
      let insets = configuration.contentInsets
      return titleBaselineOffsets(
        insets: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }
    return titleBaselineOffsets(insets: contentEdgeInsets)
  }

  func titleBaselineOffsets(insets: UIEdgeInsets) -> (first: CGFloat, last: CGFloat)? {
    let title = configuration.map { $0.titleText ?? "" } ?? currentAttributedTitle?.string ?? currentTitle ?? ""
    guard let font = titleLabel?.font, !title.isEmpty else { return nil }
    let height = bounds.height > 0 ? bounds.height : intrinsicContentSize.height
    let scale = pixelScale
    let line = TextMeasurer.ceilToPixel(font.lineHeight, scale: scale)
    let top = insets.top + (((height - insets.top - insets.bottom - line) / 2) * scale).rounded() / scale
    let first = top + font.ascender
    return (first, Swift.max(0, height - first))
  }
}
