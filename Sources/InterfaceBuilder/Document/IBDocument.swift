import Foundation

/// A decoded `.storyboard` or `.xib`: the lossless element tree plus typed accessors over it.
///
/// The tree (`root`) is the canonical storage; scenes, controllers, views, constraints, segues and
/// the rest are typed views over it, so unknown content is never lost and edits show up everywhere.
public struct IBDocument: Equatable, Sendable {
  /// The file name used in diagnostics, such as `Main.storyboard`.
  public var fileName: String
  /// The `<document>` element with everything in it.
  public internal(set) var root: IBXMLElement
  /// Warnings found while decoding (and errors too, when decoded leniently).
  public internal(set) var diagnostics: [Diagnostic]
  /// The file the document was read from (nil when decoded from data or text): tools look for
  /// the app's own resources, such as its font files, around it.
  public var url: URL?
  /// Further folders where tools look for the app's font files after its own (a design system's
  /// shared package, say): set by the tool that loads the document (`adaptive --fonts`).
  public var fontFolders: [URL] = []

  /// The XML declaration text between `<?` and `?>`.
  var declaration: String?
  /// Comments and processing instructions around the root element.
  var prolog: [IBXMLNode]
  var epilog: [IBXMLNode]
  /// The original bytes, for byte-preserving encoding.
  var source: [UInt8]?
  /// The byte range of the root element in `source`.
  var rootSourceRange: Range<Int>?
  /// The indentation unit of the source (4 spaces for Xcode files).
  var indentUnit: [UInt8]
  /// Object id → child-index path from `root`.
  var index: [String: [Int]]

  /// Decodes the file at `url`; the file name in diagnostics is the URL's last path component.
  public init(contentsOf url: URL, options: IBDecodingOptions = IBDecodingOptions()) throws(IBDecodingError) {
    // Checked before reading so that a huge file costs neither time nor memory.
    if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber {
      try IBDocument.checkSize(size.intValue, fileName: url.lastPathComponent, options: options)
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw IBDecodingError(diagnostics: [
        Diagnostic(
          id: .unreadableFile, severity: .error, file: url.lastPathComponent,
          location: IBSourceLocation(line: 1, column: 1),
          message: "cannot read the file: \(error.localizedDescription)")
      ])
    }
    try self.init(data: data, fileName: url.lastPathComponent, options: options)
    self.url = url
  }

  /// Decodes a document from its bytes; `fileName` names it in diagnostics.
  public init(data: Data, fileName: String, options: IBDecodingOptions = IBDecodingOptions()) throws(IBDecodingError) {
    try IBDocument.checkSize(data.count, fileName: fileName, options: options)
    var decoder = IBDocumentDecoder(bytes: [UInt8](data), fileName: fileName, options: options)
    self = try decoder.decode()
  }

  /// Decodes a document from XML text; `fileName` names it in diagnostics.
  public init(
    xmlString: String, fileName: String = "Untitled.storyboard", options: IBDecodingOptions = IBDecodingOptions()
  ) throws(IBDecodingError) {
    try IBDocument.checkSize(xmlString.utf8.count, fileName: fileName, options: options)
    var decoder = IBDocumentDecoder(bytes: Array(xmlString.utf8), fileName: fileName, options: options)
    self = try decoder.decode()
  }

  init(
    fileName: String, root: IBXMLElement, diagnostics: [Diagnostic], declaration: String?,
    prolog: [IBXMLNode], epilog: [IBXMLNode], source: [UInt8]?, indentUnit: [UInt8], index: [String: [Int]]
  ) {
    self.fileName = fileName
    self.root = root
    self.diagnostics = diagnostics
    self.declaration = declaration
    self.prolog = prolog
    self.epilog = epilog
    self.source = source
    self.rootSourceRange = root.sourceRange
    self.indentUnit = indentUnit
    self.index = index
  }

  /// Documents are equal when their content is: the tree, declaration and surrounding comments.
  /// File names, diagnostics and source positions do not take part.
  public static func == (lhs: IBDocument, rhs: IBDocument) -> Bool {
    lhs.root == rhs.root && lhs.prolog == rhs.prolog && lhs.epilog == rhs.epilog
      && lhs.declaration == rhs.declaration
  }

  /// The warnings (severity `warning`) among the diagnostics.
  public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}

extension IBDocument {
  static func checkSize(_ size: Int, fileName: String, options: IBDecodingOptions) throws(IBDecodingError) {
    guard size > options.maximumFileSize else { return }
    throw IBDecodingError(diagnostics: [
      Diagnostic(
        id: .fileTooLarge, severity: .error, file: fileName, location: IBSourceLocation(line: 1, column: 1),
        message: "the file is \(size) bytes, more than the \(options.maximumFileSize) bytes a document may have "
          + "(real storyboards stay under 1 MB; raise IBDecodingOptions.maximumFileSize to read it anyway)")
    ])
  }
}
