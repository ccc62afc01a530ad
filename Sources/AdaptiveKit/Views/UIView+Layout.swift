extension UIView {


  func layoutSubtreeIfNeeded() {
    if needsLayoutFlag {
      needsLayoutFlag = false
      let controller = owningViewController
      traitCollection.performAsCurrent {
        controller?.viewWillLayoutSubviews()
        // UIKit's layoutSubviews takes the engine's frames after viewWillLayoutSubviews, so
        // constraints the controller changed there (arranged subviews it added) hold in this pass.
        if controller != nil { hierarchyRoot.solveChangedConstraints() }
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
      }
    }
    var index = 0
    while index < storedSubviews.count {
      storedSubviews[index].layoutSubtreeIfNeeded()
      index += 1
    }
  }




  /// Applies each subview's autoresizing mask after this view's size changed.
  func resizeSubviews(from oldSize: CGSize) {
    let newSize = layoutFrame.size
    for subview in storedSubviews where !subview.autoresizingMask.isEmpty {
      subview.setLayoutFrame(
        UIView.autoresized(subview.layoutFrame, mask: subview.autoresizingMask, from: oldSize, to: newSize))
    }
  }

  /// UIKit's autoresizing: each flexible part of an axis takes a share of the size change in
  /// proportion to its old length; with no flexible part the view keeps its margin to the origin.
  static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
    func axis(
      origin: CGFloat, length: CGFloat, oldTotal: CGFloat, newTotal: CGFloat,
      flexibleMin: Bool, flexibleLength: Bool, flexibleMax: Bool
    ) -> (CGFloat, CGFloat) {
      let delta = newTotal - oldTotal
      guard delta != 0 else { return (origin, length) }
      let minPart = origin
      let maxPart = oldTotal - origin - length
      let parts = (flexibleMin ? minPart : 0) + (flexibleLength ? length : 0) + (flexibleMax ? maxPart : 0)
      let flexCount = (flexibleMin ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleMax ? 1 : 0)
      guard flexCount > 0 else { return (origin, length) }
      func share(_ part: CGFloat) -> CGFloat {
        parts > 0 ? delta * part / parts : delta / CGFloat(flexCount)
      }
      let newOrigin = origin + (flexibleMin ? share(minPart) : 0)
      let newLength = max(0, length + (flexibleLength ? share(length) : 0))
      return (newOrigin, newLength)
    }
    let (x, width) = axis(
      origin: frame.minX, length: frame.width, oldTotal: old.width, newTotal: new.width,
      flexibleMin: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
      flexibleMax: mask.contains(.flexibleRightMargin))
    let (y, height) = axis(
      origin: frame.minY, length: frame.height, oldTotal: old.height, newTotal: new.height,
      flexibleMin: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
      flexibleMax: mask.contains(.flexibleBottomMargin))
    return CGRect(x: x, y: y, width: width, height: height)
  }
}

extension UIView {
  /// Runs `animations` at once (AdaptiveKit is headless) and then `completion(true)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` at once (AdaptiveKit is headless).
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animations()
  }
}
