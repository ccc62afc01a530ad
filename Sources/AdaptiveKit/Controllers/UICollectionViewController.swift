import Foundation

/// A view controller whose view is a collection view it serves as data source and delegate.
/// Its data source and delegate methods are `open` members of the class body, so subclasses
/// override them as in UIKit (Swift dispatches protocol methods a class implements through the
/// class, but not methods left to the protocols' default implementations).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private var initialLayout: UICollectionViewLayout?

  /// Creates a controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a flow layout (or the nib's view).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Archives are not supported; storyboards instantiate controllers through `UIStoryboard`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The collection view: the controller's view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout (the one given at creation until the view loads).
  open var collectionViewLayout: UICollectionViewLayout {
    if let collectionView = viewIfLoaded as? UICollectionView { return collectionView.collectionViewLayout }
    if let initialLayout { return initialLayout }
    let layout = UICollectionViewFlowLayout()
    initialLayout = layout
    return layout
  }

  /// Whether `viewWillAppear(_:)` deselects the selected items (default true).
  open var clearsSelectionOnViewWillAppear = true

  /// Whether a long press lets the user move items (kept; interactive movement is not modelled).
  open var installsStandardGestureForInteractiveMovement = true

  /// Whether the controller's layout follows the navigation controller's pushes (kept).
  open var useLayoutToLayoutNavigationTransitions = false

  /// Makes a collection view with the controller's layout the view, with the controller as its
  /// data source and delegate (a nib or storyboard view is used when the controller came from one).
  open override func loadView() {
    if loadStoryboardView() {
      if let collectionView = viewIfLoaded as? UICollectionView {
        if collectionView.dataSource == nil { collectionView.dataSource = self }
        if collectionView.delegate == nil { collectionView.delegate = self }
      }
      return
    }
    let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  /// Deselects the selected items when `clearsSelectionOnViewWillAppear` is set; call `super`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? UICollectionView {
      for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
        collectionView.deselectItem(at: indexPath, animated: animated)
      }
    }
  }

  // MARK: UICollectionViewDataSource

  /// One section unless overridden.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items unless overridden.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// Subclasses that report items must override this; UIKit stops when no cell is returned.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    preconditionFailure(
      "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path \(indexPath)"
    )
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // MARK: UICollectionViewDelegate

  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}

  // MARK: UIScrollViewDelegate

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
