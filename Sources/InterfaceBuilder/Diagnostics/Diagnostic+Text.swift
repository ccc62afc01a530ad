extension Diagnostic: CustomStringConvertible {
  /// Compiler-style text Xcode turns into issues: `File.storyboard:12:5: error: message [rule.id]`,
  /// then one `file:line:column: note: …` line per note (and one for the overlay picture, when drawn). A whole-file problem (line 0) prints as
  /// `File.xcassets/Contents.json: error: message [rule.id]`, an unknown column as 1, and a
  /// problem of no file as `error: message`, as compiler drivers print theirs.
  public var description: String {
    guard !file.isEmpty else { return "\(severity.rawValue): \(message)" }
    var lines = ["\(Self.place(file, line, column)): \(severity.rawValue): \(message) [\(ruleID)]"]
    for note in notes { lines.append("\(Self.place(file, note.line, note.column)): note: \(note.message)") }
    if let overlay { lines.append("\(Self.place(file, line, column)): note: overlay \(overlay)") }
    return lines.joined(separator: "\n")
  }

  /// `file:line:column`, or `file` alone when the line is unknown.
  static func place(_ file: String, _ line: Int, _ column: Int) -> String {
    line > 0 ? "\(file):\(line):\(max(column, 1))" : file
  }
}
