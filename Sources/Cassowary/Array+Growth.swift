extension Array {
  /// Appends `value` until the array holds `count` elements. Per-symbol arrays grow by one with
  /// each new symbol: `append(contentsOf: repeatElement(…))` took the generic sequence path for
  /// that one element (a tenth of building a 1,000-view form went to growing them).
  @inline(__always)
  mutating func grow(to count: Int, filling value: Element) {
    while self.count < count { append(value) }
  }

  /// Makes the array hold at least `count` elements, filling with `value`, and when it must grow,
  /// grows it to twice its length at once: for side tables indexed by symbol that may run ahead
  /// of the symbols in use, so that a new symbol costs one comparison instead of an append to
  /// each of them.
  @inline(__always)
  mutating func growAhead(to count: Int, filling value: Element) {
    if self.count < count { extend(to: Swift.max(count, 2 * self.count, 16), filling: value) }
  }

  @inline(never)
  private mutating func extend(to count: Int, filling value: Element) {
    reserveCapacity(count)
    append(contentsOf: repeatElement(value, count: count - self.count))
  }
}
