/// The constraints a stack view generates for its arrangement (UIKit's `UISV-…` constraints).
@MainActor
struct StackArrangement {
  let stack: UIStackView

  private var horizontal: Bool { stack.axis == .horizontal }

  /// The stack's edges, or its margins when the arrangement is margins-relative.
  private func canvas(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
    guard stack.isLayoutMarginsRelativeArrangement else { return attribute }
    switch attribute {
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return attribute
    }
  }

  private func make(
    _ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ b: AnyObject?, _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: UILayoutPriority = .required, _ name: String
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(first: a, attrA, relation, b, attrB, multiplier, constant)
    constraint.priority = priority
    constraint.identifier = name
    return constraint
  }

  func constraints(spacers: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
    let all = stack.arrangedSubviews
    let visible = all.filter { !$0.isHidden }
    var result: [NSLayoutConstraint] = []
    let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
    let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
    let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
    let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY

    // Hidden arranged views collapse to nothing along the axis.
    for view in all where view.isHidden {
      result.append(make(view, size, .equal, nil, .notAnAttribute, "UISV-hiding"))
    }
    guard let first = visible.first, let last = visible.last else {
      return result + crossAxis(all)
    }
    result.append(make(first, lead, .equal, stack, canvas(lead), "UISV-canvas-connection"))
    result.append(make(stack, canvas(trail), .equal, last, trail, "UISV-canvas-connection"))

    // Spacing between neighbours.
    for (a, b) in zip(visible, visible.dropFirst()) {
      let gap = stack.spacing(after: a)
      let baseline = !horizontal && stack.isBaselineRelativeArrangement
      let from: NSLayoutConstraint.Attribute = baseline ? .lastBaseline : trail
      let to: NSLayoutConstraint.Attribute = baseline ? .firstBaseline : lead
      switch stack.distribution {
      case .fill, .fillEqually, .fillProportionally:
        result.append(make(b, to, .equal, a, from, constant: gap, "UISV-spacing"))
      case .equalSpacing, .equalCentering:
        result.append(make(b, to, .greaterThanOrEqual, a, from, constant: gap, "UISV-spacing"))
      }
    }

    switch stack.distribution {
    case .fill:
      break
    case .fillEqually:
      for view in visible.dropFirst() {
        result.append(make(view, size, .equal, first, size, "UISV-fill-equally"))
      }
    case .fillProportionally:
      let natural = visible.map { view -> CGFloat in
        let intrinsic = view.intrinsicContentSize
        let value = horizontal ? intrinsic.width : intrinsic.height
        return value > 0 ? value : 0
      }
      let total = natural.reduce(0, +)
      if total > 0 {
        let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + stack.spacing(after: $1.0) }
        for (view, value) in zip(visible, natural) {
          // The share of the stack's length left after spacing, in proportion to natural size.
          result.append(make(view, size, .equal, stack, size, multiplier: value / total,
            constant: -gaps * value / total, priority: UILayoutPriority(999), "UISV-fill-proportionally"))
        }
      }
    case .equalSpacing, .equalCentering:
      var previousGuide: UILayoutGuide?
      for (a, b) in zip(visible, visible.dropFirst()) {
        let guide = UILayoutGuide()
        guide.identifier = stack.distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-centers"
        stack.addLayoutGuide(guide)
        spacers.append(guide)
        let from: NSLayoutConstraint.Attribute = stack.distribution == .equalSpacing ? trail : center
        let to: NSLayoutConstraint.Attribute = stack.distribution == .equalSpacing ? lead : center
        result.append(make(guide, lead, .equal, a, from, "UISV-distributing-edge"))
        result.append(make(guide, trail, .equal, b, to, "UISV-distributing-edge"))
        if let previousGuide {
          result.append(make(guide, size, .equal, previousGuide, size, "UISV-fill-equally"))
        }
        previousGuide = guide
      }
    }
    return result + crossAxis(all)
  }

  /// Constraints across the axis for the alignment.
  private func crossAxis(_ views: [UIView]) -> [NSLayoutConstraint] {
    let start: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
    let end: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
    let middle: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
    let extent: NSLayoutConstraint.Attribute = horizontal ? .height : .width
    var result: [NSLayoutConstraint] = []
    let reference = views.first { !$0.isHidden }
    for view in views {
      switch stack.alignment {
      case .fill:
        result.append(make(view, start, .equal, stack, canvas(start), "UISV-alignment"))
        result.append(make(stack, canvas(end), .equal, view, end, "UISV-alignment"))
        continue
      case .leading:
        result.append(make(view, start, .equal, stack, canvas(start), "UISV-alignment"))
        result.append(make(stack, canvas(end), .greaterThanOrEqual, view, end, "UISV-spanning-boundary"))
      case .trailing:
        result.append(make(stack, canvas(end), .equal, view, end, "UISV-alignment"))
        result.append(make(view, start, .greaterThanOrEqual, stack, canvas(start), "UISV-spanning-boundary"))
      case .center:
        result.append(make(view, middle, .equal, stack, canvas(middle), "UISV-alignment"))
        result.append(make(view, start, .greaterThanOrEqual, stack, canvas(start), "UISV-spanning-boundary"))
      case .firstBaseline, .lastBaseline:
        let baseline: NSLayoutConstraint.Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if horizontal, let reference, view !== reference {
          result.append(make(view, baseline, .equal, reference, baseline, "UISV-alignment"))
        } else if !horizontal {
          result.append(make(view, start, .equal, stack, canvas(start), "UISV-alignment"))
        }
        result.append(make(view, start, .greaterThanOrEqual, stack, canvas(start), "UISV-spanning-boundary"))
        result.append(make(stack, canvas(end), .greaterThanOrEqual, view, end, "UISV-spanning-boundary"))
      }
    }
    if stack.alignment != .fill {
      // The stack hugs its largest view across the axis when nothing else sizes it.
      result.append(make(stack, extent, .equal, nil, .notAnAttribute, priority: UILayoutPriority(1), "UISV-canvas-fit"))
    }
    return result
  }
}
