import AdaptiveKit
import Foundation
import Testing

/// A recognizer's state machine: discrete gestures go from possible to recognized, continuous
/// ones through began, changed and ended; actions reach the targets at each of those states and
/// the recognizer resets to possible after the gesture.
@MainActor
@Suite("Gesture recognizers send their actions as their gestures begin, change and end")
struct GestureRecognizerStateTests {
  @MainActor
  final class Handler {
    var log: [String] = []
    var translations: [CGPoint] = []
    var scales: [CGFloat] = []
    /// The windows holding the tests' views (recognizers hold their views weakly).
    var windows: [UIWindow] = []
    private static var registered = false

    static func register() {
      guard !registered else { return }
      registered = true
      ActionRegistry.register("handle:", on: Handler.self) { handler, sender in
        guard let recognizer = sender as? UIGestureRecognizer else { return }
        handler.log.append("\(type(of: recognizer)) \(recognizer.state)")
      }
      ActionRegistry.register("record:", on: Handler.self) { handler, sender in
        guard let pan = sender as? UIPanGestureRecognizer else { return }
        handler.translations.append(pan.translation(in: pan.view))
      }
      ActionRegistry.register("scaled:", on: Handler.self) { handler, sender in
        if let pinch = sender as? UIPinchGestureRecognizer { handler.scales.append(pinch.scale) }
      }
    }
  }

