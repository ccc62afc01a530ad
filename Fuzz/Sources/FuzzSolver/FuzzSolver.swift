import Cassowary
import FuzzSupport

/// Reads the fuzzer's bytes as a program of solver operations.
struct ByteReader {
  var bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var isAtEnd: Bool { index >= bytes.count }
  mutating func next() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }
  /// A small signed coefficient or constant; small integers keep the check's tolerance meaningful.
  mutating func number() -> Double { Double(Int(next()) - 128) / 4 }
}

/// libFuzzer entry point: random add/remove/edit/suggest sequences must keep every required
/// constraint satisfied after each step, or fail with the documented error and leave the solver
/// as it was.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: start, count: count))
  let solver = Solver()
  let variables = (0..<6).map { solver.makeVariable("v\($0)") }
  var added: [Constraint] = []
  var edits: Set<Int> = []
  var steps = 0
  while !reader.isAtEnd && steps < 200 {
    steps += 1
    switch reader.next() % 5 {
    case 0, 1:
      var expression = Cassowary.Expression(constant: reader.number())
      for _ in 0..<Int(reader.next() % 3 + 1) {
        expression.terms.append(Term(variables[Int(reader.next()) % variables.count], reader.number()))
      }
      let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
      let strengths: [Strength] = [.required, .strong, .medium, .weak, .priority(751), .priority(250)]
      let constraint = Constraint(
        expression, relations[Int(reader.next()) % 3], strength: strengths[Int(reader.next()) % strengths.count])
      do {
        try solver.addConstraint(constraint)
        added.append(constraint)
      } catch {
        switch error {
        case .unsatisfiableConstraint, .pivotBudgetExceeded: break
        default: preconditionFailure("unexpected error adding \(constraint): \(error)")
        }
      }
    case 2:
      guard !added.isEmpty else { continue }
      let constraint = added.remove(at: Int(reader.next()) % added.count)
      do { try solver.removeConstraint(constraint) } catch {
        preconditionFailure("removing an added constraint failed: \(error)")
      }
    case 3:
      let index = Int(reader.next()) % variables.count
      if edits.contains(index) {
        do { try solver.suggestValue(reader.number() * 10, for: variables[index]) } catch {
          preconditionFailure("suggesting a value for an edit variable failed: \(error)")
        }
      } else {
        do {
          try solver.addEditVariable(variables[index], strength: .strong)
          edits.insert(index)
        } catch { preconditionFailure("adding an edit variable failed: \(error)") }
      }
    default:
      // A suggestion for a variable that is not being edited is the documented error.
      let index = Int(reader.next()) % variables.count
      guard !edits.contains(index) else { continue }
      do {
        try solver.suggestValue(1, for: variables[index])
        preconditionFailure("suggesting for a non-edit variable did not throw")
      } catch {
        precondition(error == .unknownEditVariable(variables[index]), "wrong error: \(error)")
      }
    }
    solver.updateVariables()
    for constraint in added where constraint.strength.isRequired {
      let value = constraint.expression.value { solver.value(of: $0) }
      precondition(value.isFinite, "non-finite value for \(constraint)")
      let scale = max(1, constraint.expression.terms.reduce(abs(constraint.expression.constant)) { $0 + abs($1.coefficient) * 100 })
      let tolerance = 1e-6 * scale
      switch constraint.relation {
      case .equal: precondition(abs(value) <= tolerance, "violated \(constraint): \(value)")
      case .lessThanOrEqual: precondition(value <= tolerance, "violated \(constraint): \(value)")
      case .greaterThanOrEqual: precondition(value >= -tolerance, "violated \(constraint): \(value)")
      }
    }
  }
  return 0
}

@_cdecl("FuzzSolver_main")
public func fuzzSolverMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzSolver)
}
