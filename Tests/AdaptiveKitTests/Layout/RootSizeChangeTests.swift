@testable import AdaptiveKit
import Cassowary
import Testing

/// A form of labels and fields pinned to its view's margins, with wrapping text and a capped width:
/// everything horizontal follows the window's width.
@MainActor
private final class FormController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    var above = view.safeAreaLayoutGuide.topAnchor
    for row in 0..<12 {
      let label = UILabel()
      label.text = String(repeating: "Field \(row) explains what goes in it. ", count: 1 + row % 3)
      label.numberOfLines = 0
      let field = UITextField()
      field.borderStyle = .roundedRect
      for item in [label, field] {
        item.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(item)
      }
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: above, constant: 12),
        label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        field.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
        field.leadingAnchor.constraint(equalTo: label.leadingAnchor),
        field.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
        {
          let wide = field.trailingAnchor.constraint(equalTo: label.trailingAnchor)
          wide.priority = .defaultHigh
          return wide
        }(),
      ])
      above = field.bottomAnchor
    }
  }
}

/// A window resize changes the constants of the root's size constraints: the solver moves them in
/// place, and the frames are those a layout made at the new size from the start (what rebuilding
/// the solver gave).
@MainActor
@Suite("A window's size changes move its root-size constraints in place")
struct RootSizeChangeTests {
  private func frames(_ simulator: Simulator) -> [CGRect] {
    var result: [CGRect] = []
    func visit(_ view: UIView) {
      result.append(view.convert(view.bounds, to: nil))
      for subview in view.subviews { visit(subview) }
    }
    visit(simulator.window)
    return result
  }

  private func rebuildCount(_ simulator: Simulator) throws -> Int {
    try #require(simulator.window.autoLayoutEngine).solver._rebuildCount
  }

  @Test("Rotating gives the frames of a layout made in the new orientation")
  func rotation() throws {
    // The safe area and margins move too, and with them the constants of the user constraints
    // pinned to them: those are removed and added again (a rebuild) as before.
    let simulator = try hosted(FormController(), on: "iPhone 8")
    for orientation in [UIInterfaceOrientation.landscapeLeft, .portrait, .landscapeRight] {
      #expect(simulator.rotate(to: orientation, animated: false))
      simulator.layoutIfNeeded()
      let fresh = try hosted(FormController(), on: "iPhone 8", orientation)
      #expect(frames(simulator) == frames(fresh), "\(orientation)")
    }
  }

  @Test("Resizing an iPad window in regular width gives the frames of a window made at that size, without a rebuild")
  func splitView() throws {
    let device = try #require(Device.named("iPad Air 2"))
    let simulator = try hosted(FormController(), on: "iPad Air 2", .landscapeLeft)
    let rebuildsBefore = try rebuildCount(simulator)
    let twoThirds = try #require(device.multitaskingWindows(in: .landscapeLeft).first { $0.mode == .splitTwoThirds }).size
    for size in [twoThirds, device.size(in: .landscapeLeft), twoThirds] {
      #expect(simulator.resizeWindow(to: size, animated: false))
      simulator.layoutIfNeeded()
      // Sized before the form arrives: its first layout is at this size.
      let fresh = Simulator(device: device, orientation: .landscapeLeft)
      #expect(fresh.resizeWindow(to: size, animated: false))
      fresh.window.rootViewController = FormController()
      fresh.window.makeKeyAndVisible()
      fresh.layoutIfNeeded()
      #expect(frames(simulator) == frames(fresh), "\(size)")
    }
    // Only the root's size changed: nothing was rebuilt.
    #expect(try rebuildCount(simulator) == rebuildsBefore)
  }
}
