import Foundation

/// Turns a document saved without size classes into Xcode 6's unified (size-class) format, the
/// way Xcode's *Use Size Classes* check box does, by editing the file's text in place: every byte
/// outside the changes listed in `changes` stays as it was.
///
/// The changes: `useTraitCollections="YES"` right after `useAutolayout="YES"` on `<document>`
/// (the order in every Xcode 6–7 unified file of the corpus); the document-wide
/// `<simulatedMetricsContainer key="defaultSimulatedMetrics">` removed, because a unified
/// document is edited on the 600×600 Any/Any canvas with View As rather than on one stored device
/// (26 of the corpus' 27 unified storyboards of Xcode 6–7 have none); and every pre-iOS 8 segue
/// kind replaced by the adaptive one Xcode converts it to (push → show, modal → presentation,
/// replace → showDetail, popover → popoverPresentation), with the segue's other attributes and
/// children (presentation style, anchor, arrow directions) kept. Stored frames are not touched:
/// Xcode would resize the scenes to 600×600 on its canvas, but the frames laid out for the old
/// device stay valid at run time, where layout comes from the constraints.
public struct IBUnifiedConversion: Sendable {
  /// One change, for the preview.
  public struct Change: Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line of the original file where the change is.
    public var line: Int
    /// What changes, in a sentence.
    public var summary: String

    /// `line: summary`.
    public var description: String { "\(line): \(summary)" }
  }

  /// The file name used in messages.
  public let fileName: String
  /// The converted file.
  public let converted: Data
  /// The changes, in file order.
  public let changes: [Change]

  /// The attribute Xcode writes to turn size classes on.
  static let sizeClassesAttribute = "useTraitCollections"
  /// The attribute that records Auto Layout, which size classes require.
  static let autoLayoutAttribute = "useAutolayout"

  /// Converts `data`; throws when it already uses size classes, has Auto Layout off, or does not
  /// decode.
  public init(data: Data, fileName: String) throws(IBUnifiedConversionError) {
    let document: IBDocument
    do {
      document = try IBDocument(
        data: data, fileName: fileName, options: IBDecodingOptions(isLenient: true, reportsUnknownAttributes: false))
    } catch {
      let primary = error.primary
      throw .notDecodable(
        file: fileName, line: primary.location.line, column: primary.location.column, message: primary.message)
    }
    try self.init(document: document, data: data)
  }

  /// Converts a document decoded from `data` (its source bytes).
  init(document: IBDocument, data: Data) throws(IBUnifiedConversionError) {
    let bytes = document.source ?? [UInt8](data)
    let root = document.root
    let line = root.location.line
    guard let rootTag = root.startTagRange else {
      throw .notDecodable(file: document.fileName, line: line, column: root.location.column, message: "the document has no source text")
    }
    let tag = IBStartTagAttributes(bytes, tag: rootTag)
    if root.bool(Self.sizeClassesAttribute) == true { throw .alreadyUnified(file: document.fileName, line: line) }
    guard root.bool(Self.autoLayoutAttribute) == true, let autoLayout = tag[Self.autoLayoutAttribute] else {
      throw .autoLayoutOff(file: document.fileName, line: line)
    }

    var edits: [Edit] = []
    if let off = tag[Self.sizeClassesAttribute] {
      edits.append(
        Edit(
          range: off.valueRange, replacement: "YES", line: line,
          summary: "size classes on: \(Self.sizeClassesAttribute)=\"NO\" becomes \"YES\""))
    } else {
      edits.append(
        Edit(
          range: autoLayout.range.upperBound..<autoLayout.range.upperBound,
          replacement: " \(Self.sizeClassesAttribute)=\"YES\"", line: line,
          summary: "size classes on: \(Self.sizeClassesAttribute)=\"YES\" added after \(Self.autoLayoutAttribute)=\"YES\""))
    }
    for child in root.elements where child.name == "simulatedMetricsContainer" && child.key == "defaultSimulatedMetrics" {
      guard let range = child.sourceRange else { continue }
      let screen = child.elements.first { $0.key == "destination" }?["type"].map { " (editor device \($0))" } ?? ""
      edits.append(
        Edit(
          range: Self.extendedToLineStart(range, in: bytes), replacement: "", line: child.location.line,
          summary: "removed <simulatedMetricsContainer key=\"defaultSimulatedMetrics\">\(screen): "
            + "a unified document is shown on the 600×600 Any/Any canvas, with View As"))
    }
    Self.collectSegueEdits(in: root, bytes: bytes, into: &edits)

    edits.sort { $0.range.lowerBound < $1.range.lowerBound }
    var output = bytes
    for edit in edits.reversed() {
      output.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    self.fileName = document.fileName
    self.converted = Data(output)
    self.changes = edits.map { Change(line: $0.line, summary: $0.summary) }
  }

  /// A replacement of source bytes.
  struct Edit {
    var range: Range<Int>
    var replacement: String
    var line: Int
    var summary: String
  }

  /// The `kind` value of every legacy segue below `element`, replaced by its adaptive kind.
  static func collectSegueEdits(in element: IBXMLElement, bytes: [UInt8], into edits: inout [Edit]) {
    for child in element.elements {
      if child.name == "segue", let written = child["kind"], case let kind = IBSegueKind(rawValue: written),
        kind.isLegacy, let tagRange = child.startTagRange, let value = IBStartTagAttributes(bytes, tag: tagRange)["kind"]
      {
        let adaptive = kind.adaptiveEquivalent
        let name = child["identifier"].map { "'\($0)'" } ?? "without identifier"
        edits.append(
          Edit(
            range: value.valueRange, replacement: adaptive.rawValue, line: child.location.line,
            summary: "segue \(name) (id \(child["id"] ?? "?")): \(kind) → \(adaptive)"))
      }
      collectSegueEdits(in: child, bytes: bytes, into: &edits)
    }
  }

  /// `range` widened back over the indentation and line break before it, when only spaces and
  /// tabs separate it from that line break, so removing an element removes its line.
  static func extendedToLineStart(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
    var start = range.lowerBound
    while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
    if start > 0, bytes[start - 1] == UInt8(ascii: "\n") {
      start -= 1
      if start > 0, bytes[start - 1] == UInt8(ascii: "\r") { start -= 1 }
      return start..<range.upperBound
    }
    return range
  }
}
