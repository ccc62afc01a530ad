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