  @MainActor
  final class WaitingForDoubleTap: UIGestureRecognizerDelegate {
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
    }
  }

  @MainActor
  final class Refusing: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
  }

  static func attached<Recognizer: UIGestureRecognizer>(_ recognizer: Recognizer, handler: Handler) -> (UIView, Recognizer) {
    Handler.register()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    window.addSubview(view)
    handler.windows.append(window)
    recognizer.addTarget(handler, action: Selector("handle:"))
    view.addGestureRecognizer(recognizer)
    return (view, recognizer)
  }

  /// A single-tap and a double-tap recognizer on one view, both reporting to `handler`.
  static func singleAndDoubleTap(handler: Handler) -> (single: UITapGestureRecognizer, double: UITapGestureRecognizer) {
    let (view, single) = attached(UITapGestureRecognizer(), handler: handler)
    let double = UITapGestureRecognizer(target: handler, action: Selector("handle:"))
    double.numberOfTapsRequired = 2
    view.addGestureRecognizer(double)
    return (single, double)
  }

  @Test("A tap recognizes once, reports its location and resets to possible")
  func tap() {
    let handler = Handler()
    let (view, tap) = Self.attached(UITapGestureRecognizer(), handler: handler)
    #expect(view.gestureRecognizers?.first === tap)
    tap._simulateTap(at: CGPoint(x: 30, y: 40))
    #expect(handler.log == ["UITapGestureRecognizer ended"])
    #expect(tap.location(in: view) == CGPoint(x: 30, y: 40))
    #expect(tap.location(in: nil) == CGPoint(x: 40, y: 60))
    #expect(tap.state == .possible)
  }

  @Test("Too few taps or fingers fail the tap without an action")
  func tapFails() {
    let handler = Handler()
    let (_, tap) = Self.attached(UITapGestureRecognizer(), handler: handler)
    tap.numberOfTapsRequired = 2
    tap._simulateTap(taps: 1)
    tap.numberOfTapsRequired = 1
    tap._simulateTap(touches: 2)
    #expect(handler.log.isEmpty)
  }

  @Test("A pan sends began, a change per step and ended, with its translation and velocity")
  func pan() {
    let handler = Handler()
    let (view, pan) = Self.attached(UIPanGestureRecognizer(), handler: handler)
    pan.addTarget(handler, action: Selector("record:"))
    pan._simulatePan(from: CGPoint(x: 5, y: 5), by: [CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 5)], interval: 0.5)
    #expect(handler.log == ["UIPanGestureRecognizer began", "UIPanGestureRecognizer changed", "UIPanGestureRecognizer ended"])
    #expect(handler.translations == [CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 5), CGPoint(x: 30, y: 5)])
    #expect(pan.translation(in: view) == .zero)
  }

  @Test("A pan outside its finger range fails")
  func panTouches() {
    let handler = Handler()
    let (_, pan) = Self.attached(UIPanGestureRecognizer(), handler: handler)
    pan.minimumNumberOfTouches = 2
    pan._simulatePan(by: [CGPoint(x: 10, y: 0)], touches: 1)
    #expect(handler.log.isEmpty)
  }

  @Test("A long press begins only after its minimum duration")
  func longPress() {
    let handler = Handler()
    let (_, press) = Self.attached(UILongPressGestureRecognizer(), handler: handler)
    press._simulateLongPress(duration: 0.2)
    #expect(handler.log.isEmpty)
    press._simulateLongPress(duration: 0.6, movements: [CGPoint(x: 3, y: 0)])
    #expect(handler.log == ["UILongPressGestureRecognizer began", "UILongPressGestureRecognizer changed", "UILongPressGestureRecognizer ended"])
  }

  @Test("A swipe recognizes only in a permitted direction")
  func swipe() {
    let handler = Handler()
    let (_, swipe) = Self.attached(UISwipeGestureRecognizer(), handler: handler)
    swipe._simulateSwipe(.left)
    #expect(handler.log.isEmpty)
    swipe.direction = [.left, .up]
    swipe._simulateSwipe(.left)
    #expect(handler.log == ["UISwipeGestureRecognizer ended"])
  }

  @Test("Pinch and rotation report their scale and angle, reset after the gesture")
  func pinchAndRotation() {
    let handler = Handler()
    let (_, pinch) = Self.attached(UIPinchGestureRecognizer(), handler: handler)
    pinch.addTarget(handler, action: Selector("scaled:"))
    pinch._simulatePinch(scales: [1.5, 2])
    #expect(handler.scales == [1.5, 2, 2])
    #expect(pinch.scale == 1)
    let (_, rotation) = Self.attached(UIRotationGestureRecognizer(), handler: handler)
    rotation._simulateRotation(angles: [0.5, 1])
    #expect(handler.log.suffix(3) == ["UIRotationGestureRecognizer began", "UIRotationGestureRecognizer changed", "UIRotationGestureRecognizer ended"])
    #expect(rotation.rotation == 0)
  }

  @Test("A screen-edge pan begins only from the edges it watches")
  func screenEdge() {
    let handler = Handler()
    let (_, edgePan) = Self.attached(UIScreenEdgePanGestureRecognizer(), handler: handler)
    edgePan.edges = .left
    edgePan._simulateEdgePan(from: .right, by: [CGPoint(x: -20, y: 0)])
    #expect(handler.log.isEmpty)
    edgePan._simulateEdgePan(from: .left, by: [CGPoint(x: 20, y: 0)])
    #expect(handler.log.first == "UIScreenEdgePanGestureRecognizer began")
  }

  @Test("A disabled, detached or refused recognizer does not begin")
  func refusals() {
    let handler = Handler()
    let (view, tap) = Self.attached(UITapGestureRecognizer(), handler: handler)
    tap.isEnabled = false
    tap._simulateTap()
    tap.isEnabled = true
    let refusing = Refusing()
    tap.delegate = refusing
    tap._simulateTap()
    tap.delegate = nil
    view.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
    tap._simulateTap()
    #expect(handler.log.isEmpty)
    #expect(view.gestureRecognizers == nil)
  }

  @Test("A recognizer waiting for another to fail recognizes when it fails, and fails when it recognizes")
  func requireToFail() {
    let handler = Handler()
    let (single, double) = Self.singleAndDoubleTap(handler: handler)
    single.require(toFail: double)
    // One tap: the single tap waits, the double tap fails, then the single tap recognizes.
    single._simulateTap()
    #expect(handler.log.isEmpty)
    double._simulateTap(taps: 1)
    #expect(handler.log == ["UITapGestureRecognizer ended"])
    // Two taps: the double tap recognizes and the waiting single tap fails.
    handler.log = []
    single._simulateTap()
    double._simulateTap(taps: 2)
    #expect(handler.log == ["UITapGestureRecognizer ended"])
    #expect(single.state == .possible)
  }

  @Test("Disabling a recognizer mid-gesture cancels it")
  func cancel() {
    let handler = Handler()
    let (_, pan) = Self.attached(UIPanGestureRecognizer(), handler: handler)
    pan.state = .began
    pan.isEnabled = false
    #expect(handler.log == ["UIPanGestureRecognizer began", "UIPanGestureRecognizer cancelled"])
    #expect(pan.state == .possible)
  }

  @Test("A recognizer belongs to one view: adding it elsewhere moves it")
  func oneView() {
    let handler = Handler()
    let (first, tap) = Self.attached(UITapGestureRecognizer(), handler: handler)
    let second = UIView()
    second.addGestureRecognizer(tap)
    #expect(first.gestureRecognizers == nil)
    #expect(second.gestureRecognizers?.count == 1)
    #expect(tap.view === second)
  }

  @Test("A delegate can make a recognizer wait for another of its view's to fail")
  func delegateRequiresFailure() {
    let handler = Handler()
    let (single, double) = Self.singleAndDoubleTap(handler: handler)
    let waiting = WaitingForDoubleTap()
    single.delegate = waiting
    single._simulateTap()
    #expect(handler.log.isEmpty, "the single tap waits for the double tap")
    double._simulateTap(taps: 1)
    #expect(handler.log == ["UITapGestureRecognizer ended"])
    // Without the delegate the single tap recognizes at once.
    handler.log = []
    single.delegate = nil
    single._simulateTap()
    #expect(handler.log == ["UITapGestureRecognizer ended"])
  }
}
