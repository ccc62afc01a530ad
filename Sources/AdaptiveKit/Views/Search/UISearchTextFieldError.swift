/// A programmer error for which UIKit raises an exception while editing a search text field's
/// tokens. `insertToken(_:at:)` and `removeToken(at:)` log the message and leave the tokens as
/// they were; their `validated…` variants throw it.
public enum UISearchTextFieldError: Error, Equatable, CustomStringConvertible {
  /// A token index past the end (for an insertion, past one after the end).
  case tokenIndexOutOfRange(String)

  /// The name of the exception UIKit raises.
  public var exceptionName: String { "NSRangeException" }

  /// The exception's reason: the token array's (`NSMutableArray`'s) message, which UIKit lets
  /// through (unconfirmed: the wording of a real device's crash was not found).
  public var description: String {
    switch self {
    case .tokenIndexOutOfRange(let text): return text
    }
  }

  static func insertion(at index: Int, count: Int) -> UISearchTextFieldError {
    .tokenIndexOutOfRange("*** -[__NSArrayM insertObject:atIndex:]: index \(index) beyond bounds \(bounds(count))")
  }

  static func removal(at index: Int, count: Int) -> UISearchTextFieldError {
    .tokenIndexOutOfRange("*** -[__NSArrayM removeObjectAtIndex:]: index \(index) beyond bounds \(bounds(count))")
  }

  private static func bounds(_ count: Int) -> String {
    count == 0 ? "for empty array" : "[0 .. \(count - 1)]"
  }
}
