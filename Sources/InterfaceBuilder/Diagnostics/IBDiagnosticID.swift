/// The stable rule identifier of a diagnostic, such as `ib.malformed-xml`.
public struct IBDiagnosticID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The identifier text.
  public var rawValue: String

  /// Creates an identifier from its text.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The identifier text.
  public var description: String { rawValue }

  /// The file is not well-formed XML.
  public static let malformedXML = IBDiagnosticID(rawValue: "ib.malformed-xml")
  /// The file contains a document type declaration, which is refused (no DTDs, no external entities).
  public static let doctypeForbidden = IBDiagnosticID(rawValue: "ib.doctype-forbidden")
  /// Elements are nested deeper than the decoder allows.
  public static let nestingTooDeep = IBDiagnosticID(rawValue: "ib.nesting-too-deep")
  /// The file is empty or holds only whitespace.
  public static let emptyDocument = IBDiagnosticID(rawValue: "ib.empty-document")
  /// The file is a binary property list (a compiled nib or binary plist), not XML.
  public static let binaryPlist = IBDiagnosticID(rawValue: "ib.binary-plist")
  /// The file is not in a text encoding the decoder reads (UTF-8).
  public static let unsupportedEncoding = IBDiagnosticID(rawValue: "ib.unsupported-encoding")
  /// The XML is not an Interface Builder 3 `<document>` (for example a legacy `<archive>` xib or a plist).
  public static let notInterfaceBuilderDocument = IBDiagnosticID(rawValue: "ib.not-ib-document")
  /// The document is for another platform (macOS, watchOS, tvOS).
  public static let unsupportedPlatform = IBDiagnosticID(rawValue: "ib.unsupported-platform")
  /// Two objects share one id.
  public static let duplicateID = IBDiagnosticID(rawValue: "ib.duplicate-id")
  /// A reference names an id that the document does not contain.
  public static let danglingReference = IBDiagnosticID(rawValue: "ib.dangling-reference")
  /// An element the decoder does not know; kept verbatim.
  public static let unknownElement = IBDiagnosticID(rawValue: "ib.unknown-element")
  /// An attribute the decoder does not know; kept verbatim.
  public static let unknownAttribute = IBDiagnosticID(rawValue: "ib.unknown-attribute")
  /// A required attribute is missing (for example a constraint without `firstAttribute`).
  public static let missingAttribute = IBDiagnosticID(rawValue: "ib.missing-attribute")
  /// An attribute value cannot be read (for example a multiplier that is not a number).
  public static let invalidValue = IBDiagnosticID(rawValue: "ib.invalid-value")
}

extension IBDiagnosticID {
  /// The file could not be read from disk.
  public static let unreadableFile = IBDiagnosticID(rawValue: "ib.unreadable-file")
  /// The file is larger than `IBDecodingOptions.maximumFileSize`.
  public static let fileTooLarge = IBDiagnosticID(rawValue: "ib.file-too-large")
}
