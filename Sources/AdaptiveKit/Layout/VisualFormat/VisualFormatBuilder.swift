import Foundation

/// Turns a `VisualFormatAST` into constraints in UIKit's order: each connection's constraints as
/// the view after it closes, then that view's size constraints, and all alignment constraints last.
/// Names are resolved in source order, so the first problem reported is the one UIKit reports.
@MainActor
struct VisualFormatBuilder {
  typealias Failure = NSLayoutConstraint.VisualFormatError
  private typealias Attribute = NSLayoutConstraint.Attribute

  /// One end of a connection: a view (or guide) or the `|` of the superview.
  private enum Side {
    case superview
    case item(AnyObject)

    var item: AnyObject? {
      if case .item(let item) = self { return item }
      return nil
    }
  }

  /// A connection's constraints before its ends are known.
  private enum Spacing {
    case flush
    case standard
    case predicates([(relation: NSLayoutConstraint.Relation, constant: CGFloat, priority: UILayoutPriority)])
  }

  private let format: String
  private let options: NSLayoutConstraint.FormatOptions
  private let metrics: [String: Any]
  private let views: [String: Any]
  private var axis = NSLayoutConstraint.Axis.horizontal
  private var constraints: [NSLayoutConstraint] = []
  private var sizeConstraints: [NSLayoutConstraint] = []
  private var alignmentConstraints: [NSLayoutConstraint] = []

