/// The identity of one transformer and its copies.
final class TransformerIdentity: Sendable {}

/// A transformer that compares by which transformer it is: copies share an identity.
protocol IdentifiedTransformer { var identity: TransformerIdentity { get } }

extension UIConfigurationColorTransformer: IdentifiedTransformer {}
extension UIConfigurationTextAttributesTransformer: IdentifiedTransformer {}

extension Optional where Wrapped: IdentifiedTransformer {
  /// Whether two optional transformers are the same transformer (or both absent).
  func isSameTransformer(as other: Wrapped?) -> Bool {
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
}
