import Foundation
import InterfaceBuilder

/// One side of a compared document: where it comes from and its bytes, or why they could not be read.
struct DiffSide {
  /// `main:Main.storyboard`, `working tree:Main.storyboard` or a file path: named in messages.
  var label: String
  /// The bytes, or the problem met reading them.
  var contents: Result<Data, DiffInputProblem>

  /// How many leading bytes are searched for a NUL to tell a binary file (git's own rule).
  static let binaryProbeLength = 8000

  /// The decoded document, or a message naming the side, line and problem.
  func document(fileName: String) -> Result<IBDocument, DiffInputProblem> {
    let data: Data
    switch contents {
    case .failure(let problem): return .failure(problem)
    case .success(let bytes): data = bytes
    }
    if data.prefix(Self.binaryProbeLength).contains(0) {
      return .failure(DiffInputProblem(message: "\(label): a binary file, not a storyboard or xib; not compared"))
    }
    do {
      return .success(try IBDocument(data: data, fileName: fileName))
    } catch {
      let primary = error.primary
      return .failure(
        DiffInputProblem(
          message: "\(label):\(primary.location.line):\(primary.location.column): does not decode: \(primary.message)"))
    }
  }
}

/// A problem with one input of `adaptive diff`, as one line naming the file.
struct DiffInputProblem: Error, Equatable, CustomStringConvertible {
  var message: String
  var description: String { message }
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
