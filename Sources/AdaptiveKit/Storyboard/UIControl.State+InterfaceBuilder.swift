extension UIControl.State {
  /// The state a button's `<state key=…>` names: `normal`, `highlighted`, `selected` or `disabled`.
  init?(interfaceBuilderStateKey key: String) {
    let stored: [UIControl.State] = [.normal, .highlighted, .selected, .disabled]
    guard let state = stored.first(where: { $0.interfaceBuilderStateKey == key }) else { return nil }
    self = state
  }

  /// The `<state key=…>` a document stores this state's content under; nil for a combined state,
  /// which a document cannot hold (UIKit then falls back to the normal state's content).
  package var interfaceBuilderStateKey: String? {
    switch self {
    case .normal: return "normal"
    case .highlighted: return "highlighted"
    case .selected: return "selected"
    case .disabled: return "disabled"
    default: return nil
    }
  }
}
