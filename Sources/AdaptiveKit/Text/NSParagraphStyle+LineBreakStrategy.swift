import Foundation

extension NSParagraphStyle {
  /// Ways the text system chooses where lines break, beyond the line break mode (UIKit's raw
  /// values). AdaptiveKit models `pushOut`; Hangul breaks as other wide characters do.
  public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A paragraph's last line never holds a single word: it takes the word before it from the
    /// line above when both fit.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// No line break between Hangul characters.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    /// The strategies of standard UI labels (UILabel's default from iOS 14).
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
  }
}
