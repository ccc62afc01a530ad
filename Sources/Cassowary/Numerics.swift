/// The solver's tolerance: relative to the magnitude of the numbers combined, never absolute.
///
/// kiwi treats |x| < 1e-8 as zero, which mistakes a legitimate 1e-9 coefficient for zero and keeps
/// a rounding residue of 1e-7 on coordinates around 1e9. Here a sum is zero when it cancels its
/// operands to within `epsilon` of their size, so the test scales with the numbers involved.
enum Numerics {
  /// Relative cancellation threshold: a few thousand ulps of the operands.
  static let epsilon = 1e-10

  /// `a + b`, or exactly 0 when the sum is a rounding residue of a cancellation.
  @inline(__always)
  static func add(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return abs(sum) <= epsilon * max(abs(a), abs(b)) ? 0 : sum
  }

  /// Whether `a` and `b` agree to within the relative tolerance.
  @inline(__always)
  static func approximatelyEqual(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= epsilon * max(abs(a), abs(b))
  }
}
