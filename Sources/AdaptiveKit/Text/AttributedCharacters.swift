import Foundation

/// An attributed string read for measuring: its characters, each with the font, kern and
/// paragraph style of the run it is in (attributes a run lacks come from the view's defaults).
struct AttributedCharacters {
  let characters: [Character]
  /// The font of each character (the default font where its run sets none).
  let fonts: [UIFont]
  /// The extra space after each character (`.kern`; 0 where its run sets none).
  let kerns: [CGFloat]
  /// The paragraph style of each character (nil where its run sets none).
  let paragraphStyles: [NSParagraphStyle?]

  /// Reads `text`, measuring fonts as they are on `release`.
  init(_ text: NSAttributedString, defaultFont: UIFont, release: UIKitRelease) {
    self.init(runs: AttributedRun.runs(of: text), defaultFont: defaultFont, release: release)
  }

  /// Reads `runs`, measuring fonts as they are on `release`.
  init(runs: [AttributedRun], defaultFont: UIFont, release: UIKitRelease) {
    var characters: [Character] = []
    var fonts: [UIFont] = []
    var kerns: [CGFloat] = []
    var styles: [NSParagraphStyle?] = []
    // Runs share their font object; measuring a system font makes a new one, so remember the
    // last, which keeps one run's characters on one font (one kerning-pair lookup per run).
    var lastFont: (given: UIFont, measured: UIFont)?
    for run in runs {
      let given = (run.attributes[.font] as? UIFont) ?? defaultFont
      if lastFont?.given !== given { lastFont = (given, given.measured(on: release)) }
      let font = lastFont?.measured ?? given
      let kern = Self.points(run.attributes[.kern]) ?? 0
      let style = run.attributes[.paragraphStyle] as? NSParagraphStyle
      for character in run.text {
        characters.append(character)
        fonts.append(font)
        kerns.append(kern)
        styles.append(style)
      }
    }
    self.characters = characters
    self.fonts = fonts
    self.kerns = kerns
    self.paragraphStyles = styles
  }

  /// A number attribute in points, however it was written (`NSNumber`, `CGFloat`, `Double`, `Int`).
  static func points(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  /// The advances of `range`: each run of one font measured together (so its kerning pairs
  /// apply), then each character's kern added after it, as CoreText adds it, the last
  /// character's included.
  func advances(in range: Range<Int>) -> [CGFloat] {
    var advances: [CGFloat] = []
    advances.reserveCapacity(range.count)
    var start = range.lowerBound
    while start < range.upperBound {
      var end = start + 1
      while end < range.upperBound, fonts[end] === fonts[start] || fonts[end].isEqual(fonts[start]) { end += 1 }
      advances += fonts[start].advances(of: Array(characters[start..<end]))
      start = end
    }
    for index in range where kerns[index] != 0 { advances[index - range.lowerBound] += kerns[index] }
    return advances
  }
}
