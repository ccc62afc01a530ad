/// Items whose key was already taken by an earlier item, each with that earlier item, in order:
/// the shape of every "identifier used twice" rule.
func repeatedKeys<Item>(in items: some Sequence<Item>, key: (Item) -> String?) -> [(item: Item, first: Item, key: String)] {
  var first: [String: Item] = [:]
  var result: [(item: Item, first: Item, key: String)] = []
  for item in items {
    guard let key = key(item), !key.isEmpty else { continue }
    if let earlier = first[key] {
      result.append((item, earlier, key))
    } else {
      first[key] = item
    }
  }
  return result
}
