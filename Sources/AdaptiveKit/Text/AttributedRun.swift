import Foundation

/// One run of attributed text: characters that share their attributes.
///
/// Views keep attributed text as runs in Swift rather than rewriting `NSAttributedString`s:
/// Foundation on Linux halts (`CFBasicHashesAreEqual`) when it compares the attribute
/// dictionaries of two runs whose values are objects of a Swift class — appending, copying or
/// restyling a string whose runs hold different `UIFont`s, `UIColor`s or paragraph styles — so
/// only reading a string and making a one-run string are safe there.
struct AttributedRun {
  var text: String
  var attributes: [NSAttributedString.Key: Any]

  /// The runs of `string`, read without changing or copying it.
  static func runs(of string: NSAttributedString) -> [AttributedRun] {
    let whole = string.string as NSString
    var runs: [AttributedRun] = []
    var location = 0
    while location < string.length {
      var range = NSRange(location: 0, length: 0)
      let attributes = string.attributes(at: location, effectiveRange: &range)
      let end = max(range.location + range.length, location + 1)
      runs.append(AttributedRun(text: whole.substring(with: NSRange(location: location, length: end - location)), attributes: attributes))
      location = end
    }
    return runs
  }

  /// `runs` with neighbours whose attributes are equal joined.
  static func joined(_ runs: [AttributedRun]) -> [AttributedRun] {
    var joined: [AttributedRun] = []
    for run in runs {
      if let last = joined.last, sameAttributes(last.attributes, run.attributes) {
        joined[joined.count - 1].text += run.text
      } else {
        joined.append(run)
      }
    }
    return joined
  }

  /// Whether two attribute dictionaries hold the same keys with equal values.
  static func sameAttributes(_ lhs: [NSAttributedString.Key: Any], _ rhs: [NSAttributedString.Key: Any]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (key, value) in lhs {
      guard let other = rhs[key], sameValue(value, other) else { return false }
    }
    return true
  }

  /// Whether two attribute values are equal: objects by `isEqual`, values by `==`.
  private static func sameValue(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? NSObject, let rhs = rhs as? NSObject { return lhs.isEqual(rhs) }
    if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
    return false
  }

  /// Whether `string` is a single run (or empty), which Foundation copies safely on Linux.
  static func isSingleRun(_ string: NSAttributedString) -> Bool {
    guard string.length > 0 else { return true }
    var range = NSRange(location: 0, length: 0)
    _ = string.attributes(at: 0, effectiveRange: &range)
    return range.length >= string.length
  }

  /// A copy of `string` where Foundation can make one (a single run); else `string` itself.
  static func snapshot(of string: NSAttributedString) -> NSAttributedString {
    isSingleRun(string) ? NSAttributedString(attributedString: string) : string
  }
}
