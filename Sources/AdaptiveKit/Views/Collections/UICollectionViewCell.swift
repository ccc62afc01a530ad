import Foundation

/// One item of a collection view: a content view (where custom subviews go) filling the cell,
/// with optional background views behind it, selected and highlighted states.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view custom content goes in; the cell keeps it the cell's size.
  public let contentView: UIView
  private var storedSelected = false
  private var storedHighlighted = false

  /// Creates a cell (the collection view does, for a registered class).
  public required init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// A cell from a storyboard or nib (the storyboard loader builds its content).
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The view behind the content (below `selectedBackgroundView`).
  open var backgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
  }

  /// The view shown behind the content while the cell is selected or highlighted.
  open var selectedBackgroundView: UIView? {
    didSet {
      replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      updateSelectedBackground()
    }
  }

  private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new {
      new.frame = bounds
      insertSubview(new, at: index)
    }
  }

  /// Whether the cell is selected (the collection view sets it; the selected background shows).
  open var isSelected: Bool {
    get { storedSelected }
    set {
      storedSelected = newValue
      updateSelectedBackground()
    }
  }

  /// Whether the cell is highlighted (as while a touch is down on it).
  open var isHighlighted: Bool {
    get { storedHighlighted }
    set {
      storedHighlighted = newValue
      updateSelectedBackground()
    }
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(storedSelected || storedHighlighted)
  }

  /// Resets selection and highlighting before the cell is reused (UIKit's implementation);
  /// call `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }

  override var sizingView: UIView { contentView }

  /// Keeps the content and background views the cell's size.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContentView()
  }

  /// Sizes the content and background views to the cell (also done by the collection view as
  /// it places the cell, before constraints are solved).
  func layoutContentView() {
    let rect = CGRect(origin: .zero, size: bounds.size)
    if contentView.frame != rect { contentView.frame = rect }
    if let backgroundView, backgroundView.frame != rect { backgroundView.frame = rect }
    if let selectedBackgroundView, selectedBackgroundView.frame != rect { selectedBackgroundView.frame = rect }
  }
}
