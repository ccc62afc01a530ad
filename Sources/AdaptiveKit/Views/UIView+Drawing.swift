import Foundation

extension UIView {
  /// The display pass (AdaptiveKit addition; in UIKit it runs when Core Animation commits, after
  /// layout): each visible view of the subtree whose layer needs display draws, parents before
  /// children. Hidden views keep their pending display until they are shown. `Simulator`'s
  /// `layoutIfNeeded()` runs it after layout.
  public func _displayIfNeeded() {
    guard !isHidden else { return }
    layer.displayIfNeeded()
    for subview in storedSubviews { subview._displayIfNeeded() }
  }
}
