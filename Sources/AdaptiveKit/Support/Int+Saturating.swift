extension Int {
  /// `value` rounded toward zero, with NaN read as 0 and values beyond `Int`'s range as its
  /// nearest bound: `Int(_:)` traps on both, and a broken document must never crash a command.
  package init<Source: BinaryFloatingPoint>(saturating value: Source) {
    if value.isNaN {
      self = 0
    } else if value >= Source(Int.max) {  // Source(Int.max) rounds up to 2⁶³, itself out of range
      self = .max
    } else if value <= Source(Int.min) {
      self = .min
    } else {
      self.init(value)
    }
  }
}
