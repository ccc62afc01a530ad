import AdaptiveKit
import Testing

@MainActor
@Suite("Labels and controls report UIKit's intrinsic sizes and lay out with them")
struct IntrinsicSizeTests {
  @Test("A 17 pt label is one pixel-rounded line high; an empty label has no size")
  func labelLine() {
    let label = UILabel()
    // Detached views round to the main screen's scale; pin it so other tests' simulators don't matter.
    label.traitOverrides.displayScale = 2
    label.text = "Hello"
    #expect(label.intrinsicContentSize.height == 20.5)
    #expect(label.intrinsicContentSize.width > 30 && label.intrinsicContentSize.width < 50)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test("A multi-line label wraps to the width layout gives it and grows taller")
  func labelWrapsInLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
    root.traitOverrides.displayScale = 2
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.width == 200)
    #expect(label.frame.height > 20.5 * 2)
    #expect(label.frame.height.truncatingRemainder(dividingBy: 0.5) == 0)
  }

  @Test("Labels align on their first baselines")
  func baselines() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let big = UILabel()
    big.font = UIFont.systemFont(ofSize: 34)
    big.text = "Big"
    let small = UILabel()
    small.text = "small"
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    NSLayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      big.topAnchor.constraint(equalTo: root.topAnchor),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    let bigBaseline = big.frame.minY + big.font.ascender
    let smallBaseline = small.frame.minY + small.font.ascender
    #expect(abs(bigBaseline - smallBaseline) <= 0.5)
  }

  @Test("Fixed-size controls: switch 49×31 (its frame 51×31), spinner 20 or 37, stepper 94×32")
  func fixedControls() {
    #expect(UISwitch().intrinsicContentSize == CGSize(width: 49, height: 31))
    #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(UISlider().intrinsicContentSize.height == 30)
    #expect(UIProgressView().intrinsicContentSize.height == 4)
    let field = UITextField()
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.height == 34)
    #expect(UISegmentedControl(items: ["One", "Two"]).intrinsicContentSize.height == 31)
  }

  @Test("A system button with a 15 pt title is 30 points high")
  func button() {
    let button = UIButton(type: .system)
    button.setTitle("Button", for: .normal)
    #expect(button.intrinsicContentSize.height == 30)
    #expect(button.intrinsicContentSize.width >= 44 && button.intrinsicContentSize.width <= 48)
  }

  @Test("A custom button's title is 18 pt (UIFont.buttonFontSize): 34 points high at 2x")
  func customButton() {
    let button = UIButton(type: .custom)
    button.traitOverrides.displayScale = 2
    button.setTitle("Reload", for: .normal)
    #expect(button.titleLabel?.font.pointSize == UIFont.buttonFontSize)
    #expect(button.intrinsicContentSize.height == 34)
    #expect(UIButton(type: .system).titleLabel?.font.pointSize == 15)
  }
}
