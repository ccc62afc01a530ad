/// How a symbol configuration colours a symbol's layers (iOS 15): kept with the configuration,
/// combined by `applying(_:)` (the other's choice replaces this one's) and compared by
/// `isEqual(_:)`. The renderer draws a symbol in one colour whatever is chosen.
enum SymbolColorRendering: Equatable, CustomStringConvertible {
  /// One colour, its layers in decreasing opacity.
  case hierarchical(UIColor)
  /// A colour per layer.
  case palette([UIColor])
  /// The symbol's own colours.
  case multicolor
  /// One colour for every layer.
  case monochrome

  var description: String {
    switch self {
    case .hierarchical(let color): "hierarchical(\(color))"
    case .palette(let colors): "palette(\(colors.map(\.description).joined(separator: ", ")))"
    case .multicolor: "multicolor"
    case .monochrome: "monochrome"
    }
  }
}
