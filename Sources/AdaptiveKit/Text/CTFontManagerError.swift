import Foundation

/// Why CoreText refused to register a font file, with CoreText's codes
/// (`kCTFontManagerErrorFileNotFound` is 101, and so on).
public enum CTFontManagerError: Int, Sendable {
  /// The file does not exist or cannot be read.
  case fileNotFound = 101
  /// The file is not a font CoreText reads.
  case unrecognizedFormat = 103
  /// The file is a font, but its data is broken.
  case invalidFontData = 104
  /// The file is already registered.
  case alreadyRegistered = 105
  /// The file is larger than a font can reasonably be.
  case exceededResourceLimit = 106
  /// The file is not registered (when unregistering).
  case notRegistered = 201
  /// The font lacks a name to register it by.
  case insufficientInfo = 303
  /// Another registered file already has a font of this PostScript name.
  case duplicatedName = 305
}

/// A font file that could not be registered or read: the file, CoreText's code and the problem.
public struct FontRegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// CoreText's error code.
  public let code: CTFontManagerError
  /// The font file.
  public let fileURL: URL
  /// What is wrong, in words.
  public let problem: String

  /// An error for `fileURL`.
  public init(_ code: CTFontManagerError, fileURL: URL, problem: String) {
    self.code = code
    self.fileURL = fileURL
    self.problem = problem
  }

  /// "path: problem".
  public var description: String { "\(fileURL.path): \(problem)" }
}
