/// The heights UIKit gives the rows a search bar adds to its field's row
/// (`ControlMetrics.searchBarHeight`), on iOS 11 to 18.
enum SearchBarMetrics {
  /// The scope bar's row below the field: 44 points, as on iOS 7–10 where a bar with scopes was
  /// 88 tall. Unconfirmed for iOS 11 and later: only the sum with `promptHeight` is known (a
  /// public Xcode 14 document stores a bar with a prompt and a scope bar 132 points high).
  static let scopeBarHeight: CGFloat = 44

  /// The prompt's row above the field: what that 132-point bar leaves beside the field and a
  /// 44-point scope bar (unconfirmed: iOS 7's prompt was 31 points over a 44-point field).
  static let promptHeight: CGFloat = 32

  /// The row a search controller's bar adds below a navigation bar (`UINavigationItem`'s
  /// stacked placement): 52 points since iOS 13. Unconfirmed: no stored document or measurement
  /// in the corpus; iOS 11 and 12 gave it 56.
  static let navigationBarSearchRowHeight: CGFloat = 52
}
