/// The size- and trait-transition protocol of view controllers and presentation controllers.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  /// The size the container's content prefers.
  var preferredContentSize: CGSize { get }
  /// A child's preferred content size changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// A child's Auto Layout fitting size changed.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// The size to give a child when this container has `parentSize`; by default `parentSize`.
  func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
  /// The container's size is about to change to `size`.
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// The container's traits are about to change to `newCollection`.
  func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
