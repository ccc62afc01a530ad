/// A section header or footer: a content view and a text label (the title views tables make
/// for `titleForHeaderInSection`/`titleForFooterInSection` are these).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the view is reused under.
  public let reuseIdentifier: String?
  /// The view custom content goes in.
  public let contentView = UIView()
  private var storedTextLabel: UILabel?
  private var isHeader = true
  private var tableStyle = UITableView.Style.plain

  /// Creates a header or footer view.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Archives are not supported.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The title label (created on first use).
  open var textLabel: UILabel? {
    if let label = storedTextLabel { return label }
    let label = UILabel()
    storedTextLabel = label
    contentView.addSubview(label)
    return label
  }

  /// The view behind the content.
  open var backgroundView: UIView?

  /// Called before the view is handed out again; call `super`.
  open func prepareForReuse() {}

  /// Sets up the view for a section title in UIKit's look: plain headers in semibold 17 points
  /// (chosen), grouped headers upper-cased in 13 points, footers in 13 points, secondary color.
  func configureAsTitle(_ title: String, isHeader: Bool, tableStyle: UITableView.Style) {
    self.isHeader = isHeader
    self.tableStyle = tableStyle
    guard let label = textLabel else { return }
    if tableStyle == .plain {
      label.text = title
      label.font = isHeader ? UIFont.systemFont(ofSize: 17, weight: .semibold) : UIFont.systemFont(ofSize: 13)
      label.textColor = isHeader ? .label : .secondaryLabel
      backgroundColor = isHeader ? .secondarySystemBackground : nil
    } else {
      label.text = isHeader ? title.uppercased() : title
      label.font = UIFont.systemFont(ofSize: 13)
      label.textColor = .secondaryLabel
      label.numberOfLines = 0
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    guard let label = storedTextLabel else { return }
    let side = TableCellMetrics.sideMargin(width: bounds.width, traits: traitCollection)
      + (tableStyle == .insetGrouped ? TableCellMetrics.insetGroupedMargin(width: bounds.width) : 0)
    let width = Swift.max(0, bounds.width - 2 * side)
    let size = label.sizeThatFits(CGSize(width: width, height: 0))
    let y: CGFloat
    if tableStyle == .plain {
      y = ((bounds.height - size.height) / 2).rounded()
    } else if isHeader {
      y = Swift.max(0, bounds.height - 7 - size.height)
    } else {
      y = 7
    }
    label.frame = CGRect(x: side, y: y, width: width, height: size.height)
  }
}
