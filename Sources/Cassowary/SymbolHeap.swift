/// A min-heap of symbol ids with membership flags: the work lists of the simplex.
///
/// Popping the smallest id implements Bland's rule, which cannot cycle; the flags keep each symbol
/// in the heap at most once. Entries are validated when popped, so stale ones cost nothing else.
struct SymbolHeap {
  private var items: [Int32] = []
  private var queued: [Bool] = []

  /// Whether nothing is queued.
  var isEmpty: Bool { items.isEmpty }

  /// Makes room for symbols `0..<count` (and more: the flags run ahead of the symbols in use).
  @inline(__always)
  mutating func grow(to count: Int) {
    queued.growAhead(to: count, filling: false)
  }

  /// Forgets symbols `count...`; call only when empty.
  mutating func truncate(to count: Int) {
    if queued.count > count { queued.removeLast(queued.count - count) }
  }

  /// Queues a symbol unless it already is.
  @inline(__always)
  mutating func push(_ s: Int32) {
    if queued[Int(s)] { return }
    queued[Int(s)] = true
    items.append(s)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if items[parent] <= s { break }
      items[child] = items[parent]
      child = parent
    }
    items[child] = s
  }

  /// Removes and returns the smallest queued symbol.
  mutating func popMin() -> Int32? {
    guard let last = items.popLast() else { return nil }
    guard let top = items.first else {
      queued[Int(last)] = false
      return last
    }
    queued[Int(top)] = false
    var parent = 0
    let count = items.count
    while true {
      var child = 2 * parent + 1
      if child >= count { break }
      if child + 1 < count && items[child + 1] < items[child] { child += 1 }
      if items[child] >= last { break }
      items[parent] = items[child]
      parent = child
    }
    items[parent] = last
    return top
  }

  /// Empties the heap.
  mutating func removeAll() {
    for s in items { queued[Int(s)] = false }
    items.removeAll(keepingCapacity: true)
  }
}