  init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?, views: [String: Any]) {
    self.format = format
    self.options = options
    self.metrics = metrics ?? [:]
    self.views = views
  }

  /// The constraints `ast` describes, or the first problem in it.
  mutating func build(_ ast: VisualFormatAST) throws(Failure) -> [NSLayoutConstraint] {
    axis = ast.axis
    var previous: Side?
    var pending: Spacing?
    for element in ast.elements {
      switch element {
      case .superview(let end):
        guard let before = previous else {
          previous = .superview
          continue
        }
        if let spacing = pending { try connect(before, .superview, with: spacing, at: end) }
        pending = nil
      case .connection(let connection):
        pending = try resolve(connection)
      case .view(let view):
        let item = try resolveItem(named: view.name, at: view.nameEnd)
        try addSizeConstraints(view.predicates, to: item)
        guard let end = view.end else { continue }
        if let before = previous, let spacing = pending { try connect(before, .item(item), with: spacing, at: end) }
        pending = nil
        constraints += sizeConstraints
        sizeConstraints.removeAll()
        previous = .item(item)
      }
    }
    if let syntaxError = ast.syntaxError { throw syntaxError }
    return constraints + alignmentConstraints
  }

  // MARK: Connections

  private func resolve(_ connection: VisualFormatAST.Connection) throws(Failure) -> Spacing {
    switch connection {
    case .flush: return .flush
    case .standard: return .standard
    case .predicates(let predicates):
      var resolved: [(relation: NSLayoutConstraint.Relation, constant: CGFloat, priority: UILayoutPriority)] = []
      for predicate in predicates {
        let constant: Double
        switch predicate.object {
        case .number(let value):
          constant = value
        case .name(let name):
          if let value = try metric(named: name, at: predicate.objectEnd) {
            constant = value
          } else if views[name] != nil {
            throw failure(VisualFormatMessage.spaceEqualToView, at: predicate.objectEnd)
          } else {
            throw failure(VisualFormatMessage.unknownMetric(name), at: predicate.objectEnd)
          }
        }
        try checkFinite(constant, at: predicate.objectEnd)
        let priority = try resolve(predicate.priority, inView: false)
        resolved.append((predicate.relation, CGFloat(constant), priority))
      }
      return .predicates(resolved)
    }
  }

  /// Relates two neighbours, as UIKit does: the later one (in the layout direction) is the first
  /// item, `later.leading == earlier.trailing + spacing`, with `|` standing for the superview.
  private mutating func connect(_ left: Side, _ right: Side, with spacing: Spacing, at position: Int) throws(Failure) {
    let horizontal = axis == .horizontal
    let direction = options.intersection(.directionMask)
    let absolute = !direction.isEmpty
    let baseline = options.contains(.spacingBaselineToBaseline)
    if horizontal && baseline { throw failure(VisualFormatMessage.baselineInHorizontal, at: position) }
    let reversed = horizontal && direction == .directionRightToLeft
    let (firstSide, secondSide) = reversed ? (left, right) : (right, left)
    let adjacent = left.item ?? right.item

    let secondItem: AnyObject
    let secondAttribute: Attribute
    if let item = secondSide.item {
      secondItem = item
      secondAttribute = horizontal ? (absolute ? .right : .trailing) : (baseline ? .lastBaseline : .bottom)
    } else {
      secondItem = try container(of: adjacent, at: position)
      secondAttribute = horizontal ? (absolute ? .left : .leading) : .top
    }
    let firstItem: AnyObject
    let firstAttribute: Attribute
    if let item = firstSide.item {
      firstItem = item
      firstAttribute = horizontal ? (absolute ? .left : .leading) : (baseline ? .firstBaseline : .top)
    } else {
      firstItem = try container(of: adjacent, at: position)
      firstAttribute = horizontal ? (absolute ? .right : .trailing) : .bottom
    }

    let terms: [(relation: NSLayoutConstraint.Relation, constant: CGFloat, priority: UILayoutPriority)]
    var (firstAttr, secondAttr) = (firstAttribute, secondAttribute)
    switch spacing {
    case .flush:
      terms = [(.equal, 0, .required)]
    case .standard:
      if left.item != nil && right.item != nil {
        terms = [(.equal, standardSiblingSpacing, .required)]
      } else {
        // Since iOS 8 the standard space to the superview is its layout margin.
        if firstSide.item == nil { firstAttr = Self.margin(of: firstAttr) }
        if secondSide.item == nil { secondAttr = Self.margin(of: secondAttr) }
        terms = [(.equal, 0, .required)]
      }
    case .predicates(let predicates):
      terms = predicates
    }
    for term in terms {
      let constraint = NSLayoutConstraint(
        first: firstItem, firstAttr, term.relation, secondItem, secondAttr, 1, term.constant)
      constraint.priority = term.priority
      constraints.append(constraint)
    }
    if let earlier = secondSide.item, let later = firstSide.item {
      try align(earlier, later, at: position)
    }
  }

  /// The margin attribute matching an edge attribute.
  private static func margin(of attribute: Attribute) -> Attribute {
    switch attribute {
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .left: return .leftMargin
    case .right: return .rightMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    default: return attribute
    }
  }

  /// Adds the alignment constraints the options ask for between two neighbouring views.
  private mutating func align(_ earlier: AnyObject, _ later: AnyObject, at position: Int) throws(Failure) {
    let horizontal = axis == .horizontal
    for bit in 1...12 where options.rawValue & (1 << UInt(bit)) != 0 {
      guard let attribute = Attribute(rawValue: bit) else { continue }
      if attribute.isHorizontal == horizontal {
        let message = horizontal ? VisualFormatMessage.horizontalAlignment : VisualFormatMessage.verticalAlignment
        throw failure(message, at: position)
      }
      alignmentConstraints.append(NSLayoutConstraint(first: earlier, attribute, .equal, later, attribute, 1, 0))
    }
  }

  /// The item `|` stands for: the superview of the view beside it (a guide's owning view).
  private func container(of item: AnyObject?, at position: Int) throws(Failure) -> AnyObject {
    let superitem: UIView? =
      switch item {
      case let view as UIView: view.superview
      case let guide as UILayoutGuide: guide.owningView
      default: nil
      }
    guard let superitem else { throw failure(VisualFormatMessage.noSuperview, at: position) }
    return superitem
  }

  // MARK: Views

  private func resolveItem(named name: String, at position: Int) throws(Failure) -> AnyObject {
    guard let value = views[name] else { throw failure(VisualFormatMessage.notAView(name), at: position) }
    guard let item = value as? any LayoutItem else {
      throw failure(VisualFormatMessage.notALayoutItem(value), at: position)
    }
    return item
  }

  /// A view's width (H) or height (V) predicates: constants, metrics, or other views.
  private mutating func addSizeConstraints(
    _ predicates: [VisualFormatAST.Predicate], to item: AnyObject
  ) throws(Failure) {
    let attribute: Attribute = axis == .horizontal ? .width : .height
    for predicate in predicates {
      var constant = 0.0
      var other: AnyObject?
      switch predicate.object {
      case .number(let value):
        constant = value
      case .name(let name):
        if let value = try metric(named: name, at: predicate.objectEnd) {
          constant = value
        } else if views[name] != nil {
          other = try resolveItem(named: name, at: predicate.objectEnd)
        } else {
          throw failure(VisualFormatMessage.unknownMetric(name), at: predicate.objectEnd)
        }
      }
      try checkFinite(constant, at: predicate.objectEnd)
      let priority = try resolve(predicate.priority, inView: true)
      let constraint = NSLayoutConstraint(
        first: item, attribute, predicate.relation, other, attribute, 1, CGFloat(constant))
      constraint.priority = priority
      sizeConstraints.append(constraint)
    }
  }

  // MARK: Values

  /// A priority: above 0 and at most 1000; a view name gives UIKit's 0 in a view's predicates.
  private func resolve(_ priority: VisualFormatAST.Priority?, inView: Bool) throws(Failure) -> UILayoutPriority {
    guard let priority else { return .required }
    let value: Double
    switch priority.value {
    case .number(let number):
      value = number
    case .name(let name):
      if let number = try metric(named: name, at: priority.end) {
        value = number
      } else if views[name] != nil {
        guard inView else { throw failure(VisualFormatMessage.spaceEqualToView, at: priority.end) }
        value = 0
      } else {
        throw failure(VisualFormatMessage.unknownMetric(name), at: priority.end)
      }
    }
    guard value > 0 else { throw failure(VisualFormatMessage.priorityTooLow(value), at: priority.end) }
    guard value <= 1000 else { throw failure(VisualFormatMessage.priorityTooHigh(value), at: priority.end) }
    return UILayoutPriority(Float(value))
  }

  /// The metric's value, nil when `name` is not a metric; a value that is not a number is an error.
  private func metric(named name: String, at position: Int) throws(Failure) -> Double? {
    guard let value = metrics[name] else { return nil }
    guard let number = Self.number(value) else {
      throw failure(VisualFormatMessage.metricNotANumber(name, value), at: position)
    }
    return number
  }

  /// The numbers a metrics dictionary may hold: NSNumber and Swift's integer and floating types.
  static func number(_ value: Any) -> Double? {
    switch value {
    case let flag as Bool: return flag ? 1 : 0
    case let number as NSNumber: return number.doubleValue
    case let number as any BinaryInteger: return Double(number)
    case let number as any BinaryFloatingPoint: return Double(number)
    default: return nil
    }
  }

  private func checkFinite(_ value: Double, at position: Int) throws(Failure) {
    guard value.isFinite else { throw failure(VisualFormatMessage.nonFiniteConstant(value), at: position) }
  }

  private func failure(_ message: String, at position: Int) -> Failure {
    Failure(message: message, format: format, position: position)
  }
}
