/// Where the standard styles put a cell's image and labels, in the content view: the image at the
/// leading margin, centered vertically; text after it; labels centered as a block (subtitle, and
/// value1 and value2 at the accessibility text sizes: `stacksLabels`), side by side (value1: detail
/// right-aligned at the trailing margin; value2: a right-aligned label column, then the detail).
/// Measured from stored IB frames of 375-point cells (text at x = 16, or 15 points after the
/// image; subtitle detail 2 points under the text); value2's column width is chosen.
///
/// It works on the cell's views, so a renderer holding a document cell's content view (not a
/// `UITableViewCell`) lays its standard labels out the same way (`init(style:textLabel:…)`).
@MainActor
package struct StandardCellLayout {
  let style: UITableViewCell.CellStyle
  let textLabel: UILabel?
  let detailLabel: UILabel?
  let imageView: UIImageView?
  let side: CGFloat
  let contentSize: CGSize

  init(cell: UITableViewCell, side: CGFloat, contentSize: CGSize) {
    // The image's symbol takes the text's font first, so it is measured at the text's size.
    cell.configureStandardImageSymbol()
    self.init(
      style: cell.style, textLabel: cell.existingTextLabel, detailTextLabel: cell.existingDetailTextLabel,
      imageView: cell.existingImageView, side: side, contentSize: contentSize)
  }

  /// The standard layout of a `style` cell's views in a content view of `contentSize`, `side`
  /// points from its edges.
  package init(
    style: UITableViewCell.CellStyle, textLabel: UILabel?, detailTextLabel: UILabel?, imageView: UIImageView?,
    side: CGFloat, contentSize: CGSize
  ) {
    self.style = style
    self.textLabel = textLabel
    detailLabel = detailTextLabel
    self.imageView = imageView
    self.side = side
    self.contentSize = contentSize
  }

  /// Whether a `style` cell stands its detail text under its text, as a block, at `category`:
  /// always for subtitle; for value1 and value2 at the accessibility sizes, where side by side
  /// neither label would keep room to be read.
  ///
  /// Confirmed: Apple documents the stacking for value cells in UIKit's list configurations
  /// (iOS 14): `UIListContentConfiguration.valueCell()` sets its labels side by side, and
  /// `prefersSideBySideTextAndSecondaryText` keeps them so "if there's sufficient space.
  /// Otherwise, the configuration stacks the text in a vertical layout", with
  /// `textToSecondaryTextVerticalPadding` between them. Unconfirmed: that the legacy value1
  /// style switches exactly at the accessibility categories (iOS 11 on, as shown in WWDC 2017's
  /// "Building Apps with Dynamic Type"; no public measurement found), and the gap, taken as the
  /// subtitle style's `TableCellMetrics.subtitleGap`. Below the accessibility sizes a value1
  /// cell stays side by side, however long its text.
  ///
  /// Value 2 (unconfirmed, chosen as the most plausible): no document or public measurement
  /// shows it at the accessibility sizes, and Interface Builder stores Large frames only. Its
  /// label column is a fixed `TableCellMetrics.value2LabelColumn` points wide, which at AX5 holds
  /// about three characters of its label, so it is taken to stack like value1 (the label above
  /// its value at the leading margin), as the side-by-side value layouts of iOS 14's list
  /// configurations do when there is no room.
  package static func stacksLabels(style: UITableViewCell.CellStyle, at category: UIContentSizeCategory) -> Bool {
    switch style {
    case .subtitle: return true
    case .value1, .value2: return category.isAccessibilityCategory
    case .default: return false
    }
  }

  /// Whether this layout stacks its labels (`stacksLabels(style:at:)` at the labels' text size).
  private var stacksLabels: Bool {
    let traits = (textLabel ?? detailLabel)?.traitCollection
    return Self.stacksLabels(style: style, at: traits?.preferredContentSizeCategory ?? .large)
  }

  /// The content height the standard content needs (at least a standard row less its separator).
  static func fittingHeight(of cell: UITableViewCell, width: CGFloat, separator: CGFloat) -> CGFloat {
    let side = TableCellMetrics.sideMargin(width: width, traits: cell.traitCollection)
    return StandardCellLayout(cell: cell, side: side, contentSize: CGSize(width: width, height: 0))
      .fittingHeight(separator: separator)
  }

  /// The content height this layout's views need at its width (at least a standard row less
  /// `separator`).
  package func fittingHeight(separator: CGFloat) -> CGFloat {
    let labels = measuredLabels(textX: textX)
    var block: CGFloat
    if stacksLabels {
      block = labels.text.height + labels.detail.height
      if labels.text.height > 0, labels.detail.height > 0 { block += TableCellMetrics.subtitleGap }
    } else {
      block = Swift.max(labels.text.height, labels.detail.height)
    }
    let image = imageHeight
    // iOS 13–18 figures, like `defaultRowHeight` below: iOS 26's standard rows are
    // `StandardCellRowMetrics`'.
    let needed = Swift.max(block, image) + 2 * TableCellMetrics.verticalMargin[.iOS18]
    return Swift.max(TableCellMetrics.defaultRowHeight, needed + separator) - separator
  }

  /// The height of the image shown (zero without one).
  var imageHeight: CGFloat { imageView?._displayedImage?.size.height ?? 0 }

  private var textX: CGFloat {
    guard let image = imageView?._displayedImage else { return side }
    return side + image.size.width + TableCellMetrics.imageTextGap
  }

  /// The width its labels wrap at: the content width less the text's start and the trailing side.
  package var labelWidth: CGFloat { Swift.max(0, contentSize.width - textX - side) }

  private func measuredLabels(textX: CGFloat) -> (text: CGSize, detail: CGSize) {
    let available = labelWidth
    func size(_ label: UILabel?) -> CGSize {
      guard let label, let text = label.text, !text.isEmpty else { return .zero }
      return label.sizeThatFits(CGSize(width: available, height: 0))
    }
    return (size(textLabel), size(detailLabel))
  }

  /// Whether the content is laid out right to left: UIKit mirrors the standard layout, the image
  /// and text at the trailing (right) edge and a value1 detail at the leading one.
  private var isRightToLeft: Bool {
    let view: UIView? = textLabel ?? detailLabel ?? imageView
    return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// Places the image and labels in the content view.
  package func apply() {
    let width = contentSize.width
    let mirrored = isRightToLeft
    // Worked out left to right, then mirrored across the content view in a right-to-left layout.
    func place(_ view: UIView?, _ frame: CGRect) {
      guard let view else { return }
      view.frame = mirrored ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
    }
    let height = contentSize.height
    if let imageView {
      let imageSize = imageView._displayedImage?.size ?? .zero
      place(imageView, CGRect(
        x: side, y: ((height - imageSize.height) / 2).rounded(), width: imageSize.width, height: imageSize.height))
    }
    let x = textX
    let available = Swift.max(0, width - x - side)
    let (text, detail) = measuredLabels(textX: x)
    func centeredY(_ h: CGFloat) -> CGFloat { ((height - h) / 2).rounded() }
    switch style {
    case .default:
      place(textLabel, CGRect(x: x, y: centeredY(text.height), width: available, height: text.height))
    case .subtitle, .value1 where stacksLabels, .value2 where stacksLabels:
      let gap = text.height > 0 && detail.height > 0 ? TableCellMetrics.subtitleGap : 0
      let top = centeredY(text.height + gap + detail.height)
      place(textLabel, CGRect(x: x, y: top, width: Swift.min(text.width, available), height: text.height))
      place(detailLabel, CGRect(
        x: x, y: top + text.height + gap, width: Swift.min(detail.width, available), height: detail.height))
    case .value1:
      let detailWidth = Swift.min(detail.width, available)
      let textWidth = Swift.min(text.width, Swift.max(0, available - detailWidth - 8))
      place(textLabel, CGRect(x: x, y: centeredY(text.height), width: textWidth, height: text.height))
      place(detailLabel, CGRect(
        x: width - side - detailWidth, y: centeredY(detail.height), width: detailWidth, height: detail.height))
    case .value2:
      let column = TableCellMetrics.value2LabelColumn
      place(textLabel, CGRect(x: side, y: centeredY(text.height), width: column, height: text.height))
      let detailX = side + column + 6
      place(detailLabel, CGRect(
        x: detailX, y: centeredY(detail.height), width: Swift.max(0, width - detailX - side), height: detail.height))
    }
  }
}
