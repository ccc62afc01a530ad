import Foundation

/// A function from one set of text attributes to another that a configuration applies to the
/// text it shows (iOS 15): a button's title and subtitle fonts and colors.
public struct UIConfigurationTextAttributesTransformer {
  /// The function the transformer applies.
  public let transform: (AttributeContainer) -> AttributeContainer
  /// Which transformer this is: copies share it, so configurations holding the same transformer
  /// compare equal (Swift cannot compare closures).
  let identity = TransformerIdentity()

  /// Creates a transformer that applies `transform`.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }

  /// Applies the transformer to `input`.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

extension Optional where Wrapped == UIConfigurationTextAttributesTransformer {
  /// The font the transformer gives text whose font is `font` (`font` when there is none).
  func font(transforming font: UIFont) -> UIFont {
    guard let self else { return font }
    var attributes = AttributeContainer()
    attributes[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
    return self(attributes)[AttributeScopes.UIKitAttributes.FontAttribute.self] ?? font
  }
}
