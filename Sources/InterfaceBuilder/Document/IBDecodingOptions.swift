/// Options for decoding a document.
public struct IBDecodingOptions: Hashable, Sendable {
  /// When `true`, problems that still leave a complete model (duplicate ids, dangling references)
  /// are recorded in `IBDocument.diagnostics` with severity `error` instead of being thrown; lint
  /// tools use this to load broken files and report every problem. Syntax and platform errors are
  /// always thrown.
  public var isLenient: Bool
  /// Elements nested deeper than this are refused with `ib.nesting-too-deep`; values above
  /// ``nestingDepthCeiling`` act as the ceiling.
  public var maximumNestingDepth: Int {
    get { storedMaximumNestingDepth }
    set { storedMaximumNestingDepth = Swift.min(newValue, IBDecodingOptions.nestingDepthCeiling) }
  }
  private var storedMaximumNestingDepth: Int
  /// The deepest nesting any options accept (also the default). The decoder, the writer and
  /// document comparison walk the tree recursively: on the small stacks of Swift concurrency's
  /// threads a debug build overflows at 2,000 levels (measured) and survives 1,000, while real
  /// storyboards nest under 40 levels. A limit can be lowered, never raised past this.
  public static let nestingDepthCeiling = 1_000
  /// Whether attributes outside the known vocabulary are reported as `ib.unknown-attribute` warnings.
  public var reportsUnknownAttributes: Bool
  /// Files larger than this many bytes are refused with `ib.file-too-large` before they are read.
  ///
  /// The default, 32 MiB, is sixty times the largest real storyboard we have seen (about 0.5 MB);
  /// it bounds the decoder's memory (the lossless tree takes roughly ten times the file's size).
  public var maximumFileSize: Int

  /// Creates options; the defaults are strict decoding, depth 1,000, unknown-attribute warnings on
  /// and files up to 32 MiB.
  public init(
    isLenient: Bool = false, maximumNestingDepth: Int = 1000, reportsUnknownAttributes: Bool = true,
    maximumFileSize: Int = 32 << 20
  ) {
    self.isLenient = isLenient
    self.storedMaximumNestingDepth = Swift.min(maximumNestingDepth, IBDecodingOptions.nestingDepthCeiling)
    self.reportsUnknownAttributes = reportsUnknownAttributes
    self.maximumFileSize = maximumFileSize
  }

  /// Records reference and duplicate-id errors as diagnostics instead of throwing.
  public static let lenient = IBDecodingOptions(isLenient: true)
}
