import Foundation

/// Fans server-sent events out to every open `/api/events` stream.
///
/// Each subscriber gets its own buffered stream (the newest 64 events are kept for a slow
/// reader); finishing the hub ends every stream, so open connections do not hold up shutdown.
final class EventHub: @unchecked Sendable {
  // The lock guards `subscribers` and `finished`; every access goes through it.
  private let lock = NSLock()
  private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]
  private var finished = false

  /// A new subscription: the stream of event texts, already framed for `text/event-stream`.
  func subscribe() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
    let id = UUID()
    let accepted = lock.withLock { () -> Bool in
      guard !finished else { return false }
      subscribers[id] = continuation
      return true
    }
    if accepted {
      continuation.onTermination = { [weak self] _ in
        guard let self else { return }
        self.lock.withLock { _ = self.subscribers.removeValue(forKey: id) }
      }
    } else {
      continuation.finish()
    }
    return stream
  }

  /// Sends one event (`event:` and `data:` lines) to every subscriber.
  func broadcast(event: String, data: String) {
    send("event: \(event)\ndata: \(data)\n\n")
  }

  /// Sends a comment line, which keeps idle connections open and finds closed ones.
  func keepAlive() { send(": keep-alive\n\n") }

  /// The number of open subscriptions.
  var subscriberCount: Int { lock.withLock { subscribers.count } }

  /// Ends every stream; later subscriptions end at once.
  func finish() {
    let all = lock.withLock { () -> [AsyncStream<String>.Continuation] in
      finished = true
      defer { subscribers.removeAll() }
      return Array(subscribers.values)
    }
    for continuation in all { continuation.finish() }
  }

  private func send(_ text: String) {
    let all = lock.withLock { Array(subscribers.values) }
    for continuation in all { continuation.yield(text) }
  }
}
