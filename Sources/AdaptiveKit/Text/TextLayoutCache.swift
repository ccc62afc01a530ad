import Foundation

/// Text layouts already computed, by everything `TextMeasurer.layout` reads: the string, the
/// font's measuring properties, the line limit, the width and the line break mode. Layout is a
/// pure function of those, so a remembered result is the result. Bounded: when full it starts
/// over rather than tracking use (a corpus render fills it in seconds, then hits).
final class TextLayoutCache: @unchecked Sendable {
  /// The process-wide cache.
  static let shared = TextLayoutCache(capacity: 20_000)

  /// What a font contributes to a layout: its file, size and width model (with the San Francisco
  /// revision, whose Display tracking differs), and vertical metrics.
  struct FontKey: Hashable {
    let fontName: String
    let pointSize: CGFloat
    let weight: CGFloat
    let isItalic: Bool
    let isSystemFont: Bool
    let usesMonospacedDigits: Bool
    let typeface: BundledTypeface
    let verticalMetrics: FontVerticalMetrics
    let lineAdvance: CGFloat
    let revision: SystemFontRevision
    /// The app's font file, whose advances differ from any other file's of the same name.
    let appFont: AppFontFace?

    init(_ font: UIFont) {
      fontName = font.fontName
      pointSize = font.pointSize
      weight = font.weight.rawValue
      isItalic = font.isItalic
      isSystemFont = font.isSystemFont
      usesMonospacedDigits = font.usesMonospacedDigits
      typeface = font.typeface
      verticalMetrics = font.verticalMetrics
      lineAdvance = font.lineAdvance
      revision = font.measuringRevision
      appFont = font.appFont
    }
  }

  /// One layout request (a width that is not finite is stored as nil: layout treats it so).
  struct Key: Hashable {
    let text: String
    let font: FontKey
    let numberOfLines: Int
    let maxWidth: CGFloat?
    let lineBreakMode: NSLineBreakMode
    /// Whether a one-word last line takes a word from the line above (`TextMeasurer.pushingOut`).
    var pushesOut = false
  }

  private let lock = NSLock()
  private var storage: [Key: TextLayout] = [:]
  private let capacity: Int

  init(capacity: Int) { self.capacity = capacity }

  /// The layout stored for `key`, if any.
  func layout(for key: Key) -> TextLayout? { lock.withLock { storage[key] } }

  /// Remembers a layout, emptying the cache first when it is full.
  func store(_ layout: TextLayout, for key: Key) {
    lock.withLock {
      if storage.count >= capacity { storage.removeAll(keepingCapacity: true) }
      storage[key] = layout
    }
  }

  /// The number of layouts held (for tests).
  var count: Int { lock.withLock { storage.count } }
}
