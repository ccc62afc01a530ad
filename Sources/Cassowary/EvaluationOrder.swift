/// Every basic variable in ascending rank, each with its row and the cells of that row that name
/// other basic variables (its chained cells), in the row's symbol order.
///
/// Evaluating the entries in order meets each variable after the variables it names, so every
/// value is read back in one flat pass without copying rows. A suggestion pivots restricted rows
/// only, and those never name a variable, so it changes neither which variables are basic, nor
/// their rows, nor their chained cells and coefficients: the order survives any number of
/// suggestions and is rebuilt only after constraints or variables change.
struct EvaluationOrder {
  /// One basic variable.
  struct Entry {
    /// Its external symbol.
    var symbol: Int32
    /// Its variable id.
    var variable: Int32
    /// Its row in the arena.
    var row: Int32
    /// Its chained cells end here in ``EvaluationOrder/cells`` (they start where the previous end).
    var cellEnd: Int32
  }

  /// A chained cell: a basic variable's symbol and its coefficient.
  struct ChainedCell {
    var symbol: Int32
    var coefficient: Double
  }

  /// The basic variables by ascending rank (ties by symbol).
  var entries: [Entry] = []
  /// The chained cells of every entry, concatenated.
  var cells: [ChainedCell] = []
  /// The ids of the parametric variables, whose value is 0.
  var parametric: [Int32] = []

  /// Empties the order, keeping its storage.
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    cells.removeAll(keepingCapacity: true)
    parametric.removeAll(keepingCapacity: true)
  }
}
