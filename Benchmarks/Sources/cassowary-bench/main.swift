// cassowary-bench: the solver command of shared/bench/FORMAT.md §5.
//
//   cassowary-bench [--reps R] [--warmup W] [--no-check] [--general] [--values | --stats] PROBLEM.json...
//
// Per problem: one untimed checking run (the first warm-up), W-1 further warm-ups, then R timed
// repetitions on fresh solvers; prints one JSON line with medians.
//
// `--values` times nothing: it prints every variable's solved value after the build and after each
// edit step (one tab-separated line each, shortest round-trip decimals) so that two versions of the
// solver can be compared with `Benchmarks/compare-values.py`. `--stats` adds the tableau's shape
// after the build (rows and cells by kind, longest row, objective levels, pivots) to each line.
// `--general` turns off direct resolution, so that both paths can be measured and compared.
import Cassowary
import Foundation

struct Options {
  var reps = 3
  var warmup = 1
  var check = true
  var values = false
  var stats = false
  var general = false
  var files: [String] = []

  init(_ arguments: [String]) throws {
    var it = arguments.makeIterator()
    while let a = it.next() {
      switch a {
      case "--reps": reps = Int(it.next() ?? "") ?? -1
      case "--warmup": warmup = Int(it.next() ?? "") ?? -1
      case "--no-check": check = false
      case "--values": values = true
      case "--stats": stats = true
      case "--general": general = true
      case "-h", "--help":
        print("usage: cassowary-bench [--reps R] [--warmup W] [--no-check] [--general] [--values | --stats] PROBLEM.json...")
        exit(0)
      default: files.append(a)
      }
    }
    guard reps >= 1, warmup >= 0, !files.isEmpty else {
      throw Problem.FormatError(description: "usage: cassowary-bench [--reps R] [--warmup W] [--no-check] [--general] [--values | --stats] PROBLEM.json...")
    }
  }
}

func milliseconds(_ d: Duration) -> Double {
  let (s, atto) = d.components
  return Double(s) * 1e3 + Double(atto) * 1e-15
}

func median(_ xs: [Double]) -> Double? {
  guard !xs.isEmpty else { return nil }
  let s = xs.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func round4(_ x: Double) -> Double { (x * 1e4).rounded() / 1e4 }

/// FORMAT.md §4: runs the check and returns (ok, worst error, mismatches).
func check(_ runner: Runner) throws -> (ok: Bool?, worst: Double, bad: [(String, Double, Double)]) {
  let p = runner.problem
  let (solver, variables) = try runner.build()
  var worst = 0.0
  var bad: [(String, Double, Double)] = []
  var checked = false
  func compare(_ label: String, _ got: Double, _ want: Double) {
    checked = true
    let d = abs(got - want)
    worst = max(worst, d.isNaN ? .infinity : d)
    if !(d <= p.tolerance * max(1, abs(want))) { bad.append((label, got, want)) }
  }
  for (v, want) in p.expected ?? [] { compare(p.variables[v], solver.values[v], want) }
  if let edits = p.edits {
    let editVariables = try runner.addEdits(solver, variables)
    for (i, step) in edits.steps.enumerated() {
      try runner.step(solver, editVariables, step)
      if let probes = edits.expectedProbes, i < probes.count {
        for (v, want) in zip(edits.probes, probes[i]) {
          compare("step \(i) \(p.variables[v])", solver.values[v], want)
        }
      }
    }
    for (v, want) in edits.expectedFinal ?? [] {
      compare("final \(p.variables[v])", solver.values[v], want)
    }
  }
  return (checked ? bad.isEmpty : nil, worst, bad)
}

func run(_ path: String, _ options: Options) -> (line: [String: Any], failed: Bool) {
  var out: [String: Any] = ["problem": path, "solver": "AdaptiveKit Cassowary (Swift, release)"]
  var checkResult = "skipped"
  do {
    let problem = try Problem(contentsOf: path)
    let runner = Runner(problem: problem, direct: !options.general)
    out["problem"] = problem.name
    out["family"] = problem.family
    out["size"] = problem.size
    out["variables"] = problem.variables.count
    out["constraints"] = problem.constraints.count
    out["reps"] = options.reps
    if options.check {
      let (ok, worst, bad) = try check(runner)
      checkResult = ok.map { $0 ? "ok" : "fail" } ?? "no-expected"
      out["max_abs_error"] = worst.isFinite ? worst : nil
      if !bad.isEmpty {
        out["mismatch_count"] = bad.count
        out["mismatches"] = bad.prefix(5).map { ["at": $0.0, "got": $0.1, "want": $0.2] }
      }
    } else {
      _ = try runner.build()
    }
    for _ in 0..<max(0, options.warmup - 1) { _ = try runner.build() }
    let clock = ContinuousClock()
    var builds: [Double] = []
    var resolves: [Double] = []
    for _ in 0..<options.reps {
      let t0 = clock.now
      let (solver, variables) = try runner.build()
      builds.append(milliseconds(clock.now - t0))
      if let edits = problem.edits {
        let editVariables = try runner.addEdits(solver, variables)
        let t1 = clock.now
        for step in edits.steps { try runner.step(solver, editVariables, step) }
        resolves.append(milliseconds(clock.now - t1))
      }
      withExtendedLifetime(solver) {}
    }
    out["build_solve_ms"] = median(builds).map(round4)
    out["resolve_ms"] = median(resolves).map(round4) ?? NSNull()
    let steps = problem.edits?.steps.count ?? 0
    out["resolve_steps"] = steps
    out["resolve_step_us"] = median(resolves).map { round4($0 * 1e3 / Double(max(steps, 1))) } ?? NSNull()
    out["samples"] = ["build_solve_ms": builds.map(round4), "resolve_ms": resolves.map(round4)]
    if options.stats { out["tableau"] = try runner.build().0._tableauStatistics }
  } catch {
    out["error"] = "\(error)"
    checkResult = "fail"
    if out["build_solve_ms"] == nil { out["build_solve_ms"] = NSNull() }
    if out["resolve_ms"] == nil { out["resolve_ms"] = NSNull() }
  }
  out["check"] = checkResult
  return (out, checkResult == "fail")
}

/// `--values`: the solved values after the build and after each edit step, one line each.
func printValues(_ path: String, _ options: Options) throws {
  let problem = try Problem(contentsOf: path)
  let runner = Runner(problem: problem, direct: !options.general)
  let (solver, variables) = try runner.build()
  func line(_ label: String) {
    print(problem.name + "\t" + label + "\t" + solver.values.map { "\($0)" }.joined(separator: " "))
  }
  line("build")
  if let edits = problem.edits {
    let editVariables = try runner.addEdits(solver, variables)
    for (i, step) in edits.steps.enumerated() {
      try runner.step(solver, editVariables, step)
      line("step\(i)")
    }
  }
}

do {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  if options.values {
    for path in options.files { try printValues(path, options) }
    exit(0)
  }
  var failed = false
  for path in options.files {
    let (line, bad) = run(path, options)
    failed = failed || bad
    let data = try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }
  exit(failed ? 1 : 0)
} catch {
  FileHandle.standardError.write(Data("cassowary-bench: \(error)\n".utf8))
  exit(2)
}
