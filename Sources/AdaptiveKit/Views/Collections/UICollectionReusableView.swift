import Foundation

/// A view a collection view reuses: the base of cells and of supplementary views (section
/// headers and footers). The collection view creates it from a registered class with
/// `init(frame:)`, gives it its reuse identifier and applies the layout's attributes to it.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier set at registration (or in the storyboard) that the view is reused under.
  public internal(set) var reuseIdentifier: String?

  /// The storyboard layout that built this view, kept alive with it (its size-class variations
  /// follow the view's traits).
  var storyboardLayout: AnyObject?
  /// What the load of the storyboard prototype this view was dequeued from made and connected
  /// (nil for a view made in code).
  package internal(set) var prototypeLoadRecord: NibLoadRecord?

  /// Creates a view; subclasses that override it must keep it `required` (Swift without the
  /// Objective-C runtime creates a registered class only through required initializers).
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A view from a storyboard or nib: its reuse identifier comes from the document.
  public required init?(coder: NSCoder) {
    reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
    super.init(coder: coder)
  }

  /// Called before the collection view hands the view out again; call `super`.
  open func prepareForReuse() {}

  /// Takes the layout's attributes: frame, opacity, visibility (the stacking order is the
  /// collection view's).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    frame = layoutAttributes.frame
    alpha = layoutAttributes.alpha
    isHidden = layoutAttributes.isHidden
  }

  /// The attributes the view would like, asked when the layout uses estimated sizes: by default
  /// its Auto Layout fitting size at the proposed size (unchanged when its constraints give none).
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let preferred = layoutAttributes.copy()
    guard let fitted = fittingSize(of: sizingView, proposed: layoutAttributes.size, axes: layoutAttributes.selfSizingAxes)
    else { return preferred }
    preferred.size = fitted
    return preferred
  }

  /// The view whose constraints give the self-sizing size (a cell's content view).
  var sizingView: UIView { self }

  /// `view`'s compressed Auto Layout size (the axes that may change at fitting priority, the
  /// others held at the proposed size), rounded up to the pixel grid; nil when the subtree has
  /// no constraints or they give no size.
  private func fittingSize(of view: UIView, proposed: CGSize, axes: SelfSizingAxes) -> CGSize? {
    guard CellSizing.hasConstraints(view) else { return nil }
    let fitted = view.systemLayoutSizeFitting(
      proposed, withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
      verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
    guard fitted.width > 0, fitted.height > 0 else { return nil }
    let scale = pixelScale
    return CGSize(
      width: ((fitted.width * scale) - 0.001).rounded(.up) / scale, height: ((fitted.height * scale) - 0.001).rounded(.up) / scale
    )
  }

  /// UIKit's description, with the reuse identifier.
  override var stateDescription: String {
    String(super.stateDescription.dropLast()) + "; reuseIdentifier = \(reuseIdentifier ?? "nil")>"
  }
}
