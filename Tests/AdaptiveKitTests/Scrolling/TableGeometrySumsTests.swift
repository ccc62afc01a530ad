@testable import AdaptiveKit
import Foundation
import Testing

/// Row heights changed one at a time (as a scroll measures them) are summed when asked for: every
/// query answers what a geometry summed from scratch answers, before and after `settle()`.
@Suite struct TableGeometrySumsTests {
  /// Heights with fractions, so a different order of summing would show in the last bits.
  static let measured: [(section: Int, row: Int, height: CGFloat)] = [
    (0, 3, 61.5), (0, 4, 20.333), (0, 9, 0.1), (1, 0, 77.25), (0, 1, 13.7), (1, 5, 44.01), (1, 4, 3.3),
  ]

  static func geometry(_ heights: [[CGFloat]]) -> TableGeometry {
    TableGeometry(
      tableHeaderHeight: 10, tableFooterHeight: 7,
      sections: heights.map { TableGeometry.Section(headerHeight: 28, footerHeight: 5, rowHeights: $0) })
  }

  static func finalHeights() -> [[CGFloat]] {
    var heights = [[CGFloat](repeating: 43, count: 12), [CGFloat](repeating: 44.5, count: 8)]
    for change in measured { heights[change.section][change.row] = change.height }
    return heights
  }

  static func expectSameAnswers(_ changed: TableGeometry, _ fresh: TableGeometry) {
    #expect(changed.contentHeight == fresh.contentHeight)
    #expect(changed.tableFooterTop == fresh.tableFooterTop)
    for (section, rows) in fresh.sections.enumerated() {
      #expect(changed.sections[section].top == fresh.sections[section].top)
      #expect(changed.sections[section].bottom == fresh.sections[section].bottom)
      for row in 0..<rows.rowCount {
        let indexPath = IndexPath(row: row, section: section)
        #expect(changed.rowSpan(indexPath) == fresh.rowSpan(indexPath))
      }
    }
    for minY in stride(from: CGFloat(0), through: 900, by: 37.5) {
      #expect(changed.indexPaths(from: minY, to: minY + 120) == fresh.indexPaths(from: minY, to: minY + 120))
    }
  }

  @Test func unsettledQueriesAnswerAsAFreshSum() {
    var changed = Self.geometry([[CGFloat](repeating: 43, count: 12), [CGFloat](repeating: 44.5, count: 8)])
    for change in Self.measured {
      changed.setHeight(change.height, of: IndexPath(row: change.row, section: change.section))
    }
    Self.expectSameAnswers(changed, Self.geometry(Self.finalHeights()))
  }

  @Test func settledSumsAreAFreshSum() {
    var changed = Self.geometry([[CGFloat](repeating: 43, count: 12), [CGFloat](repeating: 44.5, count: 8)])
    for (index, change) in Self.measured.enumerated() {
      changed.setHeight(change.height, of: IndexPath(row: change.row, section: change.section))
      if index % 2 == 0 { changed.settle() }
    }
    changed.settle()
    let fresh = Self.geometry(Self.finalHeights())
    for section in fresh.sections.indices {
      #expect(changed.sections[section].rowTops == fresh.sections[section].rowTops)
    }
    Self.expectSameAnswers(changed, fresh)
  }
}
