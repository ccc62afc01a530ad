import Foundation

/// Why a font file could not be read; thrown by `OpenTypeFont(data:)`.
enum FontFileError: Error, Equatable, Sendable {
  /// A read of `length` bytes at `offset` fell outside the data.
  case truncated(offset: Int, length: Int)
  /// The file does not start with a TrueType or OpenType signature.
  case unsupportedFormat(signature: UInt32)
  /// A table every metrics reader needs is absent.
  case missingTable(String)
  /// A table is present but its contents are inconsistent.
  case invalidTable(String, reason: String)
  /// No bundled font file has this name.
  case resourceNotFound(String)
}

extension FontFileError: CustomStringConvertible {
  /// The problem in words, for messages that name the file.
  var description: String {
    switch self {
    case .truncated(let offset, let length):
      "truncated: \(length) bytes at offset \(offset) lie past the end of the file"
    case .unsupportedFormat(let signature):
      "not a TrueType or OpenType font (starts with 0x\(String(signature, radix: 16, uppercase: true)))"
    case .missingTable(let tag): "the required '\(tag)' table is missing"
    case .invalidTable(let tag, let reason): "the '\(tag)' table is invalid: \(reason)"
    case .resourceNotFound(let name): "no bundled font file is named \(name)"
    }
  }
}
