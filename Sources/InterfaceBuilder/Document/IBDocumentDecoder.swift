/// Turns bytes into an `IBDocument`: tokenizes, checks the platform, indexes ids and validates references.
struct IBDocumentDecoder {
  let bytes: [UInt8]
  let fileName: String
  let options: IBDecodingOptions
  private var diagnostics: [Diagnostic] = []
  private var lineStarts: [Int] = [0]

  init(bytes: [UInt8], fileName: String, options: IBDecodingOptions) {
    self.bytes = bytes
    self.fileName = fileName
    self.options = options
  }

  /// How serious a dangling reference from `attribute` of `element` is.
  ///
  /// The 511 corpus files never leave one dangling (only IBLinter's deliberately broken
  /// DuplicateID.xib does). References that break navigation are errors; references that
  /// only matter to the editor or to outlets are warnings, as Xcode itself only warns about them.
  static let referenceAttributes: [String: [String: Diagnostic.Severity]] = [
    // Xcode opens, and ibtool compiles, a constraint whose item is gone (shipped apps carry them);
    // the constraint just takes no part in the layout, so it is a located warning.
    "constraint": ["firstItem": .warning, "secondItem": .warning],
    "segue": [
      "destination": .error, "popoverAnchorView": .warning, "popoverAnchorBarButtonItem": .warning,
      "reference": .warning,
    ],
    "include": ["reference": .error],
    "exclude": ["reference": .error],
    "outlet": ["destination": .warning],
    "outletCollection": ["destination": .warning],
    "action": ["destination": .warning],
    "document": ["initialViewController": .warning],
    "view": ["reference": .warning],
    "tableViewCellContentView": ["tableViewCell": .warning],
    "tableViewCell": ["textLabel": .warning, "detailTextLabel": .warning, "imageView": .warning],
  ]

  private struct PendingReference {
    var element: String
    var attribute: String
    var value: String
    var offset: Int
    var ownerID: String?
    var severity: Diagnostic.Severity
  }

  mutating func decode() throws(IBDecodingError) -> IBDocument {
    let start = try checkPreamble()
    let parsed: IBXMLParseResult
    do {
      parsed = try bytes.withUnsafeBufferPointer { buffer throws(IBXMLSyntaxError) in
        var parser = IBXMLParser(bytes: buffer, start: start, maximumDepth: options.maximumNestingDepth)
        return try parser.parseDocument()
      }
    } catch {
      lineStarts = bytes.withUnsafeBufferPointer { IBXMLParser.lineStarts(of: $0) }
      throw IBDecodingError(diagnostics: [
        diagnostic(
          error.id, .error, at: location(error.offset), message: error.message,
          notes: error.notes.map { Diagnostic.Note(location: location($0.offset), message: $0.message) })
      ])
    }
    lineStarts = parsed.lineStarts
    let root = parsed.root
    try checkPlatform(root)

    var index: [String: [Int]] = [:]
    var locations: [String: (name: String, location: IBSourceLocation)] = [:]
    var references: [PendingReference] = []
    var path: [Int] = []
    var errors: [Diagnostic] = []
    visit(
      root, parent: nil, path: &path, insideUnknown: false, index: &index, locations: &locations,
      references: &references, errors: &errors)
    for reference in references where locations[reference.value] == nil {
      let diagnostic = diagnostic(
        .danglingReference, reference.severity, at: location(reference.offset), objectID: reference.ownerID,
        message:
          "\(reference.attribute)=\"\(reference.value)\" on <\(reference.element)> refers to an object id that is not in the document"
      )
      if reference.severity == .error { errors.append(diagnostic) } else { diagnostics.append(diagnostic) }
    }
    if !errors.isEmpty {
      if options.isLenient {
        diagnostics = errors + diagnostics
      } else {
        throw IBDecodingError(diagnostics: errors + diagnostics)
      }
    }
    return IBDocument(
      fileName: fileName, root: root, diagnostics: diagnostics, declaration: parsed.declaration,
      prolog: parsed.prolog, epilog: parsed.epilog, source: bytes, indentUnit: indentUnit(of: root),
      index: index)
  }

