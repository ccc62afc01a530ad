/// The view a presentation takes place in (UIKit's transition view): it fills the window or the
/// presentation context and re-places the presented view whenever its size changes.
@MainActor
final class PresentationContainerView: UIView {
  weak var presentation: UIPresentationController?

  override func sizeDidChange(from oldSize: CGSize) {
    super.sizeDidChange(from: oldSize)
    (presentation as? UIPopoverPresentationController)?.containerWillResize()
    presentation.map(PresentationEngine.layoutPresentedView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    presentation.map(PresentationEngine.layoutPresentedView)
  }
}
