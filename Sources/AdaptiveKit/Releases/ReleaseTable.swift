/// A metric that changed between UIKit releases: each value holds from its release until the
/// next entry's.
package struct ReleaseTable<Value: Sendable>: Sendable {
  /// The entries, oldest first; the first holds for every earlier release too.
  let entries: [(since: UIKitRelease, value: Value)]

  init(_ entries: [(since: UIKitRelease, value: Value)]) {
    precondition(!entries.isEmpty, "a release table needs at least one entry")
    self.entries = entries.sorted { $0.since < $1.since }
  }

  /// The value in `release`.
  package subscript(release: UIKitRelease) -> Value {
    var value = entries[0].value
    for entry in entries where entry.since <= release { value = entry.value }
    return value
  }
}
