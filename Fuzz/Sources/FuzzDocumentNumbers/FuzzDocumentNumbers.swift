import Foundation
import FuzzSupport
import InterfaceBuilder
import Lint

/// libFuzzer entry point: rewrites numeric attribute values of one real storyboard, then decodes,
/// lays out every scene (saved configuration and the lint device matrix) and lints it. Whatever
/// numbers the file holds, this must finish, every finding must be located, and every solved
/// frame must be finite.
///
/// The input is a program of edits. Each edit is a byte choosing the attribute (among the numeric
/// attributes of the document, in order) and a byte choosing the value: one of `hostileNumbers`,
/// or, past the end of that list, the text up to the next newline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocumentNumbers(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let input = UnsafeBufferPointer(start: start, count: count)
  let text = NumericAttributes.shared.rewritten(by: input)
  MainActor.assumeIsolated { check(Data(text.utf8)) }
  return 0
}

@MainActor
private func check(_ data: Data) {
  let document: IBDocument
  do {
    document = try IBDocument(data: data, fileName: "fuzz.storyboard", options: .lenient)
  } catch {
    // Text edits may break the XML; the error must still be located.
    precondition(error.location.line >= 1, "a decoding error without a line: \(error)")
    return
  }
  let input = LintInput(document: document, file: "fuzz.storyboard")
  for layout in input.layoutSurvey.layouts {
    for frame in layout.frames {
      let values = [frame.solved.x, frame.solved.y, frame.solved.width, frame.solved.height]
      precondition(values.allSatisfy(\.isFinite), "a non-finite solved frame for \(frame.viewID): \(frame.solved)")
    }
  }
  // Every rule over the same input, so the layouts above are not made twice.
  let findings = Linter.allRules.flatMap { $0.init().check(input) }
  for finding in findings {
    precondition(finding.line >= 1 && finding.column >= 1, "a finding without a location: \(finding)")
  }
  let reported = findings.filter { $0.ruleID == InvalidNumber.metadata.id }.count
  let diagnosed = document.diagnostics.filter { $0.id == .invalidValue }.count
  precondition(reported == diagnosed, "\(diagnosed) invalid values decoded but \(reported) reported by lint")
}

/// The base document and where its numeric attribute values lie.
private final class NumericAttributes: Sendable {
  static let shared = NumericAttributes()

  /// Values that have broken number handling somewhere: non-finite, huge, tiny, negative,
  /// out-of-range priorities, integer overflow, fractions.
  static let hostileNumbers = [
    "nan", "NaN", "inf", "-inf", "1e308", "-1e308", "1e400", "1e-320", "0", "-0", "-1", "5000", "0.5", "1000",
    "1001", "999", "1e6", "1000001", "-1000001", "9223372036854775808", "1:0", "0:0", "16:9", "1/3", "", " ",
    "0x1p1023", "1e15", "4294967296", "-17", "2.5e9",
  ]

  /// Attributes holding numbers in storyboards (the ones `IBNumberLimits` checks and neighbours).
  static let names: Set<String> = [
    "x", "y", "width", "height", "constant", "multiplier", "priority", "pointSize", "size", "alpha", "red",
    "green", "blue", "white", "numberOfLines", "spacing", "rowHeight", "estimatedRowHeight",
    "sectionHeaderHeight", "sectionFooterHeight", "minimumScaleFactor", "minimumFontSize", "top", "left",
    "bottom", "right", "minX", "minY", "maxX", "maxY", "horizontalHuggingPriority", "verticalHuggingPriority",
    "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "preferredMaxLayoutWidth",
    "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "indentationWidth", "tag", "progress",
  ]

  let source: [UInt8]
  /// The byte ranges of the values (between the quotes) of numeric attributes, in order.
  let values: [Range<Int>]

  init() {
    let path = ProcessInfo.processInfo.environment["FUZZ_BASE_DOCUMENT"] ?? ""
    guard let data = FileManager.default.contents(atPath: path) else {
      fatalError("FUZZ_BASE_DOCUMENT must name a storyboard (Fuzz/run-all.sh sets it); got '\(path)'")
    }
    source = Array(data)
    var found: [Range<Int>] = []
    var index = 0
    // Finds ` name="value"` by hand (attribute values in IB files never contain a quote).
    while index < source.count {
      guard source[index] == UInt8(ascii: "="), index + 1 < source.count, source[index + 1] == UInt8(ascii: "\"")
      else {
        index += 1
        continue
      }
      var nameStart = index
      while nameStart > 0, source[nameStart - 1] != UInt8(ascii: " ") && source[nameStart - 1] != UInt8(ascii: "\n") {
        nameStart -= 1
      }
      let name = String(decoding: source[nameStart..<index], as: UTF8.self)
      let valueStart = index + 2
      var valueEnd = valueStart
      while valueEnd < source.count, source[valueEnd] != UInt8(ascii: "\"") { valueEnd += 1 }
      if Self.names.contains(name) { found.append(valueStart..<valueEnd) }
      index = valueEnd + 1
    }
    precondition(!found.isEmpty, "the base document has no numeric attributes")
    values = found
  }

  /// The document with the input's edits applied.
  func rewritten(by input: UnsafeBufferPointer<UInt8>) -> String {
    var replacements: [Int: [UInt8]] = [:]
    var cursor = 0
    while cursor + 1 < input.count {
      let target = Int(input[cursor]) % values.count
      let choice = Int(input[cursor + 1])
      cursor += 2
      if choice < Self.hostileNumbers.count {
        replacements[target] = Array(Self.hostileNumbers[choice].utf8)
      } else {
        var text: [UInt8] = []
        while cursor < input.count, input[cursor] != UInt8(ascii: "\n") {
          text.append(input[cursor])
          cursor += 1
        }
        cursor += 1
        replacements[target] = text
      }
    }
    var output: [UInt8] = []
    output.reserveCapacity(source.count + input.count)
    var copied = 0
    for (position, range) in values.enumerated() {
      guard let replacement = replacements[position] else { continue }
      output += source[copied..<range.lowerBound]
      output += replacement
      copied = range.upperBound
    }
    output += source[copied...]
    return String(decoding: output, as: UTF8.self)
  }
}

@_cdecl("FuzzDocumentNumbers_main")
public func fuzzDocumentNumbersMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzDocumentNumbers)
}
