/// Per basic symbol, whether its chains reach a free symbol: `nil` until an ambiguity query
/// settles it, so one query walks each chained row once whatever the number of variables.
struct ChainReach {
  private var state: [Int8]

  private static let unknown: Int8 = 0
  private static let reaches: Int8 = 1
  private static let blocked: Int8 = 2

  init(count: Int) { state = [Int8](repeating: ChainReach.unknown, count: count) }

  subscript(symbol: Int32) -> Bool? {
    get {
      switch state[Int(symbol)] {
      case ChainReach.reaches: return true
      case ChainReach.blocked: return false
      default: return nil
      }
    }
    set { state[Int(symbol)] = newValue.map { $0 ? ChainReach.reaches : ChainReach.blocked } ?? ChainReach.unknown }
  }
}
