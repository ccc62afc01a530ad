/// Walks a file's tokens once, tracking braces, and records declarations at statement starts.
struct DeclarationScanner {
  let tokens: [SwiftToken]
  /// Indices of the significant (non-trivia) tokens.
  private let significant: [Int]
  private(set) var types: [TypeDeclaration] = []
  private(set) var members: [MemberDeclaration] = []
  private(set) var imports: [ImportDeclaration] = []
  private(set) var directives: [ConditionDirective] = []
  private(set) var selectors: [Int] = []
  private(set) var keyPaths: [Int] = []
  private(set) var partner: [Int: Int] = [:]

  private enum Scope {
    case type(Int)
    case other
  }

  /// Modifiers that may precede a declaration keyword.
  static let modifiers: Set<String> = AccessLevel.names.union([
    "final", "override", "static", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating",
    "required", "convenience", "optional", "indirect", "nonisolated", "isolated", "prefix", "postfix",
    "infix", "distributed", "consuming", "borrowing", "__consuming",
  ])
  static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "extension"]
  static let memberKeywords: Set<String> = ["func", "init", "subscript", "var", "let"]
  private static let effectWords: Set<String> = ["async", "throws", "rethrows", "where", "->", "{"]

  init(tokens: [SwiftToken]) {
    self.tokens = tokens
    significant = tokens.indices.filter { !tokens[$0].isTrivia }
  }

  mutating func scan() {
    matchPairs()
    var scopes: [Scope] = []
    var pendingBodies: [Int: Int] = [:]  // opening brace → type index
    var position = 0
    while position < significant.count {
      let index = significant[position]
      let token = tokens[index]
      if token.kind == .pound {
        position = scanPound(at: position)
        continue
      }
      if token.is("{") {
        if let type = pendingBodies[index] {
          scopes.append(.type(type))
        } else {
          scopes.append(.other)
        }
        position += 1
        continue
      }
      if token.is("}") {
        if case .type(let type)? = scopes.popLast() { types[type].bodyClose = index }
        position += 1
        continue
      }
      if startsStatement(position), let end = scanDeclaration(at: position, scopes: scopes, pendingBodies: &pendingBodies) {
        position = end
        continue
      }
      position += 1
    }
  }

  /// Pairs `{}`, `()` and `[]` tokens; unbalanced ones (split across `#if` branches) stay unpaired.
  private mutating func matchPairs() {
    var stack: [Int] = []
    let closers: [String: String] = ["}": "{", ")": "(", "]": "["]
    for index in significant where tokens[index].kind == .punctuation {
      let text = tokens[index].text
      if text == "{" || text == "(" || text == "[" {
        stack.append(index)
      } else if let opener = closers[text] {
        if let last = stack.last, tokens[last].text == opener {
          stack.removeLast()
          partner[last] = index
          partner[index] = last
        }
      }
    }
  }

  /// Whether significant token `position` begins a statement: first in the file, after a brace or
  /// semicolon, or first on its line.
  private func startsStatement(_ position: Int) -> Bool {
    guard position > 0 else { return true }
    let previous = significant[position - 1]
    if tokens[previous].is("{") || tokens[previous].is("}") || tokens[previous].is(";") { return true }
    if tokens[previous].kind == .attribute { return false }
    return tokens[(previous + 1)..<significant[position]].contains { $0.kind == .newline || $0.kind == .lineComment }
  }

  /// Records `#if`/`#elseif` conditions and `#selector`s; returns the position after the directive.
  private mutating func scanPound(at position: Int) -> Int {
    let index = significant[position]
    switch tokens[index].text {
    case "#if", "#elseif":
      var end = index + 1
      while end < tokens.count, tokens[end].kind != .newline, tokens[end].kind != .lineComment { end += 1 }
      directives.append(ConditionDirective(directive: index, condition: (index + 1)..<end))
      var next = position + 1
      while next < significant.count, significant[next] < end { next += 1 }
      return next
    case "#selector":
      selectors.append(index)
    case "#keyPath":
      keyPaths.append(index)
    default:
      break
    }
    return position + 1
  }

  private func significantPosition(of index: Int) -> Int? {
    var low = 0
    var high = significant.count
    while low < high {
      let middle = (low + high) / 2
      if significant[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low < significant.count && significant[low] == index ? low : nil
  }

  /// Parses a declaration head at `position`; returns where scanning continues, or nil when the
  /// statement is not a declaration.
  private mutating func scanDeclaration(at position: Int, scopes: [Scope], pendingBodies: inout [Int: Int]) -> Int? {
    var cursor = position
    var attributes: [AttributeUse] = []
    var modifiers: [ModifierUse] = []
    while cursor < significant.count {
      let index = significant[cursor]
      let token = tokens[index]
      if token.kind == .attribute {
        var last = index
        var argument: String?
        if index + 1 < tokens.count, tokens[index + 1].is("("), let close = partner[index + 1] {
          argument = tokens[(index + 2)..<close].map(\.text).joined()
          last = close
        }
        attributes.append(AttributeUse(name: String(token.text.dropFirst()), argument: argument, tokens: index..<(last + 1), line: token.line))
        guard let next = significantPosition(of: last) else { return nil }
        cursor = next + 1
        continue
      }
      if token.kind == .identifier, Self.modifiers.contains(token.text) || isClassModifier(cursor) {
        var last = index
        if cursor + 1 < significant.count, tokens[significant[cursor + 1]].is("("), let close = partner[significant[cursor + 1]] {
          last = close
        }
        modifiers.append(ModifierUse(name: token.text, tokens: index..<(last + 1)))
        guard let next = significantPosition(of: last) else { return nil }
        cursor = next + 1
        continue
      }
      break
    }
    guard cursor < significant.count else { return nil }
    let keywordIndex = significant[cursor]
    let keyword = tokens[keywordIndex]
    guard keyword.kind == .identifier else { return nil }
    let start = attributes.first?.tokens.lowerBound ?? modifiers.first?.tokens.lowerBound ?? keywordIndex
    let owner: Int? = if case .type(let type)? = scopes.last { type } else { nil }
    if keyword.text == "import" {
      return scanImport(at: cursor, attributes: attributes)
    }
    if Self.typeKeywords.contains(keyword.text), let kind = TypeDeclaration.Kind(rawValue: keyword.text) {
      return scanType(kind, at: cursor, start: start, attributes: attributes, modifiers: modifiers, scopes: scopes, pendingBodies: &pendingBodies)
    }
    if Self.memberKeywords.contains(keyword.text), let kind = MemberDeclaration.Kind(rawValue: keyword.text) {
      return scanMember(kind, at: cursor, start: start, attributes: attributes, modifiers: modifiers, owner: owner)
    }
    return attributes.isEmpty && modifiers.isEmpty ? nil : cursor
  }

  /// Whether `class` at `position` is a modifier (`class func`, `class var`) rather than a keyword.
  private func isClassModifier(_ position: Int) -> Bool {
    guard tokens[significant[position]].text == "class", position + 1 < significant.count else { return false }
    let next = tokens[significant[position + 1]].text
    return Self.memberKeywords.contains(next) || Self.modifiers.contains(next) || next == "class"
  }

  private mutating func scanImport(at position: Int, attributes: [AttributeUse]) -> Int {
    var cursor = position + 1
    var kind: String?
    if cursor < significant.count, ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(tokens[significant[cursor]].text) {
      kind = tokens[significant[cursor]].text
      cursor += 1
    }
    guard cursor < significant.count else { return cursor }
    let first = significant[cursor]
    var last = first
    while cursor + 2 < significant.count, tokens[significant[cursor + 1]].is("."), tokens[significant[cursor + 2]].kind == .identifier,
      tokens[significant[cursor + 1]].line == tokens[last].line
    {
      cursor += 2
      last = significant[cursor]
    }
    let pathText = tokens[first...last].filter { !$0.isTrivia }.map(\.text).joined()
    imports.append(ImportDeclaration(attributes: attributes, kind: kind, path: first..<(last + 1), pathText: pathText, line: tokens[first].line))
    return cursor + 1
  }

  private mutating func scanType(
    _ kind: TypeDeclaration.Kind, at position: Int, start: Int, attributes: [AttributeUse], modifiers: [ModifierUse],
    scopes: [Scope], pendingBodies: inout [Int: Int]
  ) -> Int? {
    var cursor = position + 1
    guard cursor < significant.count, tokens[significant[cursor]].kind == .identifier else { return nil }
    var name = tokens[significant[cursor]].text
    cursor += 1
    while cursor + 1 < significant.count, tokens[significant[cursor]].is("."), tokens[significant[cursor + 1]].kind == .identifier {
      name += "." + tokens[significant[cursor + 1]].text
      cursor += 2
    }
    var isGeneric = false
    if cursor < significant.count, tokens[significant[cursor]].is("<") {
      isGeneric = true
      cursor = skipAngles(from: cursor)
    }
    var inherited: [String] = []
    if cursor < significant.count, tokens[significant[cursor]].is(":") {
      cursor += 1
      var current = ""
      var angleDepth = 0
      while cursor < significant.count {
        let token = tokens[significant[cursor]]
        if angleDepth == 0, token.is("{") || token.text == "where" { break }
        if token.is("<") {
          angleDepth += 1
        } else if token.is(">") {
          angleDepth -= 1
        } else if angleDepth == 0, token.is(",") {
          inherited.append(current)
          current = ""
        } else if angleDepth == 0 {
          current += token.text
        }
        cursor += 1
      }
      if !current.isEmpty { inherited.append(current) }
    }
    while cursor < significant.count, !tokens[significant[cursor]].is("{") { cursor += 1 }
    guard cursor < significant.count else { return nil }
    let enclosing = scopes.reversed().compactMap { scope -> String? in
      if case .type(let type) = scope { return types[type].name }
      return nil
    }.first
    let qualified = kind == .extension ? name : enclosing.map { "\($0).\(name)" } ?? name
    types.append(
      TypeDeclaration(
        kind: kind, name: qualified, start: start, inherited: inherited, isGeneric: isGeneric, attributes: attributes,
        modifiers: modifiers, bodyOpen: significant[cursor], bodyClose: nil, line: tokens[significant[position]].line))
    pendingBodies[significant[cursor]] = types.count - 1
    return cursor
  }

  /// The position after the `>` closing the `<` at `position`.
  private func skipAngles(from position: Int) -> Int {
    var depth = 0
    var cursor = position
    while cursor < significant.count {
      let token = tokens[significant[cursor]]
      if token.is("<") {
        depth += 1
      } else if token.is(">"), !isArrowHead(significant[cursor]) {
        depth -= 1
        if depth == 0 { return cursor + 1 }
      } else if token.is("{") || token.is(";") {
        return cursor
      }
      cursor += 1
    }
    return cursor
  }

  private func isArrowHead(_ index: Int) -> Bool { index > 0 && tokens[index - 1].is("-") }

  private mutating func scanMember(
    _ kind: MemberDeclaration.Kind, at position: Int, start: Int, attributes: [AttributeUse], modifiers: [ModifierUse], owner: Int?
  ) -> Int? {
    var cursor = position + 1
    let keywordIndex = significant[position]
    var nameToken = keywordIndex
    var name = kind.rawValue
    switch kind {
    case .func, .var, .let:
      guard cursor < significant.count else { return nil }
      nameToken = significant[cursor]
      name = tokens[nameToken].text
      guard tokens[nameToken].kind == .identifier || kind == .func else { return cursor }
      if tokens[nameToken].kind != .identifier {
        // An operator function: its name runs to the parameter list or generics.
        while cursor + 1 < significant.count, !tokens[significant[cursor + 1]].is("("), !tokens[significant[cursor + 1]].is("<") {
          cursor += 1
          name += tokens[significant[cursor]].text
        }
      }
      cursor += 1
    case .`init`:
      while cursor < significant.count, tokens[significant[cursor]].is("?") || tokens[significant[cursor]].is("!") { cursor += 1 }
    case .subscript:
      break
    }
    var parameters: [Parameter] = []
    var propertyType: String?
    if kind == .var || kind == .let {
      if cursor < significant.count, tokens[significant[cursor]].is(":") {
        let typeStart = significant[cursor] + 1
        var end = cursor + 1
        var depth = 0
        while end < significant.count {
          let token = tokens[significant[end]]
          if depth == 0, token.is("=") || token.is("{") || token.is(";") { break }
          if depth == 0, end > cursor + 1, crossesLine(significant[end - 1], significant[end]) { break }
          if token.is("(") || token.is("[") || token.is("<") { depth += 1 }
          if token.is(")") || token.is("]") || (token.is(">") && !isArrowHead(significant[end])) { depth -= 1 }
          end += 1
        }
        propertyType = compact(typeStart..<(end < significant.count ? significant[end] : tokens.count))
        cursor = end
      }
    } else {
      if cursor < significant.count, tokens[significant[cursor]].is("<") { cursor = skipAngles(from: cursor) }
      guard cursor < significant.count, tokens[significant[cursor]].is("("), let close = partner[significant[cursor]] else {
        return cursor
      }
      parameters = parseParameters(open: significant[cursor], close: close)
      guard let closePosition = significantPosition(of: close) else { return nil }
      cursor = closePosition + 1
    }
    var isThrowing = false
    var isAsync = false
    var body: ClosedRange<Int>?
    var scan = cursor
    var depth = 0
    while scan < significant.count {
      let index = significant[scan]
      let token = tokens[index]
      if depth == 0, scan > cursor, crossesLine(significant[scan - 1], index), !Self.effectWords.contains(token.text) { break }
      if depth == 0, token.is("{") {
        if kind == .var || kind == .let, scan != cursor { break }
        if let close = partner[index] { body = index...close }
        break
      }
      if depth == 0, token.is("=") || token.is(";") || token.is("}") { break }
      if token.text == "throws" || token.text == "rethrows" { isThrowing = true }
      if token.text == "async" { isAsync = true }
      if token.is("(") || token.is("[") { depth += 1 }
      if token.is(")") || token.is("]") { depth -= 1 }
      scan += 1
    }
    members.append(
      MemberDeclaration(
        kind: kind, name: name, nameToken: nameToken, start: start, keyword: keywordIndex, attributes: attributes,
        modifiers: modifiers, parameters: parameters, type: propertyType, isThrowing: isThrowing, isAsync: isAsync,
        body: body, owner: owner, line: tokens[keywordIndex].line))
    // Continue inside the body so nested declarations and braces are seen.
    return cursor
  }

  private func crossesLine(_ from: Int, _ to: Int) -> Bool {
    tokens[(from + 1)..<to].contains { $0.kind == .newline || $0.kind == .lineComment }
  }

  private func compact(_ range: Range<Int>) -> String { tokens[range].compactText }

  /// Splits `( … )` at its top-level commas into parameters.
  private func parseParameters(open: Int, close: Int) -> [Parameter] {
    var parameters: [Parameter] = []
    var segment: [Int] = []
    var depth = 0
    func finish() {
      defer { segment = [] }
      guard let colon = segment.firstIndex(where: { tokens[$0].is(":") }) else { return }
      let names = segment[..<colon].filter { tokens[$0].kind == .identifier && !tokens[$0].isTrivia }.map { tokens[$0].text }
        .filter { $0 != "isolated" && $0 != "sending" }
      guard let first = names.first else { return }
      let label = first
      let name = names.count > 1 ? names[1] : first
      var typeTokens = Array(segment[(colon + 1)...])
      var typeDepth = 0
      if let equals = typeTokens.firstIndex(where: { index in
        let token = tokens[index]
        if token.is("(") || token.is("[") || token.is("<") { typeDepth += 1 }
        if token.is(")") || token.is("]") || (token.is(">") && !isArrowHead(index)) { typeDepth -= 1 }
        return typeDepth == 0 && token.is("=")
      }) {
        typeTokens = Array(typeTokens[..<equals])
      }
      guard let typeFirst = typeTokens.first, let typeLast = typeTokens.last else { return }
      var type = compact(typeFirst..<(typeLast + 1))
      let isInout = type.hasPrefix("inout ")
      if isInout { type.removeFirst("inout ".count) }
      let isVariadic = type.hasSuffix("...")
      parameters.append(Parameter(label: label, name: name, type: type, isInout: isInout, isVariadic: isVariadic))
    }
    var index = open + 1
    while index < close {
      let token = tokens[index]
      if token.isTrivia {
        index += 1
        continue
      }
      if token.is("(") || token.is("[") || token.is("{") || token.is("<") { depth += 1 }
      if token.is(")") || token.is("]") || token.is("}") || (token.is(">") && !isArrowHead(index)) { depth -= 1 }
      if depth == 0, token.is(",") {
        finish()
      } else {
        segment.append(index)
      }
      index += 1
    }
    finish()
    return parameters
  }
}
