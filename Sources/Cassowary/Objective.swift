/// One level's coefficient in a symbol's reduced cost.
struct ObjectiveEntry {
  /// The strength level (``Strength/value``); larger levels are compared first.
  var level: Double
  /// The coefficient at that level, never zero.
  var coefficient: Double
}

/// The lexicographic objective: for each parametric symbol, its reduced cost as a vector over
/// strength levels, compared level by level from the strongest.
///
/// A single weighted row (kiwi) lets enough weak errors outweigh a stronger one; a vector cannot.
/// The objective is stored column-wise, one short list per symbol in a node pool, because the
/// operations the simplex needs are per symbol: "is this reduced cost negative", "add a multiple of
/// the entering symbol's costs", and ratio comparisons in the dual simplex. Most symbols carry one
/// or two levels, so each list is a handful of nodes and nothing here walks the whole objective.
struct Objective {
  private struct Node {
    var level: Double
    var coefficient: Double
    var next: Int32
  }

  /// First node of each symbol's list (sorted by level, strongest first), or -1.
  private var head: [Int32] = []
  private var nodes: [Node] = []
  private var freeNode: Int32 = -1
  /// The number of (symbol, level) entries: the objective's size, which churn must not grow.
  private(set) var entryCount = 0

  /// Makes room for symbols `0..<count` (and more: the heads run ahead of the symbols in use).
  @inline(__always)
  mutating func grow(to count: Int) {
    head.growAhead(to: count, filling: -1)
  }

  /// Forgets symbols `count...` (their lists must be empty).
  mutating func truncate(to count: Int) {
    if head.count > count { head.removeLast(head.count - count) }
  }

  /// Whether the symbol's reduced cost is zero at every level.
  @inline(__always)
  func isZero(_ s: Int32) -> Bool { head[Int(s)] < 0 }

  /// Whether the symbol's reduced cost is zero at every level above `level`.
  @inline(__always)
  func isZero(_ s: Int32, above level: Double) -> Bool {
    let h = head[Int(s)]
    return h < 0 || nodes[Int(h)].level <= level
  }

  /// Whether the symbol's reduced cost is lexicographically negative (its strongest entry is).
  @inline(__always)
  func isNegative(_ s: Int32) -> Bool {
    let h = head[Int(s)]
    return h >= 0 && nodes[Int(h)].coefficient < 0
  }

  /// The level of the symbol's strongest entry (meaningful only when it has one).
  @inline(__always)
  func leadingLevel(_ s: Int32) -> Double {
    let h = head[Int(s)]
    return h >= 0 ? nodes[Int(h)].level : 0
  }

  /// The entries of a symbol, strongest level first.
  func entries(_ s: Int32) -> [ObjectiveEntry] {
    var out: [ObjectiveEntry] = []
    appendEntries(of: s, to: &out)
    return out
  }

  /// Appends the entries of a symbol, strongest level first, to `out`.
  func appendEntries(of s: Int32, to out: inout [ObjectiveEntry]) {
    var n = head[Int(s)]
    while n >= 0 {
      out.append(ObjectiveEntry(level: nodes[Int(n)].level, coefficient: nodes[Int(n)].coefficient))
      n = nodes[Int(n)].next
    }
  }

  /// The coefficient of a symbol at one level.
  func coefficient(_ s: Int32, level: Double) -> Double {
    var n = head[Int(s)]
    while n >= 0 {
      if nodes[Int(n)].level == level { return nodes[Int(n)].coefficient }
      n = nodes[Int(n)].next
    }
    return 0
  }

  /// Adds `delta` to the symbol's coefficient at `level`, dropping the entry if it cancels.
  mutating func add(_ s: Int32, level: Double, _ delta: Double) {
    var previous: Int32 = -1
    var n = head[Int(s)]
    while n >= 0 && nodes[Int(n)].level > level {
      previous = n
      n = nodes[Int(n)].next
    }
    if n >= 0 && nodes[Int(n)].level == level {
      let sum = Numerics.add(nodes[Int(n)].coefficient, delta)
      if sum != 0 {
        nodes[Int(n)].coefficient = sum
      } else {
        let next = nodes[Int(n)].next
        if previous >= 0 { nodes[Int(previous)].next = next } else { head[Int(s)] = next }
        release(n)
      }
      return
    }
    if delta == 0 { return }
    let fresh = allocate(Node(level: level, coefficient: delta, next: n))
    if previous >= 0 { nodes[Int(previous)].next = fresh } else { head[Int(s)] = fresh }
  }

  /// `cost(s) += scale · cost(e)` for two different symbols.
  mutating func addScaled(_ s: Int32, from e: Int32, scale: Double) {
    var n = head[Int(e)]
    while n >= 0 {
      let node = nodes[Int(n)]
      add(s, level: node.level, scale * node.coefficient)
      n = node.next
    }
  }

  /// Removes every entry of the symbol.
  mutating func clear(_ s: Int32) {
    var n = head[Int(s)]
    head[Int(s)] = -1
    while n >= 0 {
      let next = nodes[Int(n)].next
      release(n)
      n = next
    }
  }

  /// Compares `cost(a) / ca` with `cost(b) / cb` lexicographically: -1, 0 or 1.
  func compareRatios(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Int {
    var i = head[Int(a)]
    var j = head[Int(b)]
    while i >= 0 || j >= 0 {
      let li = i >= 0 ? nodes[Int(i)].level : -Double.infinity
      let lj = j >= 0 ? nodes[Int(j)].level : -Double.infinity
      var x = 0.0
      var y = 0.0
      if li >= lj {
        x = nodes[Int(i)].coefficient / ca
        i = nodes[Int(i)].next
      }
      if lj >= li {
        y = nodes[Int(j)].coefficient / cb
        j = nodes[Int(j)].next
      }
      if !Numerics.approximatelyEqual(x, y) { return x < y ? -1 : 1 }
    }
    return 0
  }

  private mutating func allocate(_ node: Node) -> Int32 {
    entryCount += 1
    if freeNode >= 0 {
      let n = freeNode
      freeNode = nodes[Int(n)].next
      nodes[Int(n)] = node
      return n
    }
    nodes.append(node)
    return Int32(nodes.count - 1)
  }

  private mutating func release(_ n: Int32) {
    entryCount -= 1
    nodes[Int(n)].next = freeNode
    freeNode = n
  }
}
