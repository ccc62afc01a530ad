import Foundation

/// How big UIKit makes a symbol image: its longer side is the configured point size times the
/// symbol's extent per point, times the scale's factor; the shorter side follows the symbol's
/// proportions; both land on the pixel grid.
enum SymbolImageMetrics {
  /// The point size of a symbol with no point size, font or text style comes from the body text
  /// style at the Large content size (17 pt): image views showing unconfigured symbols in the
  /// corpora measure as 17-pt symbols (the `measuredExtentPerPoint` rows at 17 pt).
  static let defaultTextStyle = UIFont.TextStyle.body

  /// Apple documents the small scale as about 20 % smaller than medium (`NSImage.SymbolScale.small`).
  static let smallScaleFactor: CGFloat = 0.8
  /// Apple documents the large scale as about 30 % larger than medium (`NSImage.SymbolScale.large`).
  static let largeScaleFactor: CGFloat = 1.3

  /// Longer side ÷ point size for symbols whose image size a document records at a known point
  /// size (image views UIKit sized to their image: table cells' image views, and image views
  /// with no size constraints).
  static let measuredExtentPerPoint: [String: CGFloat] = [
    // corpus-apps NordicSemiconductor IOS-nRF-Mesh-Library DFU.storyboard, cell image view: 20 × 19 at 17 pt.
    "info.circle": 20 / 17,
    // corpus-apps tinode Main.storyboard, cell image view: 22.667 × 21 at 17 pt.
    "tag.fill": (68.0 / 3) / 17,
    // corpus-apps tinode Main.storyboard, cell image view: 23.333 × 20 at 17 pt.
    "rectangle.portrait.and.arrow.right": (70.0 / 3) / 17,
    // corpus-apps tinode SendMessageBar.xib, pointSize 18 medium: 19 × 19.5.
    "lock": 19.5 / 18,
    // corpus-apps tinode SendMessageBar.xib, pointSize 18 medium: 20.5 × 22.
    "trash": 22 / 18,
  ]

  /// Longer side ÷ point size for every other symbol: the median of the measured ones (trash's).
  static let unmeasuredExtentPerPoint: CGFloat = 22 / 18

  /// Width ÷ height of the circle-enclosed symbols (`*.circle`, `globe`, `safari`, `nosign`: the
  /// 26 symbols both corpora record at 128 × 123).
  static let circledAspectRatio = 128.0 / 123.0
  /// Longer side ÷ point size of a circle-enclosed symbol: 20 × 19 at 17 pt, the same in three
  /// repositories' stored frames (corpus-apps nRF-Mesh DFU.storyboard info.circle unconstrained
  /// 20 × 19; KeePassium EntryFieldViewerVC globe 20 wide, 19 high; threema License.storyboard
  /// checkmark.circle.fill and globe 19 high in a 20-point alignment rect, see
  /// `alignmentRectInsets`).
  static let circledExtentPerPoint: CGFloat = 20 / 17

  /// The longer side ÷ point size of the symbol `name` of proportions `aspectRatio`.
  static func extentPerPoint(of name: String, aspectRatio: Double) -> CGFloat {
    if let measured = measuredExtentPerPoint[name] { return measured }
    return abs(aspectRatio - circledAspectRatio) < 0.001 ? circledExtentPerPoint : unmeasuredExtentPerPoint
  }

  /// The factor a symbol scale applies to the point size (`.default` and `.unspecified` are medium).
  static func factor(for scale: UIImage.SymbolScale) -> CGFloat {
    switch scale {
    case .small: return smallScaleFactor
    case .large: return largeScaleFactor
    case .medium, .default, .unspecified: return 1
    }
  }

  /// The size UIKit gives the symbol `name` (width ÷ height `aspectRatio`) under `configuration`,
  /// on a screen of `displayScale` pixels per point.
  static func size(
    of name: String, aspectRatio: Double, configuration: UIImage.SymbolConfiguration?, displayScale: CGFloat
  ) -> CGSize {
    let pointSize = configuration?.resolvedPointSize ?? UIImage.SymbolConfiguration.defaultPointSize
    let extent = pointSize * extentPerPoint(of: name, aspectRatio: aspectRatio)
      * factor(for: configuration?.scale ?? .unspecified)
    let ratio = CGFloat(aspectRatio)
    let raw = ratio >= 1 ? CGSize(width: extent, height: extent / ratio) : CGSize(width: extent * ratio, height: extent)
    let scale = displayScale > 0 ? displayScale : 1
    return CGSize(width: (raw.width * scale).rounded() / scale, height: (raw.height * scale).rounded() / scale)
  }

  /// The alignment rect insets of a symbol image of `imageSize` under `configuration`: its
  /// alignment rect is the system font's line (ascender to descender) at the symbol's point size,
  /// whatever the symbol scale, as wide as the image, so symbols line up with text; the glyph is
  /// centred on the middle of the cap height. Apple's forums (thread 716773) print
  /// chevron.compact.down at 64 pt: 70.33 × 25.67 with insets top −25, bottom −25.67, left and
  /// right 0 — a 76.33-point rect, SF's line at 64 pt. In both corpora no image view showing a
  /// symbol with width and height constraints (36 views, 7 repositories) is stored at its
  /// constraints: each is its alignment rect plus these insets (checkmark.circle.fill 20 × 20 →
  /// 20 × 18.67, applelogo 32 and 60 high → 1.67 lower, key.fill 20 → 22.33).
  static func alignmentRectInsets(
    imageSize: CGSize, configuration: UIImage.SymbolConfiguration?, displayScale: CGFloat
  ) -> UIEdgeInsets {
    let pointSize = configuration?.resolvedPointSize ?? UIImage.SymbolConfiguration.defaultPointSize
    let font = UIFont.systemFont(ofSize: pointSize)
    let scale = displayScale > 0 ? displayScale : 1
    func onPixels(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    let lineHeight = onPixels(font.ascender - font.descender)
    // The glyph's top above the baseline less the line's: how far the frame reaches above the rect.
    let top = onPixels(font.capHeight / 2 + imageSize.height / 2 - font.ascender)
    return UIEdgeInsets(top: top, left: 0, bottom: imageSize.height - lineHeight - top, right: 0)
  }
}
