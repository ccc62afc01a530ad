import AdaptiveKit
import Testing

@MainActor
@Suite("UIStackView arranges views with generated constraints")
struct StackViewTests {
  /// A 300×100 stack pinned in a root view, holding sized views.
  func makeStack(_ sizes: [CGSize], axis: NSLayoutConstraint.Axis = .horizontal, length: CGFloat = 300, cross: CGFloat = 100)
    -> (UIView, UIStackView, [SizedView])
  {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let views = sizes.map { SizedView($0) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: axis == .horizontal ? length : cross),
      stack.heightAnchor.constraint(equalToConstant: axis == .horizontal ? cross : length),
    ])
    return (root, stack, views)
  }

  @Test("fillEqually splits the length equally after spacing")
  func fillEqually() {
    let (root, stack, views) = makeStack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 10, height: 20)])
    stack.distribution = .fillEqually
    stack.spacing = 15
    root.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [90, 90, 90])
    #expect(views.map(\.frame.minX) == [0, 105, 210])
    #expect(views.allSatisfy { $0.frame.height == 100 }, "alignment fill stretches across the axis")
  }

  @Test("fill gives the extra space to the view with the lowest hugging priority")
  func fill() {
    let (root, stack, views) = makeStack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20)])
    views[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    stack.spacing = 10
    root.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 100))
    #expect(views[1].frame == CGRect(x: 50, y: 0, width: 250, height: 100))
  }

  @Test("fillProportionally shares the length in proportion to intrinsic widths")
  func fillProportionally() {
    let (root, stack, views) = makeStack([CGSize(width: 50, height: 20), CGSize(width: 100, height: 20)])
    stack.distribution = .fillProportionally
    root.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [100, 200])
  }

  @Test("equalSpacing keeps natural widths and equal gaps")
  func equalSpacing() {
    let (root, stack, views) = makeStack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 20, height: 20)])
    stack.distribution = .equalSpacing
    root.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [40, 60, 20])
    #expect(views.map(\.frame.minX) == [0, 130, 280])
  }

  @Test("equalCentering spaces the centers equally")
  func equalCentering() {
    let (root, stack, views) = makeStack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 20, height: 20)])
    stack.distribution = .equalCentering
    root.layoutIfNeeded()
    let centers = views.map(\.frame.midX)
    #expect(abs((centers[1] - centers[0]) - (centers[2] - centers[1])) < 0.5)
    #expect(views[0].frame.minX == 0 && views[2].frame.maxX == 300)
  }

  @Test(
    "Alignments place views across the axis",
    arguments: [
      (UIStackView.Alignment.leading, CGFloat(0)), (.center, 40), (.trailing, 80),
    ])
  func alignments(alignment: UIStackView.Alignment, expectedY: CGFloat) {
    let (root, stack, views) = makeStack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20)])
    stack.alignment = alignment
    stack.distribution = .fillEqually
    root.layoutIfNeeded()
    #expect(views.allSatisfy { $0.frame.minY == expectedY && $0.frame.height == 20 })
  }

  @Test("A hidden arranged view collapses and its spacing disappears")
  func hiddenCollapses() {
    let (root, stack, views) = makeStack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 20, height: 20)])
    stack.distribution = .fillEqually
    stack.spacing = 10
    views[1].isHidden = true
    root.layoutIfNeeded()
    #expect(views[0].frame.width == 145 && views[2].frame.width == 145)
    #expect(views[2].frame.minX == 155)
    #expect(views[1].frame.width == 0)
  }

  @Test("Custom spacing after one view overrides the stack's spacing")
  func customSpacing() {
    let (root, stack, views) = makeStack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 20, height: 20)])
    stack.distribution = .equalSpacing
    stack.spacing = 5
    stack.setCustomSpacing(30, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    root.layoutIfNeeded()
    #expect(views[1].frame.minX - views[0].frame.maxX >= 30)
  }

  @Test("The seed's adaptive stack: labels side by side in regular width, stacked in compact width")
  func axisFollowsSizeClass() throws {
    final class StackController: UIViewController {
      let stack = UIStackView()
      override func viewDidLoad() {
        super.viewDidLoad()
        for text in ["foo", "bar"] {
          let label = UILabel()
          label.text = text
          stack.addArrangedSubview(label)
        }
        view.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        stack.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
      }
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        stack.axis = traitCollection.horizontalSizeClass == .compact ? .vertical : .horizontal
      }
    }
    let simulator = Simulator(device: try #require(Device.named("iPhone 8 Plus")))
    let controller = StackController()
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    let labels = controller.stack.arrangedSubviews
    #expect(controller.stack.axis == .vertical)
    #expect(labels[1].frame.minY == labels[0].frame.maxY)
    simulator.rotate(to: .landscapeLeft)
    #expect(controller.stack.axis == .horizontal)
    #expect(labels[1].frame.minX == labels[0].frame.maxX)
    #expect(labels[1].frame.minY == labels[0].frame.minY)
  }
}
