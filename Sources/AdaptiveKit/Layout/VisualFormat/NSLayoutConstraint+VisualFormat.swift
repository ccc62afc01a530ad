extension NSLayoutConstraint {
  /// The constraints a Visual Format Language string describes, not activated (UIKit's API); a
  /// malformed format is reported to `AdaptiveKitLog` with UIKit's exception text and gives `[]`.
  public static func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do {
      return try validatedConstraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
    } catch {
      AdaptiveKitLog.shared.report(.visualFormat, error.description)
      return []
    }
  }

  /// The throwing form of `constraints(withVisualFormat:options:metrics:views:)`: the error carries
  /// UIKit's problem sentence and caret offset where UIKit would raise an exception.
  public static func validatedConstraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) throws(VisualFormatError) -> [NSLayoutConstraint] {
    let ast = VisualFormatParser.parse(format)
    var builder = VisualFormatBuilder(format: format, options: opts, metrics: metrics, views: views)
    return try builder.build(ast)
  }
}
