import Foundation

extension UITextField {
  /// When an overlay view (`leftView`, `rightView`) shows.
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// Only while the field is being edited.
    case whileEditing
    /// Only while it is not being edited.
    case unlessEditing
    /// Always.
    case always
  }

  /// The padding a rounded-rect border keeps between its edge and the text, on each side
  /// (half of the 14 points `intrinsicContentSize` adds).
  static let roundedRectTextInset: CGFloat = 7

  /// Whether an overlay view with `mode` shows now.
  func overlayShows(_ view: UIView?, mode: ViewMode) -> Bool {
    guard view != nil else { return false }
    switch mode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    }
  }

  var showsLeftView: Bool { overlayShows(leftView, mode: leftViewMode) }
  var showsRightView: Bool { overlayShows(rightView, mode: rightViewMode) }

  /// The widths of the overlay views showing, which the field's natural width includes.
  var shownOverlayWidth: CGFloat {
    (showsLeftView ? leftView?.bounds.width ?? 0 : 0) + (showsRightView ? rightView?.bounds.width ?? 0 : 0)
  }

  func overlayRect(for view: UIView?, atLeadingEdge leftEdge: Bool, in bounds: CGRect) -> CGRect {
    guard let view else { return .zero }
    let size = view.bounds.size
    let x = leftEdge ? bounds.minX : bounds.maxX - size.width
    return CGRect(x: x, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
  }

  func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
    let inset = borderStyle == .roundedRect ? UITextField.roundedRectTextInset : 0
    let left = showsLeftView ? leftViewRect(forBounds: bounds).maxX : bounds.minX + inset
    let right = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - inset
    return CGRect(x: left, y: bounds.minY, width: Swift.max(0, right - left), height: bounds.height)
  }

  /// Adds the overlay views that show as subviews at their rectangles, and takes away those that don't.
  func placeOverlayViews() {
    for (view, shows, rect) in [
      (leftView, showsLeftView, leftViewRect(forBounds: bounds)), (rightView, showsRightView, rightViewRect(forBounds: bounds)),
    ] {
      guard let view else { continue }
      if shows {
        if view.superview !== self { addSubview(view) }
        view.frame = rect
      } else if view.superview === self {
        view.removeFromSuperview()
      }
    }
  }

  func overlayViewDidChange(from old: UIView?, to new: UIView?) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
