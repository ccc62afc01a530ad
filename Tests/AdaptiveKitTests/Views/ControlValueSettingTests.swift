import AdaptiveKit
import Testing

@MainActor
@Suite("setValue(_:animated:) and setProgress(_:animated:) pin their values and take effect at once")
struct ControlValueSettingTests {
  @Test("a slider's value is pinned to its range")
  func slider() {
    let slider = UISlider()
    slider.minimumValue = 10
    slider.maximumValue = 20
    slider.setValue(15, animated: true)
    #expect(slider.value == 15)
    slider.setValue(25, animated: false)
    #expect(slider.value == 20)
    slider.setValue(-1, animated: true)
    #expect(slider.value == 10)
  }

  @Test("a progress view made in a style pins its progress to 0…1")
  func progress() {
    let bar = UIProgressView(progressViewStyle: .bar)
    #expect(bar.progressViewStyle == .bar)
    bar.setProgress(0.5, animated: true)
    #expect(bar.progress == 0.5)
    bar.setProgress(1.5, animated: false)
    #expect(bar.progress == 1)
  }

  @Test("an image view animates only with animation images, until stopped")
  func imageViewAnimation() {
    let imageView = UIImageView(image: nil)
    #expect(imageView.animationDuration == 0)
    #expect(imageView.animationRepeatCount == 0)
    imageView.startAnimating()
    #expect(!imageView.isAnimating)
    imageView.animationImages = [UIImage()]
    imageView.startAnimating()
    #expect(imageView.isAnimating)
    imageView.stopAnimating()
    #expect(!imageView.isAnimating)
  }
}

/// A responder that performs one registered action.
@MainActor
private final class ActionHandler: UIView {
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action.description == "handle:" || super.canPerformAction(action, withSender: sender)
  }
}

@MainActor
@Suite("target(forAction:withSender:) finds the responder that performs an action")
struct ResponderTargetTests {
  @Test("the first responder up the chain that can perform it, else nil")
  func target() {
    let handler = ActionHandler()
    let child = UIView()
    handler.addSubview(child)
    #expect(child.target(forAction: Selector("handle:"), withSender: nil) as? ActionHandler === handler)
    #expect(handler.target(forAction: Selector("handle:"), withSender: nil) as? ActionHandler === handler)
    #expect(child.target(forAction: Selector("other:"), withSender: nil) == nil)
  }
}