  // MARK: - Before parsing

  /// Refuses files that are not UTF-8 XML text; returns where the XML starts (after a BOM).
  private mutating func checkPreamble() throws(IBDecodingError) -> Int {
    let first = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
    if bytes.isEmpty || first == nil {
      throw single(.emptyDocument, "the file is empty; expected an Interface Builder XML document")
    }
    if bytes.starts(with: Array("bplist".utf8)) {
      throw single(
        .binaryPlist,
        "this is a binary property list (a compiled nib or a binary-format IB file), not an XML storyboard or xib")
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      throw single(.unsupportedEncoding, "the file is UTF-16; Interface Builder documents are UTF-8")
    }
    if bytes.prefix(1024).contains(0) {
      throw single(.notInterfaceBuilderDocument, "the file contains binary data, not XML text")
    }
    if let bad = IBDocumentDecoder.firstInvalidUTF8(bytes) {
      lineStarts = bytes.withUnsafeBufferPointer { IBXMLParser.lineStarts(of: $0) }
      throw IBDecodingError(diagnostics: [
        diagnostic(
          .unsupportedEncoding, .error, at: location(bad),
          message:
            "invalid UTF-8: byte 0x\(bytes[bad] < 16 ? "0" : "")\(String(bytes[bad], radix: 16, uppercase: true)) does not start or continue a valid sequence; Interface Builder documents are UTF-8"
        )
      ])
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      if bytes.count == 3 || bytes.dropFirst(3).allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
        throw single(.emptyDocument, "the file is empty; expected an Interface Builder XML document")
      }
      return 3
    }
    return 0
  }

  /// The offset of the first byte that is not part of a well-formed UTF-8 sequence (overlong
  /// forms, surrogates and code points past U+10FFFF included), or nil when all is well-formed.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; high = 0x9F
      case 0xF0: length = 4; low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; high = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = bytes[index + 1]
      guard second >= low && second <= high else { return index }
      for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
      index += length
    }
    return nil
  }

  // MARK: - Platform

  private func checkPlatform(_ root: IBXMLElement) throws(IBDecodingError) {
    let here = root.location
    switch root.name {
    case "document": break
    case "archive":
      throw IBDecodingError(diagnostics: [
        diagnostic(
          .notInterfaceBuilderDocument, .error, at: here,
          message:
            "this is a legacy Interface Builder 3 <archive> xib (Xcode 3/4); open and save it in a current Xcode to convert it to the <document> format"
        )
      ])
    case "plist":
      throw IBDecodingError(diagnostics: [
        diagnostic(.notInterfaceBuilderDocument, .error, at: here, message: "this is a property list, not an Interface Builder document")
      ])
    default:
      throw IBDecodingError(diagnostics: [
        diagnostic(
          .notInterfaceBuilderDocument, .error, at: here,
          message: "the root element is <\(root.name)>; an Interface Builder document starts with <document>")
      ])
    }
    let type = root["type"] ?? ""
    let runtime = root["targetRuntime"] ?? ""
    var platform: String?
    if type.contains(".Cocoa.") || runtime.hasPrefix("MacOSX") {
      platform = "macOS (\(type.isEmpty ? runtime : type))"
    } else if type.contains("WatchKit") || runtime.lowercased().contains("watch") {
      platform = "watchOS (\(type.isEmpty ? runtime : type))"
    } else if type.contains("AppleTV") || runtime.contains("AppleTV") {
      platform = "tvOS (targetRuntime \(runtime.isEmpty ? type : runtime))"
    } else if !type.contains("CocoaTouch") {
      platform = type.isEmpty ? "a document without a type attribute" : "an unknown document type '\(type)'"
    }
    if let platform {
      throw IBDecodingError(diagnostics: [
        diagnostic(
          .unsupportedPlatform, .error, at: here,
          message: "not a CocoaTouch (iOS) document: this is \(platform)")
      ])
    }
  }

  // MARK: - Walk

  private mutating func visit(
    _ element: IBXMLElement, parent: IBXMLElement?, path: inout [Int], insideUnknown: Bool,
    index: inout [String: [Int]], locations: inout [String: (name: String, location: IBSourceLocation)],
    references: inout [PendingReference], errors: inout [Diagnostic]
  ) {
    var unknown = insideUnknown
    if !insideUnknown && !IBVocabulary.knownElements.contains(element.name) {
      unknown = true
      diagnostics.append(
        diagnostic(
          .unknownElement, .warning, at: element.location, objectID: element.id,
          message: "unknown element <\(element.name)> inside <\(parent?.name ?? "")>; kept verbatim"))
    }
    if !unknown && options.reportsUnknownAttributes {
      for attribute in element.attributes where !IBVocabulary.knownAttributes.contains(attribute.name) {
        diagnostics.append(
          diagnostic(
            .unknownAttribute, .warning, at: location(attribute.sourceOffset), objectID: element.id,
            message: "unknown attribute '\(attribute.name)' on <\(element.name)>; kept verbatim"))
      }
    }
    if let id = element.id, IBDocument.carriesObjectID(element) {
      if let first = locations[id] {
        errors.append(
          diagnostic(
            .duplicateID, .error, at: element.location, objectID: id,
            message:
              "duplicate object id '\(id)': <\(element.name)> at \(element.location) reuses the id of <\(first.name)> at \(first.location)",
            notes: [Diagnostic.Note(location: first.location, message: "'\(id)' first used by <\(first.name)> here")]))
      } else {
        locations[id] = (element.name, element.location)
        index[id] = path
      }
    }
    if !unknown {
      for attribute in element.attributes {
        guard let problem = IBDocumentDecoder.numberProblem(attribute, of: element.name) else { continue }
        diagnostics.append(
          diagnostic(
            .invalidValue, .warning, at: location(attribute.sourceOffset), objectID: element.id ?? parent?.id,
            message: problem))
      }
    }
    if let table = IBDocumentDecoder.referenceAttributes[element.name] {
      for attribute in element.attributes {
        if let severity = table[attribute.name] {
          references.append(
            PendingReference(
              element: element.name, attribute: attribute.name, value: attribute.value,
              offset: attribute.sourceOffset, ownerID: element.id, severity: severity))
        }
      }
    }
    for (offset, node) in element.children.enumerated() {
      guard case .element(let child) = node else { continue }
      path.append(offset)
      visit(
        child, parent: element, path: &path, insideUnknown: unknown, index: &index, locations: &locations,
        references: &references, errors: &errors)
      path.removeLast()
    }
  }

  // MARK: - Helpers

  private func indentUnit(of root: IBXMLElement) -> [UInt8] {
    guard let child = root.elements.first, child.location.isKnown else { return Array("    ".utf8) }
    let lineStart = child.location.offset - (child.location.column - 1)
    let prefix = bytes[max(0, lineStart)..<child.location.offset]
    guard !prefix.isEmpty, prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return Array("    ".utf8) }
    return Array(prefix)
  }

  private func location(_ offset: Int) -> IBSourceLocation {
    guard offset >= 0 else { return .unknown }
    return IBXMLParser.location(of: offset, lineStarts: lineStarts)
  }

  private func diagnostic(
    _ id: IBDiagnosticID, _ severity: Diagnostic.Severity, at location: IBSourceLocation, objectID: String? = nil,
    message: String, notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    Diagnostic(
      id: id, severity: severity, file: fileName, location: location, objectID: objectID, message: message,
      notes: notes)
  }

  private func single(_ id: IBDiagnosticID, _ message: String) -> IBDecodingError {
    IBDecodingError(diagnostics: [diagnostic(id, .error, at: IBSourceLocation(line: 1, column: 1), message: message)])
  }
}
