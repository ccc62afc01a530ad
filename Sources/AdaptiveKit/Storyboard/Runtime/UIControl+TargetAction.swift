import Foundation

extension UIControl {
  /// The events a control sends actions for, as UIKit's option set (same raw values).
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates events from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch went down (a tap count above one).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged within the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted inside the control: the usual tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired (iOS 9).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu action fired (iOS 14).
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text control.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed while editing.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// All touch events.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// All editing events.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The range apps may use.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The range UIKit reserves.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

    /// The event for an Interface Builder `eventType` (`touchUpInside`, `valueChanged`, …).
    init?(ibName: String) {
      let names: [String: Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
      ]
      guard let event = names[ibName] else { return nil }
      self = event
    }
  }

  /// Sends `action` (a selector registered with `ActionRegistry`) to `target` when one of
  /// `controlEvents` happens; a `nil` target sends it up the responder chain from the control.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let target = target.map { $0 as AnyObject }
    let action = action.description
    let exists = controlActions.contains {
      $0.action == action && $0.sendsToTarget(target) && $0.events == controlEvents
    }
    if !exists { controlActions.append(ControlAction(events: controlEvents, target: target, action: action)) }
  }

  /// Stops sending `action` (every action when `nil`) to `target` (every target when `nil`) for
  /// `controlEvents`.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let target = target.map { $0 as AnyObject }
    let action = action?.description
    for index in controlActions.indices.reversed() {
      let entry = controlActions[index]
      guard let name = entry.action, target == nil || entry.sendsToTarget(target), action == nil || name == action
      else { continue }
      controlActions[index].events.subtract(controlEvents)
      if controlActions[index].events.isEmpty { controlActions.remove(at: index) }
    }
  }

  /// The targets of the control's actions (`NSNull` stands for the responder chain).
  public var allTargets: Set<AnyHashable> {
    var result: Set<AnyHashable> = []
    for action in controlActions where action.action != nil {
      if action.usesResponderChain {
        result.insert(AnyHashable(NSNull()))
      } else if let target = action.target {
        result.insert(AnyHashable(ObjectIdentifier(target)))
      }
    }
    return result
  }

  /// The events any action is registered for.
  public var allControlEvents: Event {
    controlActions.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// The action names sent to `target` for `controlEvent`, or `nil` when there are none.
  public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
    let names = controlActions.compactMap { action -> String? in
      guard let name = action.action, action.sendsToTarget(target), !action.events.isDisjoint(with: controlEvent)
      else { return nil }
      return name
    }
    return names.isEmpty ? nil : names
  }

  /// Sends the actions registered for `controlEvents`, in the order they were added.
  public func sendActions(for controlEvents: Event) {
    for action in controlActions where !action.events.isDisjoint(with: controlEvents) {
      if let trigger = action.trigger {
        trigger(self)
      } else if let name = action.action {
        // A target that went away sends nothing, as in UIKit, which does not retain targets.
        if action.usesResponderChain { sendAction(name, to: nil) } else if let target = action.target { sendAction(name, to: target) }
      }
    }
  }

  /// Sends `action` to `target`, or up the responder chain from the control when it is `nil`;
  /// a target that does not respond is reported, as UIKit's "unrecognized selector" would be.
  public func sendAction(_ action: String, to target: AnyObject?) {
    if let target {
      if !ActionRegistry.perform(action, on: target, sender: self) {
        AdaptiveKitLog.shared.report(
          .storyboard, "\(KeyValueCoding.describe(target)) does not respond to \(action) (register it with ActionRegistry)")
      }
      return
    }
    var responder: UIResponder? = self
    while let current = responder {
      if ActionRegistry.perform(action, on: current, sender: self) { return }
      responder = current.next
    }
  }

  /// Adds a storyboard trigger (a segue), run with the other actions for `controlEvents`.
  func addStoryboardTrigger(for controlEvents: Event, _ body: @escaping @MainActor (UIControl) -> Void) {
    var entry = ControlAction(events: controlEvents, target: nil, action: nil)
    entry.trigger = body
    controlActions.append(entry)
  }
}

/// One target-action pair or storyboard trigger of a control.
struct ControlAction {
  var events: UIControl.Event
  /// Held weakly: a control does not keep its target alive (its target usually owns it).
  weak var target: AnyObject?
  /// `true` when the action goes up the responder chain (added with a `nil` target).
  let usesResponderChain: Bool
  /// The selector name; `nil` for storyboard triggers.
  let action: String?
  /// A storyboard trigger (a segue) instead of a target-action pair.
  var trigger: (@MainActor (UIControl) -> Void)?

  init(events: UIControl.Event, target: AnyObject?, action: String?) {
    self.events = events
    self.target = target
    self.usesResponderChain = target == nil
    self.action = action
  }

  func sendsToTarget(_ candidate: AnyObject?) -> Bool {
    candidate == nil ? usesResponderChain : target === candidate
  }
}
