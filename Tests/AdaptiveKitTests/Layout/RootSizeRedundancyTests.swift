@testable import AdaptiveKit
import Testing

/// A view pinned to its root's top and bottom and given the root's height as a constant: the
/// height holds only through the root's size constraint (which keeps a solver marker, see
/// `ConstraintSpec.keepsSolverMarker`), so it is redundant, not a failure to add.
@MainActor
private final class FullHeightController: UIViewController {
  let panel = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    panel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panel)
    NSLayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      panel.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
      panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      // iPhone 8 portrait: 667 high.
      panel.heightAnchor.constraint(equalToConstant: 627),
    ])
  }
}

@MainActor
@Suite("A constraint made redundant by the root's size")
struct RootSizeRedundancyTests {
  @Test("holds without a message, as any redundant constraint does")
  func redundantThroughRootSize() throws {
    let controller = FullHeightController()
    let (simulator, messages) = try AdaptiveKitLog.shared.capture { try hosted(controller, on: "iPhone 8") }
    simulator.layoutIfNeeded()
    #expect(messages.isEmpty, "\(messages)")
    #expect(controller.panel.frame == CGRect(x: 0, y: 20, width: 375, height: 627))
  }
}
