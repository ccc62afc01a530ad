/// An attribute as written before a declaration: `@objc`, `@objc(save:)`, `@IBOutlet`.
struct AttributeUse: Equatable {
  /// The name without `@`.
  let name: String
  /// The text inside the parentheses, when there are any (`save:` for `@objc(save:)`).
  let argument: String?
  /// The attribute's tokens, `@name` through its closing parenthesis.
  let tokens: Range<Int>
  /// The 1-based line of the attribute.
  let line: Int
}

/// A declaration modifier (`override`, `public`, `private(set)`…) and where it is.
struct ModifierUse: Equatable {
  /// The modifier's first word.
  let name: String
  /// The modifier's tokens.
  let tokens: Range<Int>
}

/// A class, struct, enum, protocol, actor or extension declaration.
struct TypeDeclaration {
  /// The declaration's keyword.
  enum Kind: String { case `class`, `struct`, `enum`, `protocol`, actor, `extension` }

  let kind: Kind
  /// The name, qualified by enclosing types (`Outer.Inner`); for an extension, the type extended.
  let name: String
  /// The first token of the declaration (its first attribute or modifier).
  let start: Int
  /// The names of the inherited types and protocols, generic arguments left out.
  let inherited: [String]
  /// Whether the declaration has generic parameters.
  let isGeneric: Bool
  let attributes: [AttributeUse]
  let modifiers: [ModifierUse]
  /// The token of the opening brace of the body.
  var bodyOpen: Int?
  /// The token of the closing brace of the body.
  var bodyClose: Int?
  let line: Int

  /// The access modifier written on the declaration, if any.
  var access: String? { modifiers.first { AccessLevel.names.contains($0.name) }?.name }
}

/// A parameter of a function or initializer.
struct Parameter: Equatable {
  /// The argument label (`_` when there is none).
  let label: String
  /// The name inside the body.
  let name: String
  /// The type as written.
  let type: String
  /// Whether the parameter is `inout`.
  let isInout: Bool
  /// Whether the parameter is variadic.
  let isVariadic: Bool
}

/// A function, initializer, subscript, property or import, with what porting reads from it.
struct MemberDeclaration {
  enum Kind: String { case `func`, `init`, `subscript`, `var`, `let` }

  let kind: Kind
  /// The base name (`init` for initializers, `subscript` for subscripts).
  let name: String
  /// The token holding the name.
  let nameToken: Int
  /// The first token of the declaration (its first attribute or modifier, else its keyword).
  let start: Int
  /// The declaration's keyword token.
  let keyword: Int
  let attributes: [AttributeUse]
  let modifiers: [ModifierUse]
  let parameters: [Parameter]
  /// The property's type as written, for properties.
  let type: String?
  let isThrowing: Bool
  let isAsync: Bool
  /// The opening and closing braces of the body or accessor block.
  let body: ClosedRange<Int>?
  /// The index of the innermost type declaration the member belongs to directly.
  let owner: Int?
  let line: Int

  /// Whether the declaration carries `@name`.
  func has(_ attribute: String) -> Bool { attributes.contains { $0.name == attribute } }
  /// Whether the declaration carries the modifier `name`.
  func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }
  /// The access modifier written on the declaration, if any.
  var access: String? { modifiers.first { AccessLevel.names.contains($0.name) }?.name }
}

/// An `import` declaration.
struct ImportDeclaration {
  /// The attributes before `import` (`@testable`, `@_exported`).
  let attributes: [AttributeUse]
  /// The import kind (`class`, `struct`…) when it imports a single declaration.
  let kind: String?
  /// The tokens of the dotted module path.
  let path: Range<Int>
  /// The module path as written, without spaces.
  let pathText: String
  let line: Int
}

/// A `#if` or `#elseif` directive and the tokens of its condition.
struct ConditionDirective {
  /// The directive token.
  let directive: Int
  /// The condition's tokens (to the end of the line, comments left out).
  let condition: Range<Int>
}

/// Swift's access levels, as modifiers.
enum AccessLevel {
  static let names: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
}
