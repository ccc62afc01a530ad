extension UIView {
  /// The gesture recognizers attached to the view; setting the list detaches the old ones and
  /// attaches the new ones (a storyboard's `gestureRecognizers` outlet collection sets it).
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
    set {
      for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a recognizer, moving it from the view it was attached to (a recognizer belongs to one view).
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    storedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer; a gesture in progress is cancelled.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let index = storedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
    if gestureRecognizer.state == .began || gestureRecognizer.state == .changed { gestureRecognizer.state = .cancelled }
    storedGestureRecognizers.remove(at: index)
    gestureRecognizer.view = nil
  }

}
