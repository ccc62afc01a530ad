/// The Objective-C selector names Swift gives methods and properties, as the compiler forms them:
/// the first argument label joins the base name with "With" (unless either side of the join is a
/// preposition), later labels are pieces of their own, `_` is an empty piece, and a throwing
/// method gains an error piece.
enum ObjectiveCSelector {
  /// The English prepositions Swift checks at the join (its parts-of-speech table).
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
    "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
    "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The selector of a method (or initializer, `base` `init`) with argument `labels` (`_` for none).
  static func method(base: String, labels: [String], isThrowing: Bool = false) -> String {
    let labels = labels.map(unescaped)
    let base = unescaped(base)
    guard let first = labels.first else { return isThrowing ? base + "AndReturnError:" : base }
    var firstPiece = base
    if first != "_" {
      if !prepositions.contains(firstWord(first)) && !prepositions.contains(lastWord(base)) { firstPiece += "With" }
      firstPiece += capitalized(first)
    }
    var selector = firstPiece + ":"
    for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
    if isThrowing { selector += "error:" }
    return selector
  }

  /// The selector of a property's getter.
  static func getter(_ property: String) -> String { unescaped(property) }

  /// The selector of a property's setter: `setName:`.
  static func setter(_ property: String) -> String { "set" + capitalized(unescaped(property)) + ":" }

  static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

  private static func unescaped(_ name: String) -> String { name.trimmingBackticks }

  /// The first camel-case word, lowercased.
  static func firstWord(_ name: String) -> String {
    String(name.prefix { !$0.isUppercase }).lowercased()
  }

  /// The last camel-case word, lowercased.
  static func lastWord(_ name: String) -> String {
    guard let start = name.lastIndex(where: \.isUppercase) else { return name.lowercased() }
    return name[start...].lowercased()
  }
}

extension String {
  /// The name without the backticks that escape a keyword.
  var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
