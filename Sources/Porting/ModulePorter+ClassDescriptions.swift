import Foundation

extension ModulePorter {
  /// `type(of: x).description()` → `((type(of: x) as? NSObject.Type)?.description() ?? String(reflecting: type(of: x)))`.
  ///
  /// On Apple platforms `description()` is found on any class through the Objective-C runtime
  /// (a metatype typed `AnyObject.Type` included), giving the class's name: NSObject's class
  /// method for UIKit's classes, `Module.Class` for Swift's. Linux has no such lookup, so the
  /// port asks NSObject where the class is one and spells the qualified name otherwise. Only a
  /// plain name or property path is rewritten, since the rewrite evaluates it twice.
  mutating func portClassDescriptions(_ file: ScannedFile, _ fileIndex: Int) {
    let tokens = file.tokens
    for start in tokens.indices where tokens[start].kind == .identifier && tokens[start].text == "type" {
      if let previous = previousSignificant(file, before: start), tokens[previous].is(".") { continue }
      guard let open = file.nextSignificant(after: start), tokens[open].is("("), let close = file.partner[open],
        let dot = file.nextSignificant(after: close), tokens[dot].is("."),
        let name = file.nextSignificant(after: dot), tokens[name].text == "description",
        let callOpen = file.nextSignificant(after: name), tokens[callOpen].is("("), let callClose = file.partner[callOpen],
        file.nextSignificant(after: callOpen) == callClose
      else { continue }
      let inside = file.compactText((open + 1)..<close)
      guard inside.hasPrefix("of:") else { continue }
      let subject = inside.dropFirst(3).trimmingCharacters(in: .whitespaces)
      let path = subject.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard !path.isEmpty, path.allSatisfy(Self.isName) else {
        problem(
          file, line: tokens[start].line, .classDescription,
          "type(of: \(subject)).description() needs the Objective-C runtime; left as written (store \(subject) in a constant first)")
        continue
      }
      let metatype = "type(of: \(subject))"
      replace(
        start..<(callClose + 1), in: file, fileIndex,
        with: "((\(metatype) as? NSObject.Type)?.description() ?? String(reflecting: \(metatype)))", rule: .classDescription)
    }
  }

  private func previousSignificant(_ file: ScannedFile, before index: Int) -> Int? {
    var previous = index - 1
    while previous >= 0, file.tokens[previous].isTrivia { previous -= 1 }
    return previous >= 0 ? previous : nil
  }
}
