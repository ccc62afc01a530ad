import Testing

@testable import AdaptiveKit

/// A slider's thumb goes from the leading end: the minimum at the right in a right-to-left
/// interface, as UIKit flips sliders; `forceLeftToRight` keeps it at the left.
@Suite @MainActor struct SliderThumbDirectionTests {
  func slider(direction: UITraitEnvironmentLayoutDirection, semantic: UISemanticContentAttribute = .unspecified) -> UISlider {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 204, height: 31))
    slider.traitOverrides.layoutDirection = direction
    slider.semanticContentAttribute = semantic
    return slider
  }

  @Test func trackSpansTheBoundsBesideTheShadowRoom() {
    let slider = slider(direction: .leftToRight)
    #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 2, y: 13.5, width: 200, height: 4))
  }

  @Test func thumbMovesFromTheLeadingEnd() {
    let ltr = slider(direction: .leftToRight)
    let rtl = slider(direction: .rightToLeft)
    let track = ltr.trackRect(forBounds: ltr.bounds)
    // A 28-point thumb travels 172 points along the 200-point track.
    #expect(ltr.thumbRect(forBounds: ltr.bounds, trackRect: track, value: 0).minX == 2)
    #expect(ltr.thumbRect(forBounds: ltr.bounds, trackRect: track, value: 0.25).minX == 45)
    #expect(rtl.thumbRect(forBounds: rtl.bounds, trackRect: track, value: 0).maxX == 202)
    #expect(rtl.thumbRect(forBounds: rtl.bounds, trackRect: track, value: 0.25).minX == 131)
    #expect(rtl.thumbRect(forBounds: rtl.bounds, trackRect: track, value: 2).minX == 2, "values beyond the range clamp")
  }

  @Test func forcedLeftToRightKeepsTheMinimumAtTheLeft() {
    let forced = slider(direction: .rightToLeft, semantic: .forceLeftToRight)
    let track = forced.trackRect(forBounds: forced.bounds)
    #expect(forced.thumbRect(forBounds: forced.bounds, trackRect: track, value: 0).minX == 2)
  }
}
