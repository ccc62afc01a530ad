import Foundation

/// The port the server actually bound (known only once it runs, since port 0 picks one), shared
/// between the start-up callback and the request guard.
final class BoundPort: @unchecked Sendable {
  // The lock guards `value`; every access goes through it.
  private let lock = NSLock()
  private var value: Int?

  /// The bound port, or nil before the server accepts connections.
  var port: Int? {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}
