import Foundation

extension UIControl {
  /// Creates a control that runs `primaryAction` for `.primaryActionTriggered` (iOS 14).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Runs `action` when one of `controlEvents` happens (iOS 14). Actions are kept one per
  /// identifier: adding one whose identifier is already registered replaces the old one.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
    // The action rides as the entry's target, which identifies it for removal; the trigger
    // keeps it alive (the target reference is weak) and runs it.
    var entry = ControlAction(events: controlEvents, target: action, action: nil)
    entry.trigger = { control in action.run(sender: control) }
    controlActions.append(entry)
  }

  /// Stops running `action` (matched by identifier) for `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action with `actionIdentifier` for `controlEvents`.
  public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    for index in controlActions.indices.reversed() where (controlActions[index].target as? UIAction)?.identifier == actionIdentifier {
      controlActions[index].events.subtract(controlEvents)
      if controlActions[index].events.isEmpty { controlActions.remove(at: index) }
    }
  }

  /// Runs `action` as the control's events do: the handler sees the control as the action's `sender`.
  public func sendAction(_ action: UIAction) {
    action.run(sender: self)
  }
}

extension UIButton {
  /// Creates a button of a kind whose title and image come from `primaryAction`, which it runs
  /// for `.primaryActionTriggered` (iOS 14).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      if let image = primaryAction.image { setImage(image, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }
}
