import Foundation

extension AttributeScopes {
  /// The attributes UIKit adds to `AttributedString` (iOS 15): the ones AdaptiveKit measures.
  public struct UIKitAttributes: AttributeScope {
    /// The text's font.
    public let font: FontAttribute
    /// The text's color.
    public let foregroundColor: ForegroundColorAttribute
    /// Foundation's own attributes.
    public let foundation: AttributeScopes.FoundationAttributes

    /// The text's font (`NSAttributedString.Key.font`).
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }

    /// The text's color (`NSAttributedString.Key.foregroundColor`).
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSColor"
    }
  }

  /// UIKit's attribute scope.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name (`container.font`, `container.foregroundColor`).
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
    self[T.self]
  }
}
