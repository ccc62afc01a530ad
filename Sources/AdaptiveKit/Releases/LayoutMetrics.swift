/// Layout rules by UIKit release, each with its evidence.
enum LayoutMetrics {
  /// Whether layout margins grow by the safe area (`insetsLayoutMarginsFromSafeArea`): from iOS
  /// 11, which introduced the safe area. iOS 10 kept a root view's top and bottom margins at zero
  /// and left the bars to the top and bottom layout guides; Interface Builder draws documents of
  /// Xcode 8 and earlier that way.
  static let marginsFollowSafeArea = ReleaseTable<Bool>([(.iOS7, false), (.iOS11, true)])

  /// Whether a label's text wrapped at an explicit `preferredMaxLayoutWidth` reports all of that
  /// width as its intrinsic width (iOS 7–8) rather than its widest line. aws-sdk-ios-samples'
  /// two-line label with a 256-point preferred width is stored 256 wide by Xcode 5 and 6 (iOS 7–8
  /// SDKs) and 252, its widest line, by Xcode 7. Unconfirmed beyond that label's four copies.
  static let labelSpansPreferredWidth = ReleaseTable<Bool>([(.iOS7, true), (.iOS9, false)])

  /// Whether a label's plain text avoids a one-word last line by pushing a word down from the
  /// line above (`NSParagraphStyle.LineBreakStrategy.pushOut`): from iOS 11, a change developers
  /// reported that year ("the second line of text always has at least 2 words") and iOS 14 made
  /// settable as `UILabel.lineBreakStrategy` (default `.standard`). Stored so by Xcode 10
  /// (lockwise's "Nombre de usuario copiado" at a 145-point preferred width, 90.5 wide: "Nombre
  /// de" over "usuario copiado") and Xcode 14 (element's two-line pin-code message).
  static let labelPushesOutLastWord = ReleaseTable<Bool>([(.iOS7, false), (.iOS11, true)])
}
