import Foundation

/// A bar for typing search text: a search text field with optional prompt, cancel, bookmark and
/// results buttons and a scope bar. Its delegate performs the search; a `UISearchController`
/// that owns it becomes active when editing begins.
///
/// UIKit's height on iOS 11–18: the 56-point field row (`ControlMetrics.searchBarHeight`), plus the prompt row
/// above it and the scope bar below it when they show; the width is the proposed one.
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning, UITextInputTraits {
  /// How prominent the bar's background is.
  public enum Style: UInt, Sendable {
    /// The prominent style (UIKit's default).
    case `default` = 0
    /// A translucent background and an opaque field.
    case prominent = 1
    /// No background and a translucent field.
    case minimal = 2
  }

  /// The icons a search bar draws, which apps may replace.
  public enum Icon: Int, Sendable {
    /// The magnifying glass.
    case search = 0
    /// The clear button in the field.
    case clear = 1
    /// The bookmark button.
    case bookmark = 2
    /// The search results button.
    case resultsList = 3
  }

  /// The field the user types into (iOS 13).
  public let searchTextField: UISearchTextField
  /// The search controller whose bar this is.
  weak var owningSearchController: UISearchController?
  private var iconImages: [Icon: [UInt: UIImage]] = [:]

  /// Creates a search bar; give it its height with `sizeToFit()` or Auto Layout.
  public override init(frame: CGRect) {
    searchTextField = UISearchTextField(frame: .zero)
    super.init(frame: frame)
    attachField()
  }

  /// A search bar decoded from a storyboard or nib.
  public required init?(coder: NSCoder) {
    searchTextField = UISearchTextField(frame: .zero)
    super.init(coder: coder)
    attachField()
  }

  private func attachField() {
    searchTextField.searchBar = self
    addSubview(searchTextField)
  }

  // MARK: Text

  /// The search text (the field's).
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text shown in the empty field.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// A line of text above the field, which makes the bar taller.
  open var prompt: String? {
    didSet { if oldValue != prompt { invalidateIntrinsicContentSize() } }
  }

  // MARK: Appearance

  /// The bar's style.
  open var barStyle = UIBarStyle.default
  /// How prominent the background is.
  open var searchBarStyle = Style.default
  /// The background tint (nil: the style's).
  open var barTintColor: UIColor?
  /// Whether the background is translucent.
  open var isTranslucent = true
  /// A view above the keyboard while the field is edited.
  open var inputAccessoryView: UIView?

  /// Whether the user can interact with the bar (iOS 16.4); the field follows it.
  open var isEnabled: Bool {
    get { searchTextField.isEnabled }
    set { searchTextField.isEnabled = newValue }
  }

  /// Where the bar sits: its delegate's answer, else unspecified.
  open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }

  /// Replaces the image of `icon` for `state`.
  open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
    iconImages[icon, default: [:]][state.rawValue] = iconImage
  }

  /// The image set for `icon` in `state` (falling back to the normal state's), or nil for UIKit's.
  open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
    iconImages[icon]?[state.rawValue] ?? iconImages[icon]?[UIControl.State.normal.rawValue]
  }

  // MARK: Text input traits

  /// No automatic capitals, as UIKit documents for search bars.
  open var autocapitalizationType = UITextAutocapitalizationType.none
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
  /// The keyboard's Search key (unconfirmed: UIKit's search keyboard shows one, disabled while
  /// the field is empty; the values the properties report were not found documented).
  open var returnKeyType = UIReturnKeyType.search
  /// Whether the Search key is disabled while the field is empty (see `returnKeyType`).
  open var enablesReturnKeyAutomatically = true
  /// Search text is not hidden.
  open var isSecureTextEntry = false

  // MARK: Buttons

  /// Whether the cancel button shows.
  open var showsCancelButton = false
  /// Whether the bookmark button shows in the field (while it has no text).
  open var showsBookmarkButton = false
  /// Whether the search results button shows in the field.
  open var showsSearchResultsButton = false
  /// Whether the search results button is selected.
  open var isSearchResultsButtonSelected = false

  /// Shows or hides the cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  // MARK: Scope bar

  /// Whether the scope bar shows; setting it stops an owning search controller from showing and
  /// hiding it (`UISearchController.automaticallyShowsScopeBar` becomes false).
  open var showsScopeBar: Bool {
    get { scopeBarVisible }
    set {
      owningSearchController?.automaticallyShowsScopeBar = false
      scopeBarVisible = newValue
    }
  }

  /// The scope bar's visibility, which a search controller changes without taking over.
  var scopeBarVisible = false {
    didSet { if oldValue != scopeBarVisible { invalidateIntrinsicContentSize() } }
  }

  /// The titles of the scope buttons; fewer than two show no scope bar.
  open var scopeButtonTitles: [String]? {
    didSet { if oldValue != scopeButtonTitles { invalidateIntrinsicContentSize() } }
  }

  /// The selected scope button.
  open var selectedScopeButtonIndex = 0

  /// Shows or hides the scope bar (iOS 13), as `showsScopeBar` does.
  open func setShowsScope(_ show: Bool, animated: Bool) {
    showsScopeBar = show
  }

  /// Whether the scope bar is drawn: it is asked for and there are at least two scopes (UIKit
  /// shows none for fewer).
  var isShowingScopeBar: Bool { scopeBarVisible && (scopeButtonTitles?.count ?? 0) >= 2 }

  // MARK: Editing

  /// The bar becomes first responder by its field's editing.
  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

  /// Begins editing in the field (a search controller owning the bar becomes active).
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  /// Ends editing in the field unless the delegate refuses.
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  // MARK: Delegate

  /// Hears of editing and button taps.
  open weak var delegate: (any UISearchBarDelegate)?

  // MARK: Sizing

  /// The field's row in this release (`ControlMetrics.searchBarHeight`).
  var fieldRowHeight: CGFloat { ControlMetrics.searchBarHeight[traitCollection.uiKitRelease] }

  /// The bar's height: the field row, the prompt row when there is a prompt, the scope bar when
  /// it shows.
  var barHeight: CGFloat {
    var height = fieldRowHeight
    if let prompt, !prompt.isEmpty { height += SearchBarMetrics.promptHeight }
    if isShowingScopeBar { height += SearchBarMetrics.scopeBarHeight }
    return height
  }

  /// The bar's height, with no intrinsic width.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
  }

  /// The proposed width and the bar's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: barHeight)
  }

  /// Places the field in its row, below the prompt: UIKit's 36-point field, 8 points in from
  /// the sides and centred in the row.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let top = (prompt?.isEmpty == false) ? SearchBarMetrics.promptHeight : 0
    let fieldHeight: CGFloat = 36
    let frame = CGRect(
      x: 8, y: top + (fieldRowHeight - fieldHeight) / 2, width: Swift.max(0, bounds.width - 16),
      height: fieldHeight)
    if searchTextField.frame != frame { searchTextField.frame = frame }
  }
}
