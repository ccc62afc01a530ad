import AdaptiveKit
import Testing

/// A view whose drawing reaches past the rectangle it aligns by (a shadow or a badge).
@MainActor
final class InsetAlignmentView: UIView {
  var natural = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
  override var intrinsicContentSize: CGSize { natural }
}

/// Constraints and intrinsic sizes act on alignment rects; frames are the alignment rects moved out
/// by `alignmentRectInsets` (through `frame(forAlignmentRect:)`), as in UIKit.
@MainActor
@Suite("Constraints act on alignment rects")
struct AlignmentRectTests {
  func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)) }

  @Test("alignmentRect(forFrame:) and frame(forAlignmentRect:) are inverse insets")
  func conversions() {
    let view = InsetAlignmentView()
    let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(view.alignmentRect(forFrame: frame) == CGRect(x: 14, y: 22, width: 88, height: 42))
    #expect(view.frame(forAlignmentRect: view.alignmentRect(forFrame: frame)) == frame)
    #expect(UIView().alignmentRectInsets == .zero)
  }

  @Test("Edge and size constraints place the alignment rect; the frame reaches past it")
  func constraintsOnAlignmentRect() {
    let root = root()
    let view = InsetAlignmentView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 6, y: 18, width: 112, height: 58))
  }

  @Test("The intrinsic content size is the alignment rect's size")
  func intrinsicSize() {
    let root = root()
    let view = InsetAlignmentView()
    view.natural = CGSize(width: 40, height: 20)
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: -4, y: -2, width: 52, height: 28))
  }

  @Test("In a stack view, alignment rects abut and fill the stack; frames overlap by the insets")
  func insideStackView() {
    let root = root()
    let views = (0..<2).map { _ in InsetAlignmentView() }
    for view in views { view.natural = CGSize(width: 40, height: 20) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.spacing = 10
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    // Alignment rects: 40×20 at x 0 and 50 inside the stack, which hugs them (90×20).
    #expect(stack.frame == CGRect(x: 20, y: 20, width: 90, height: 20))
    #expect(views[0].frame == CGRect(x: -4, y: -2, width: 52, height: 28))
    #expect(views[1].frame == CGRect(x: 46, y: -2, width: 52, height: 28))
    #expect(views[0].alignmentRect(forFrame: views[0].frame).maxX + 10 == views[1].alignmentRect(forFrame: views[1].frame).minX)
  }

  @Test("A frame-positioned subview of a view with insets keeps its frame")
  func autoresizingSubview() {
    let root = root()
    let parent = InsetAlignmentView()
    parent.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(parent)
    let child = UIView(frame: CGRect(x: 5, y: 7, width: 30, height: 10))
    parent.addSubview(child)
    NSLayoutConstraint.activate([
      parent.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      parent.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      parent.widthAnchor.constraint(equalToConstant: 100),
      parent.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(parent.frame == CGRect(x: 46, y: 48, width: 112, height: 108))
    #expect(child.frame == CGRect(x: 5, y: 7, width: 30, height: 10))
  }
}
