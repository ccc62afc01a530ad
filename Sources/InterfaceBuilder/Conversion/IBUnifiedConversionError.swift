/// Why a document cannot be converted to Xcode 6's unified (size-class) format.
public enum IBUnifiedConversionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The document already has `useTraitCollections="YES"`.
  case alreadyUnified(file: String, line: Int)
  /// Auto Layout is off (`useAutolayout` absent or not `YES`); size classes need it.
  case autoLayoutOff(file: String, line: Int)
  /// The file is not a document the decoder can read.
  case notDecodable(file: String, line: Int, column: Int, message: String)

  /// The problem as one line naming the file and line.
  public var description: String {
    switch self {
    case .alreadyUnified(let file, let line):
      "\(file):\(line): already uses size classes (useTraitCollections=\"YES\"); there is nothing to convert"
    case .autoLayoutOff(let file, let line):
      "\(file):\(line): Auto Layout is off (no useAutolayout=\"YES\" on <document>); Xcode requires Auto Layout "
        + "for size classes: turn on Use Auto Layout in Xcode's File inspector (which adds constraints) first, then convert"
    case .notDecodable(let file, let line, let column, let message):
      "\(file):\(line):\(column): cannot be converted: \(message)"
    }
  }
}

extension IBUnifiedConversionError {
  /// The problem as a located diagnostic (`convert.already-unified`, `convert.auto-layout-off`,
  /// `convert.not-decodable`).
  public var diagnostic: Diagnostic {
    switch self {
    case .alreadyUnified(let file, let line):
      Diagnostic(
        ruleID: "convert.already-unified", severity: .error,
        message: "already uses size classes (useTraitCollections=\"YES\"); there is nothing to convert", file: file,
        line: line, column: 1)
    case .autoLayoutOff(let file, let line):
      Diagnostic(
        ruleID: "convert.auto-layout-off", severity: .error,
        message: "Auto Layout is off (no useAutolayout=\"YES\" on <document>); Xcode requires Auto Layout "
          + "for size classes: turn on Use Auto Layout in Xcode's File inspector (which adds constraints) first, then convert",
        file: file, line: line, column: 1)
    case .notDecodable(let file, let line, let column, let message):
      Diagnostic(
        ruleID: "convert.not-decodable", severity: .error, message: "cannot be converted: \(message)", file: file,
        line: line, column: column)
    }
  }
}
