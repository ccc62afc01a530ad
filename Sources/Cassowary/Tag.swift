/// The symbols a constraint put into the tableau, which identify its effect for removal.
struct Tag {
  /// The slack of an inequality or the positive error of an optional equality; -1 for a required
  /// equality, which has no marker (see ``Tableau``).
  var marker: Int32 = -1
  /// The error of an optional inequality or the negative error of an optional equality; or -1.
  var other: Int32 = -1
  /// The strength level (``Strength/value``).
  var level: Double
}
