extension ModulePorter {
  /// An override declared in an extension (which Swift without the Objective-C runtime rejects)
  /// keeps its body where it is, under a new name and without `override`, so it still reaches its
  /// file's private helpers; the class's body gains a one-line override forwarding to it, written
  /// on the line of the class's closing brace so no line moves.
  mutating func portOverrides(_ file: ScannedFile, _ fileIndex: Int, index: ModuleIndex) {
    for member in file.members where member.hasModifier("override") {
      guard let ownerIndex = member.owner, file.types[ownerIndex].kind == .extension else { continue }
      let extensionDeclaration = file.types[ownerIndex]
      guard let entry = index.classes[extensionDeclaration.name], let classFile = files[entry.file],
        let closing = classFile.types[entry.type].bodyClose
      else {
        problem(
          file, line: member.line, .extensionOverride,
          "\(member.name) overrides in an extension of \(extensionDeclaration.name), which these sources do not declare; "
            + "move it into a subclass")
        continue
      }
      let forwarder: String
      switch forwardingDeclaration(member, in: file, access: member.access ?? extensionDeclaration.access) {
      case .success(let text): forwarder = text
      case .failure(let failure):
        problem(file, line: member.line, .extensionOverride, "\(member.name) overrides in an extension: \(failure.reason)")
        continue
      }
      if let modifier = member.modifiers.first(where: { $0.name == "override" }) {
        remove(modifier.tokens, in: file, fileIndex, rule: .extensionOverride, note: "forwarded from \(entry.declaration.name)'s body")
      }
      replace(
        member.nameToken..<(member.nameToken + 1), in: file, fileIndex, with: Self.overridePrefix + member.name,
        rule: .extensionOverride)
      let offset = classFile.tokens[closing].offset
      // Declarations sharing a line need semicolons between them (a leading one is an error).
      let separator = Self.endsDeclarationOnSameLine(before: closing, in: classFile) ? "; " : ""
      edits[entry.file].append(TextEdit(start: offset, end: offset, replacement: separator + forwarder + "; "))
      changes.append(
        PortChange(
          file: reportPath(classFile.path), line: classFile.tokens[closing].line, rule: .extensionOverride,
          before: "}", after: separator + forwarder + "; }"))
    }
  }

  /// The override written into the class, forwarding to the renamed member.
  func forwardingDeclaration(_ member: MemberDeclaration, in file: ScannedFile, access: String?) -> Result<String, SelectorFailure> {
    if member.hasModifier("static") || member.hasModifier("class") {
      return .failure(SelectorFailure(reason: "type members are not forwarded; move it into the class"))
    }
    let prefix = (access.map { "\($0) " } ?? "") + "override "
    let renamed = "self.\(Self.overridePrefix)\(member.name)"
    switch member.kind {
    case .var:
      guard let type = member.type, let body = member.body else {
        return .failure(SelectorFailure(reason: "only computed properties with a written type are forwarded"))
      }
      let hasSetter = hasDirectChild(named: "set", in: body, of: file)
      let accessors = hasSetter ? "get { \(renamed) } set { \(renamed) = newValue }" : renamed
      return .success("\(prefix)var \(member.name): \(type) { \(accessors) }")
    case .func:
      guard let body = member.body else { return .failure(SelectorFailure(reason: "it has no body")) }
      if member.parameters.contains(where: \.isVariadic) {
        return .failure(SelectorFailure(reason: "variadic parameters cannot be forwarded"))
      }
      let head = file.compactText(member.keyword..<body.lowerBound)
      let arguments = member.parameters.map { parameter in
        (parameter.label == "_" ? "" : "\(parameter.label): ") + (parameter.isInout ? "&" : "") + parameter.name
      }
      let effects = (member.isThrowing ? "try " : "") + (member.isAsync ? "await " : "")
      return .success("\(prefix)\(head) { return \(effects)\(renamed)(\(arguments.joined(separator: ", "))) }")
    default:
      return .failure(SelectorFailure(reason: "only methods and computed properties are forwarded; move it into the class"))
    }
  }

  /// Whether a declaration ends on the line of token `index`, before it, with no `;` or `{` after it.
  static func endsDeclarationOnSameLine(before index: Int, in file: ScannedFile) -> Bool {
    var previous = index - 1
    while previous >= 0, file.tokens[previous].kind == .space || file.tokens[previous].kind == .blockComment { previous -= 1 }
    guard previous >= 0 else { return false }
    let token = file.tokens[previous]
    return !token.isTrivia && !token.is("{") && !token.is(";")
  }

  /// Whether the block `body` has an accessor called `name` directly inside it.
  private func hasDirectChild(named name: String, in body: ClosedRange<Int>, of file: ScannedFile) -> Bool {
    var index = body.lowerBound + 1
    while index < body.upperBound {
      let token = file.tokens[index]
      if token.is(name) { return true }
      if let partner = file.partner[index], partner > index { index = partner }
      index += 1
    }
    return false
  }
}
