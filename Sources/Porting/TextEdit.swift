/// A replacement of a span of a file's unicode scalars.
struct TextEdit {
  /// The first scalar replaced.
  let start: Int
  /// The scalar after the last one replaced (`start` for an insertion).
  let end: Int
  let replacement: String

  /// `text` with non-overlapping `edits` applied; an edit overlapping an earlier one is skipped.
  static func apply(_ edits: [TextEdit], to text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var position = 0
    // Insertions at one place keep the order they were made in.
    let ordered = edits.enumerated().sorted { ($0.element.start, $0.element.end, $0.offset) < ($1.element.start, $1.element.end, $1.offset) }
    for edit in ordered.map(\.element) where edit.start >= position {
      result.append(contentsOf: scalars[position..<edit.start])
      result.append(contentsOf: edit.replacement.unicodeScalars)
      position = edit.end
    }
    result.append(contentsOf: scalars[position...])
    return String(result)
  }
}
