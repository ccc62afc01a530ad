/// The root view of AdaptiveKit's container controllers: it asks its controller to place the
/// children's views and bars whenever its size changes and on every layout pass, so frames are
/// right both before Auto Layout solves (safe areas follow frames) and after rotations.
@MainActor
final class ContainerView: UIView {
  /// Places the children; set by the container controller.
  var arrange: (() -> Void)?

  override func sizeDidChange(from oldSize: CGSize) {
    super.sizeDidChange(from: oldSize)
    arrange?()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    arrange?()
  }

}
