import AdaptiveKit
import Testing

/// The constraints UIKit's stack view generates (identifiers `UISV-…`), checked through the frames
/// they produce where they differ from a naive arrangement.
@MainActor
@Suite("UIStackView generates UIKit's proportional, centering and alignment constraints")
struct StackViewUIKitConstraintTests {
  /// A stack pinned at (10, 20) in a 500×500 root, `length` long and (when given) `cross` wide.
  func makeStack(_ views: [UIView], length: CGFloat = 300, cross: CGFloat? = 100) -> (UIView, UIStackView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [
      stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: length),
    ]
    if let cross { constraints.append(stack.heightAnchor.constraint(equalToConstant: cross)) }
    NSLayoutConstraint.activate(constraints)
    return (root, stack)
  }

  @Test("A proportional stack divides by the lengths plus the spacing, so the last view takes the rest")
  func proportionalSharesIncludeSpacing() {
    let views = [SizedView(CGSize(width: 50, height: 20)), SizedView(CGSize(width: 100, height: 20))]
    let (root, stack) = makeStack(views)
    stack.distribution = .fillProportionally
    stack.spacing = 20
    root.layoutIfNeeded()
    // UIKit's multipliers are 50/170 and 100/170 of the stack's 300 points; the spacing is
    // required, so the second (lower-priority) share gives way: 88.24 and 191.76.
    #expect(abs(views[0].frame.width - 88.24) < 0.5)
    #expect(abs(views[1].frame.width - 191.76) < 0.5)
    #expect(abs(views[1].frame.minX - views[0].frame.maxX - 20) < 0.5)
  }

  @Test("A proportional stack measures arranged views without an intrinsic size by their fitting size")
  func proportionalMeasuresFittingSize() {
    let inner = UIStackView(arrangedSubviews: [SizedView(CGSize(width: 40, height: 20)), SizedView(CGSize(width: 50, height: 20))])
    inner.spacing = 10
    let plain = SizedView(CGSize(width: 50, height: 20))
    let (root, stack) = makeStack([inner, plain])
    stack.distribution = .fillProportionally
    root.layoutIfNeeded()
    // The nested stack fits in 100 points, the view has 50: two thirds and one third of 300.
    #expect(inner.frame.width == 200)
    #expect(plain.frame.width == 100)
  }

  @Test("Equal centering lets the gaps differ before a view is compressed")
  func equalCenteringGivesWayBeforeCompression() {
    let views = [
      SizedView(CGSize(width: 100, height: 20)), SizedView(CGSize(width: 80, height: 20)), SizedView(CGSize(width: 40, height: 20)),
    ]
    let (root, stack) = makeStack(views)
    stack.distribution = .equalCentering
    stack.spacing = 30
    root.layoutIfNeeded()
    // Equal centers would put the middle view at 125…205, 25 points after the first: closer than
    // the spacing. UIKit's centering gaps are equal only at priority 149, so the middle view keeps
    // its width and sits at the minimum spacing.
    #expect(views.map(\.frame.width) == [100, 80, 40])
    #expect(views[1].frame.minX == 130)
    #expect(views[2].frame.maxX == 300)
  }

  @Test("A stack that does not fill across hugs its tallest view when nothing else sizes it")
  func spannerHugsTallest() {
    let views = [SizedView(CGSize(width: 40, height: 30)), SizedView(CGSize(width: 40, height: 50))]
    let (root, stack) = makeStack(views, cross: nil)
    stack.alignment = .center
    root.layoutIfNeeded()
    #expect(stack.frame.height == 50)
    #expect(views[0].frame.minY == 10)
  }

  @Test("A hidden arranged view stays in the chain, half a spacing after the visible view before it")
  func hiddenViewsKeepTheirPlace() {
    let views = [
      SizedView(CGSize(width: 40, height: 20)), SizedView(CGSize(width: 30, height: 20)), SizedView(CGSize(width: 50, height: 20)),
    ]
    views[1].isHidden = true
    let (root, stack) = makeStack(views)
    stack.spacing = 10
    root.layoutIfNeeded()
    #expect(views[1].frame == CGRect(x: 45, y: 0, width: 0, height: 100))
    #expect(views[2].frame.minX == 50)
  }

  @Test("Hidden views at the ends sit against the nearest visible view")
  func hiddenViewsAtTheEnds() {
    let views = [
      SizedView(CGSize(width: 30, height: 20)), SizedView(CGSize(width: 40, height: 20)),
      SizedView(CGSize(width: 50, height: 20)), SizedView(CGSize(width: 30, height: 20)),
    ]
    views[0].isHidden = true
    views[3].isHidden = true
    let (root, stack) = makeStack(views)
    stack.spacing = 10
    root.layoutIfNeeded()
    #expect(views[1].frame.minX == 0)
    #expect(views[2].frame.maxX == 300)
    #expect(views[0].frame.minX == 0 && views[0].frame.width == 0)
    #expect(views[3].frame.minX == 300 && views[3].frame.width == 0)
  }

  /// Whether `view` is held along the stack's axis by a `UISV-spacing-hidden` constraint.
  func hasHiddenSpacing(_ view: UIView) -> Bool {
    view.constraintsAffectingLayout(for: .horizontal).contains { $0.identifier == "UISV-spacing-hidden" }
  }

  @Test("With a single visible view the hidden views have no place along the axis, as UIKit leaves them")
  func singleVisibleViewDropsHiddenSpacing() {
    let views = [SizedView(CGSize(width: 40, height: 20)), SizedView(CGSize(width: 30, height: 20))]
    views[1].isHidden = true
    let (root, _) = makeStack(views)
    root.layoutIfNeeded()
    #expect(!hasHiddenSpacing(views[1]))
    #expect(views[1].hasAmbiguousLayout)
    #expect(views[1].frame.width == 0)
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 300, height: 100))

    // A second visible view brings the spacing constraints back.
    let second = SizedView(CGSize(width: 50, height: 20))
    (views[0].superview as? UIStackView)?.addArrangedSubview(second)
    root.layoutIfNeeded()
    #expect(hasHiddenSpacing(views[1]))
    #expect(!views[1].hasAmbiguousLayout)
  }

  @Test("With every view hidden the views line up with the first one, not with the stack")
  func allHiddenViewsKeepTheirOwnExtentAcross() {
    // A fill-equally row of hidden 28-point views in a stack held 0 high: the first is sized
    // 28 × 28 by required constraints, the second shares its width, the third has only its own
    // intrinsic size.
    let views = [constrainedView(), constrainedView(), SizedView(CGSize(width: 28, height: 28))]
    for view in views { view.isHidden = true }
    let (root, stack) = makeStack(views, length: 0, cross: 0)
    stack.distribution = .fillEqually
    NSLayoutConstraint.activate([
      views[0].widthAnchor.constraint(equalToConstant: 28),
      views[0].heightAnchor.constraint(equalToConstant: 28),
      views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame.height == 0)
    #expect(views[0].frame.size == CGSize(width: 28, height: 28))
    #expect(views[1].frame.size == CGSize(width: 28, height: 28))
    #expect(views[2].frame.size == CGSize(width: 0, height: 28), "collapsed along the axis, 28 high like the first")
  }
}
