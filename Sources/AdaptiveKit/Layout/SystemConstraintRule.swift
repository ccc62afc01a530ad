/// The rules by which the layout engine makes constraints of its own (the root's size, autoresizing
/// masks, content guides, intrinsic sizes), named in logs by their raw values. An enum rather than
/// the name because the engine looks every constraint up by key on every layout pass.
enum SystemConstraintRule: String {
  case rootLeft = "root-left"
  case rootTop = "root-top"
  case fittingWidth = "fitting-width"
  case fittingHeight = "fitting-height"
  case rootWidth = "root-width"
  case rootHeight = "root-height"
  case autoresizingX = "h:x"
  case autoresizingY = "v:y"
  case autoresizingWidth = "h:width"
  case autoresizingHeight = "v:height"
  case contentLeft = "content-left"
  case contentTop = "content-top"
  case contentWidth = "content-width"
  case contentHeight = "content-height"
  case nonnegativeWidth = "nonnegative-width"
  case intrinsicCompressionH = "intrinsic-compression-h"
  case intrinsicHuggingH = "intrinsic-hugging-h"
  case nonnegativeHeight = "nonnegative-height"
  case intrinsicCompressionV = "intrinsic-compression-v"
  case intrinsicHuggingV = "intrinsic-hugging-v"
  case seedX = "seed-x"
  case seedY = "seed-y"
  case seedWidth = "seed-width"
  case seedHeight = "seed-height"

  /// Whether the rule's constant is the root's size, which a window resize or rotation changes
  /// while everything else stays (see `ConstraintSpec.keepsSolverMarker`).
  var followsRootSize: Bool { self == .rootWidth || self == .rootHeight }

  // A raw-value enum hashes and compares its raw value: a string hashed for every spec looked up
  // on every layout pass (6 % of scrolling a 10,000-row table). The case itself is enough.
  func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

  static func == (lhs: SystemConstraintRule, rhs: SystemConstraintRule) -> Bool { lhs.ordinal == rhs.ordinal }

  /// The case's place in the declaration (a payload-free enum is stored as its case's number);
  /// below 63, as `ConstraintKey`'s hash needs.
  var ordinal: UInt8 { unsafeBitCast(self, to: UInt8.self) }
}
