/// A trait value or variant name that is not known, with the values that are.
public struct TraitVariantError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The option or setting that was given (`--appearance`, `variants`).
  public var option: String
  /// The text that was given.
  public var value: String
  /// Every value the option accepts, in the order to show them.
  public var accepted: [String]

  /// An error about `value` given for `option`.
  public init(option: String, value: String, accepted: [String]) {
    self.option = option
    self.value = value
    self.accepted = accepted
  }

  /// `unknown --appearance 'dim'; expected one of: light, dark`.
  public var description: String {
    "unknown \(option) '\(value)'; expected one of: \(accepted.joined(separator: ", "))"
  }
}
