import AdaptiveKit
import Testing

/// `.fill` stacks whose arranged views have equal content priorities: UIKit documents that ties
/// are broken "based on their index in the arrangedSubviews array"; Interface Builder's stored
/// frames show the last view stretching in horizontal stacks (7 stacks of labels in the shared
/// corpus) and the first in vertical ones (4 two-label stacks, three flagged ambiguous by IB).
/// Compression follows the same order (the view that stretches first also shrinks first) —
/// unconfirmed, UIKit's most plausible counterpart.
@MainActor
@Suite("A fill stack breaks ties between equal priorities by arrangement order")
struct StackViewTieBreakTests {
  func makeStack(_ widths: [CGFloat], axis: NSLayoutConstraint.Axis = .horizontal, length: CGFloat = 300)
    -> (UIView, UIStackView, [SizedView])
  {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let views = widths.map { SizedView(axis == .horizontal ? CGSize(width: $0, height: 20) : CGSize(width: 20, height: $0)) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: root.leftAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      (axis == .horizontal ? stack.widthAnchor : stack.heightAnchor).constraint(equalToConstant: length),
    ])
    return (root, stack, views)
  }

  func lengths(_ views: [SizedView], _ axis: NSLayoutConstraint.Axis = .horizontal) -> [CGFloat] {
    views.map { axis == .horizontal ? $0.frame.width : $0.frame.height }
  }

  @Test("Equal hugging: the last view stretches across, the first down")
  func lastStretches() {
    let (root, _, views) = makeStack([40, 60, 20])
    root.layoutIfNeeded()
    #expect(lengths(views) == [40, 60, 200])
    let (column, _, rows) = makeStack([40, 60, 20], axis: .vertical)
    column.layoutIfNeeded()
    #expect(lengths(rows, .vertical) == [220, 60, 20])
  }

  @Test("Equal compression resistance: the last view shrinks first across, the first down")
  func lastShrinks() {
    let (root, stack, views) = makeStack([150, 100, 120])
    stack.spacing = 10
    root.layoutIfNeeded()
    #expect(lengths(views) == [150, 100, 30])
    let (column, columnStack, rows) = makeStack([150, 100, 120], axis: .vertical)
    columnStack.spacing = 10
    column.layoutIfNeeded()
    #expect(lengths(rows, .vertical) == [60, 100, 120])
  }

  @Test("Priorities still come first: the last of the lowest-hugging views stretches")
  func prioritiesFirst() {
    let (root, _, views) = makeStack([40, 60, 20, 30])
    views[2].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    views[3].setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
    root.layoutIfNeeded()
    #expect(lengths(views) == [40, 210, 20, 30])
  }

  @Test("Reordering the arrangement moves the stretch to the new last view")
  func reordering() {
    let (root, stack, views) = makeStack([40, 60, 20])
    root.layoutIfNeeded()
    stack.insertArrangedSubview(views[2], at: 0)
    root.layoutIfNeeded()
    #expect(lengths(views) == [40, 240, 20])
    #expect(views.map(\.frame.minX) == [20, 60, 0])
  }

  @Test("Required priorities are never weakened by the tie-break")
  func requiredUntouched() {
    let (root, _, views) = makeStack([40, 60, 20], length: 100)
    for view in views { view.setContentCompressionResistancePriority(.required, for: .horizontal) }
    let messages = AdaptiveKitLog.shared.capture { root.layoutIfNeeded() }.messages
    // 120 points of required content in 100: UIKit's conflict report, not a silent squeeze.
    #expect(messages.contains { $0.text.contains("Unable to simultaneously satisfy constraints") })
  }
}
