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
  /// Whether two optional transformers are the same transformer (or both absent).
  func isSameTransformer(as other: UIConfigurationTextAttributesTransformer?) -> Bool {
    switch (self, other) {
    case (nil, nil): true
    case let (lhs?, rhs?): lhs.identity === rhs.identity
    default: false
    }
  }

  /// Hashes which transformer this is.
  func hashTransformer(into hasher: inout Hasher) {
    hasher.combine(self.map { ObjectIdentifier($0.identity) })
  }

  /// The font the transformer gives text whose font is `font` (`font` when there is none).
  func font(transforming font: UIFont) -> UIFont {
    guard let self else { return font }
    var attributes = AttributeContainer()
    attributes[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
    return self(attributes)[AttributeScopes.UIKitAttributes.FontAttribute.self] ?? font
  }
}
