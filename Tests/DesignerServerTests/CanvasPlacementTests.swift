import Foundation
import Testing

@testable import DesignerServer

/// Where the canvas puts boxes: canvas locations as centres, spread for larger boxes, parted
/// when they would overlap, and a row below for boxes without a location.
@Suite("Designer canvas placement")
struct CanvasPlacementTests {
  static let phone = CGSize(width: 375, height: 667)

  @Test("a location is the box's centre; at 375×667 nothing is spread")
  func centres() {
    let origins = CanvasPlacement.origins(
      of: [.init(location: CGPoint(x: 100, y: 300), size: Self.phone)], windowSize: Self.phone)
    #expect(origins == [CGPoint(x: 100 - 187.5, y: 300 - 333.5)])
  }

  @Test("a larger window spreads the locations by its size over 375×667 on each axis")
  func spreadForLargerWindows() {
    let window = CGSize(width: 750, height: 667)
    let origins = CanvasPlacement.origins(
      of: [
        .init(location: CGPoint(x: 0, y: 0), size: window), .init(location: CGPoint(x: 1000, y: 0), size: window),
      ], windowSize: window)
    #expect(origins[1].x - origins[0].x == CGFloat(2000))
    #expect(origins[1].y == origins[0].y)
  }

  @Test("boxes that would overlap are parted by the smallest common factor, with the gap")
  func partsOverlaps() {
    let size = CGSize(width: 300, height: 100)
    let boxes = [(centre: CGPoint(x: 0, y: 0), size: size), (centre: CGPoint(x: 0, y: 58), size: size)]
    let factor = CanvasPlacement.extraSpread(boxes)
    #expect(factor == CGFloat(100 + CanvasPlacement.gap) / 58)
    // Parted boxes need nothing.
    #expect(CanvasPlacement.extraSpread([(CGPoint(x: 0, y: 0), size), (CGPoint(x: 400, y: 0), size)]) == 1)
  }

  @Test("boxes that only a huge spread would part stay overlapping rather than blow the canvas up")
  func boundedSpread() {
    let size = CGSize(width: 300, height: 300)
    let stacked = [(centre: CGPoint(x: 0, y: 0), size: size), (centre: CGPoint(x: 1, y: 1), size: size)]
    #expect(CanvasPlacement.extraSpread(stacked) == 1)
    let same = [(centre: CGPoint(x: 5, y: 5), size: size), (centre: CGPoint(x: 5, y: 5), size: size)]
    #expect(CanvasPlacement.extraSpread(same) == 1)
  }

  @Test("boxes without a location go in a row below the placed ones, from the leftmost placed box")
  func unplacedRow() {
    let small = CGSize(width: 200, height: 100)
    let origins = CanvasPlacement.origins(
      of: [
        .init(location: CGPoint(x: 500, y: 500), size: Self.phone), .init(location: nil, size: small),
        .init(location: nil, size: small),
      ], windowSize: Self.phone)
    let placedBottom = origins[0].y + Self.phone.height
    #expect(origins[1].y > placedBottom)
    #expect(origins[2].y == origins[1].y)
    #expect(origins[1].x == origins[0].x)
    #expect(origins[2].x == origins[1].x + small.width + 120)
    // With nothing placed, the row starts at the origin.
    let row = CanvasPlacement.origins(of: [.init(location: nil, size: small)], windowSize: Self.phone)
    #expect(row == [.zero])
  }
}
