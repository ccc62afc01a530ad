import Foundation

/// The shape of SF Symbols: which names exist and how wide each is for its height.
///
/// Linux has no SF Symbols font, so the proportions come from what Interface Builder records for
/// the symbols documents use (`SystemSymbolProportions+Data.swift`, generated). Any other
/// well-formed name is treated as a square symbol, because UIKit knows thousands of names this
/// table cannot list; the first use of such a name is logged so the guess is never silent.
enum SystemSymbolProportions {
  /// A symbol name: dot-separated lowercase words and digits (`chevron.right`, `0.circle`).
  static func isWellFormed(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return !parts.isEmpty
      && parts.allSatisfy { part in
        !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      }
  }

  private static let byName: [String: Double] = Dictionary(
    table.map { ($0.name, $0.width / $0.height) }, uniquingKeysWith: { first, _ in first })

  private static let warned = LockedValue<Set<String>>([])

  /// Width ÷ height of the symbol `name`; nil when the name is not a symbol name at all. A
  /// well-formed name missing from the table is square (logged once).
  static func aspectRatio(of name: String) -> Double? {
    if let known = byName[name] { return known }
    guard isWellFormed(name) else { return nil }
    let isNew = warned.withLock { $0.insert(name).inserted }
    if isNew {
      AdaptiveKitLog.shared.report(
        .assets, "UIImage(systemName: \"\(name)\"): the symbol's proportions are unknown to AdaptiveKit; drawn square")
    }
    return 1
  }

  /// Whether AdaptiveKit knows the symbol's proportions.
  static func isKnown(_ name: String) -> Bool { byName[name] != nil }
}
