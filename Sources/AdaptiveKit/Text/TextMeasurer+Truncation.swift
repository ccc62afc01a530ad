import Foundation

extension TextMeasurer {
  /// A line's final text and width after truncation or clipping.
  struct FittedLine {
    let text: String
    let width: CGFloat
    let isTruncated: Bool
  }

  /// Fits `characters[range]` into `limit`: unchanged when it fits (and no ellipsis is forced),
  /// else clipped or shortened with "…" at the head, middle or tail per `mode`.
  static func fit(
    _ characters: [Character], _ advances: [CGFloat], range: Range<Int>, limit: CGFloat?,
    mode: NSLineBreakMode, forceEllipsis: Bool, font: UIFont
  ) -> FittedLine {
    let slice = Array(characters[range])
    let widths = Array(advances[range])
    let full = widths.reduce(0, +)
    let fits = limit.map { full <= $0 + 0.001 } ?? true
    if fits, !forceEllipsis { return FittedLine(text: String(slice), width: full, isTruncated: false) }
    guard mode.truncates else {
      // Clipping and wrapping modes cut the line at the edge without an ellipsis.
      return FittedLine(text: String(slice), width: min(full, limit ?? full), isTruncated: true)
    }
    let ellipsisWidth = font.advances(of: [ellipsis]).first ?? 0
    guard let limit else {
      let text = mode == .byTruncatingHead ? String(ellipsis) + String(slice) : String(slice) + String(ellipsis)
      return FittedLine(text: text, width: full + ellipsisWidth, isTruncated: true)
    }
    let available = limit - ellipsisWidth
    guard available >= 0 else { return FittedLine(text: "", width: 0, isTruncated: true) }
    var head = 0  // characters kept from the start
    var tail = 0  // characters kept from the end
    var used: CGFloat = 0
    switch mode {
    case .byTruncatingHead:
      while tail < slice.count, used + widths[slice.count - 1 - tail] <= available + 0.001 {
        used += widths[slice.count - 1 - tail]
        tail += 1
      }
    case .byTruncatingMiddle:
      var headWidth: CGFloat = 0
      var tailWidth: CGFloat = 0
      while head + tail < slice.count {
        let takeHead = headWidth <= tailWidth
        let next = takeHead ? widths[head] : widths[slice.count - 1 - tail]
        guard used + next <= available + 0.001 else { break }
        used += next
        if takeHead { head += 1; headWidth += next } else { tail += 1; tailWidth += next }
      }
    default:
      while head < slice.count, used + widths[head] <= available + 0.001 {
        used += widths[head]
        head += 1
      }
    }
    // Whitespace next to the ellipsis is dropped, as CoreText does.
    while head > 0, slice[head - 1].isWhitespace { head -= 1; used -= widths[head] }
    while tail > 0, slice[slice.count - tail].isWhitespace { used -= widths[slice.count - tail]; tail -= 1 }
    let text = String(slice[0..<head]) + String(ellipsis) + String(slice[(slice.count - tail)...])
    return FittedLine(text: text, width: max(used, 0) + ellipsisWidth, isTruncated: true)
  }
}
