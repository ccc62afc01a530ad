/// A type representing a trait in a trait collection (iOS 17); conform to define a custom trait.
///
/// Only `defaultValue` is required. A trait's value type is checked at compile time: the subscripts
/// on `UITraitCollection`, `UIMutableTraits` and `UITraitOverrides` take and return `Value`.
public protocol UITraitDefinition {
  /// The type of the trait's value.
  associatedtype Value
  /// The value a trait collection reports when the trait is not specified.
  static var defaultValue: Value { get }
  /// Whether a change of this trait can change how dynamic colors and images resolve.
  static var affectsColorAppearance: Bool { get }
  /// A unique identifier for the trait (reverse-DNS recommended).
  static var identifier: String { get }
  /// A short human-readable name, used in descriptions.
  static var name: String { get }
}

extension UITraitDefinition {
  /// By default a custom trait does not affect color appearance.
  public static var affectsColorAppearance: Bool { false }
  /// By default the fully qualified Swift type name.
  public static var identifier: String { String(reflecting: Self.self) }
  /// By default the type's name.
  public static var name: String { String(describing: Self.self) }
}

/// A trait definition type, as used in trait registration lists.
public typealias UITrait = any UITraitDefinition.Type

/// A trait whose value is a `CGFloat`.
public protocol UICGFloatTraitDefinition: UITraitDefinition where Value == CGFloat {}
/// A trait whose value is an integer.
public protocol UINSIntegerTraitDefinition: UITraitDefinition where Value == Int {}
/// A trait whose value is an object.
public protocol UIObjectTraitDefinition: UITraitDefinition where Value: AnyObject {}

/// Identity of a trait, system or custom, independent of its value type.
struct TraitKey: Hashable, Sendable {
  let id: ObjectIdentifier
  init(_ trait: any UITraitDefinition.Type) { id = ObjectIdentifier(trait) }
}
