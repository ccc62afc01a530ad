import AdaptiveKit
import Testing

/// Baseline alignment and baseline-relative spacing use the labels' real baselines: the first
/// line's for `.firstBaseline`, the last wrapped line's for `.lastBaseline`, from the font's
/// ascender and line height (a label laid out at its intrinsic height has no extra space).
@MainActor
@Suite("Stack views align and space labels on their real baselines")
struct StackViewBaselineTests {
  func label(_ text: String, size: CGFloat, lines: Int = 1, wrapAt width: CGFloat = 0) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = UIFont.systemFont(ofSize: size)
    label.numberOfLines = lines
    label.preferredMaxLayoutWidth = width
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

  func firstBaseline(_ label: UILabel) -> CGFloat { label.frame.minY + label.font.ascender }
  func lastBaseline(_ label: UILabel, lines: Int) -> CGFloat {
    label.frame.minY + CGFloat(lines - 1) * label.font.lineHeight + label.font.ascender
  }

  @Test("firstBaseline: a 34-point title and a wrapped 17-point paragraph share their first baseline")
  func firstBaselineAlignment() {
    let title = label("Title", size: 34)
    let body = label("A paragraph long enough to wrap onto three lines here", size: 17, lines: 0, wrapAt: 150)
    let stack = UIStackView(arrangedSubviews: [title, body])
    stack.alignment = .firstBaseline
    stack.spacing = 8
    _ = host(stack)
    #expect(body.frame.height > 3 * body.font.lineHeight - 1, "the paragraph wraps to three lines or more")
    #expect(abs(firstBaseline(title) - firstBaseline(body)) <= 0.5)
    // The taller first line (the title's ascender) sits at the top of the stack.
    #expect(title.frame.minY == 0)
    #expect(body.frame.minY > title.frame.minY)
  }

  @Test("lastBaseline: the wrapped paragraph's last line lines up with the title")
  func lastBaselineAlignment() {
    let body = label("A paragraph long enough to wrap onto three lines here", size: 17, lines: 0, wrapAt: 150)
    let title = label("Title", size: 34)
    let stack = UIStackView(arrangedSubviews: [body, title])
    stack.alignment = .lastBaseline
    _ = host(stack)
    let lines = Int((body.frame.height / body.font.lineHeight).rounded())
    #expect(lines >= 3)
    #expect(abs(lastBaseline(body, lines: lines) - firstBaseline(title)) <= 0.5)
    #expect(title.frame.minY > body.frame.minY, "the title moves down to the paragraph's last line")
  }

  @Test("isBaselineRelativeArrangement: spacing runs from one label's last baseline to the next one's first")
  func baselineRelativeSpacing() {
    let body = label("A paragraph long enough to wrap onto three lines here", size: 17, lines: 0, wrapAt: 150)
    let caption = label("Caption", size: 12)
    let stack = UIStackView(arrangedSubviews: [body, caption])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 24
    stack.isBaselineRelativeArrangement = true
    // Kept: a view holds its superview weakly, as in UIKit.
    let root = host(stack)
    let lines = Int((body.frame.height / body.font.lineHeight).rounded())
    #expect(abs(firstBaseline(caption) - lastBaseline(body, lines: lines) - 24) <= 0.5)
    // Without it the same spacing runs from edge to edge.
    stack.isBaselineRelativeArrangement = false
    root.layoutIfNeeded()
    #expect(abs(caption.frame.minY - body.frame.maxY - 24) <= 0.5)
  }
}
