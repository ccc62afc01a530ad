import Foundation

extension UITextField {
  /// What a rounded-rect field adds to its text's line height, above and below together.
  ///
  /// Unconfirmed, inferred from stored frames as the whole-point allowance that keeps every
  /// rounded field without a height constraint at its release's fixed height: Xcode 5–10 store
  /// 30 for 17- and 18-point fields (line 21.5, so at most 8.5), Xcode 11 on 34 for Title3 fields
  /// at Large (line 23.9). Only fonts above about 21 points grow the field: text styles at the
  /// larger categories, where UIKit grows it too rather than clip a 53-point line into 34 points.
  static let roundedRectLineAllowance: CGFloat = 8

  /// A rounded-rect field's height for `font`: the release's fixed height, or the font's line
  /// and `roundedRectLineAllowance` where that is taller, in whole points.
  static func roundedRectHeight(for font: UIFont, on release: UIKitRelease) -> CGFloat {
    max(ControlMetrics.roundedTextFieldHeight[release], (font.lineHeight + roundedRectLineAllowance).rounded(.up))
  }
}
