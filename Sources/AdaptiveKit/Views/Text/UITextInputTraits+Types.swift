/// When the shift key is pressed automatically.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none = 0
  /// At the start of every word.
  case words = 1
  /// At the start of every sentence.
  case sentences = 2
  /// For every character.
  case allCharacters = 3
}

/// Whether autocorrection is on.
public enum UITextAutocorrectionType: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether spell checking is on.
public enum UITextSpellCheckingType: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether straight quotes become curly ones (iOS 11).
public enum UITextSmartQuotesType: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether double hyphens become dashes (iOS 11).
public enum UITextSmartDashesType: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether spaces are managed around inserted and deleted words (iOS 11).
public enum UITextSmartInsertDeleteType: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// The kind of keyboard a text input shows.
public enum UIKeyboardType: Int, Sendable {
  /// The input method's default.
  case `default` = 0
  /// ASCII characters only.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// For URLs.
  case URL = 3
  /// Digits.
  case numberPad = 4
  /// A phone pad.
  case phonePad = 5
  /// A phone pad that can also type names.
  case namePhonePad = 6
  /// For email addresses.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// With quick access to @ and #.
  case twitter = 9
  /// For web search terms and URLs.
  case webSearch = 10
  /// ASCII digits (iOS 10).
  case asciiCapableNumberPad = 11

  /// The former name of `asciiCapable`.
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The keyboard's appearance.
public enum UIKeyboardAppearance: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Dark.
  case dark = 1
  /// Light.
  case light = 2

  /// The former name of `dark`.
  public static var alert: UIKeyboardAppearance { .dark }
}

/// The return key's title.
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default` = 0
  /// Go.
  case go = 1
  /// Google.
  case google = 2
  /// Join.
  case join = 3
  /// Next.
  case next = 4
  /// Route.
  case route = 5
  /// Search.
  case search = 6
  /// Send.
  case send = 7
  /// Yahoo.
  case yahoo = 8
  /// Done.
  case done = 9
  /// Emergency Call.
  case emergencyCall = 10
  /// Continue (iOS 9).
  case `continue` = 11
}
