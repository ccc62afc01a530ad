import AdaptiveKit
import InterfaceBuilder

/// One cell of the 3×3 size-class grid as the page names it: `width=any|compact|regular` and
/// `height=…`; the centre, Any/Any, is the base configuration.
struct SizeClassCell: Hashable, Sendable {
  var width: IBSizeClass
  var height: IBSizeClass

  /// The cell named by two query values; missing values mean Any.
  init(width: String?, height: String?) throws(DesignerRequestError) {
    self.width = try SizeClassCell.parse(width, axis: "width")
    self.height = try SizeClassCell.parse(height, axis: "height")
  }

  init(width: IBSizeClass, height: IBSizeClass) {
    self.width = width
    self.height = height
  }

  /// Every cell, row by row (height Any, Compact, Regular).
  static let all: [SizeClassCell] = IBSizeClassPair.allCases.map {
    SizeClassCell(width: $0.widthClass, height: $0.heightClass)
  }

  /// The document's spelling of the cell.
  var pair: IBSizeClassPair { IBSizeClassPair(widthClass: width, heightClass: height) }

  /// The runtime's spelling, for laying out.
  var runtimePair: SizeClassPair { SizeClassPair(horizontal: SizeClassCell.runtime(width), vertical: SizeClassCell.runtime(height)) }

  /// The key Xcode writes for a variation made in this cell.
  var variationKey: IBVariationKey { pair.variationKey }

  /// The page's name of a size class.
  static func name(_ sizeClass: IBSizeClass) -> String {
    switch sizeClass {
    case .unspecified: "any"
    case .compact: "compact"
    case .regular: "regular"
    }
  }

  /// Whether a layout finding's size class (`wC hR`) falls in this cell: Any takes every class.
  func covers(_ shortForm: String) -> Bool {
    let parts = shortForm.split(separator: " ")
    guard parts.count == 2 else { return true }
    return SizeClassCell.covers(width, String(parts[0].dropFirst()))
      && SizeClassCell.covers(height, String(parts[1].dropFirst()))
  }

  private static func covers(_ cell: IBSizeClass, _ letter: String) -> Bool {
    switch cell {
    case .unspecified: true
    case .compact: letter == "C"
    case .regular: letter == "R"
    }
  }

  private static func parse(_ text: String?, axis: String) throws(DesignerRequestError) -> IBSizeClass {
    switch text?.lowercased() {
    case nil, "", "any", "unspecified": return .unspecified
    case "compact": return .compact
    case "regular": return .regular
    case let other?: throw .badRequest("\(axis)=\(other) is not a size class (any, compact or regular)")
    }
  }

  private static func runtime(_ sizeClass: IBSizeClass) -> UIUserInterfaceSizeClass {
    switch sizeClass {
    case .unspecified: .unspecified
    case .compact: .compact
    case .regular: .regular
    }
  }
}
