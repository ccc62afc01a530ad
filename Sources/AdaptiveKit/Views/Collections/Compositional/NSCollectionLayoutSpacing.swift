import Foundation

/// Space between the items of a group or around an item: fixed, or flexible (at least the
/// amount, growing to share the room left over).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
  /// The amount in points (the minimum when flexible).
  public let spacing: CGFloat
  /// Whether the spacing grows to share the room left over.
  public let isFlexibleSpacing: Bool

  private init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
  }

  /// Spacing of at least `flexibleSpacing` that grows to spread the items over the room left.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  /// Spacing of exactly `fixedSpacing`.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }

  /// Whether the spacing is exactly `spacing`.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// Space around an item's edges, between it and its neighbours or its group's edges; an edge
/// without spacing is nil.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
  /// Space before the leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// Space above the top edge.
  public let top: NSCollectionLayoutSpacing?
  /// Space after the trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// Space below the bottom edge.
  public let bottom: NSCollectionLayoutSpacing?

  /// Edge spacing from the four edges' spacings.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
    bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
