import Foundation

/// A scrolling view of items in sections, placed by a layout object (`UICollectionViewFlowLayout`
/// for lines of items). Only the items in the visible rectangle have cells: the data source is
/// asked for them as they scroll into view, and cells that scroll out go back to the reuse queue.
///
/// `delegate` keeps `UIScrollView`'s type (Swift cannot narrow a stored property's type in a
/// subclass); assign any `UICollectionViewDelegate` to it as in UIKit.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  private var storedLayout: UICollectionViewLayout

  /// The layout that places the items; setting it lays the content out again.
  open var collectionViewLayout: UICollectionViewLayout {
    get { storedLayout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  /// Supplies sections, items, cells and supplementary views.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { if oldValue !== dataSource { reloadData() } }
  }

  /// The delegate; a new one may size items differently (a flow layout's delegate), so the
  /// layout is prepared again.
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet { if oldValue !== delegate { storedLayout.invalidateLayout() } }
  }

  /// The delegate as a collection view delegate (nil when it is only a scroll view delegate).
  var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

  /// The view behind the content, the collection view's size; it does not scroll.
  open var backgroundView: UIView? {
    didSet {
      guard oldValue !== backgroundView else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Whether items can be selected (default true).
  open var allowsSelection = true
  /// Whether several items can be selected at once (default false).
  open var allowsMultipleSelection = false
  /// Whether cells are prepared ahead of scrolling (kept; headless tiling prepares none).
  open var isPrefetchingEnabled = true

  // MARK: State (used by the extensions in this folder)

  /// How a reuse identifier's views are made.
  enum Registration {
    case viewClass(UICollectionReusableView.Type)
    case nib(UINib)
    /// A storyboard prototype: builds a new view from the document each time.
    case prototype(@MainActor () -> UICollectionReusableView?)
  }

  /// A supplementary view's kind and reuse identifier, or where one shows (kind and index path).
  struct SupplementaryKey: Hashable {
    let kind: String
    let identifier: String
  }

  struct SupplementaryElement: Hashable {
    let kind: String
    let indexPath: IndexPath
  }

  var cellRegistrations: [String: Registration] = [:]
  var supplementaryRegistrations: [SupplementaryKey: Registration] = [:]
  var reusableCells: [String: [UICollectionViewCell]] = [:]
  var reusableSupplementaryViews: [SupplementaryKey: [UICollectionReusableView]] = [:]
  var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
  var visibleSupplementaryViews: [SupplementaryElement: UICollectionReusableView] = [:]
  /// The item count of each section, read from the data source (nil until first needed).
  var itemCounts: [Int]?
  var selectedIndexPaths: [IndexPath] = []
  var updateDepth = 0
  var pendingUpdate = CollectionUpdate()
  var isTiling = false

  // MARK: Init

  /// Creates a collection view whose items `layout` places.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    storedLayout = layout
    super.init(frame: frame)
    adopt(layout)
    backgroundColor = .systemBackground
  }

  /// A collection view from a storyboard or nib, with a flow layout the loader configures from
  /// the document.
  public required init?(coder: NSCoder) {
    storedLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    adopt(storedLayout)
    backgroundColor = .systemBackground
  }

  private func adopt(_ layout: UICollectionViewLayout) {
    if let previous = layout.storedCollectionView, previous !== self {
      // A layout serves one collection view, as in UIKit: the previous one loses it.
      AdaptiveKitLog.shared.report(
        .invalidHierarchy, "\(layout) moved from \(previous) to \(self); a layout can only serve one collection view")
    }
    layout.storedCollectionView = self
    layout.needsPrepare = true
  }

  /// Replaces the layout (at once, headless); the completion runs after.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
    if layout !== storedLayout {
      if storedLayout.storedCollectionView === self { storedLayout.storedCollectionView = nil }
      storedLayout = layout
      adopt(layout)
      setNeedsLayout()
    }
    completion?(true)
  }

  /// Replaces the layout (at once, headless).
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  // MARK: Registration and dequeuing

  /// Registers a cell class to create for `identifier` (nil removes the registration).
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellRegistrations[identifier] = (cellClass as? UICollectionViewCell.Type).map { .viewClass($0) }
  }

  /// Registers a nib whose top-level cell is created for `identifier`.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cellRegistrations[identifier] = nib.map { .nib($0) }
  }

  /// Registers a supplementary view class (a header or footer) for a kind and identifier.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    let key = SupplementaryKey(kind: elementKind, identifier: identifier)
    supplementaryRegistrations[key] = (viewClass as? UICollectionReusableView.Type).map { .viewClass($0) }
  }

  /// Registers a nib whose top-level view is created for a supplementary kind and identifier.
  open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
    supplementaryRegistrations[SupplementaryKey(kind: kind, identifier: identifier)] = nib.map { .nib($0) }
  }

  /// A cell for `indexPath`, reused or created from the registration, with the layout's
  /// attributes applied. Stops with UIKit's message when nothing is registered
  /// (`validatedDequeueReusableCell` throws).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    do { return try validatedDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) } catch {
      preconditionFailure(error.description)
    }
  }

  /// A supplementary view for a kind and index path, reused or created from the registration.
  /// Stops with UIKit's message when nothing is registered (`validatedDequeueReusableSupplementaryView` throws).
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    do {
      return try validatedDequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    } catch {
      preconditionFailure(error.description)
    }
  }

  // MARK: Data

  /// Forgets every item and asks the data source again at the next layout; clears the selection.
  open func reloadData() {
    recycleAllViews()
    itemCounts = nil
    selectedIndexPaths.removeAll()
    storedLayout.dataDidChange()
    storedLayout.invalidateLayout()
  }

  /// Inserts items; outside a batch the data source must already hold them (UIKit's consistency
  /// check stops with its message; `validatedPerformBatchUpdates` throws it).
  open func insertItems(at indexPaths: [IndexPath]) { recordUpdate { $0.insertedItems += indexPaths } }

  /// Deletes items (checked as `insertItems`).
  open func deleteItems(at indexPaths: [IndexPath]) { recordUpdate { $0.deletedItems += indexPaths } }

  /// Asks the data source again for some items' cells.
  open func reloadItems(at indexPaths: [IndexPath]) { recordUpdate { $0.reloadedItems += indexPaths } }

  /// Moves an item (checked as `insertItems`: a move between sections changes both counts).
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recordUpdate { $0.movedItems.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections (checked as `insertItems`).
  open func insertSections(_ sections: IndexSet) { recordUpdate { $0.insertedSections.formUnion(sections) } }

  /// Deletes sections (checked as `insertItems`).
  open func deleteSections(_ sections: IndexSet) { recordUpdate { $0.deletedSections.formUnion(sections) } }

  /// Asks the data source again for whole sections.
  open func reloadSections(_ sections: IndexSet) { recordUpdate { $0.reloadedSections.formUnion(sections) } }

  /// Runs `updates` as one group checked against the data source, stopping with UIKit's
  /// "Invalid update" message when the counts do not add up (`validatedPerformBatchUpdates`
  /// throws it); the completion runs after (at once, headless).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    do { try validatedPerformBatchUpdates(updates) } catch { preconditionFailure(error.description) }
    completion?(true)
  }

  // MARK: Selection

  /// Selects an item (nil clears the selection) without calling the delegate, and scrolls to it.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
      return
    }
    guard allowsSelection, containsItem(indexPath) else { return }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath { deselectItem(at: selected, animated: animated) }
    }
    if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
    cellForItem(at: indexPath)?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects an item without calling the delegate.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    cellForItem(at: indexPath)?.isSelected = false
  }

  /// Scrolls so the item sits at `scrollPosition`. Stops with UIKit's message for an item that
  /// does not exist (`validatedScrollToItem` throws).
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    do { try validatedScrollToItem(at: indexPath, at: scrollPosition, animated: animated) } catch {
      preconditionFailure(error.description)
    }
  }

  // MARK: Layout

  /// Places the background view and tiles the visible items and supplementary views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    tile()
  }

  /// Scrolling asks the layout whether the new bounds need a new layout before they apply.
  open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    if contentOffset != boundsOrigin {
      boundsWillChange(to: CGRect(origin: contentOffset, size: bounds.size))
    }
    super.setContentOffset(contentOffset, animated: animated)
  }

  /// A resize (a rotation, a window or split change) asks the layout the same, before it applies.
  override func setLayoutFrame(_ newFrame: CGRect) {
    if newFrame.size != bounds.size {
      boundsWillChange(to: CGRect(origin: boundsOrigin, size: newFrame.size))
    }
    super.setLayoutFrame(newFrame)
  }

  private func boundsWillChange(to newBounds: CGRect) {
    if storedLayout.shouldInvalidateLayout(forBoundsChange: newBounds) { storedLayout.invalidateLayout() }
  }

  /// The layout's placing depends on the insets (the flow layout's content width and its
  /// section inset reference), so it is prepared again when they change.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    storedLayout.invalidateLayout()
  }

  /// The safe area can move the section insets (`.fromSafeArea`): lay out again.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    storedLayout.invalidateLayout()
  }

  /// The margins can move the section insets (`.fromLayoutMargins`): lay out again.
  open override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    storedLayout.invalidateLayout()
  }

  /// A trait change (size classes, text size) may change the delegate's sizes: lay out again.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    storedLayout.invalidateLayout()
  }

  /// The layout was invalidated: lay the content out at the next layout pass.
  func layoutDidInvalidate() { setNeedsLayout() }
}
