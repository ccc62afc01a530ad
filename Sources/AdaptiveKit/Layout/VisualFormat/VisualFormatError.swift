extension NSLayoutConstraint {
  /// Why a Visual Format Language string could not become constraints: UIKit's problem sentence,
  /// the format and the offset UIKit puts its caret under.
  public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problem sentence, worded as UIKit words it (`Expected a view`).
    public let message: String
    /// The format string that failed.
    public let format: String
    /// The offset of the offending character (UIKit's caret), counted in the format's characters;
    /// nil when the problem is the whole string (empty, or not ASCII).
    public let position: Int?

    /// Creates an error; `position` nil means the whole format is at fault.
    public init(message: String, format: String, position: Int?) {
      self.message = message
      self.format = format
      self.position = position
    }

    /// UIKit's exception reason: the problem, the format, and a caret under the offending character.
    public var description: String {
      guard let position else { return "Unable to parse constraint format: \(message)" }
      let caret = String(repeating: " ", count: max(0, position)) + "^"
      return "Unable to parse constraint format: \n\(message) \n\(format) \n\(caret)"
    }
  }
}
