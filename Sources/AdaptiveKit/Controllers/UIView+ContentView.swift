extension UIView {
  /// Puts a child controller's view at the back of this container view, filling it and resizing
  /// with it, as navigation and tab bar controllers hold their content below their bars.
  func installContentView(_ view: UIView) {
    guard view.superview !== self else { return }
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: 0)
  }
}
