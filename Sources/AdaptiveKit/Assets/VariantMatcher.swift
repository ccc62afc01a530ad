/// Chooses the variant of an artwork (or color) for a trait collection.
///
/// Unconfirmed, chosen algorithm (behaviour reference §7.3, extended to the catalog's other slots):
/// a variant is compatible when every trait it specifies, except the scale, equals the query's —
/// an unspecified query style counts as light, contrast as normal, layout direction as left to
/// right, gamut as sRGB, and a P3 query also accepts sRGB artwork. Among compatible variants the
/// most specific wins: exact idiom over universal, two size classes over one over none, width
/// over height, then appearance (style, contrast), gamut and direction. Within the winning group
/// the scale is exact, else the artwork's vector form, else the smallest larger scale, else the
/// largest smaller one.
enum VariantMatcher {
  /// The index of the best variant, or nil when none is compatible (or `variants` is empty).
  static func bestIndex(of variants: [VariantTraits], for query: VariantTraits) -> Int? {
    var bestGroup: VariantTraits?
    var bestRank: [Int] = []
    for variant in variants where isCompatible(variant, with: query) {
      let rank = self.rank(variant, for: query)
      if bestGroup == nil || bestRank.lexicographicallyPrecedes(rank) {
        bestGroup = variant.withoutScale
        bestRank = rank
      }
    }
    guard let group = bestGroup else { return nil }
    let members = variants.indices.filter { variants[$0].withoutScale == group }
    return bestScale(among: members, of: variants, wanted: query.scale)
  }

  /// The best variant, or when none is compatible the one that differs from the query in the
  /// fewest traits: `UIImageAsset.image(with:)` "returns the best match available".
  static func closestIndex(of variants: [VariantTraits], for query: VariantTraits) -> Int? {
    if let best = bestIndex(of: variants, for: query) { return best }
    guard !variants.isEmpty else { return nil }
    let fewest = variants.map { mismatches($0, query) }.min() ?? 0
    let group = variants.indices.filter { mismatches(variants[$0], query) == fewest }
    // Among equally distant variants prefer the least specific artwork, then the best scale.
    let generality = group.map { specifiedCount(variants[$0]) }.min() ?? 0
    let general = group.filter { specifiedCount(variants[$0]) == generality }
    return bestScale(among: general, of: variants, wanted: query.scale)
  }

  static func isCompatible(_ variant: VariantTraits, with query: VariantTraits) -> Bool {
    mismatches(variant, query) == 0
  }

  private static func mismatches(_ v: VariantTraits, _ q: VariantTraits) -> Int {
    var count = 0
    if v.idiom != .unspecified && v.idiom != q.idiom { count += 1 }
    if v.horizontal != .unspecified && v.horizontal != q.horizontal { count += 1 }
    if v.vertical != .unspecified && v.vertical != q.vertical { count += 1 }
    if v.style != .unspecified && v.style != (q.style == .unspecified ? .light : q.style) { count += 1 }
    if v.contrast != .unspecified && v.contrast != (q.contrast == .unspecified ? .normal : q.contrast) { count += 1 }
    let gamut = q.gamut == .unspecified ? UIDisplayGamut.SRGB : q.gamut
    if v.gamut != .unspecified && v.gamut != gamut && !(v.gamut == .SRGB && gamut == .P3) { count += 1 }
    let direction = q.direction == .unspecified ? UITraitEnvironmentLayoutDirection.leftToRight : q.direction
    if v.direction != .unspecified && v.direction != direction { count += 1 }
    return count
  }

  private static func rank(_ v: VariantTraits, for q: VariantTraits) -> [Int] {
    let sizeClasses = (v.horizontal != .unspecified ? 1 : 0) + (v.vertical != .unspecified ? 1 : 0)
    let gamut = q.gamut == .unspecified ? UIDisplayGamut.SRGB : q.gamut
    return [
      v.idiom != .unspecified ? 1 : 0,
      sizeClasses,
      v.horizontal != .unspecified ? 1 : 0,
      v.style != .unspecified ? 1 : 0,
      v.contrast != .unspecified ? 1 : 0,
      v.gamut == gamut ? 2 : (v.gamut == .unspecified ? 1 : 0),
      v.direction != .unspecified ? 1 : 0,
    ]
  }

  private static func specifiedCount(_ v: VariantTraits) -> Int {
    [v.idiom != .unspecified, v.horizontal != .unspecified, v.vertical != .unspecified,
     v.style != .unspecified, v.contrast != .unspecified, v.gamut != .unspecified,
     v.direction != .unspecified].filter { $0 }.count
  }

  private static func bestScale(among members: [Int], of variants: [VariantTraits], wanted: CGFloat) -> Int? {
    if let exact = members.first(where: { variants[$0].scale == wanted }) { return exact }
    if let vector = members.first(where: { variants[$0].scale == 0 }) { return vector }
    let larger = members.filter { variants[$0].scale > wanted }
    if let smallestLarger = larger.min(by: { variants[$0].scale < variants[$1].scale }) { return smallestLarger }
    return members.max { variants[$0].scale < variants[$1].scale }
  }
}
