/// Manages a form or page sheet, with the iOS 15 detents API.
///
/// Adaptation follows the seeds' rule: a sheet becomes full screen when horizontally compact.
/// An app that configures detents other than the default `[.large()]` opts into iOS 15 sheets,
/// which stay sheets in compact width, attached to the bottom edge at the selected detent's height
/// (chosen behaviour: AdaptiveKit models iOS 8–12 adaptation unless the app asks for detents).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// A height at which a sheet rests.
  @MainActor
  public final class Detent {
    /// A detent's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// About half the screen's height.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The full sheet height.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// What a custom detent's resolver learns about the sheet (iOS 16).
    @MainActor
    public struct Context {
      /// The largest value a detent may have: the large detent's height.
      public let maximumDetentValue: CGFloat
      /// The sheet's traits.
      public let containerTraitCollection: UITraitCollection
    }

    /// The detent's identifier.
    public let identifier: Identifier
    private let resolver: (Context) -> CGFloat?

    private init(identifier: Identifier, resolver: @escaping (Context) -> CGFloat?) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// About half the height of the screen; inactive in compact height.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { context in
        context.containerTraitCollection.verticalSizeClass == .compact ? nil : (context.maximumDetentValue / 2).rounded()
      }
    }

    /// The full height of a sheet.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose height the resolver returns (nil makes it inactive) (iOS 16).
    public static func custom(identifier: Identifier? = nil, resolver: @escaping (Context) -> CGFloat?) -> Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: "custom.\(UInt.random(in: 0...UInt.max))"), resolver: resolver)
    }

    /// The detent's height in `context`, clamped to the maximum; nil when inactive.
    func resolvedValue(in context: Context) -> CGFloat? {
      resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
    }
  }

  /// The heights the sheet rests at, smallest first as resolved (default `[.large()]`).
  open var detents: [Detent] = [.large()] {
    didSet {
      hasCustomDetents = true
      relayout()
    }
  }
  /// The delegate; a `UISheetPresentationControllerDelegate` also hears of detent changes the
  /// user makes. Declared with the base class's type, since Swift cannot narrow an inherited
  /// property's type: assign any `UISheetPresentationControllerDelegate`, as in UIKit.
  open override var delegate: (any UIAdaptivePresentationControllerDelegate)? {
    get { super.delegate }
    set { super.delegate = newValue }
  }

  /// The detent the sheet rests at; nil means the smallest detent.
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { relayout() }
  }
  /// The largest detent without dimming below the sheet; nil dims at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet shows a grabber.
  open var prefersGrabberVisible = false
  /// Whether scrolling to the edge expands the sheet (default true).
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet stays attached to the bottom edge in compact height (default false: full screen).
  open var prefersEdgeAttachedInCompactHeight = false {
    didSet { relayout() }
  }
  /// Whether an edge-attached sheet's width follows the preferred content size.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// The corner radius; nil uses the system's.
  open var preferredCornerRadius: CGFloat?
  /// The view the sheet is anchored to when it shows as a popover on iPad.
  open weak var sourceView: UIView?
  private var hasCustomDetents = false

  /// Applies the changes made in `changes` (headless: at once).
  open func animateChanges(_ changes: () -> Void) {
    changes()
    relayout()
  }

  /// Re-resolves custom detents (iOS 16).
  open func invalidateDetents() { relayout() }

  /// With the default detents, a sheet becomes full screen when horizontally compact; with
  /// configured detents it stays a sheet (see the type's discussion).
  open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    if hasCustomDetents { return .none }
    return super.adaptivePresentationStyle(for: traitCollection)
  }

  private func relayout() {
    if isInstalled { PresentationEngine.layoutPresentedView(self) }
  }

  /// The large detent's height: the container below the top safe-area inset and a 10-point gap
  /// (unconfirmed gap).
  func maximumDetentValue(in bounds: CGRect) -> CGFloat {
    let top = containerView.map(BarMetrics.topInset(of:)) ?? 0
    return max(0, bounds.height - top - 10)
  }

  /// The identifier of the detent the sheet rests at, and its height, in `bounds`.
  func resolvedDetent(in bounds: CGRect) -> (Detent.Identifier, CGFloat)? {
    let context = Detent.Context(maximumDetentValue: maximumDetentValue(in: bounds), containerTraitCollection: traitsForAdaptation)
    let active = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
    guard !active.isEmpty else { return nil }
    if let selected = selectedDetentIdentifier, let match = active.first(where: { $0.0 == selected }) { return match }
    return active.min { $0.1 < $1.1 }
  }

  /// The frame of an iOS 15 sheet in compact width; nil when the sheet covers the container.
  func detentFrame(in bounds: CGRect) -> CGRect? {
    guard hasCustomDetents else { return nil }
    if traitsForAdaptation.verticalSizeClass == .compact && !prefersEdgeAttachedInCompactHeight { return nil }
    guard let (_, height) = resolvedDetent(in: bounds) else { return nil }
    return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }
}
