import Foundation

/// A spinning-wheel list of rows in one or more components. Its rows come from `dataSource`,
/// their titles and sizes from `delegate`; it remembers the selected row of every component.
/// UIKit's picker is 216 points tall (its intrinsic height); it takes any width.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// The height of a row when the delegate does not say (the wheel's row pitch, 32 points on
  /// iOS 14 and later; unconfirmed for earlier systems).
  public static let defaultRowHeight: CGFloat = 32

  /// Gives the number of components and rows.
  open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
  /// Gives titles and sizes and hears of selections.
  open weak var delegate: (any UIPickerViewDelegate)?

  /// The selected row per component, as of the last reload.
  private var selectedRows: [Int] = []

  /// The number of components, from the data source (0 without one).
  open var numberOfComponents: Int { Swift.max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

  /// The number of rows in `component`, from the data source (0 for a component that does not exist).
  open func numberOfRows(inComponent component: Int) -> Int {
    guard component >= 0, component < numberOfComponents else { return 0 }
    return Swift.max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
  }

  /// The size of a row in `component`: the delegate's width and row height.
  open func rowSize(forComponent component: Int) -> CGSize {
    let delegate = delegate
    let width = delegate?.pickerView(self, widthForComponent: component)
      ?? bounds.width / CGFloat(Swift.max(1, numberOfComponents))
    let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
    return CGSize(width: width, height: height)
  }

  /// The selected row of `component`, or -1 when it has no rows (or does not exist), as in UIKit.
  open func selectedRow(inComponent component: Int) -> Int {
    guard numberOfRows(inComponent: component) > 0 else { return -1 }
    return component < selectedRows.count ? selectedRows[component] : 0
  }

  /// Selects `row` of `component` (at once: AdaptiveKit is headless). Like UIKit, it does not
  /// call the delegate's `pickerView(_:didSelectRow:inComponent:)`; rows out of range are ignored.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return }
    growSelection(to: component + 1)
    selectedRows[component] = row
  }

  /// Asks the data source again for every component, keeping selections that still exist.
  open func reloadAllComponents() {
    let count = numberOfComponents
    growSelection(to: count)
    selectedRows = Array(selectedRows.prefix(count))
    for component in 0..<count { clampSelection(of: component) }
  }

  /// Asks the data source again for the rows of `component`.
  open func reloadComponent(_ component: Int) {
    guard component >= 0, component < numberOfComponents else { return }
    growSelection(to: component + 1)
    clampSelection(of: component)
  }

  /// The title of a row, from the delegate (its attributed title's string, else its plain title).
  func title(forRow row: Int, forComponent component: Int) -> String? {
    delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
      ?? delegate?.pickerView(self, titleForRow: row, forComponent: component)
  }

  /// Selects a row as the user's spin does: the row becomes selected and the delegate hears of it.
  func userSelectRow(_ row: Int, inComponent component: Int) {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return }
    selectRow(row, inComponent: component, animated: true)
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }

  private func growSelection(to count: Int) {
    if selectedRows.count < count { selectedRows += Array(repeating: 0, count: count - selectedRows.count) }
  }

  private func clampSelection(of component: Int) {
    let rows = numberOfRows(inComponent: component)
    selectedRows[component] = Swift.min(selectedRows[component], Swift.max(0, rows - 1))
  }

  /// UIKit's picker height: 216 points (wheels of five visible rows; 162 on iOS 8); any width.
  var pickerHeight: CGFloat { ControlMetrics.pickerHeight[traitCollection.uiKitRelease] }

  /// iOS 7–8 draw a picker only at a wheel height, centred on the rect its constraints give (the
  /// heights below 180 draw 162, below 216 draw 180; unconfirmed between the sizes: the one
  /// sample is 162).
  open override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let frame = super.frame(forAlignmentRect: alignmentRect)
    guard ControlMetrics.pickerSnapsToWheelHeights[traitCollection.uiKitRelease] else { return frame }
    let wheels = ControlMetrics.pickerWheelHeights
    let height = wheels.last { $0 <= frame.height } ?? wheels[0]
    return CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: pickerHeight) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: pickerHeight) }
}
