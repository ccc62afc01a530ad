import Foundation

/// Generated lookup tables stored as sorted keys beside their values (kerning pairs, advances
/// beyond Latin-1): one binary search for all of them.
enum SortedTable {
  /// The value stored for `key`, or nil when `keys` (sorted ascending) lacks it.
  static func value<Key: Comparable, Value>(for key: Key, keys: [Key], values: [Value]) -> Value? {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low < keys.count && keys[low] == key ? values[low] : nil
  }
}
