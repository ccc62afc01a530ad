extension UIColor {
  /// Makes this colour the current image renderer context's fill and stroke colour; nothing
  /// happens outside a renderer's actions (UIKit logs an invalid context).
  public func set() {
    setFill()
    setStroke()
  }

  /// Makes this colour the current image renderer context's fill colour (`fill(_:)`, `UIRectFill(_:)`).
  public func setFill() {
    GraphicsContextStack.current?.fillColor = self
  }

  /// Makes this colour the current image renderer context's stroke colour (`stroke(_:)`).
  public func setStroke() {
    GraphicsContextStack.current?.strokeColor = self
  }
}
