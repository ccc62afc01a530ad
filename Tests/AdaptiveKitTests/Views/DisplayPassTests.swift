import AdaptiveKit
import Foundation
import Testing

/// A view that records the rectangles it is asked to draw.
@MainActor
private final class SketchView: UIView {
  var drawn: [CGRect] = []
  override func draw(_ rect: CGRect) { drawn.append(rect) }
}

@MainActor
@Suite("draw(_:) runs in the display pass after setNeedsDisplay, with the invalid rectangle")
struct DisplayPassTests {
  private func hosted(_ view: UIView) throws -> Simulator {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    simulator.window.addSubview(view)
    simulator.window.makeKeyAndVisible()
    return simulator
  }

  @Test("A new view draws its bounds once; nothing more until it is invalidated")
  func firstDisplayThenOnlyWhenNeeded() throws {
    let view = SketchView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
    let simulator = try hosted(view)
    simulator.layoutIfNeeded()
    #expect(view.drawn == [CGRect(x: 0, y: 0, width: 80, height: 40)])
    simulator.layoutIfNeeded()
    #expect(view.drawn.count == 1)
    view.setNeedsDisplay()
    #expect(view.layer.needsDisplay())
    simulator.layoutIfNeeded()
    #expect(view.drawn.count == 2)
    #expect(!view.layer.needsDisplay())
  }

  @Test("setNeedsDisplay(_:) rectangles are combined and clipped to the bounds")
  func partialInvalidation() throws {
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let simulator = try hosted(view)
    simulator.layoutIfNeeded()
    view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
    view.setNeedsDisplay(CGRect(x: 90, y: 30, width: 40, height: 10))
    simulator.layoutIfNeeded()
    #expect(view.drawn.last == CGRect(x: 10, y: 10, width: 90, height: 30))
    view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
    view.setNeedsDisplay()
    simulator.layoutIfNeeded()
    #expect(view.drawn.last == view.bounds)
  }

  @Test("Hidden and empty views do not draw; a hidden view draws once shown")
  func hiddenAndEmptyViews() throws {
    let hidden = SketchView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    hidden.isHidden = true
    let empty = SketchView(frame: .zero)
    let simulator = try hosted(hidden)
    simulator.window.addSubview(empty)
    simulator.layoutIfNeeded()
    #expect(hidden.drawn.isEmpty)
    #expect(empty.drawn.isEmpty)
    hidden.isHidden = false
    simulator.layoutIfNeeded()
    #expect(hidden.drawn.count == 1)
  }

  @Test("A .redraw view is invalidated by a size change; other content modes are not")
  func redrawContentMode() throws {
    let redraw = SketchView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    redraw.contentMode = .redraw
    let stretch = SketchView(frame: CGRect(x: 0, y: 60, width: 50, height: 50))
    let simulator = try hosted(redraw)
    simulator.window.addSubview(stretch)
    simulator.layoutIfNeeded()
    redraw.frame.size.width = 70
    stretch.frame.size.width = 70
    simulator.layoutIfNeeded()
    #expect(redraw.drawn.last == CGRect(x: 0, y: 0, width: 70, height: 50))
    #expect(stretch.drawn.count == 1)
  }
}

/// A view that records the light/dark style current while it draws.
@MainActor
private final class StyleRecordingView: UIView {
  var styles: [UIUserInterfaceStyle] = []
  override func draw(_ rect: CGRect) { styles.append(UITraitCollection.current.userInterfaceStyle) }
}

@MainActor
@Suite("draw(_:) runs with the view's traits as the current trait collection")
struct DrawingTraitsTests {
  @Test("A dark-styled view draws with a dark current collection")
  func currentTraitsWhileDrawing() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let view = StyleRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.overrideUserInterfaceStyle = .dark
    simulator.window.addSubview(view)
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(view.styles == [.dark])
  }
}
