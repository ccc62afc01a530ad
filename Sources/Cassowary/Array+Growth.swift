extension Array {
  /// Appends `value` until the array holds `count` elements. Per-symbol arrays grow by one with
  /// each new symbol: `append(contentsOf: repeatElement(…))` took the generic sequence path for
  /// that one element (a tenth of building a 1,000-view form went to growing them).
  @inline(__always)
  mutating func grow(to count: Int, filling value: Element) {
    while self.count < count { append(value) }
  }
}
