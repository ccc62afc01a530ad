extension Diagnostic: CustomStringConvertible {
  /// Compiler-style text Xcode turns into issues: `File.storyboard:12:5: error: message [rule.id]`,
  /// then one `file:line:column: note: …` line per note. Unknown positions print as 1 (Xcode
  /// ignores a line 0); a problem of no file prints as `error: message`, as compiler drivers do.
  public var description: String {
    guard !file.isEmpty else { return "\(severity.rawValue): \(message)" }
    var lines = ["\(file):\(Self.position(line)):\(Self.position(column)): \(severity.rawValue): \(message) [\(ruleID)]"]
    for note in notes {
      lines.append("\(file):\(Self.position(note.line)):\(Self.position(note.column)): note: \(note.message)")
    }
    return lines.joined(separator: "\n")
  }

  /// A 1-based position as printed: unknown (0) becomes 1.
  static func position(_ value: Int) -> Int { max(value, 1) }
}
