import AdaptiveKit
import Testing

@MainActor
private final class StackFillingController: UIViewController {
  let stack = UIStackView()
  private var filled = false

  override func viewDidLoad() {
    super.viewDidLoad()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard !filled else { return }
    filled = true
    for height in [30, 50] as [CGFloat] {
      let row = UIView()
      row.heightAnchor.constraint(equalToConstant: height).isActive = true
      stack.addArrangedSubview(row)
    }
  }
}

@MainActor
private final class ConstraintsInUpdateController: UIViewController {
  let box = UIView()
  private(set) var updates = 0
  private var made = false

  override func viewDidLoad() {
    super.viewDidLoad()
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
  }

  override func updateViewConstraints() {
    updates += 1
    if !made {
      made = true
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 60),
      ])
    }
    super.updateViewConstraints()
  }
}

@MainActor
private final class SelfConstrainingView: UIView {
  private(set) var updates = 0

  override func updateConstraints() {
    if updates == 0 { heightAnchor.constraint(equalToConstant: 44).isActive = true }
    updates += 1
    super.updateConstraints()
  }
}

/// UIKit's layout pass: constraints are updated first (`updateConstraints`, and a controller's
/// `updateViewConstraints`, which every view needs the first time it is laid out), then each view
/// lays out, its controller's `viewWillLayoutSubviews` first, with the engine's frames taken in
/// the same pass.
@MainActor
@Suite("The layout pass: constraint updates before the first layout, changes in viewWillLayoutSubviews in the same pass")
struct LayoutPassTests {
  @Test("Arranged subviews added in viewWillLayoutSubviews are laid out by the same layoutIfNeeded")
  func arrangedSubviewsAddedBeforeLayout() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let controller = StackFillingController()
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    let rows = controller.stack.arrangedSubviews
    try #require(rows.count == 2)
    #expect(rows[0].frame == CGRect(x: 0, y: 0, width: 375, height: 30))
    #expect(rows[1].frame == CGRect(x: 0, y: 30, width: 375, height: 50))
    #expect(controller.stack.frame == CGRect(x: 0, y: 40, width: 375, height: 80))
  }

  @Test("updateViewConstraints runs on the first layout, so constraints made there hold")
  func updateViewConstraintsOnFirstLayout() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let controller = ConstraintsInUpdateController()
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    #expect(controller.updates == 1)
    #expect(controller.box.frame == CGRect(x: 20, y: 10, width: 100, height: 60))
    simulator.layoutIfNeeded()
    #expect(controller.updates == 1)
    controller.view.setNeedsUpdateConstraints()
    simulator.layoutIfNeeded()
    #expect(controller.updates == 2)
  }

  @Test("A view's updateConstraints runs before its first layout without being asked")
  func updateConstraintsOnFirstLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = SelfConstrainingView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(view.updates == 1)
    #expect(view.frame.height == 44)
  }
}
