import InterfaceBuilder

/// The objects a document exempts from rules through `lint:ignore` in their `userLabel`
/// (see `Linter`), with everything inside them.
struct InlineExemptions {
  /// The marker in a label.
  static let marker = "lint:ignore"

  /// Exempted rules by object id; an empty set means every rule.
  private var rulesByObject: [String: Set<String>] = [:]

  init(document: IBDocument) {
    visit(document.root, inherited: nil)
  }

  func exempts(_ ruleID: String, objectID: String?) -> Bool {
    guard let objectID, let rules = rulesByObject[objectID] else { return false }
    return rules.isEmpty || rules.contains(ruleID)
  }

  private mutating func visit(_ element: IBXMLElement, inherited: Set<String>?) {
    var current = inherited
    if let label = element["userLabel"], let own = Self.rules(in: label) {
      current = (current?.isEmpty == true || own.isEmpty) ? [] : (current ?? []).union(own)
    }
    if let current, let id = element.id { rulesByObject[id] = current }
    for case .element(let child) in element.children { visit(child, inherited: current) }
  }

  /// The rules a label exempts: `nil` when it has no marker, empty for all rules.
  static func rules(in label: String) -> Set<String>? {
    guard let range = label.range(of: marker) else { return nil }
    let rest = label[range.upperBound...]
    guard rest.first == "=" else { return [] }
    let list = rest.dropFirst().prefix { !$0.isWhitespace && $0 != ")" && $0 != "]" }
    return Set(list.split(separator: ",").map(String.init))
  }
}
