import Foundation

extension OverlappingTargets {
  /// One screen's touch targets (interactive, visible views) bucketed by grid cell, so each view
  /// is compared only with the targets that share a cell with it rather than every view before it.
  /// Comparing with every view made lint quadratic in the number of views (a 10,000-view form).
  struct TargetIndex {
    /// A target that spans more cells than this goes to `unplaced` (compared with every view):
    /// a full-screen control would otherwise fill the grid.
    static let maximumCellsPerTarget = 64
    /// The cell side when the targets give no finite median size.
    static let fallbackCellSide: CGFloat = 44

    private struct Cell: Hashable {
      var column: Int
      var row: Int
    }

    private let views: [SurveyedView]
    /// Each id's first position in `views`: a view is compared with the views before it.
    private let firstPosition: [String: Int]
    /// Each id's parent (the first view with that id).
    private let parents: [String: String?]
    /// Positions of the targets in each cell, ascending.
    private let cells: [Cell: [Int]]
    /// Positions of the targets the grid does not hold (too large, or not finite), ascending.
    private let unplaced: [Int]
    /// Positions of every target, ascending.
    private let targets: [Int]
    private let cellSize: CGSize

    /// Indexes `views` (one screen's, parents before children).
    init(_ views: [SurveyedView]) {
      self.views = views
      var firstPosition: [String: Int] = [:]
      var parents: [String: String?] = [:]
      firstPosition.reserveCapacity(views.count)
      parents.reserveCapacity(views.count)
      var targets: [Int] = []
      for (position, view) in views.enumerated() {
        if firstPosition[view.id] == nil {
          firstPosition[view.id] = position
          parents[view.id] = view.parentID
        }
        if view.isInteractive, view.isVisible { targets.append(position) }
      }
      self.firstPosition = firstPosition
      self.parents = parents
      self.targets = targets
      // The median target's size: most targets then span one to four cells.
      func median(_ lengths: [CGFloat]) -> CGFloat {
        let finite = lengths.filter { $0.isFinite && $0 > 0 }.sorted()
        return finite.isEmpty ? Self.fallbackCellSide : finite[finite.count / 2]
      }
      let cellSize = CGSize(
        width: median(targets.map { views[$0].frame.width }), height: median(targets.map { views[$0].frame.height }))
      self.cellSize = cellSize
      var cells: [Cell: [Int]] = [:]
      var unplaced: [Int] = []
      for position in targets {
        guard let span = Self.span(of: views[position].frame, cellSize: cellSize) else {
          unplaced.append(position)
          continue
        }
        for column in span.columns {
          for row in span.rows { cells[Cell(column: column, row: row), default: []].append(position) }
        }
      }
      self.cells = cells
      self.unplaced = unplaced
    }

    /// The cells a frame covers (edges included), or nil when it covers too many or is not finite.
    private static func span(of frame: CGRect, cellSize: CGSize) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
      // Beyond this many cells from the origin a coordinate is not placed (no Int overflow).
      let farthestCell: CGFloat = 1e12
      let bounds = [frame.minX / cellSize.width, frame.maxX / cellSize.width, frame.minY / cellSize.height, frame.maxY / cellSize.height]
      guard bounds.allSatisfy({ $0.isFinite && abs($0) < farthestCell }) else { return nil }
      let columns = Int(bounds[0].rounded(.down))...Int(bounds[1].rounded(.down))
      let rows = Int(bounds[2].rounded(.down))...Int(bounds[3].rounded(.down))
      guard columns.count * rows.count <= maximumCellsPerTarget else { return nil }
      return (columns, rows)
    }

    /// The ids of `view`'s ancestors.
    func ancestors(of view: SurveyedView) -> Set<String> {
      var result: Set<String> = []
      var current = view.parentID
      while let id = current, result.insert(id).inserted { current = parents[id] ?? nil }
      return result
    }

    /// The targets before `view` (before the first view with its id) that can overlap it, in
    /// document order: every target whose frame shares a point with `view`'s.
    func candidates(overlapping view: SurveyedView) -> [SurveyedView] {
      let end = firstPosition[view.id] ?? views.count
      var positions: [Int]
      if let span = Self.span(of: view.frame, cellSize: cellSize) {
        positions = unplaced.filter { $0 < end }
        for column in span.columns {
          for row in span.rows {
            for position in cells[Cell(column: column, row: row)] ?? [] where position < end { positions.append(position) }
          }
        }
        // A target in several of the view's cells is offered once.
        positions.sort()
        var previous: Int?
        var result: [SurveyedView] = []
        for position in positions where position != previous {
          result.append(views[position])
          previous = position
        }
        return result
      } else {
        positions = targets.filter { $0 < end }
      }
      return positions.map { views[$0] }
    }
  }
}
