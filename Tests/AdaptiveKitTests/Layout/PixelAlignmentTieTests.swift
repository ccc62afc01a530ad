@testable import AdaptiveKit
import Foundation
import Testing

/// An edge the solver puts on a half pixel comes out a few ulps either side of it, by the order of
/// its pivots; it rounds the same way whichever side it lands (up, as `rounded()` takes a half),
/// so a document draws the same frames on every run.
@MainActor
@Suite("Edges on a half pixel round the same way whatever the solver's last bits")
struct PixelAlignmentTieTests {
  @Test(arguments: [-2.0, -1.0, 0.0, 1.0, 2.0])
  func aHalfPixelRoundsUpUnderNoise(ulps: Double) {
    let exact = 231.5 / 3.0  // 77.1666… pt: 231.5 px at 3x
    var edge = exact
    let step = ulps < 0 ? FloatingPointSign.minus : .plus
    for _ in 0..<Int(abs(ulps)) { edge = step == .minus ? edge.nextDown : edge.nextUp }
    let rect = UIView.pixelAligned(CGRect(x: 0, y: edge, width: 10, height: 113.33333333333333 - edge), scale: 3)
    #expect(abs(rect.minY - 77.33333333333333) < 1e-9)
    #expect(abs(rect.height - 36) < 1e-9)
  }

  @Test func offGridEdgesStillRoundToTheNearestPixel() {
    let rect = UIView.pixelAligned(CGRect(x: 10.1, y: 20.2, width: 30.3, height: 40.4), scale: 2)
    #expect(rect == CGRect(x: 10, y: 20, width: 30.5, height: 40.5))
  }
}
