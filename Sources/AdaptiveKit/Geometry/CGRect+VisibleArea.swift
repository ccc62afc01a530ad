import Foundation

extension CGRect {
  /// Whether this rectangle covers some of `area`: an overlap with width and height, which a cell
  /// needs to be seen. swift-corelibs-foundation's `intersects(_:)` also counts rectangles that
  /// only share an edge, so a row starting exactly at the bottom of the visible area got a cell
  /// that shows nothing; tables here already choose rows by half-open spans, and collection
  /// views now tile the same way.
  func sharesArea(with area: CGRect) -> Bool {
    minX < area.maxX && area.minX < maxX && minY < area.maxY && area.minY < maxY
  }
}
