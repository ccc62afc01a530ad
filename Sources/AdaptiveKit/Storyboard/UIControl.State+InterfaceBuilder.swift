extension UIControl.State {
  /// The state a button's `<state key=…>` names: `normal`, `highlighted`, `selected` or `disabled`.
  init?(interfaceBuilderStateKey key: String) {
    switch key {
    case "normal": self = .normal
    case "highlighted": self = .highlighted
    case "selected": self = .selected
    case "disabled": self = .disabled
    default: return nil
    }
  }
}
