/// A view controller whose view is a table view it serves as data source and delegate. Its
/// data source and delegate methods are `open` members of the class body, so subclasses
/// override them as in UIKit (Swift dispatches protocol methods a class implements through the
/// class, but not methods left to the protocols' default implementations).
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let initialStyle: UITableView.Style

  /// Creates a controller whose table has a style.
  public init(style: UITableView.Style) {
    initialStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table (or the nib's view).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Archives are not supported; storyboards instantiate controllers through `UIStoryboard`.
  public required init?(coder: NSCoder) {
    initialStyle = .plain
    super.init(coder: coder)
  }

  /// The table view: the controller's view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Whether `viewWillAppear(_:)` deselects the selected rows (default true).
  open var clearsSelectionOnViewWillAppear = true

  /// The refresh control at the top of the table: the table view's own `refreshControl`.
  open var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Makes a table of the controller's style the view, with the controller as its data source
  /// and delegate (a nib or storyboard view is used when the controller came from one).
  open override func loadView() {
    if loadStoryboardView() {
      if let table = viewIfLoaded as? UITableView {
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
      }
      return
    }
    let table = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Deselects the selected rows when `clearsSelectionOnViewWillAppear` is set; call `super`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView {
      for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }
  }

  /// Puts the table into or out of editing mode with the controller.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  // MARK: UITableViewDataSource

  /// The storyboard's static sections, else one section, unless overridden.
  open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 1 }

  /// The storyboard's static rows, else none, unless overridden.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tableView.staticSection(section)?.rows.count ?? 0
  }

  /// Subclasses that report rows must override this; UIKit stops when no cell is returned.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let cell = tableView.staticRow(at: indexPath)?.cell { return cell }
    preconditionFailure("UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self))")
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    tableView.staticSection(section)?.headerTitle
  }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    tableView.staticSection(section)?.footerTitle
  }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  // MARK: UITableViewDelegate

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.staticRow(at: indexPath)?.height ?? tableView.rowHeight
  }
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    .delete
  }
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
  open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

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
