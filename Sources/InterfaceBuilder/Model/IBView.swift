/// A view of any kind (`view`, `label`, `stackView`, `tableViewCell`, …) with its subtree.
public struct IBView: IBElementBacked {
  /// The element.
  public let element: IBXMLElement

  /// Wraps a view element.
  public init(element: IBXMLElement) { self.element = element }

  /// The UIKit class for the element name (`UIView` for view elements the vocabulary lacks).
  public var uiKitClassName: String { IBVocabulary.viewClasses[element.name] ?? "UIView" }
  /// The class to instantiate: `customClass`, else the UIKit class.
  public var className: String { customClass ?? uiKitClassName }

  // MARK: Geometry

  /// The stored frame (`<rect key="frame">`), in the superview's coordinates.
  public var frame: IBRect? { IBRect(element.child(key: "frame", named: "rect")) }
  /// The autoresizing mask, when written.
  public var autoresizingMask: IBAutoresizingMask? {
    IBAutoresizingMask(element.child(key: "autoresizingMask", named: "autoresizingMask"))
  }
  /// `translatesAutoresizingMaskIntoConstraints`; IB writes only `NO`, so absent means `true`.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    element.bool("translatesAutoresizingMaskIntoConstraints") ?? true
  }
  /// `fixedFrame="YES"`: positioned by frame and autoresizing mask inside an Auto Layout document.
  public var hasFixedFrame: Bool { element.bool("fixedFrame") ?? false }
  /// `misplaced="YES"`: the stored frame is not what the constraints produce.
  public var isMisplaced: Bool { element.bool("misplaced") ?? false }
  /// `ambiguous="YES"`: the constraints are ambiguous.
  public var isAmbiguous: Bool { element.bool("ambiguous") ?? false }

  // MARK: Appearance

  /// `hidden`; `false` when absent.
  public var isHidden: Bool { element.bool("hidden") ?? false }
  /// `alpha`; 1 when absent.
  public var alpha: Double { element.double("alpha") ?? 1 }
  /// `opaque`; `true` when absent.
  public var isOpaque: Bool { element.bool("opaque") ?? true }
  /// `contentMode`; `scaleToFill` when absent.
  public var contentMode: String { element["contentMode"] ?? "scaleToFill" }
  /// `clipsSubviews` (clipsToBounds); `false` when absent.
  public var clipsSubviews: Bool { element.bool("clipsSubviews") ?? false }
  /// `userInteractionEnabled`; `true` when absent.
  public var isUserInteractionEnabled: Bool { element.bool("userInteractionEnabled") ?? true }
  /// `tag`; 0 when absent.
  public var tag: Int { element.int("tag") ?? 0 }
  /// `backgroundColor`.
  public var backgroundColor: IBColor? { color(forKey: "backgroundColor") }
  /// `tintColor`.
  public var tintColor: IBColor? { color(forKey: "tintColor") }

  // MARK: Layout priorities and margins

  /// Horizontal content hugging priority; 250 when absent.
  public var horizontalHuggingPriority: Double { element.double("horizontalHuggingPriority") ?? 250 }
  /// Vertical content hugging priority; 250 when absent.
  public var verticalHuggingPriority: Double { element.double("verticalHuggingPriority") ?? 250 }
  /// Horizontal compression resistance priority; 750 when absent.
  public var horizontalCompressionResistancePriority: Double {
    element.double("horizontalCompressionResistancePriority") ?? 750
  }
  /// Vertical compression resistance priority; 750 when absent.
  public var verticalCompressionResistancePriority: Double {
    element.double("verticalCompressionResistancePriority") ?? 750
  }
  /// `placeholderIntrinsicWidth` (design-time intrinsic width).
  public var placeholderIntrinsicWidth: IBIntrinsicPlaceholder? {
    element["placeholderIntrinsicWidth"].map(IBIntrinsicPlaceholder.init)
  }
  /// `placeholderIntrinsicHeight` (design-time intrinsic height).
  public var placeholderIntrinsicHeight: IBIntrinsicPlaceholder? {
    element["placeholderIntrinsicHeight"].map(IBIntrinsicPlaceholder.init)
  }
  /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
  public var layoutMargins: IBEdgeInsets? {
    IBEdgeInsets(element.child(key: "layoutMargins") ?? element.child(key: "directionalLayoutMargins"))
  }
  /// `insetsLayoutMarginsFromSafeArea`; `true` when absent.
  public var insetsLayoutMarginsFromSafeArea: Bool { element.bool("insetsLayoutMarginsFromSafeArea") ?? true }
  /// `preservesSuperviewLayoutMargins`; `false` when absent.
  public var preservesSuperviewLayoutMargins: Bool { element.bool("preservesSuperviewLayoutMargins") ?? false }
  /// `layoutMarginsFollowReadableWidth`; `false` when absent.
  public var layoutMarginsFollowReadableWidth: Bool {
    element.bool("layoutMarginsFollowReadableWidth") ?? false
  }

  // MARK: Hierarchy

  /// The subviews in order (for stack views: the arranged subviews).
  public var subviews: [IBView] {
    element.elements(in: "subviews").filter(IBView.isView).map(IBView.init)
  }
  /// Views held under a key rather than in `<subviews>` (`contentView` of cells and effect views,
  /// `tableHeaderView`, `backgroundView`, …).
  public var keyedViews: [IBView] {
    element.elements.filter { $0.key != nil && IBView.isView($0) }.map(IBView.init)
  }
  /// The constraints this view owns, in order, with the owner set for defaults.
  public var constraints: [IBConstraint] {
    let owner = element.id
    return element.elements(in: "constraints").filter { $0.name == "constraint" }.map {
      IBConstraint(element: $0, ownerID: owner)
    }
  }
  /// `viewLayoutGuide` children (safe area, content and frame layout guides).
  public var layoutGuides: [IBLayoutGuide] {
    let owner = element.id
    return element.children(named: "viewLayoutGuide").map { IBLayoutGuide(element: $0, ownerID: owner) }
  }
  /// The safe-area layout guide, when the view has one.
  public var safeAreaLayoutGuide: IBLayoutGuide? { layoutGuides.first { $0.role == .safeArea } }
  /// Gesture recognizers attached through the `gestureRecognizers` outlet collection (their ids).
  public var gestureRecognizerIDs: [String] {
    connections.filter { $0.connectionKind == .outletCollection && $0.property == "gestureRecognizers" }
      .compactMap(\.destinationID)
  }

  /// Whether the subview or constraint `objectID` is installed in an environment, from this
  /// (owning) view's masks: installed unless the base excludes it; each matching variation, least
  /// specific first, overrides with its include/exclude (uikit-adaptive-behavior.md §12.2).
  public func isInstalled(_ objectID: String, widthClass: IBSizeClass, heightClass: IBSizeClass) -> Bool {
    var installed = true
    let ordered = variations.sorted { $0.variationKey.specificity < $1.variationKey.specificity }
    for variation in ordered where variation.variationKey.matches(widthClass: widthClass, heightClass: heightClass) {
      for mask in variation.masks {
        for entry in mask.entries where entry.reference == objectID { installed = entry.isIncluded }
      }
    }
    return installed
  }

  /// Every view of this subtree, this one first, depth first: subviews, keyed views, cells.
  public var allViews: [IBView] {
    var result: [IBView] = []
    IBView.collectViews(in: element, into: &result)
    return result
  }

  static func collectViews(in element: IBXMLElement, into result: inout [IBView]) {
    if isView(element) { result.append(IBView(element: element)) }
    for case .element(let child) in element.children where child.name != "connections" && child.name != "variation" {
      collectViews(in: child, into: &result)
    }
  }

  /// `true` for elements that are views (not references such as `<view reference=…>`).
  static func isView(_ element: IBXMLElement) -> Bool {
    IBVocabulary.viewClasses[element.name] != nil && element["reference"] == nil
  }
}
