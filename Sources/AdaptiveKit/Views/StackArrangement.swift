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

  /// How many visible arranged views UIKit's stack needs to keep its hidden views'
  /// `UISV-spacing-hidden` constraints past its second update pass: two, the fewest that make a
  /// spacing constraint between visible views. Evidence: of the 24 hidden views in the two corpora
  /// that follow a stack's only visible view, Interface Builder stores 17 at the stack's origin
  /// (the engine's value of a position nothing constrains) and 3 where the constraint would put
  /// them (Documentation/notes/fidelity.md, session 24).
  static let visibleViewsKeepingHiddenSpacing = 2

  func constraints(spacers: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
    let all = stack.arrangedSubviews
    let visible = all.filter { !$0.isHidden }
    var result: [NSLayoutConstraint] = []
    let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
    let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
    let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
    let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY

    // Hidden arranged views collapse to nothing along the axis (UIKit asks it at 999.999, so a
    // required length of their own still holds).
    for view in all where view.isHidden {
      result.append(make(view, size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(999.999), "UISV-hiding"))
    }
    guard let first = visible.first, let last = visible.last else {
      return result + crossAxis(all, spacers: &spacers)
    }
    // UIKit keeps hidden views in the chain at priority 50 (`UISV-spacing-hidden`): after the
    // nearest visible view before them, half its spacing away when a visible view follows and
    // against it when none does; before the first visible view, right against it. It clears
    // those constraints at the start of every later update pass in which the stack holds no
    // spacing between two visible views, and does not make them again while nothing else changes
    // (`_UIOrderedLayoutArrangement`), so with a single visible view they are gone once the stack
    // has been laid out twice: its hidden views then have no place along the axis.
    if visible.count >= Self.visibleViewsKeepingHiddenSpacing, let lastVisibleIndex = all.lastIndex(where: { $0 === last }) {
      var previous: UIView?
      for (index, view) in all.enumerated() {
        guard view.isHidden else {
          previous = view
          continue
        }
        if let previous {
          let gap = index < lastVisibleIndex ? stack.spacing(after: previous) / 2 : 0
          result.append(
            make(view, lead, .equal, previous, trail, constant: gap, priority: Self.hiddenSpacingPriority, "UISV-spacing-hidden"))
        } else {
          result.append(
            make(first, lead, .equal, view, trail, priority: Self.hiddenSpacingPriority, "UISV-spacing-hidden"))
        }
      }
    }
    result.append(make(first, lead, .equal, stack, canvas(lead), "UISV-canvas-connection"))
    result.append(make(stack, canvas(trail), .equal, last, trail, "UISV-canvas-connection"))
    // UIKit also fits an equal-spacing or equal-centering stack to its content along the axis
    // (`UISV-canvas-fit`, length == 0 at 49). Left out: Interface Builder stores such stacks longer
    // than their content in five repositories, and adding it lost 37 views, gained 3
    // (Documentation/notes/fidelity.md: fid-stacks, session 29).

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
      result += proportional(all: all, visible: visible, size: size)
    case .equalSpacing, .equalCentering:
      var previousGuide: UILayoutGuide?
      for (gap, (a, b)) in zip(visible, visible.dropFirst()).enumerated() {
        let guide = UILayoutGuide()
        guide.identifier = stack.distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-centers"
        stack.addLayoutGuide(guide)
        spacers.append(guide)
        let from: NSLayoutConstraint.Attribute = stack.distribution == .equalSpacing ? trail : center
        let to: NSLayoutConstraint.Attribute = stack.distribution == .equalSpacing ? lead : center
        result.append(make(guide, lead, .equal, a, from, "UISV-distributing-edge"))
        result.append(make(guide, trail, .equal, b, to, "UISV-distributing-edge"))
        if let previousGuide {
          // UIKit asks for equal centering gaps below compression resistance (150 less the gap's
          // index, never under 50), so the gaps give way before the views do; equal spacing's
          // gaps are required.
          let priority: UILayoutPriority =
            stack.distribution == .equalCentering ? UILayoutPriority(Float(Swift.max(150 - gap, 50))) : .required
          result.append(make(guide, size, .equal, previousGuide, size, priority: priority, "UISV-fill-equally"))
        }
        previousGuide = guide
      }
    }
    return result + crossAxis(all, spacers: &spacers)
  }

  /// UIKit's proportional fill: each visible view's length is the stack's length times its
  /// share of a denominator that also counts the spacing (sum of the positive lengths plus
  /// `spacing` per gap), asked at 999 less the view's index (never under 751; required when the
  /// share is the whole). With required spacing the shares cannot all hold, so the last views give
  /// way first. A view with no length is held at zero. When the lengths add up to no more than
  /// the spacing the stack fills equally instead.
  private func proportional(all: [UIView], visible: [UIView], size: NSLayoutConstraint.Attribute) -> [NSLayoutConstraint] {
    guard let first = visible.first else { return [] }
    let lengths = visible.map { Swift.max(proportionalLength(of: $0), 0) }
    let denominator = lengths.reduce(0, +) + stack.spacing * CGFloat(visible.count - 1)
    guard denominator > Swift.max(stack.spacing * CGFloat(all.count - 1), 1) else {
      return visible.dropFirst().map { make($0, size, .equal, first, size, "UISV-fill-equally") }
    }
    let reference: AnyObject = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    var result: [NSLayoutConstraint] = []
    for (view, length) in zip(visible, lengths) {
      let index = all.firstIndex { $0 === view } ?? 0
      let multiplier = length / denominator
      let priority = multiplier == 1 || length == 0 ? UILayoutPriority.required : UILayoutPriority(Float(Swift.max(999 - index, 751)))
      if length == 0 {
        result.append(make(view, size, .equal, nil, .notAnAttribute, priority: priority, "UISV-fill-proportionally"))
      } else {
        result.append(make(view, size, .equal, reference, size, multiplier: multiplier, priority: priority, "UISV-fill-proportionally"))
      }
    }
    return result
  }

  /// The length of `view` measured for the proportional fill (the update-constraints pass's
  /// measurement, else its intrinsic length).
  private func proportionalLength(of view: UIView) -> CGFloat {
    if let measured = stack.proportionalLengths[ObjectIdentifier(view)] { return measured }
    let intrinsic = view.intrinsicContentSize
    let value = horizontal ? intrinsic.width : intrinsic.height
    return value == UIView.noIntrinsicMetric ? 0 : value
  }

  /// Measures every visible arranged view as UIKit does for a proportional fill: its intrinsic
  /// length along the axis, or, without one, its compressed fitting size. A stack view arranged
  /// in a vertical stack that fills across measures its height at that stack's width (less its
  /// margins when the arrangement is margins-relative).
  func proportionalLengths() -> [ObjectIdentifier: CGFloat] {
    var result: [ObjectIdentifier: CGFloat] = [:]
    for view in stack.arrangedSubviews where !view.isHidden {
      let intrinsic = view.intrinsicContentSize
      let length = horizontal ? intrinsic.width : intrinsic.height
      if !(view is UIStackView), length != UIView.noIntrinsicMetric {
        result[ObjectIdentifier(view)] = length
        continue
      }
      let fitting: CGSize
      if view is UIStackView, !horizontal, stack.alignment == .fill {
        var width = stack.bounds.width
        if stack.isLayoutMarginsRelativeArrangement { width -= stack.layoutMargins.left + stack.layoutMargins.right }
        fitting = view.systemLayoutSizeFitting(
          CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      } else {
        fitting = view.systemLayoutSizeFitting(.zero)
      }
      result[ObjectIdentifier(view)] = horizontal ? fitting.width : fitting.height
    }
    return result
  }

  /// Constraints across the axis for the alignment, as UIKit makes them. `.fill` pins every view
  /// to both edges. The other alignments line the views up with the first visible one and wrap
  /// the visible ones in a spanner guide the stack's edges follow, which hugs them at priority 51;
  /// baseline alignments also ask the stack itself to be as thin as possible (priority 49).
  ///
  /// UIKit also asks each arranged view's extent across the axis to be zero at priority 25
  /// (`UISV-ambiguity-suppression`). It is left out, unconfirmed: Interface Builder's stored
  /// frames do not collapse such views (a scrolling text view and a custom view in center-aligned
  /// stacks, 2 of 2 samples in the shared corpus, fill the stack across).
  private func crossAxis(_ views: [UIView], spacers: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
    let start: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
    let end: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
    let middle: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
    let extent: NSLayoutConstraint.Attribute = horizontal ? .height : .width
    var result: [NSLayoutConstraint] = []
    let visible = views.filter { !$0.isHidden }
    guard !visible.isEmpty else { return hiddenCrossAxis(views, spacers: &spacers) }
    if stack.alignment == .fill {
      for view in views {
        result.append(make(view, start, .equal, stack, canvas(start), "UISV-alignment"))
        result.append(make(stack, canvas(end), .equal, view, end, "UISV-alignment"))
      }
      return result
    }
    let reference = visible[0]
    let alignment = effectiveAlignment
    let spanner = alignmentSpanner(spacers: &spacers)
    let lining = liningAttribute(for: alignment)
    for view in views where view !== reference {
      result.append(make(view, lining, .equal, reference, lining, "UISV-alignment"))
    }
    let hugged = UILayoutPriority(999.5)
    for view in visible {
      if alignment == .leading {
        result.append(make(spanner, start, .equal, view, start, priority: hugged, "UISV-spanning-boundary"))
      } else {
        result.append(make(spanner, start, .lessThanOrEqual, view, start, "UISV-spanning-boundary"))
      }
      if alignment == .trailing {
        result.append(make(spanner, end, .equal, view, end, priority: hugged, "UISV-spanning-boundary"))
      } else {
        result.append(make(spanner, end, .greaterThanOrEqual, view, end, "UISV-spanning-boundary"))
      }
    }
    result.append(
      make(spanner, extent, .equal, nil, .notAnAttribute, priority: Self.spanningFitPriority, "UISV-spanning-fit"))
    switch alignment {
    case .leading:
      result.append(make(stack, canvas(start), .equal, reference, start, "UISV-canvas-connection"))
      result.append(make(spanner, end, .equal, stack, canvas(end), "UISV-canvas-connection"))
    case .trailing:
      result.append(make(stack, canvas(start), .equal, spanner, start, "UISV-canvas-connection"))
      result.append(make(reference, end, .equal, stack, canvas(end), "UISV-canvas-connection"))
    case .center:
      result.append(make(stack, canvas(start), .equal, spanner, start, "UISV-canvas-connection"))
      result.append(make(spanner, end, .equal, stack, canvas(end), "UISV-canvas-connection"))
      result.append(make(stack, canvas(middle), .equal, reference, middle, "UISV-canvas-connection"))
    case .firstBaseline:
      // The mirror of last-baseline: the stack's top only stays above the first view's, and the
      // canvas fit pulls it down to it, so a taller view lined up on the first one's baseline
      // rises above the stack (UIKit's constraint dumps; Interface Builder stores it so).
      result.append(make(stack, canvas(start), .lessThanOrEqual, reference, start, "UISV-canvas-connection"))
      result.append(make(spanner, end, .equal, stack, canvas(end), "UISV-canvas-connection"))
      result.append(make(stack, extent, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit"))
    default:
      result.append(make(stack, canvas(start), .equal, spanner, start, "UISV-canvas-connection"))
      result.append(make(stack, canvas(end), .greaterThanOrEqual, reference, end, "UISV-canvas-connection"))
      result.append(make(stack, extent, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit"))
    }
    return result
  }

  /// The priority of the spacing that keeps a hidden arranged view in the chain
  /// (`UISV-spacing-hidden`, UIKit's constraint dumps).
  static let hiddenSpacingPriority = UILayoutPriority(50)
  /// The priority at which UIKit's alignment spanner is fitted to nothing across the axis
  /// (`UISV-spanning-fit`), just above the hidden views' spacing.
  static let spanningFitPriority = UILayoutPriority(51)

  /// The stack's `UISV-alignment-spanner` guide, added to the stack and to `spacers`.
  private func alignmentSpanner(spacers: inout [UILayoutGuide]) -> UILayoutGuide {
    let spanner = UILayoutGuide()
    spanner.identifier = "UISV-alignment-spanner"
    stack.addLayoutGuide(spanner)
    spacers.append(spanner)
    return spanner
  }

  /// The alignment the views line up by: baselines only align in a horizontal stack; a vertical
  /// one leads with them.
  private var effectiveAlignment: UIStackView.Alignment {
    !horizontal && [.firstBaseline, .lastBaseline].contains(stack.alignment) ? .leading : stack.alignment
  }

  /// The attribute across the axis that `alignment` lines the views up by.
  private func liningAttribute(for alignment: UIStackView.Alignment) -> NSLayoutConstraint.Attribute {
    switch alignment {
    case .leading: return horizontal ? .top : .leading
    case .trailing: return horizontal ? .bottom : .trailing
    case .center: return horizontal ? .centerY : .centerX
    case .firstBaseline: return .firstBaseline
    default: return .lastBaseline
    }
  }

  /// Constraints across the axis when every arranged view is hidden: the views still line up
  /// with the first one (both edges when filling), but the stack's edges follow an alignment
  /// spanner that spans no visible view and is fitted to nothing at priority 51, so the views'
  /// extent across comes from their own constraints and not from the stack's. Interface Builder
  /// stores such stacks so: a fill-equally row of hidden 28-point images 28 high in a stack held
  /// 0 high, where pinning them to the stack could not hold.
  private func hiddenCrossAxis(_ views: [UIView], spacers: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
    guard let reference = views.first else { return [] }
    let start: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
    let end: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
    let extent: NSLayoutConstraint.Attribute = horizontal ? .height : .width
    let spanner = alignmentSpanner(spacers: &spacers)
    var result = [
      make(stack, canvas(start), .equal, spanner, start, "UISV-canvas-connection"),
      make(spanner, end, .equal, stack, canvas(end), "UISV-canvas-connection"),
      make(spanner, extent, .equal, nil, .notAnAttribute, priority: Self.spanningFitPriority, "UISV-spanning-fit"),
    ]
    let linings = stack.alignment == .fill ? [start, end] : [liningAttribute(for: effectiveAlignment)]
    for view in views.dropFirst() {
      for lining in linings { result.append(make(view, lining, .equal, reference, lining, "UISV-alignment")) }
    }
    return result
  }
}
