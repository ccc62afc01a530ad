/// Where AdaptiveKit reports what UIKit would print to the console: broken constraints, bad
/// geometry, misuse of the hierarchy. Install a handler to capture the messages.
public final class AdaptiveKitLog: @unchecked Sendable {
  /// The kind of problem a message reports.
  public enum Category: String, Sendable, CaseIterable {
    case invalidGeometry = "geometry.invalid"
    case invalidHierarchy = "hierarchy.invalid"
    case containment = "containment"
    case simulator = "simulator"
    case unsatisfiableConstraints = "layout.unsatisfiable"
    case ambiguousLayout = "layout.ambiguous"
    case constraint = "layout.constraint"
    case visualFormat = "layout.visual-format"
    case presentation = "presentation"
    case storyboard = "storyboard"
    case assets = "assets"
    /// An action sent to a target that does not respond to it (UIKit's "unrecognized selector").
    case action = "action"
  }

  /// One reported message.
  public struct Message: Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public let category: Category
    /// The text UIKit would print (or AdaptiveKit's equivalent).
    public let text: String
    /// The conflict an `unsatisfiableConstraints` message reports, as values.
    package let conflict: ConstraintConflict?
    public var description: String { "[\(category.rawValue)] \(text)" }

    init(category: Category, text: String, conflict: ConstraintConflict? = nil) {
      self.category = category
      self.text = text
      self.conflict = conflict
    }
  }

  /// The log every AdaptiveKit object reports to.
  public static let shared = AdaptiveKitLog()

  private let lock = NSLock()
  private var handlerStorage: @Sendable (Message) -> Void = { message in
    FileHandle.standardError.write(Data((message.description + "\n").utf8))
  }
  private var captures: [[Message]] = []

  /// Receives every message not captured by `capture(_:)`; the default writes to standard error,
  /// as UIKit writes to the console.
  public var handler: @Sendable (Message) -> Void {
    get { lock.withLock { handlerStorage } }
    set { lock.withLock { handlerStorage = newValue } }
  }

  /// Reports a message.
  public func report(_ category: Category, _ text: String) {
    report(Message(category: category, text: text))
  }

  /// Reports required constraints that cannot all hold, with UIKit's text and the typed conflict.
  package func report(_ conflict: ConstraintConflict) {
    report(Message(category: .unsatisfiableConstraints, text: conflict.text, conflict: conflict))
  }

  private func report(_ message: Message) {
    let handler: (@Sendable (Message) -> Void)? = lock.withLock {
      if captures.isEmpty { return handlerStorage }
      captures[captures.count - 1].append(message)
      return nil
    }
    handler?(message)
  }

  /// Runs `body`, returning its result and the messages reported meanwhile instead of passing them
  /// to the handler.
  public func capture<T>(_ body: () throws -> T) rethrows -> (result: T, messages: [Message]) {
    lock.withLock { captures.append([]) }
    do {
      let result = try body()
      let messages = lock.withLock { captures.removeLast() }
      return (result, messages)
    } catch {
      _ = lock.withLock { captures.removeLast() }
      throw error
    }
  }
}
