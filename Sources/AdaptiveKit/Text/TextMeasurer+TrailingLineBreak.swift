import Foundation

extension TextMeasurer {
  /// Whether the lines laid out (`pending`, in order) overflow `maxLines`. Text that ends in a
  /// line break has an empty last line (TextKit's extra line fragment: a multi-line UILabel
  /// whose text ends in "\n" is a line taller, as Interface Builder stores RadarCOVID's,
  /// safe-ios', element's and entourage's labels, Xcode 9–15). That line holds no text, so
  /// dropping it past the line limit shortens nothing: the line above keeps its text whole.
  /// `lastLineParagraph` is the paragraph of the last line laid out; the last of
  /// `paragraphCount` paragraphs is the trailing break's line when it is empty.
  static func overflows(
    lineCount: Int, maxLines: Int, lastLineParagraph: Int?, paragraphCount: Int, lastParagraphIsEmpty: Bool
  ) -> Bool {
    guard lineCount > maxLines else { return false }
    let lastIsTrailingBreakLine = paragraphCount > 1 && lastParagraphIsEmpty && lastLineParagraph == paragraphCount - 1
    return !(lastIsTrailingBreakLine && lineCount == maxLines + 1)
  }
}
