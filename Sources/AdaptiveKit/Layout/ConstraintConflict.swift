/// What UIKit's "Unable to simultaneously satisfy constraints" message says, as values: the
/// required constraint the engine broke and every constraint involved, by object identity, so a
/// client maps them to its own records (Lint to document ids) without reading the log text.
package struct ConstraintConflict: Sendable, Hashable {
  /// One constraint of a conflict.
  package struct Member: Sendable, Hashable {
    /// The `NSLayoutConstraint`'s identity; nil for a constraint UIKit makes itself (intrinsic
    /// content size, autoresizing mask, stack view arrangement).
    package var constraint: ObjectIdentifier?
    /// The constraint as UIKit's log describes it.
    package var description: String
  }

  /// The constraint the engine broke (it stays active but no longer has to hold).
  package var broken: Member
  /// Every constraint of the conflict in the log's order, the broken one last.
  package var involved: [Member]

  /// UIKit's console text for the conflict.
  package var text: String {
    ConflictReport.text(breaking: broken.description, involved: involved.map(\.description))
  }
}
