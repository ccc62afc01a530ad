import Foundation

/// Scrollable, editable multi-line text. While scrolling is enabled it has no intrinsic size (it
/// scrolls whatever does not fit); with `isScrollEnabled == false` it sizes itself to its text:
/// the text's natural width, and its height wrapped at the current width, plus
/// `textContainerInset` and the container's `lineFragmentPadding` (UIKit's self-sizing text view).
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// The text (never nil: setting nil stores the empty string, as UIKit does).
  open var text: String! {
    get { storedText }
    set {
      let newText = newValue ?? ""
      guard newText != storedText else { return }
      storedText = newText
      invalidateIntrinsicContentSize()
    }
  }
  private var storedText = ""

  /// The text with attributes; AdaptiveKit measures its characters in `font` (attributes are
  /// kept but do not change the layout).
  open var attributedText: NSAttributedString! {
    get { storedAttributedText ?? NSAttributedString(string: storedText) }
    set {
      storedAttributedText = newValue
      text = newValue?.string ?? ""
    }
  }
  private var storedAttributedText: NSAttributedString?

  /// The font; nil (the default) draws and measures the text in the 12-point system font, as UIKit does.
  open var font: UIFont? { didSet { invalidateIntrinsicContentSize() } }
  /// The text color; nil draws UIKit's default (`.label`).
  open var textColor: UIColor?
  /// Whether a text-style font follows the content size category when the traits change.
  open var adjustsFontForContentSizeCategory = false

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if let adjusted = fontAdjustedForContentSizeCategory(font, previous: previousTraitCollection) { font = adjusted }
  }

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
  /// How lines align (`.natural` by default).
  open var textAlignment = NSTextAlignment.natural
  /// Whether the user may edit the text (true by default).
  open var isEditable = true
  /// Whether the user may select the text (true by default).
  open var isSelectable = true
  /// The selected characters (an insertion point at the start by default).
  open var selectedRange = NSRange(location: 0, length: 0)
  /// Space between the text view's edges and its text container: UIKit's default is 8 points
  /// above and below and none at the sides (the container's line padding adds 5 at each side).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { if oldValue != textContainerInset { invalidateIntrinsicContentSize() } }
  }
  /// The container the text is laid out in; its width follows the text view's.
  public let textContainer: NSTextContainer

  /// The delegate, told of editing when it is a `UITextViewDelegate` (`insertText(_:)`,
  /// `deleteBackward()`, becoming and resigning first responder). Declared with `UIScrollView`'s
  /// type, since Swift cannot narrow an inherited property's type: assign any
  /// `UITextViewDelegate`, as in UIKit.
  open override var delegate: (any UIScrollViewDelegate)? {
    get { super.delegate }
    set { super.delegate = newValue }
  }

  /// The delegate as a text view delegate (nil when it is only a scroll view delegate).
  var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// Whether the text view is being edited (it is the first responder).
  var isEditingText = false

  /// A text view using UIKit's text system with its default container.
  public override init(frame: CGRect) {
    textContainer = NSTextContainer(size: CGSize(width: frame.width, height: .greatestFiniteMagnitude))
    super.init(frame: frame)
    textContainer.widthTracksTextView = true
    textContainer.textView = self
  }

  /// A text view decoded from a storyboard or nib.
  public required init?(coder: NSCoder) {
    textContainer = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
    super.init(coder: coder)
    textContainer.widthTracksTextView = true
    textContainer.textView = self
  }

  /// Whether the user can scroll; turning it off makes the text view size itself to its text.
  open override var isScrollEnabled: Bool {
    didSet { if oldValue != isScrollEnabled { invalidateIntrinsicContentSize() } }
  }

  /// The font the text is measured in.
  var effectiveFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }

  /// The horizontal space around the text: the side insets plus the padding at both ends of a line.
  private var horizontalChrome: CGFloat {
    textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
  }

  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    return fittingSize(wrapWidth: bounds.width > 0 ? bounds.width : nil)
  }

  /// The size that holds the text wrapped at `size.width` (no wider than the text needs, nor
  /// than `size.width` unless the insets alone are wider); a zero width means unconstrained.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let fitting = fittingSize(wrapWidth: size.width > 0 ? size.width : nil)
    guard size.width > 0 else { return fitting }
    return CGSize(width: Swift.max(Swift.min(fitting.width, size.width), horizontalChrome), height: fitting.height)
  }

  /// The text's natural width and its height wrapped at `wrapWidth` (the text view's width),
  /// plus the insets and padding. An empty text view keeps one line's height for the caret.
  private func fittingSize(wrapWidth: CGFloat?) -> CGSize {
    let font = effectiveFont.measured(on: traitCollection.uiKitRelease)
    let scale = pixelScale
    let lines = textContainer.maximumNumberOfLines
    let natural = TextMeasurer.layout(
      storedText, font: font, numberOfLines: lines, maxWidth: nil, lineBreakMode: textContainer.lineBreakMode)
    let wrapped = wrapWidth.map { width in
      TextMeasurer.layout(
        storedText, font: font, numberOfLines: lines, maxWidth: Swift.max(0, width - horizontalChrome),
        lineBreakMode: textContainer.lineBreakMode)
    }
    let layout = wrapped ?? natural
    let textHeight: CGFloat
    if storedText.isEmpty {
      textHeight = TextMeasurer.ceilToPixel(font.lineHeight, scale: scale)
    } else if layout.blockHeight == nil, layout.lineAdvance > layout.lineHeight {
      // TextKit gives each line fragment the text style's whole leading, the last line's too:
      // Interface Builder stores non-scrolling body text views 16 + 22 × lines high (COVIDSafe's
      // and eRouška's, Xcode 12–13), subhead ones 36 for a line (tinode's, Xcode 16), where a
      // label's last line is only the font's line high.
      textHeight = TextMeasurer.ceilToPixel(CGFloat(layout.lines.count) * layout.lineAdvance, scale: scale)
    } else {
      textHeight = layout.intrinsicSize(scale: scale).height
    }
    return CGSize(
      width: natural.intrinsicSize(scale: scale).width + horizontalChrome,
      height: textHeight + textContainerInset.top + textContainerInset.bottom)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if textContainer.widthTracksTextView {
      textContainer.size.width = Swift.max(0, bounds.width - textContainerInset.left - textContainerInset.right)
    }
  }

  // MARK: Editing

  /// Types `text` over the selection, as the keyboard does: asks the delegate
  /// (`textView(_:shouldChangeTextIn:replacementText:)`) and, when allowed, replaces the selected
  /// characters, moves the insertion point after them and sends `textViewDidChange(_:)` and
  /// `UITextView.textDidChangeNotification`.
  /// Nothing happens when the text view is not editable.
  open func insertText(_ text: String) {
    guard isEditable else { return }
    let current = storedText as NSString
    let location = Swift.min(selectedRange.location, current.length)
    let range = NSRange(location: location, length: Swift.min(selectedRange.length, current.length - location))
    guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return }
    self.text = current.replacingCharacters(in: range, with: text)
    selectedRange = NSRange(location: location + (text as NSString).length, length: 0)
    textDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  /// Deletes the selection, or the character before the insertion point, as the keyboard's
  /// delete key does: asks the delegate, then changes the text and sends `textViewDidChange(_:)`.
  /// Nothing happens when the text view is not editable or there is nothing to delete.
  open func deleteBackward() {
    guard isEditable, let range = rangeDeletedBackward() else { return }
    guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: "") ?? true else { return }
    self.text = (storedText as NSString).replacingCharacters(in: range, with: "")
    selectedRange = NSRange(location: range.location, length: 0)
    textDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  /// Whether there is text.
  open var hasText: Bool { !storedText.isEmpty }

  /// An editable text view can become the first responder.
  open override var canBecomeFirstResponder: Bool { isEditable }
  /// Whether the text view is being edited.
  open override var isFirstResponder: Bool { isEditingText }

  /// Begins editing: the delegate's `textViewShouldBeginEditing(_:)` may refuse; then
  /// `textViewDidBeginEditing(_:)` and `UITextView.textDidBeginEditingNotification`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { beginEditing() }

  /// Ends editing: the delegate's `textViewShouldEndEditing(_:)` may refuse; then
  /// `textViewDidEndEditing(_:)` and `UITextView.textDidEndEditingNotification`.
  @discardableResult
  open override func resignFirstResponder() -> Bool { finishEditing() }
}
