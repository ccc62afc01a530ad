import Foundation
import InterfaceBuilder

/// One side of a compared document: where it comes from and its bytes, or why they could not be read.
struct DiffSide {
  /// `main:Main.storyboard`, `working tree:Main.storyboard` or a file path: the file of its diagnostics.
  var label: String
  /// The bytes, or the problem met reading them.
  var contents: Result<Data, Diagnostic>

  /// How many leading bytes are searched for a NUL to tell a binary file (git's own rule).
  static let binaryProbeLength = 8000

  /// The decoded document, or an error diagnostic of the side (the decoder's own, at its line and
  /// column, for a document that does not decode).
  func document(fileName: String) -> Result<IBDocument, Diagnostic> {
    let data: Data
    switch contents {
    case .failure(let problem): return .failure(problem)
    case .success(let bytes): data = bytes
    }
    if data.prefix(Self.binaryProbeLength).contains(0) {
      return .failure(DiffInputProblem.binary.diagnostic(of: label))
    }
    do {
      return .success(try IBDocument(data: data, fileName: fileName))
    } catch {
      return .failure(error.primary.located(in: label))
    }
  }
}

/// What keeps one side of `adaptive diff` from being compared, other than a decoding error (which
/// keeps the decoder's diagnostic).
enum DiffInputProblem {
  /// The file or the git object cannot be read; `reason` says why.
  case unreadable(reason: String)
  /// A binary file (a compiled nib, a plist) with a document's name.
  case binary

  /// The problem as an error diagnostic of the side labelled `label` (a whole-file problem).
  func diagnostic(of label: String) -> Diagnostic {
    switch self {
    case .unreadable(let reason):
      Diagnostic(ruleID: "diff.unreadable", severity: .error, message: reason, file: label, line: 0, column: 0)
    case .binary:
      Diagnostic(
        ruleID: "diff.binary", severity: .error, message: "a binary file, not a storyboard or xib; not compared",
        file: label, line: 0, column: 0)
    }
  }
}

/// One document to compare: its path and its two sides (`nil` when it exists on one side only).
struct DiffPair {
  /// The path shown in the report (the new one for renames).
  var path: String
  /// The old path, when git found the file renamed.
  var renamedFrom: String?
  var old: DiffSide?
  var new: DiffSide?
}
