/// A function from one color to another that a configuration applies to a color it resolves
/// (iOS 14).
public struct UIConfigurationColorTransformer {
  /// The function the transformer applies.
  public let transform: (UIColor) -> UIColor
  /// Which transformer this is: copies share it, as copies of UIKit's block share the block, so
  /// configurations holding the same transformer compare equal (Swift cannot compare closures).
  let identity = TransformerIdentity()

  /// Creates a transformer that applies `transform`.
  public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

  /// Applies the transformer to `input`.
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
}
