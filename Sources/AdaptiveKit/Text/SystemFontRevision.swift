import Foundation

/// The San Francisco an iOS SDK ships. A system font measures with the revision of the UIKit
/// release its view runs (`UIFont.measured(on:)`, from the view's `UITraitCollection.uiKitRelease`),
/// so Interface Builder's canvas draws a document with its Xcode's SDK by simulating that release.
///
/// iOS 9 and 10 (Xcode 7 and 8) have SF UI; from iOS 11 (Xcode 9) the system font is SF Pro,
/// whose Display cut is narrower than SF UI Display's (lowercase 1.5–3.5 %, the space 420 units
/// against 490; its Text cut differs only in brackets, slashes and the asterisk). Both Display
/// cuts track by Apple's published table (+19/1000 em at 20 pt falling to 0 at 80 pt): Interface
/// Builder's 20-point labels from Xcode 9 to 16 fit SF Pro Display's advances with it (Andy0570's
/// "Bar Alpha:" 90, "Bar Hidden" 97.5), as Xcode 8's fit SF UI Display's.
///
/// Text sizes track by an earlier table through iOS 13 (17 and 18 pt −23/1000 em, 19 pt −26) and
/// by today's published one from iOS 14's variable SF Pro (−26, −25, −24); sizes up to 16 points
/// are the same in both. Unconfirmed, inferred from Interface Builder's stored frames: single-line
/// 17-pt labels from Xcode 7 to 11 are wider than today's table gives by 3–5/1000 em, those from
/// Xcode 12 on fit it (19 pt rests on three labels only).
public enum SystemFontRevision: Sendable, Hashable {
  /// SF UI (iOS 9–10).
  case sfUI
  /// SF Pro's static cuts (iOS 11–13).
  case sfProStatic
  /// SF Pro's variable font (iOS 14 and later), the default outside Interface Builder documents.
  case sfPro

  /// The revision `release` ships: SF UI through iOS 10, SF Pro's static cuts in iOS 11–13, its
  /// variable font from iOS 14.
  public init(release: UIKitRelease) {
    switch release {
    case ..<UIKitRelease.iOS11: self = .sfUI
    case ..<UIKitRelease.iOS14: self = .sfProStatic
    default: self = .sfPro
    }
  }
}
