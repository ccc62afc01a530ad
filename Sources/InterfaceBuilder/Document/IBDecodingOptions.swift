/// Options for decoding a document.
public struct IBDecodingOptions: Hashable, Sendable {
  /// When `true`, problems that still leave a complete model (duplicate ids, dangling references)
  /// are recorded in `IBDocument.diagnostics` with severity `error` instead of being thrown; lint
  /// tools use this to load broken files and report every problem. Syntax and platform errors are
  /// always thrown.
  public var isLenient: Bool
  /// Elements nested deeper than this are refused with `ib.nesting-too-deep`.
  public var maximumNestingDepth: Int
  /// Whether attributes outside the known vocabulary are reported as `ib.unknown-attribute` warnings.
  public var reportsUnknownAttributes: Bool

  /// Creates options; the defaults are strict decoding, depth 1,000 and unknown-attribute warnings on.
  public init(isLenient: Bool = false, maximumNestingDepth: Int = 1000, reportsUnknownAttributes: Bool = true) {
    self.isLenient = isLenient
    self.maximumNestingDepth = maximumNestingDepth
    self.reportsUnknownAttributes = reportsUnknownAttributes
  }

  /// Records reference and duplicate-id errors as diagnostics instead of throwing.
  public static let lenient = IBDecodingOptions(isLenient: true)
}
