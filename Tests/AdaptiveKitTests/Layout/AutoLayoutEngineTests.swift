import AdaptiveKit
import Testing

/// A view with a fixed natural size, like a label or an image view.
@MainActor
final class SizedView: UIView {
  var natural: CGSize
  init(_ natural: CGSize) {
    self.natural = natural
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { natural }
}

@MainActor
func constrainedView() -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  return view
}

@MainActor
@Suite("The Auto Layout engine lays out views from their constraints")
struct AutoLayoutEngineTests {
  @Test("Edges pinned to a root with constants give exact frames")
  func pinnedEdges() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let child = constrainedView()
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      child.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 40, width: 335, height: 44))
  }

  @Test("Frames are in the superview's coordinates for nested views")
  func nested() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let outer = constrainedView()
    let inner = constrainedView()
    root.addSubview(outer)
    outer.addSubview(inner)
    NSLayoutConstraint.activate([
      outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      outer.widthAnchor.constraint(equalToConstant: 200),
      outer.heightAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5),
      inner.centerXAnchor.constraint(equalTo: outer.centerXAnchor),
      inner.centerYAnchor.constraint(equalTo: outer.centerYAnchor),
      inner.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(outer.frame == CGRect(x: 50, y: 60, width: 200, height: 100))
    #expect(inner.frame == CGRect(x: 50, y: 45, width: 100, height: 10))
  }

  @Test("Intrinsic size: hugging 250 loses to a 251 neighbour; compression 750 holds against 749")
  func huggingAndCompression() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = SizedView(CGSize(width: 80, height: 20))
    let field = SizedView(CGSize(width: 60, height: 20))
    label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    root.addSubview(label)
    root.addSubview(field)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      field.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
    #expect(field.frame == CGRect(x: 88, y: 0, width: 212, height: 20))
    let squeeze = root.widthAnchor.constraint(equalToConstant: 100)
    _ = squeeze
  }

  @Test("A priority-751 constraint beats several 750s")
  func priorityLevels() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView()
    root.addSubview(box)
    let strong = box.widthAnchor.constraint(equalToConstant: 100)
    strong.priority = UILayoutPriority(751)
    var weak: [NSLayoutConstraint] = []
    for width in [200.0, 210, 220, 230] {
      let c = box.widthAnchor.constraint(equalToConstant: width)
      c.priority = .defaultHigh
      weak.append(c)
    }
    NSLayoutConstraint.activate(weak + [strong, box.leftAnchor.constraint(equalTo: root.leftAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)])
    root.layoutIfNeeded()
    #expect(box.frame.width == 100)
  }

  @Test("Conflicting required constraints are reported as UIKit does, one is broken, the rest lay out")
  func conflictReport() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView()
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 30),
    ])
    let fixed = box.widthAnchor.constraint(equalToConstant: 400)
    fixed.isActive = true
    let (_, messages) = AdaptiveKitLog.shared.capture { root.layoutIfNeeded() }
    let report = messages.first { $0.category == .unsatisfiableConstraints }?.text ?? ""
    #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(report.contains("Will attempt to recover by breaking constraint"))
    #expect(box.frame.height == 30)
    #expect(box.frame.minY == 0)
    #expect(box.frame.width.isFinite)
  }

  @Test("Changing a constant re-solves on the next layout")
  func constantChange() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView()
    root.addSubview(box)
    let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
    NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
    root.layoutIfNeeded()
    #expect(box.frame.minX == 10)
    left.constant = 70
    root.layoutIfNeeded()
    #expect(box.frame.minX == 70)
    left.isActive = false
    box.leftAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(box.frame.minX == 150)
  }

  @Test("Missing constraints make a view ambiguous")
  func ambiguity() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView()
    root.addSubview(box)
    NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
    root.layoutIfNeeded()
    #expect(box.hasAmbiguousLayout)
    box.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(!box.hasAmbiguousLayout)
    #expect(box.constraintsAffectingLayout(for: .horizontal).count == 2)
  }

  @Test("Removing a view removes the constraints tying it to its former ancestors")
  func removalDeactivates() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView()
    root.addSubview(box)
    let c = box.leftAnchor.constraint(equalTo: root.leftAnchor)
    c.isActive = true
    box.removeFromSuperview()
    #expect(!c.isActive)
  }

  @Test("systemLayoutSizeFitting compresses to the intrinsic content")
  func fittingSize() {
    let container = UIView()
    let label = SizedView(CGSize(width: 120, height: 21))
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 11),
      label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -11),
    ])
    #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 152, height: 43))
  }
}

@MainActor
@Suite("Safe area, margins and rotation with Auto Layout")
struct SafeAreaLayoutTests {
  @Test("A view pinned to the safe area sits below the status bar, then fills the width in landscape")
  func safeAreaOnRotation() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone X")))
    let controller = UIViewController()
    let content = constrainedView()
    controller.view.addSubview(content)
    let guide = controller.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 44, width: 375, height: 812 - 44 - 34))
    simulator.rotate(to: .landscapeLeft)
    #expect(content.frame == CGRect(x: 44, y: 0, width: 812 - 88, height: 375 - 21))
  }

  @Test("A view controller's root view uses 16-point side margins on a 375-point phone, 20 on a Plus")
  func rootMargins() throws {
    for (name, expected) in [("iPhone 8", 16.0), ("iPhone 8 Plus", 20.0)] {
      let simulator = Simulator(device: try #require(Device.named(name)))
      let controller = UIViewController()
      let content = constrainedView()
      controller.view.addSubview(content)
      NSLayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
        content.topAnchor.constraint(equalTo: controller.view.topAnchor),
        content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10),
      ])
      simulator.window.rootViewController = controller
      simulator.window.makeKeyAndVisible()
      simulator.layoutIfNeeded()
      #expect(content.frame.minX == CGFloat(expected), "\(name)")
    }
  }

  @Test("The legacy top layout guide is the status bar's height on a pre-notch phone")
  func topLayoutGuide() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let controller = UIViewController()
    let content = constrainedView()
    controller.view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
      content.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
      content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10),
    ])
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(content.frame.minY == 28)
    #expect(controller.topLayoutGuide.length == 20)
    simulator.rotate(to: .landscapeLeft)
    #expect(content.frame.minY == 8, "the status bar is hidden in compact height")
  }
}

@MainActor
@Suite("additionalSafeAreaInsets grow a root view's safe area")
struct AdditionalSafeAreaTests {
  @Test("44 extra points at the top push safe-area content below a bar")
  func extraTopInset() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let controller = UIViewController()
    let content = constrainedView()
    controller.view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
      content.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
      content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10),
    ])
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(content.frame.minY == 64)
    #expect(controller.topLayoutGuide.length == 64)
  }
}
