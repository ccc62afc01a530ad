/// A dictionary that forgets its oldest entries past `capacity`, so a long session asking for
/// many devices and size classes keeps a bounded amount of memory.
struct BoundedCache<Key: Hashable, Value> {
  let capacity: Int
  private var values: [Key: Value] = [:]
  private var order: [Key] = []

  init(capacity: Int) { self.capacity = max(1, capacity) }

  /// The value for `key`, if cached.
  subscript(key: Key) -> Value? { values[key] }

  /// Stores `value`, dropping the oldest entries beyond the capacity.
  mutating func insert(_ value: Value, for key: Key) {
    if values.updateValue(value, forKey: key) == nil { order.append(key) }
    while order.count > capacity { values[order.removeFirst()] = nil }
  }

  /// The number of entries.
  var count: Int { values.count }
}
