import InterfaceBuilder

extension StoryboardSceneBuilder {
  /// Applies a `<textInputTraits key="textInputTraits" …/>` child to a text input, attribute by
  /// attribute; absent attributes keep the input's own defaults, but for capitalization, whose
  /// Interface Builder default is None (the corpus's 954 text fields without the attribute, and
  /// every text view writing `sentences` explicitly, where code-made inputs start at sentences).
  static func applyTextInputTraits(of element: IBXMLElement, to input: some UITextInputTraits) {
    input.autocapitalizationType = .none
    guard let traits = element.child(key: "textInputTraits", named: "textInputTraits") else { return }
    func raw(_ name: String, _ cases: [String]) -> Int? { traits[name].flatMap(cases.firstIndex(of:)) }
    let offOn = ["default", "no", "yes"]
    if let value = raw("autocapitalizationType", ["none", "words", "sentences", "allCharacters"]) {
      input.autocapitalizationType = UITextAutocapitalizationType(rawValue: value) ?? input.autocapitalizationType
    }
    if let value = raw("autocorrectionType", offOn) {
      input.autocorrectionType = UITextAutocorrectionType(rawValue: value) ?? input.autocorrectionType
    }
    if let value = raw("spellCheckingType", offOn) {
      input.spellCheckingType = UITextSpellCheckingType(rawValue: value) ?? input.spellCheckingType
    }
    if let value = raw("smartQuotesType", offOn) {
      input.smartQuotesType = UITextSmartQuotesType(rawValue: value) ?? input.smartQuotesType
    }
    if let value = raw("smartDashesType", offOn) {
      input.smartDashesType = UITextSmartDashesType(rawValue: value) ?? input.smartDashesType
    }
    if let value = raw("smartInsertDeleteType", offOn), let type = UITextSmartInsertDeleteType(rawValue: value) {
      input.smartInsertDeleteType = type
    }
    // Interface Builder writes ASCII Capable as `alphabet`, its former name.
    let keyboards = [
      "default", "alphabet", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad", "emailAddress",
      "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
    ]
    if let value = raw("keyboardType", keyboards) ?? (traits["keyboardType"] == "asciiCapable" ? 1 : nil) {
      input.keyboardType = UIKeyboardType(rawValue: value) ?? input.keyboardType
    }
    // `alert` is the dark appearance's former name.
    let darkByName = traits["keyboardAppearance"] == "dark" ? 1 : nil
    if let value = raw("keyboardAppearance", ["default", "alert", "light"]) ?? darkByName {
      input.keyboardAppearance = UIKeyboardAppearance(rawValue: value) ?? input.keyboardAppearance
    }
    let returnKeys = [
      "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall", "continue",
    ]
    if let value = raw("returnKeyType", returnKeys) {
      input.returnKeyType = UIReturnKeyType(rawValue: value) ?? input.returnKeyType
    }
    if let flag = traits.bool("enablesReturnKeyAutomatically") { input.enablesReturnKeyAutomatically = flag }
    if let flag = traits.bool("secureTextEntry") { input.isSecureTextEntry = flag }
  }
}
