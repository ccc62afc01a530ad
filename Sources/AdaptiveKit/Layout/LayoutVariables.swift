import Cassowary

/// The four solver variables of a view or layout guide: its frame in the hierarchy root's coordinates.
struct LayoutVariables {
  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable
}

/// What an attribute of an item stands for: a linear expression over solver variables.
struct AttributeExpression {
  var terms: [Term]
  var constant: Double

  init(_ terms: [Term], _ constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  var expression: Cassowary.Expression { Cassowary.Expression(terms, constant: constant) }

  func scaled(by factor: Double) -> AttributeExpression {
    AttributeExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant * factor)
  }
}
