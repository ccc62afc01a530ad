/// A scrolling list of rows in sections. Only the rows in the visible rectangle have cells: the
/// data source is asked for them as they scroll into view, and cells that scroll out go back to
/// the reuse queue. Rows with `automaticDimension` heights size themselves from their content
/// view's constraints (or the standard styles' labels).
///
/// `delegate` keeps `UIScrollView`'s type (Swift cannot narrow a stored property's type in a
/// subclass); assign any `UITableViewDelegate` to it as in UIKit.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table's style, fixed at creation.
  public let style: Style

  /// Supplies sections, rows and cells.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { if oldValue !== dataSource { reloadData() } }
  }

  /// The delegate as a table view delegate (nil when it is only a scroll view delegate).
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  // MARK: Metrics

  /// The height of every row unless the delegate says otherwise (default `automaticDimension`).
  open var rowHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
  /// The height of section headers (default `automaticDimension`: fits the title, if any).
  open var sectionHeaderHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
  /// The height of section footers (default `automaticDimension`).
  open var sectionFooterHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
  /// The height assumed for rows not sized yet (default `automaticDimension`: 44 points).
  open var estimatedRowHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
  /// The height assumed for headers not sized yet.
  open var estimatedSectionHeaderHeight = UITableView.automaticDimension
  /// The height assumed for footers not sized yet.
  open var estimatedSectionFooterHeight = UITableView.automaticDimension
  /// Extra space above each section header in plain tables (iOS 15; 0 here, the iOS 14 look).
  open var sectionHeaderTopPadding: CGFloat = 0

  /// How rows are separated (default a single line).
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine { didSet { invalidateGeometry() } }
  /// The separators' color.
  open var separatorColor: UIColor? = .separator
  private var storedSeparatorInset: UIEdgeInsets?
  /// The separators' insets (default: the cell content's leading margin).
  open var separatorInset: UIEdgeInsets {
    get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: contentSideMargin, bottom: 0, right: 0) }
    set { storedSeparatorInset = newValue }
  }
  /// Whether cell content follows the readable content guide.
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Whether cell content views stay inside the safe area.
  open var insetsContentViewsToSafeArea = true
  /// The view behind the rows.
  open var backgroundView: UIView?

  /// A view above the first section (its height is kept, its width follows the table).
  open var tableHeaderView: UIView? {
    didSet {
      if oldValue !== tableHeaderView {
        oldValue?.removeFromSuperview()
        if let tableHeaderView { addSubview(tableHeaderView) }
        invalidateGeometry()
      }
    }
  }
  /// A view below the last section.
  open var tableFooterView: UIView? {
    didSet {
      if oldValue !== tableFooterView {
        oldValue?.removeFromSuperview()
        if let tableFooterView { addSubview(tableFooterView) }
        invalidateGeometry()
      }
    }
  }

  /// A cell joining the table takes the table's default cell background (its style's); call
  /// `super` when overriding.
  open override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    (subview as? UITableViewCell)?.adoptDefaultBackground(of: style)
  }

  // MARK: Selection and editing

  /// Whether rows can be selected (default true).
  open var allowsSelection = true
  /// Whether several rows can be selected at once (default false).
  open var allowsMultipleSelection = false
  /// Whether rows can be selected while editing (default false).
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected while editing (default false).
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the table is in editing mode.
  open var isEditing = false
  /// Enters or leaves editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    for cell in visibleCellsByIndexPath.values { cell.setEditing(editing, animated: animated) }
  }

  // MARK: State (used by the extensions in this folder)

  enum Registration {
    case cellClass(UITableViewCell.Type)
    case nib(UINib)
    /// A storyboard prototype: builds a new cell from the document each time.
    case prototype(@MainActor () -> UITableViewCell?)
  }
  /// The sections of a storyboard table with static content, served by `UITableViewController`.
  var staticSections: [StaticTableSection]?
  var registrations: [String: Registration] = [:]
  var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
  var reusableCells: [String: [UITableViewCell]] = [:]
  var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
  var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  /// The table width for which the builder of its placed cells also placed their standard
  /// labels and image (Interface Builder's canvas: the width the document stores). Laid out at
  /// another width, another device or orientation, its cells place that content as UIKit does.
  package var contentPlacedWidth: CGFloat?
  var visibleHeaderViews: [Int: UIView] = [:]
  var visibleFooterViews: [Int: UIView] = [:]
  /// Heights measured from cells (self-sizing rows), kept until the row is reloaded.
  var measuredRowHeights: [IndexPath: CGFloat] = [:]
  var geometry: TableGeometry?
  var selectedIndexPaths: [IndexPath] = []
  var updateDepth = 0
  var pendingUpdate = TableUpdate()
  var isTiling = false
  /// Whether the table places rows from its data source; false once its builder placed them
  /// (`showPlacedCells(_:)`).
  var tilesRows = true
  /// Whether the rows scroll under the bars above and below the table, so its subviews have no
  /// vertical safe area: set where the table's builder places the rows (Interface Builder's
  /// canvas from Xcode 8.3); a table that tiles its own rows keeps UIKit's safe area.
  package var scrollsContentUnderBars = false

  // MARK: Init

  /// Creates a table of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// Creates a plain table.
  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// A table from a storyboard or nib, of the document's style (the storyboard loader gives it
  /// its cells).
  public required init?(coder: NSCoder) {
    style = Style(interfaceBuilderName: coder.decodeObject(forKey: "style") as? String)
    super.init(coder: coder)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  // MARK: Cells

  /// Registers a cell class to create for `identifier`.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    if let cellType = cellClass as? UITableViewCell.Type {
      registrations[identifier] = .cellClass(cellType)
    } else {
      registrations[identifier] = nil
    }
  }

  /// Registers a nib whose top-level cell is created for `identifier`.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = nib.map { .nib($0) }
  }

  /// Registers a header or footer view class for `identifier`.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterRegistrations[identifier] = aClass as? UITableViewHeaderFooterView.Type
  }

  /// A cell from the reuse queue, or a new one of the registered class; nil when nothing is
  /// queued or registered.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    dequeueCell(identifier)
  }

  /// A cell for `indexPath`, reused or created from the registration, sized to the row. Stops
  /// with UIKit's message when nothing is registered (`validatedDequeueReusableCell` throws).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    do { return try validatedDequeueReusableCell(withIdentifier: identifier, for: indexPath) } catch {
      preconditionFailure(error.description)
    }
  }

  /// A header or footer view from the reuse queue or the registered class.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    if var queue = reusableHeaderFooterViews[identifier], !queue.isEmpty {
      let view = queue.removeLast()
      reusableHeaderFooterViews[identifier] = queue
      view.prepareForReuse()
      return view
    }
    return headerFooterRegistrations[identifier].map { $0.init(reuseIdentifier: identifier) }
  }

  // MARK: Data

  /// Forgets every row and asks the data source again at the next layout; clears the selection.
  open func reloadData() {
    recycleAllCells()
    measuredRowHeights.removeAll()
    selectedIndexPaths.removeAll()
    geometry = nil
    setNeedsLayout()
  }

  /// Asks the data source again for some rows' cells and heights.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    for indexPath in indexPaths {
      measuredRowHeights[indexPath] = nil
      if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) { recycle(cell, at: indexPath) }
    }
    invalidateGeometry()
  }

  /// Asks the data source again for whole sections.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    for (indexPath, cell) in visibleCellsByIndexPath where sections.contains(indexPath.section) {
      visibleCellsByIndexPath[indexPath] = nil
      recycle(cell, at: indexPath)
    }
    measuredRowHeights = measuredRowHeights.filter { !sections.contains($0.key.section) }
    geometry = nil
    setNeedsLayout()
  }

  /// Reconfigures visible cells in place (iOS 15): here, the same as reloading them.
  open func reconfigureRows(at indexPaths: [IndexPath]) { reloadRows(at: indexPaths, with: .none) }

  /// Inserts rows; outside a batch the data source must already hold them (UIKit's consistency
  /// check stops with its message; `validatedPerformBatchUpdates` throws it).
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    recordUpdate { $0.insertedRows += indexPaths }
  }

  /// Deletes rows (checked as `insertRows`).
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    recordUpdate { $0.deletedRows += indexPaths }
  }

  /// Inserts sections (checked as `insertRows`).
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    recordUpdate { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections (checked as `insertRows`).
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    recordUpdate { $0.deletedSections.formUnion(sections) }
  }

  /// Moves a row: a deletion at the source and an insertion at the destination.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recordUpdate {
      $0.deletedRows.append(indexPath)
      $0.insertedRows.append(newIndexPath)
    }
  }

  /// Starts a group of updates checked together at `endUpdates()`.
  open func beginUpdates() { updateDepth += 1 }

  /// Ends a group of updates: checks them against the data source and lays out again.
  open func endUpdates() {
    do { try validatedEndUpdates() } catch { preconditionFailure(error.description) }
  }

  /// Runs `updates` as one group; the completion runs after (at once, headless).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    do { try validatedPerformBatchUpdates(updates) } catch { preconditionFailure(error.description) }
    completion?(true)
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    tile()
  }

  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    setNeedsLayout()
  }

  /// Tables always count as scrolling vertically, so the safe area always joins their vertical inset.
  override func scrollsVertically() -> Bool { true }

  override func sizeDidChange(from oldSize: CGSize) {
    super.sizeDidChange(from: oldSize)
    if oldSize.width != bounds.width {
      // Rows sized at the old width (a rotation) measure again as they show.
      measuredRowHeights.removeAll()
      invalidateGeometry()
    }
  }

  // MARK: Selection

  /// Selects a row (nil clears the selection) without calling the delegate, and scrolls to it.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for selected in selectedIndexPaths { deselectRow(at: selected, animated: animated) }
      return
    }
    ensureGeometry()
    guard geometry?.contains(indexPath) == true else { return }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath { deselectRow(at: selected, animated: animated) }
    }
    if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
    cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row without calling the delegate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  /// Scrolls so the row sits at `scrollPosition` (`.none`: as little as needed).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    ensureGeometry()
    guard geometry?.contains(indexPath) == true else { return }
    setContentOffset(offset(showing: rectForRow(at: indexPath), at: scrollPosition), animated: animated)
  }

  /// Scrolls to the first selected row.
  open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    guard let first = indexPathForSelectedRow else { return }
    scrollToRow(at: first, at: scrollPosition, animated: animated)
  }
}
