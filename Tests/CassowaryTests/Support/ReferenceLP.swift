@testable import Cassowary

/// A brute-force reference for small systems: the lexicographic optimum found by enumerating the
/// vertices of the arrangement of all constraint hyperplanes.
///
/// Every violation is piecewise linear with breaks on the hyperplanes `expression = 0`, and the
/// feasible region is a polytope bounded by some of them, so the lexicographically smallest vector
/// of per-level violations is attained at a point where `n` independent hyperplanes meet. With at
/// most a dozen constraints on at most four variables that is a few hundred small solves.
struct ReferenceLP {
  /// A constraint over variables `0..<n`: `Σ coefficients[i]·xᵢ + constant <relation> 0`.
  struct Row {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var strength: Strength

    func value(_ x: [Double]) -> Double {
      var s = constant
      for (c, v) in zip(coefficients, x) { s += c * v }
      return s
    }

    /// How far `x` is from satisfying the row.
    func violation(_ x: [Double]) -> Double {
      let v = value(x)
      switch relation {
      case .equal: return abs(v)
      case .lessThanOrEqual: return max(0, v)
      case .greaterThanOrEqual: return max(0, -v)
      }
    }
  }

  let variableCount: Int
  let rows: [Row]

  /// The optional levels present, strongest first.
  var levels: [Double] {
    Array(Set(rows.filter { !$0.strength.isRequired }.map(\.strength.value))).sorted(by: >)
  }

  /// The summed violation per level (strongest first) at `x`.
  func violations(at x: [Double]) -> [Double] {
    levels.map { level in
      rows.filter { $0.strength.value == level }.reduce(0) { $0 + $1.violation(x) }
    }
  }

  /// Whether `x` satisfies every required row to within `tolerance`.
  func isFeasible(_ x: [Double], tolerance: Double = 1e-7) -> Bool {
    rows.allSatisfy { !$0.strength.isRequired || $0.violation(x) <= tolerance * max(1, abs($0.constant)) }
  }

  /// The lexicographically smallest violation vector over feasible vertices, or nil if no vertex
  /// is feasible.
  func optimum() -> (point: [Double], violations: [Double])? {
    var best: (point: [Double], violations: [Double])?
    let n = variableCount
    var chosen: [Int] = []
    func visit(_ start: Int) {
      if chosen.count == n {
        guard let x = solve(chosen.map { rows[$0] }), isFeasible(x) else { return }
        let v = violations(at: x)
        if best.map({ ReferenceLP.lexicographicallyLess(v, $0.violations) }) ?? true { best = (x, v) }
        return
      }
      guard start < rows.count else { return }
      for i in start..<rows.count {
        chosen.append(i)
        visit(i + 1)
        chosen.removeLast()
      }
    }
    visit(0)
    return best
  }

  /// `a < b` level by level, treating differences within 1e-9 (relative) as ties.
  static func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
    for (x, y) in zip(a, b) where abs(x - y) > 1e-9 * max(1, abs(x), abs(y)) { return x < y }
    return false
  }

  /// The point where the rows' hyperplanes meet, or nil when they are dependent.
  private func solve(_ planes: [Row]) -> [Double]? {
    let n = variableCount
    var m = planes.map { $0.coefficients + [-$0.constant] }
    for col in 0..<n {
      guard let pivot = (col..<n).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }),
        abs(m[pivot][col]) > 1e-9
      else { return nil }
      m.swapAt(col, pivot)
      for r in 0..<n where r != col {
        let f = m[r][col] / m[col][col]
        if f != 0 { for k in col...n { m[r][k] -= f * m[col][k] } }
      }
    }
    return (0..<n).map { m[$0][n] / m[$0][$0] }
  }
}
