/// The guides UIKit derives from a view's own rectangle: safe area, layout margins, readable
/// content, and a view controller's legacy top and bottom layout guides. Their edges are the
/// owning view's edges moved by insets, so they need no solver variables of their own.
@MainActor
final class SystemLayoutGuide: UILayoutGuide {
  enum Kind { case safeArea, layoutMargins, readableContent, topLayout, bottomLayout, scrollFrame }

  let kind: Kind

  init(kind: Kind, owner: UIView) {
    self.kind = kind
    super.init()
    owningView = owner
    identifier = Self.name(kind)
  }

  private static func name(_ kind: Kind) -> String {
    switch kind {
    case .safeArea: return "UIViewSafeAreaLayoutGuide"
    case .layoutMargins: return "UIViewLayoutMarginsGuide"
    case .readableContent: return "UIViewReadableContentGuide"
    case .topLayout: return "_UILayoutGuide-top"
    case .bottomLayout: return "_UILayoutGuide-bottom"
    case .scrollFrame: return "UIScrollView-frameLayoutGuide"
    }
  }

  override var derivesFromOwner: Bool { true }
  override func derivedInsets(in view: UIView) -> UIEdgeInsets { insets(in: view) }

  /// The guide's insets from the owning view's bounds (left, top, right, bottom), plus for the
  /// legacy guides a fixed height measured from one edge.
  func insets(in view: UIView) -> UIEdgeInsets {
    switch kind {
    case .safeArea:
      return view.safeAreaInsets
    case .layoutMargins:
      return view.effectiveLayoutMargins
    case .readableContent:
      var margins = view.effectiveLayoutMargins
      let available = view.bounds.width - margins.left - margins.right
      if available > readableWidth {
        let extra = (available - readableWidth) / 2
        margins.left += extra
        margins.right += extra
      }
      return margins
    case .topLayout:
      return UIEdgeInsets(top: 0, left: 0, bottom: view.bounds.height - view.safeAreaInsets.top, right: 0)
    case .bottomLayout:
      return UIEdgeInsets(top: view.bounds.height - view.safeAreaInsets.bottom, left: 0, bottom: 0, right: 0)
    case .scrollFrame:
      // The engine works in unscrolled content space: the visible rectangle sits at the offset.
      let offset = view.bounds.origin
      return UIEdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
    }
  }

  /// The widest readable text column at the default text size (unconfirmed, chosen value).
  let readableWidth: CGFloat = 672
}

/// A view controller's legacy top or bottom layout guide (iOS 7–10), now expressed through the
/// safe area as UIKit does.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// The guide's height: the status bar and bars above (top) or bars below (bottom).
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: NSLayoutDimension { get }
}

extension SystemLayoutGuide: UILayoutSupport {
  var length: CGFloat {
    guard let view = owningView else { return 0 }
    return kind == .bottomLayout ? view.safeAreaInsets.bottom : view.safeAreaInsets.top
  }
}
