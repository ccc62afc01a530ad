import Foundation

/// The text field of a search bar (iOS 13): text after a row of tokens, typed through
/// `insertText(_:)` and `deleteBackward()` as the keyboard does.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The search bar hosting the field, told of editing and typing so it can ask its delegate.
  weak var searchBar: UISearchBar?
  private var editing = false

  /// A field with a zero frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureDefaults()
  }

  /// A field decoded from a storyboard or nib.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureDefaults()
  }

  private func configureDefaults() {
    // UIKit's search field shows 17-point text and starts with empty text rather than nil.
    font = UIFont.systemFont(ofSize: 17)
    text = ""
  }

  /// The text; never nil, as in UIKit (setting nil empties it).
  open override var text: String? {
    get { super.text ?? "" }
    set { super.text = newValue ?? "" }
  }

  // MARK: Tokens

  /// The tokens, in order, all before the text.
  open var tokens: [UISearchToken] = []

  /// The background colour of tokens (nil: the tint colour's default).
  open var tokenBackgroundColor: UIColor?

  /// Whether the user may delete tokens (`deleteBackward()` at the start of the text).
  open var allowsDeletingTokens = true

  /// Whether the user may copy or drag tokens (kept for the app; headless has no pasteboard).
  open var allowsCopyingTokens = true

  /// Inserts `token` at `tokenIndex`; an index past the end is UIKit's range exception, logged
  /// here with the tokens left unchanged (`validatedInsertToken(_:at:)` throws it).
  open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
    do {
      try validatedInsertToken(token, at: tokenIndex)
    } catch {
      AdaptiveKitLog.shared.report(.invalidHierarchy, "\(error)")
    }
  }

  /// Removes the token at `tokenIndex`; an index outside the tokens is logged and ignored
  /// (`validatedRemoveToken(at:)` throws it).
  open func removeToken(at tokenIndex: Int) {
    do {
      try validatedRemoveToken(at: tokenIndex)
    } catch {
      AdaptiveKitLog.shared.report(.invalidHierarchy, "\(error)")
    }
  }

  /// Inserts `token` at `tokenIndex`, throwing UIKit's exception for an index past the end
  /// (AdaptiveKit addition).
  public func validatedInsertToken(_ token: UISearchToken, at tokenIndex: Int) throws(UISearchTextFieldError) {
    guard tokenIndex >= 0, tokenIndex <= tokens.count else {
      throw .insertion(at: tokenIndex, count: tokens.count)
    }
    tokens.insert(token, at: tokenIndex)
  }

  /// Removes the token at `tokenIndex`, throwing UIKit's exception for an index outside the
  /// tokens (AdaptiveKit addition).
  public func validatedRemoveToken(at tokenIndex: Int) throws(UISearchTextFieldError) {
    guard tokens.indices.contains(tokenIndex) else { throw .removal(at: tokenIndex, count: tokens.count) }
    tokens.remove(at: tokenIndex)
  }

  // MARK: Editing

  /// Whether the field is being edited.
  open override var isFirstResponder: Bool { editing }

  /// A search field can be edited while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing: the search bar's delegate may refuse (`searchBarShouldBeginEditing(_:)`),
  /// and a search controller owning the bar becomes active.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if editing { return true }
    guard canBecomeFirstResponder else { return false }
    if let searchBar {
      guard searchBar.searchFieldShouldBeginEditing() else { return false }
      searchBar.owningSearchController?.searchBarWillBeginEditing()
    }
    editing = true
    sendActions(for: .editingDidBegin)
    searchBar?.searchFieldDidBeginEditing()
    return true
  }

  /// Ends editing unless the search bar's delegate refuses (`searchBarShouldEndEditing(_:)`).
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard editing else { return true }
    guard searchBar?.searchFieldShouldEndEditing() ?? true else { return false }
    endEditing()
    return true
  }

  /// Ends editing without asking (a search controller deactivating).
  func endEditing() {
    guard editing else { return }
    editing = false
    sendActions(for: .editingDidEnd)
    searchBar?.searchFieldDidEndEditing()
  }

  /// Types `text` at the end of the field, as the keyboard does while the field is being
  /// edited: the search bar's delegate may refuse the change
  /// (`searchBar(_:shouldChangeTextIn:replacementText:)`), then the field sends
  /// `.editingChanged` and the bar tells its delegate and search controller.
  open func insertText(_ text: String) {
    guard editing else { return }
    let current = (self.text ?? "") as NSString
    replaceCharacters(in: NSRange(location: current.length, length: 0), with: text)
  }

  /// Deletes the character before the end of the text, or, with no text, the last token when
  /// `allowsDeletingTokens` (the keyboard's delete key).
  open func deleteBackward() {
    guard editing else { return }
    let current = (self.text ?? "") as NSString
    if current.length == 0 {
      if allowsDeletingTokens, !tokens.isEmpty { tokens.removeLast() }
      return
    }
    replaceCharacters(in: current.rangeOfComposedCharacterSequence(at: current.length - 1), with: "")
  }

  /// Whether there is text to delete (or a token the user may delete).
  open var hasText: Bool { !(text ?? "").isEmpty || (allowsDeletingTokens && !tokens.isEmpty) }

  private func replaceCharacters(in range: NSRange, with replacement: String) {
    guard searchBar?.searchFieldShouldChangeText(in: range, replacementText: replacement) ?? true else { return }
    let current = (self.text ?? "") as NSString
    self.text = current.replacingCharacters(in: range, with: replacement)
    sendActions(for: .editingChanged)
    searchBar?.searchFieldTextDidChange()
  }
}
