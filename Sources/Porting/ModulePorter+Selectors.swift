import Foundation

extension ModulePorter {
  /// `#selector(Type.method(_:with:))`, `#selector(getter: Type.property)` →
  /// `Selector("method:with:")`, `Selector("property")`, with the name Swift generates (or the
  /// one `@objc(name)` gave the method).
  mutating func portSelectors(_ file: ScannedFile, _ fileIndex: Int, index: ModuleIndex) {
    for pound in file.selectors {
      guard let open = file.nextSignificant(after: pound), file.tokens[open].is("("), let close = file.partner[open] else {
        problem(file, line: file.tokens[pound].line, .selector, "#selector without parentheses left as written")
        continue
      }
      let expression = file.compactText((open + 1)..<close)
      switch selectorName(expression, index: index) {
      case .success(let name):
        replace(pound..<(close + 1), in: file, fileIndex, with: "Selector(\"\(name)\")", rule: .selector)
      case .failure(let reason):
        problem(file, line: file.tokens[pound].line, .selector, "#selector(\(expression)): \(reason); left as written")
      }
    }
  }

  /// `#keyPath(Type.property.property)` → `"property.property"`: the key path's string, which
  /// is all `#keyPath` produces (the type only checks the names on Apple platforms).
  mutating func portKeyPaths(_ file: ScannedFile, _ fileIndex: Int, index: ModuleIndex) {
    for pound in file.keyPaths {
      guard let open = file.nextSignificant(after: pound), file.tokens[open].is("("), let close = file.partner[open] else {
        problem(file, line: file.tokens[pound].line, .keyPath, "#keyPath without parentheses left as written")
        continue
      }
      let expression = file.compactText((open + 1)..<close).replacingOccurrences(of: " ", with: "")
      var components = expression.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard !components.isEmpty, components.allSatisfy(Self.isName) else {
        problem(file, line: file.tokens[pound].line, .keyPath, "#keyPath(\(expression)) is not a dotted property path; left as written")
        continue
      }
      if components.count > 1, let first = components.first,
        index.typeNames.contains(first) || first.first?.isUppercase == true || first == "self"
      {
        components.removeFirst()
      }
      let key = components.map(\.trimmingBackticks).joined(separator: ".")
      replace(pound..<(close + 1), in: file, fileIndex, with: "\"\(key)\"", rule: .keyPath)
    }
  }

  struct SelectorFailure: Error { let reason: String }

  /// The selector named by the inside of `#selector(…)`.
  func selectorName(_ expression: String, index: ModuleIndex) -> Result<String, SelectorFailure> {
    var text = expression.trimmingCharacters(in: .whitespaces)
    var accessor: String?
    for prefix in ["getter:", "setter:"] where text.hasPrefix(prefix) {
      accessor = String(prefix.dropLast())
      text = text.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }
    var labels: [String]?
    if text.hasSuffix(")"), let open = text.firstIndex(of: "(") {
      let inside = text[text.index(after: open)..<text.index(before: text.endIndex)].replacingOccurrences(of: " ", with: "")
      let pieces = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast()
      guard inside.isEmpty || inside.hasSuffix(":"), pieces.allSatisfy({ Self.isName(String($0)) }) else {
        return .failure(SelectorFailure(reason: "not a method reference this tool reads"))
      }
      labels = pieces.map(String.init)
      text = String(text[..<open])
    }
    let path = text.replacingOccurrences(of: " ", with: "").split(separator: ".").map(String.init)
    guard let base = path.last, path.allSatisfy(Self.isName) else {
      return .failure(SelectorFailure(reason: "not a method reference this tool reads"))
    }
    let qualifier = path.count > 1 && path[path.count - 2] != "self" ? path[path.count - 2] : nil
    if let accessor {
      return .success(accessor == "getter" ? ObjectiveCSelector.getter(base) : ObjectiveCSelector.setter(base))
    }
    var candidates = (index.methods[base] ?? []).filter { entry in
      guard let qualifier, index.typeNames.contains(qualifier) else { return true }
      return entry.owner.map { $0 == qualifier || $0.hasSuffix(".\(qualifier)") } ?? false
    }
    if let labels {
      candidates = candidates.filter { $0.declaration.parameters.map(\.label) == labels }
    }
    if let custom = candidates.lazy.compactMap({ $0.declaration.attributes.first { $0.name == "objc" }?.argument }).first {
      return .success(custom.replacingOccurrences(of: " ", with: ""))
    }
    let isThrowing = candidates.contains { $0.declaration.isThrowing }
    if let labels { return .success(ObjectiveCSelector.method(base: base, labels: labels, isThrowing: isThrowing)) }
    let forms = Set(candidates.map { $0.declaration.parameters.map(\.label) })
    switch forms.count {
    case 0:
      // Not declared in these sources: a framework method named without arguments takes none.
      return .success(ObjectiveCSelector.method(base: base, labels: []))
    case 1:
      return .success(ObjectiveCSelector.method(base: base, labels: forms.first ?? [], isThrowing: isThrowing))
    default:
      return .failure(SelectorFailure(reason: "\(base) is declared with several argument lists; name one"))
    }
  }

  static func isName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first else { return false }
    if text.hasPrefix("`") && text.hasSuffix("`") && text.count > 2 { return true }
    return (SwiftLexer.isIdentifierStart(first) || first == "_") && text.unicodeScalars.allSatisfy(SwiftLexer.isIdentifierContinuation)
  }
}
