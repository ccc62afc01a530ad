import Foundation

/// One side of a compositional layout element's size: a fraction of its container's width or
/// height, an absolute length, or an estimate the element's content may change.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  /// The fraction, the length in points, or the estimate, by kind.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width (1 is the whole width).
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// A fraction of the container's height (1 is the whole height).
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  /// A fixed length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// A length in points used until the element's content is measured.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is a fixed length.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container of `size`.
  func resolved(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * size.width
    case .fractionalHeight: dimension * size.height
    case .absolute, .estimated: dimension
    }
  }

  public override var description: String {
    switch kind {
    case .fractionalWidth: "fractionalWidth(\(dimension))"
    case .fractionalHeight: "fractionalHeight(\(dimension))"
    case .absolute: "absolute(\(dimension))"
    case .estimated: "estimated(\(dimension))"
    }
  }
}
