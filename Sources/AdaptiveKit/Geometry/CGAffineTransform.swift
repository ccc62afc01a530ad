#if !canImport(CoreGraphics)
  /// A 2-D affine transform, as CoreGraphics defines it (Linux has no CoreGraphics).
  ///
  /// Maps a point (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
  public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates a transform from its six components.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A rotation by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
      let cosine = Foundation.cos(Double(angle))
      let sine = Foundation.sin(Double(angle))
      // Snap values within rounding error of 0 or ±1 so quarter turns are exact.
      func snap(_ v: Double) -> CGFloat {
        let r = v.rounded()
        return CGFloat(abs(v - r) < 1e-12 ? r : v)
      }
      self.init(a: snap(cosine), b: snap(sine), c: -snap(sine), d: snap(cosine), tx: 0, ty: 0)
    }

    /// A scale by `sx` and `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A translation by `tx` and `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation applied before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The inverse transform, or this transform unchanged when it cannot be inverted (as CoreGraphics).
    public func inverted() -> CGAffineTransform {
      let det = a * d - b * c
      guard det != 0, det.isFinite else { return self }
      return CGAffineTransform(
        a: d / det, b: -b / det, c: -c / det, d: a / det,
        tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public var description: String {
      "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
  }

  extension CGPoint {
    /// The point mapped through a transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size mapped through a transform's linear part (may be negative, as in CoreGraphics).
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The bounding box of the transformed rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let r = standardized
      let corners = [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let minX = xs.min() ?? 0
      let minY = ys.min() ?? 0
      return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
  }
#endif
