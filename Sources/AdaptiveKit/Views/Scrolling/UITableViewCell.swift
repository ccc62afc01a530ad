/// One row of a table view: a content view (where custom subviews go) narrowed by the accessory,
/// and, for the standard styles, a text label, a detail label and an image view laid out as UIKit
/// lays them out.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The arrangement of the standard labels and image.
  public let style: CellStyle
  /// The identifier the cell is reused under.
  public let reuseIdentifier: String?
  /// The view custom content goes in; the cell sizes it.
  public let contentView: UIView

  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  private var storedImageView: UIImageView?
  private var storedSelected = false
  private var storedHighlighted = false
  /// The engine measuring the content view's fitting height, kept so that measuring a reused cell
  /// is incremental (`CellSizing.fittingEngine(of:)`).
  var contentFittingEngine: AutoLayoutEngine?

  /// Creates a cell of a standard style. Subclasses that override this initializer must mark it
  /// `required` (Swift without the Objective-C runtime can only call required initializers through
  /// a registered class).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: TableCellMetrics.defaultRowHeight))
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableCellMetrics.defaultRowHeight))
    configure()
  }

  /// A default-style cell with no reuse identifier.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// A cell from a storyboard or nib: its style and reuse identifier come from the document (the
  /// storyboard loader builds its content).
  public required init?(coder: NSCoder) {
    style = CellStyle(interfaceBuilderName: coder.decodeObject(forKey: "style") as? String)
    reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
    contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: TableCellMetrics.defaultRowHeight))
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    backgroundColor = .systemBackground
    backgroundFollowsTable = true
    contentView.backgroundColor = nil
    contentView.isOpaque = false
    addSubview(contentView)
  }

  // MARK: Background

  /// Whether the background is still the default the cell gave itself, which its table's style
  /// replaces; false once anything else sets it (the document, code, an appearance proxy).
  private var backgroundFollowsTable = false

  open override var backgroundColor: UIColor? {
    didSet { backgroundFollowsTable = false }
  }

  /// Takes the default background of a table of `style`, as UIKit does when a cell joins its
  /// table: grouped and inset-grouped sections' `secondarySystemGroupedBackground`, plain rows'
  /// `systemBackground`; a background set on the cell stays.
  func adoptDefaultBackground(of style: UITableView.Style) {
    guard backgroundFollowsTable else { return }
    backgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
    backgroundFollowsTable = true
  }

  // MARK: Standard content

  /// The main label (created on first use; every style has one).
  open var textLabel: UILabel? {
    if let label = storedTextLabel { return label }
    let label = UILabel()
    label.font = Self.standardTextFont(of: style)
    if style == .value2 {
      label.textColor = tintColor
      label.textAlignment = .right
    }
    storedTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The secondary label; nil for the `.default` style.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let label = storedDetailTextLabel { return label }
    let label = UILabel()
    label.font = Self.standardDetailFont(of: style)
    if style == .value1 {
      label.textColor = .secondaryLabel
      label.textAlignment = .right
    }
    storedDetailTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The image on the leading side (created on first use; the value2 style has none).
  open var imageView: UIImageView? {
    guard style != .value2 else { return nil }
    if let view = storedImageView { return view }
    let view = UIImageView(frame: .zero)
    storedImageView = view
    contentView.addSubview(view)
    setNeedsLayout()
    return view
  }

  /// The storyboard layout that built this cell, kept alive with it (its size-class variations
  /// follow the cell's traits).
  var storyboardLayout: AnyObject?
  /// What the load of the storyboard prototype this cell was dequeued from made and connected
  /// (nil for a static cell, whose scene's record holds it, or a cell made in code).
  package internal(set) var prototypeLoadRecord: NibLoadRecord?

  /// Makes a document's labels and image view the standard ones, as UIKit's decoding does for a
  /// cell whose style is not custom.
  ///
  /// A document label whose font has no size (`pointSize="0.0"`) takes the size the style gives
  /// that label, as Interface Builder draws it: such subtitle details are stored 14.5 high (one
  /// 12-point line), value-1 labels one 17-point line (seven files, five repositories).
  func adoptStandardViews(textLabel: UILabel?, detailTextLabel: UILabel?, imageView: UIImageView?) {
    if let textLabel {
      storedTextLabel = textLabel
      Self.giveUnsizedFont(of: textLabel, theSizeOf: Self.standardTextFont(of: style))
    }
    if let detailTextLabel, style != .default {
      storedDetailTextLabel = detailTextLabel
      Self.giveUnsizedFont(of: detailTextLabel, theSizeOf: Self.standardDetailFont(of: style))
    }
    if let imageView, style != .value2 { storedImageView = imageView }
    setNeedsLayout()
  }

  /// The font a cell of `style` gives its text label: 12-point semibold for value 2, else 17 points.
  static func standardTextFont(of style: CellStyle) -> UIFont {
    style == .value2 ? UIFont.systemFont(ofSize: 12, weight: .semibold) : UIFont.systemFont(ofSize: 17)
  }

  /// The font a cell of `style` gives its detail label: 17 points for value 1, 12 for subtitle,
  /// 15 for value 2.
  static func standardDetailFont(of style: CellStyle) -> UIFont {
    switch style {
    case .value1: UIFont.systemFont(ofSize: 17)
    case .subtitle: UIFont.systemFont(ofSize: 12)
    default: UIFont.systemFont(ofSize: 15)
    }
  }

  /// Gives `label`'s font the size of `standard` when it has none (0 points), keeping its face.
  private static func giveUnsizedFont(of label: UILabel, theSizeOf standard: UIFont) {
    guard label.font.pointSize == 0 else { return }
    label.font = label.font.withSize(standard.pointSize)
  }

  /// Gives the standard image view's symbol the text label's text style (or its font, for a font
  /// without one), as UIKit's standard styles do, so it grows and shrinks with the text at every
  /// content size category.
  func configureStandardImageSymbol() {
    guard let imageView = storedImageView, imageView.image?.isSymbolImage == true else { return }
    let configuration = storedTextLabel.map { label in
      label.font.textStyle.map { UIImage.SymbolConfiguration(textStyle: $0) }
        ?? UIImage.SymbolConfiguration(font: label.font)
    }
    if imageView.standardCellSymbolConfiguration?.sizeSource != configuration?.sizeSource {
      imageView.standardCellSymbolConfiguration = configuration
    }
  }

  /// The standard labels and image that exist (without creating any).
  var existingTextLabel: UILabel? { storedTextLabel }
  var existingDetailTextLabel: UILabel? { storedDetailTextLabel }
  var existingImageView: UIImageView? { storedImageView }

  // MARK: Accessories, selection, editing

  /// The standard accessory at the trailing edge.
  open var accessoryType = AccessoryType.none { didSet { if oldValue != accessoryType { setNeedsLayout() } } }
  /// A custom accessory view, used instead of `accessoryType`.
  open var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView {
        oldValue?.removeFromSuperview()
        if let accessoryView { addSubview(accessoryView) }
        setNeedsLayout()
      }
    }
  }
  /// The accessory shown while editing.
  open var editingAccessoryType = AccessoryType.none
  /// The accessory view shown while editing.
  open var editingAccessoryView: UIView?
  /// How the cell looks when selected.
  open var selectionStyle = SelectionStyle.default
  /// The view behind the content (nil: the background color).
  open var backgroundView: UIView?
  /// The view shown behind the content while selected.
  open var selectedBackgroundView: UIView?
  /// Insets of the separator under the cell (left and right count).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// The indentation level of the content.
  open var indentationLevel = 0
  /// The width of one indentation level.
  open var indentationWidth: CGFloat = 10
  /// Whether the content is indented while editing.
  open var shouldIndentWhileEditing = true
  /// Whether the reorder control shows while editing.
  open var showsReorderControl = false
  /// Whether the cell is in editing mode.
  open var isEditing = false
  /// The focus effect.
  open var focusStyle = FocusStyle.default
  /// Whether the content view's margins follow the table's readable width.
  open var insetsLayoutMarginsFromSafeAreaForContent = true

  /// Whether the cell is selected; setting it calls `setSelected(_:animated:)`.
  open var isSelected: Bool {
    get { storedSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the cell is highlighted; setting it calls `setHighlighted(_:animated:)`.
  open var isHighlighted: Bool {
    get { storedHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Selects or deselects the cell; the standard labels draw highlighted while it is selected.
  open func setSelected(_ selected: Bool, animated: Bool) {
    storedSelected = selected
    updateLabelHighlight()
  }

  /// Highlights the cell (as while a touch is down on it).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    storedHighlighted = highlighted
    updateLabelHighlight()
  }

  /// Enters or leaves editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  private func updateLabelHighlight() {
    let on = (storedSelected || storedHighlighted) && selectionStyle != .none
    storedTextLabel?.isHighlighted = on
    storedDetailTextLabel?.isHighlighted = on
    storedImageView?.isHighlighted = on
  }

  /// Called before `dequeueReusableCell` hands the cell out again: resets selection and
  /// highlighting (UIKit's implementation); call `super`.
  open func prepareForReuse() {
    storedSelected = false
    storedHighlighted = false
    updateLabelHighlight()
  }

  // MARK: Layout

  /// Sizes the content view and, for the standard styles, places the labels and image.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContentView()
  }

  /// The width the accessory takes from the content view.
  var accessoryWidth: CGFloat {
    if let accessoryView { return accessoryView.frame.width + TableCellMetrics.accessoryViewPadding }
    return TableCellMetrics.accessoryWidth(accessoryType)
  }

  /// The separator the table draws under the cell (set by the table; none for a lone cell).
  var separatorHeight: CGFloat = 0

  /// Whether the cell sizes its content view, gives it UIKit's margins and places the standard
  /// labels and image; false where whoever built the cell places them (Interface Builder's
  /// canvas draws them where the Xcode that saved the document did), which also keeps the cell
  /// in its table's layout rather than a layout of its own.
  package var laysOutContentView = true

  /// Whether a cell whose builder places its content view (`laysOutContentView` false) still
  /// places its standard labels and image in that content view as UIKit does: the canvas asks
  /// for it at text sizes Interface Builder never drew, where the stored frames say nothing.
  package var laysOutStandardContentInPlace = false

  /// Whether a cell whose builder placed its standard content must place it again: asked to
  /// (`laysOutStandardContentInPlace`), mirrored, or in a table laid out at another width than
  /// the one its builder placed the content for (`UITableView.contentPlacedWidth`).
  private var standardContentNeedsPlacing: Bool {
    if laysOutStandardContentInPlace || effectiveUserInterfaceLayoutDirection == .rightToLeft { return true }
    guard let table = superview as? UITableView, let placed = table.contentPlacedWidth else { return false }
    return abs(table.bounds.width - placed) > Self.placedWidthTolerance
  }

  /// How far a table's width may sit from the placed one and its cells still hold their placed
  /// content: under half a point, the 0.5-point tolerance `verify` compares frames with.
  private static let placedWidthTolerance: CGFloat = 0.25

  /// Sizes the content view to the cell less the accessory and the separator (UIKit's famous
  /// `UIView-Encapsulated-Layout-Height` of 43.5 in a 44-point row at 2x), gives it UIKit's
  /// margins, and places the standard content.
  func layoutContentView() {
    let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
    guard laysOutContentView else {
      if standardContentNeedsPlacing { layOutStandardContentInPlace() }
      return
    }
    let size = bounds.size
    let contentWidth = Swift.max(0, size.width - accessoryWidth)
    let contentFrame = CGRect(
      x: mirrored ? size.width - contentWidth : 0, y: 0, width: contentWidth,
      height: Swift.max(0, size.height - separatorHeight))
    if contentView.frame != contentFrame { contentView.frame = contentFrame }
    let side = TableCellMetrics.sideMargin(width: size.width, traits: traitCollection)
    let vertical = TableCellMetrics.verticalMargin[traitCollection.uiKitRelease]
    let margins = NSDirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
    if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
    if let accessoryView {
      let accessorySize = accessoryView.frame.size
      accessoryView.frame = CGRect(
        x: mirrored ? side : size.width - side - accessorySize.width, y: ((size.height - accessorySize.height) / 2).rounded(),
        width: accessorySize.width, height: accessorySize.height)
    }
    if hasStandardContent {
      StandardCellLayout(cell: self, side: side, contentSize: contentFrame.size).apply()
    }
  }

  /// Places the standard labels and image in the content view at the size its builder gave
  /// it, unless constraints place them (the builder's own constraints size the content view).
  private func layOutStandardContentInPlace() {
    let standard: [UIView] = [storedTextLabel, storedDetailTextLabel, storedImageView].compactMap { $0 }
    guard hasStandardContent, standard.allSatisfy(\.translatesAutoresizingMaskIntoConstraints) else { return }
    let before = standard.map(\.frame)
    let side = TableCellMetrics.sideMargin(width: bounds.width, traits: traitCollection)
    StandardCellLayout(cell: self, side: side, contentSize: contentView.bounds.size).apply()
    // Their autoresizing constraints are made from their frames: the next solve keeps the new ones.
    for (view, frame) in zip(standard, before) where view.frame != frame { view.constraintsDidChange() }
  }

  /// Whether the standard labels or image carry anything to lay out.
  var hasStandardContent: Bool {
    storedTextLabel?.text?.isEmpty == false || storedDetailTextLabel?.text?.isEmpty == false
      || storedImageView?.image != nil
  }

  override var stateDescription: String {
    String(super.stateDescription.dropLast()) + "; reuseIdentifier = \(reuseIdentifier ?? "nil")>"
  }
}
