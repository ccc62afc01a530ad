/// The primal simplex's entering candidates: symbols whose reduced cost may be negative, keyed by
/// the strength level of their leading (strongest) cost entry.
///
/// Popping the strongest level first settles the lexicographic objective top-down — a new strong
/// constraint is not held up by degenerate pivots among weaker levels, which under a plain
/// lowest-id rule took O(N) pivots on N equal constraints. Ties go to the lowest id. Entries may
/// be stale or repeated; the simplex re-checks each one when it is popped. After a long run of
/// degenerate pivots the simplex re-keys every entry to 0, which leaves pure lowest-id order:
/// Bland's rule, which cannot cycle.
struct EnteringQueue {
  private var items: [(level: Double, symbol: Int32)] = []

  /// Whether nothing is queued.
  var isEmpty: Bool { items.isEmpty }

  @inline(__always)
  private static func before(_ a: (level: Double, symbol: Int32), _ b: (level: Double, symbol: Int32)) -> Bool {
    a.level > b.level || (a.level == b.level && a.symbol < b.symbol)
  }

  /// Queues `symbol` under `level`.
  mutating func push(_ level: Double, _ symbol: Int32) {
    let item = (level: level, symbol: symbol)
    items.append(item)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if !EnteringQueue.before(item, items[parent]) { break }
      items[child] = items[parent]
      child = parent
    }
    items[child] = item
  }

  /// Removes and returns the strongest-level, lowest-id entry.
  mutating func popFirst() -> (level: Double, symbol: Int32)? {
    guard let last = items.popLast() else { return nil }
    guard let top = items.first else { return last }
    var parent = 0
    let count = items.count
    while true {
      var child = 2 * parent + 1
      if child >= count { break }
      if child + 1 < count && EnteringQueue.before(items[child + 1], items[child]) { child += 1 }
      if !EnteringQueue.before(items[child], last) { break }
      items[parent] = items[child]
      parent = child
    }
    items[parent] = last
    return top
  }

  /// The queued symbols, in no particular order, emptying the queue.
  mutating func drain() -> [Int32] {
    defer { items.removeAll(keepingCapacity: true) }
    return items.map(\.symbol)
  }

  /// Empties the queue.
  mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
  }
}
