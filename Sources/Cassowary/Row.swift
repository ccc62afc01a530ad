/// One entry of a sparse row: a parametric symbol and its coefficient.
struct Cell {
  /// The symbol id.
  var symbol: Int32
  /// Where this row sits in the symbol's column (``Tableau/columns``), so that leaving the column
  /// is O(1); -1 while the row is not in the arena.
  var position: Int32
  /// Its coefficient, never zero.
  var coefficient: Double

  /// A cell not yet indexed in a column.
  @inline(__always)
  init(symbol: Int32, position: Int32 = -1, coefficient: Double) {
    self.symbol = symbol
    self.position = position
    self.coefficient = coefficient
  }
}

/// A tableau row `basic = constant + Σ coefficient · symbol`, its cells sorted by symbol id.
///
/// Rows live in one array of the ``Tableau`` (the arena) and are addressed by `Int32` index. A row
/// with `basic == Row.objectiveBasic` is the phase-one objective; `Row.free` marks an unused slot.
struct Row {
  /// The basic symbol, or one of the markers below.
  var basic: Int32
  /// The value of the basic symbol when every parametric symbol is zero.
  var constant: Double
  /// The parametric symbols, sorted by id, with non-zero coefficients.
  var cells: [Cell]

  /// `basic` of the phase-one (artificial) objective row.
  static let objectiveBasic: Int32 = -1
  /// `basic` of an unused arena slot.
  static let freeBasic: Int32 = -2

  /// An unused slot.
  static var free: Row { Row(basic: freeBasic, constant: 0, cells: []) }

  /// The position of `symbol` in `cells`, or `-(insertion point) - 1` when it does not occur.
  @inline(__always)
  static func position(of symbol: Int32, in cells: [Cell]) -> Int {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      let s = cells[mid].symbol
      if s < symbol {
        low = mid + 1
      } else if s > symbol {
        high = mid
      } else {
        return mid
      }
    }
    return -low - 1
  }

  /// The coefficient of `symbol`, or 0 when it does not occur.
  @inline(__always)
  func coefficient(of symbol: Int32) -> Double {
    let p = Row.position(of: symbol, in: cells)
    return p >= 0 ? cells[p].coefficient : 0
  }
}
