import Foundation

/// The base of gesture recognizers: a state machine attached to a view that sends its action
/// messages to its targets as the gesture begins, changes and ends.
///
/// There are no touches on Linux: concrete recognizers are driven by their `_simulate…`
/// methods (AdaptiveKit additions), which feed the state machine what UIKit's touch handling
/// would. `state` is settable, as `import UIKit.UIGestureRecognizerSubclass` makes it for
/// subclasses, so custom recognizers drive themselves the same way.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The states of a recognizer: discrete ones go from `possible` to `recognized` (or `failed`),
  /// continuous ones through `began`, `changed` and `ended` (or `cancelled`).
  public enum State: Int, Sendable, CustomStringConvertible {
    case possible = 0, began, changed, ended, cancelled, failed
    /// A discrete gesture was recognized (the same value as `ended`).
    public static let recognized = State.ended

    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }
  }

  /// One target and action; targets are held weakly, as UIKit does not retain them.
  private struct TargetAction {
    weak var target: AnyObject?
    let action: Selector
  }

  private var targetActions: [TargetAction] = []
  /// Recognizers that must fail before this one may recognize (`require(toFail:)`).
  private var failureRequirements: [WeakRecognizer] = []
  /// Recognizers waiting for this one to fail.
  private var dependents: [WeakRecognizer] = []
  /// A recognition held back until the recognizers this one requires to fail have failed.
  private var deferredRecognition: State?
  /// The required recognizers that have failed since this gesture started.
  private var failedRequirements: Set<ObjectIdentifier> = []
  private var storedState = State.possible

  /// The view the recognizer is attached to (set by `UIView.addGestureRecognizer(_:)`).
  public internal(set) weak var view: UIView?
  /// The delegate asked whether the gesture may begin and may recognize with others.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer takes part in recognition; disabling it cancels a gesture in progress.
  open var isEnabled = true {
    didSet {
      guard !isEnabled, storedState == .began || storedState == .changed else { return }
      state = .cancelled
    }
  }
  /// Whether touches of a recognized gesture are cancelled in the view (default `true`).
  open var cancelsTouchesInView = true
  /// Whether touches are held from the view until the gesture fails (default `false`).
  open var delaysTouchesBegan = false
  /// Whether touch endings are held from the view until the gesture fails (default `true`).
  open var delaysTouchesEnded = true
  /// Whether the recognizer ignores touches of other types once it has begun (default `true`).
  open var requiresExclusiveTouchType = true
  /// A name for debugging.
  open var name: String?
  /// The number of touches in the current gesture.
  open internal(set) var numberOfTouches = 0
  /// The gesture's location in the window's coordinates (set by the simulating methods).
  var windowLocation = CGPoint.zero

  /// Creates a recognizer sending `action` to `target` (both optional, as in UIKit).
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Creates a recognizer without targets.
  public convenience override init() { self.init(target: nil, action: nil) }

  // Values attached with objc_setAssociatedObject go with the object, as in the runtime.
  deinit { AssociatedObjects.release(ObjectIdentifier(self)) }

  /// The current state; setting it runs the state machine: actions go to the targets on
  /// `began`, `changed`, `ended` (`recognized`) and `cancelled`, and after the gesture ends,
  /// fails or is cancelled the recognizer resets to `possible`.
  open var state: State {
    get { storedState }
    set { transition(to: newValue) }
  }

  /// Adds a target and action; adding the same pair twice sends the action once.
  open func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else { return }
    targetActions.append(TargetAction(target: object, action: action))
  }

  /// Removes a target's action (`nil` target: every target; `nil` action: every action).
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targetActions.removeAll { entry in
      (object == nil || entry.target === object) && (action == nil || entry.action == action)
    }
  }

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail before recognizing: it
  /// recognizes once the other fails, and fails if the other recognizes.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self else { return }
    failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    otherGestureRecognizer.addDependent(self)
  }

  /// The gesture's location in `view`'s coordinates (the window's when `nil`).
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return windowLocation }
    return view.convert(windowLocation, from: nil)
  }

  /// The location of touch `touchIndex` in `view`: every simulated touch is at the gesture's location.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    location(in: view)
  }

  /// Called after the gesture ends, fails or is cancelled, before the state returns to
  /// `possible`; subclasses clear their gesture's values here and call `super`.
  open func reset() {
    numberOfTouches = 0
  }

  /// Whether this recognizer may keep `preventedGestureRecognizer` from recognizing (default `true`).
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer` may keep this one from recognizing (default `true`).
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  open override var description: String { describedOnMainActor { stateDescription } }

  var stateDescription: String {
    "<\(type(of: self)): state = \(storedState)\(view.map { "; view = <\($0.describedClassName)>" } ?? "")>"
  }

  // MARK: The state machine

  private func transition(to newState: State) {
    if storedState == .possible, newState == .began || newState == .ended {
      begin(newState)
      return
    }
    switch newState {
    case .possible:
      finish(nil)
    case .changed where storedState == .began || storedState == .changed:
      enter(.changed)
    case .ended where storedState == .began || storedState == .changed,
      .cancelled where storedState == .began || storedState == .changed:
      enter(newState)
    case .failed:
      finish(.failed)
    default:
      return
    }
  }

  /// The start of a gesture: it must be enabled, attached and allowed by the delegate, and wait
  /// for the recognizers it requires to fail (it fails if one of them has recognized).
  private func begin(_ newState: State) {
    guard isEnabled, let view, view.gestureRecognizerShouldBegin(self), delegate?.gestureRecognizerShouldBegin(self) ?? true
    else {
      finish(.failed)
      return
    }
    let required = activeRequirements
    if required.contains(where: { $0.storedState != .possible }) {
      finish(.failed)
      return
    }
    if required.contains(where: { !failedRequirements.contains(ObjectIdentifier($0)) }) {
      deferredRecognition = newState
      return
    }
    enter(newState)
  }

  /// The enabled, attached recognizers this one requires to fail: those named with
  /// `require(toFail:)`, and those of its view that a delegate makes it wait for
  /// (`shouldRequireFailureOf`, or the other's `shouldBeRequiredToFailBy`).
  private var activeRequirements: [UIGestureRecognizer] {
    var result = failureRequirements.compactMap(\.recognizer)
    for other in view?.gestureRecognizers ?? [] where other !== self && !result.contains(where: { $0 === other }) {
      if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
      {
        result.append(other)
        other.addDependent(self)
      }
    }
    return result.filter { $0.isEnabled && $0.view != nil }
  }

  /// Records `recognizer` as waiting for this one (once), so this one's failure reaches it.
  private func addDependent(_ recognizer: UIGestureRecognizer) {
    guard !dependents.contains(where: { $0.recognizer === recognizer }) else { return }
    dependents.append(WeakRecognizer(recognizer: recognizer))
  }

  /// Enters a state that sends the actions; a final state then resets.
  private func enter(_ newState: State) {
    storedState = newState
    sendActions()
    if newState == .ended || newState == .cancelled {
      for dependent in dependents.compactMap(\.recognizer) where newState == .ended {
        dependent.requirementDidRecognize(self)
      }
      finish(nil)
    }
  }

  /// Ends the gesture: `failed` tells the recognizers waiting on this one, then resets.
  private func finish(_ outcome: State?) {
    if let outcome {
      storedState = outcome
      if outcome == .failed {
        for dependent in dependents.compactMap(\.recognizer) { dependent.requirementDidFail(self) }
      }
    }
    reset()
    storedState = .possible
    deferredRecognition = nil
    failedRequirements = []
  }

  private func requirementDidFail(_ requirement: UIGestureRecognizer) {
    failedRequirements.insert(ObjectIdentifier(requirement))
    guard let deferred = deferredRecognition,
      activeRequirements.allSatisfy({ failedRequirements.contains(ObjectIdentifier($0)) })
    else { return }
    deferredRecognition = nil
    enter(deferred)
  }

  private func requirementDidRecognize(_ requirement: UIGestureRecognizer) {
    failedRequirements.remove(ObjectIdentifier(requirement))
    guard deferredRecognition != nil else { return }
    finish(.failed)
  }

  private func sendActions() {
    for entry in targetActions {
      guard let target = entry.target else { continue }
      if !ActionRegistry.perform(entry.action.description, on: target, sender: self) {
        AdaptiveKitLog.shared.report(
          .storyboard,
          "\(KeyValueCoding.describe(target)) does not respond to \(entry.action.description) (register it with ActionRegistry)")
      }
    }
  }

  // MARK: Simulation support

  /// Places the gesture at `point` in the attached view's coordinates with `touches` touches.
  func place(at point: CGPoint, touches: Int) {
    windowLocation = view.map { $0.convert(point, to: nil) } ?? point
    numberOfTouches = touches
  }

  /// Runs a whole continuous gesture: `began`, one `changed` per step after the first, `ended`.
  /// A gesture the state machine refused (failed, or deferred behind a recognizer that must fail)
  /// stops there.
  func runContinuous<Step>(_ steps: [Step], apply: (Step) -> Void) {
    guard let first = steps.first else { return }
    apply(first)
    state = .began
    guard storedState == .began else { return }
    for step in steps.dropFirst() {
      apply(step)
      state = .changed
    }
    state = .ended
  }
}

/// A recognizer held weakly (failure requirements do not keep each other alive).
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
