import AdaptiveKit
import Testing

/// A layer subclass a view asks for through `layerClass`.
@MainActor
private final class StripedLayer: CALayer {
  var stripes = 3
}

@MainActor
private final class StripedView: UIView {
  override class var layerClass: AnyClass { StripedLayer.self }
}

/// A class that is not a layer, returned by mistake.
@MainActor
private final class MistakenView: UIView {
  override class var layerClass: AnyClass { NSObject.self }
}

@MainActor
@Suite("A view's layer is made from its class's layerClass")
struct ViewLayerClassTests {
  @Test("a plain view has a CALayer; a subclass's layerClass gives its layer that class")
  func layerClass() throws {
    #expect(type(of: UIView().layer) == CALayer.self)
    #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    let view = StripedView(frame: .zero)
    let layer = try #require(view.layer as? StripedLayer)
    #expect(layer.stripes == 3)
    #expect(view.layer === layer)
  }

  @Test("a layerClass that is not a CALayer falls back to a plain layer")
  func notALayer() {
    #expect(type(of: MistakenView().layer) == CALayer.self)
  }
}

@MainActor
@Suite("contentScaleFactor follows the screen's scale until set; isExclusiveTouch is off by default")
struct ViewContentScaleTests {
  @Test("a view in an iPhone 15's window draws at 3 pixels per point until told otherwise")
  func contentScale() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 15")))
    let view = UIView()
    simulator.window.addSubview(view)
    #expect(view.contentScaleFactor == 3)
    view.contentScaleFactor = 2
    #expect(view.contentScaleFactor == 2)
    #expect(!view.isExclusiveTouch)
    view.isExclusiveTouch = true
    #expect(view.isExclusiveTouch)
  }
}
