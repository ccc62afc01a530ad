import AdaptiveKit
import Testing

/// UIKit ties a first-baseline stack's top to its first arranged view only (`stack.top <=
/// first.top`, pulled down by the canvas fit), so a taller view lined up on that view's baseline
/// rises above the stack instead of pushing the stack's top up: the mirror of last-baseline, whose
/// bottom only stays below the first view's.
@MainActor
@Suite("A first-baseline stack's top follows its first arranged view")
struct StackViewFirstBaselineCanvasTests {
  func label(_ text: String, size: CGFloat) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = UIFont.systemFont(ofSize: size)
    return label
  }

  func host(_ stack: UIStackView) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
    ])
    root.layoutIfNeeded()
    return root
  }

  @Test("a small first label sets the top; the larger title after it rises above the stack")
  func tallerViewRisesAboveTheStack() {
    let caption = label("Caption", size: 17)
    let title = label("Title", size: 34)
    let stack = UIStackView(arrangedSubviews: [caption, title])
    stack.alignment = .firstBaseline
    stack.spacing = 8
    _ = host(stack)
    #expect(abs(caption.frame.minY) <= 0.5, "the first view's top is the stack's")
    #expect(abs((caption.frame.minY + caption.font.ascender) - (title.frame.minY + title.font.ascender)) <= 0.5)
    #expect(title.frame.minY < -5, "the title's taller ascender lies above the stack's top")
    #expect(abs(stack.frame.height - title.frame.maxY) <= 0.5, "the stack still ends at the lowest bottom")
  }

  @Test("a tall first view: the stack's top is that view's, as before")
  func tallFirstViewSetsTheTop() {
    let title = label("Title", size: 34)
    let caption = label("Caption", size: 17)
    let stack = UIStackView(arrangedSubviews: [title, caption])
    stack.alignment = .firstBaseline
    _ = host(stack)
    #expect(abs(title.frame.minY) <= 0.5)
    #expect(caption.frame.minY > title.frame.minY)
  }
}
