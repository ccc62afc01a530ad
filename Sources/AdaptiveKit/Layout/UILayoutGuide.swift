/// A rectangle in a view's coordinate system that takes part in Auto Layout without being a view.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
  /// The view that owns the guide.
  public internal(set) weak var owningView: UIView?
  /// A name for debugging.
  open var identifier = ""
  /// The guide's frame in its owning view's coordinates, after layout.
  public internal(set) var layoutFrame = CGRect.zero

  /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
  public override init() { super.init() }

  // Values attached with objc_setAssociatedObject go with the object, as in the runtime.
  deinit { AssociatedObjects.release(ObjectIdentifier(self)) }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  var layoutHierarchyView: UIView? { owningView }

  /// Whether the guide's edges are its owning view's moved by ``derivedInsets(in:)`` (the system
  /// guides, the keyboard's), so that it needs no solver variables of its own.
  var derivesFromOwner: Bool { false }
  /// The insets from the owning view's bounds of a guide that ``derivesFromOwner``.
  func derivedInsets(in view: UIView) -> UIEdgeInsets { .zero }
  var layoutDebugName: String {
    guard identifier.isEmpty else { return "'\(identifier)'" }
    if let numberedName { return numberedName }
    let name = LayoutDebugNames.name(for: self)
    numberedName = name
    return name
  }

  /// The guide's number in `LayoutDebugNames`, kept once given (see `UIView.cachedLayoutDebugName`).
  private var numberedName: String?

  open override var description: String {
    describedOnMainActor { stateDescription }
  }

  var stateDescription: String {
    "<\(type(of: self)): layoutFrame = \(layoutFrame), identifier = \(identifier)>"
  }
}
