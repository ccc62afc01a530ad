import AdaptiveKit
import Foundation
import Testing

/// The seeds' rating control: a star from the catalog, smaller in compact width, pinned by its
/// intrinsic size to the top-leading corner.
@MainActor
final class RatingViewController: UIViewController {
  let star = RatingStarView(image: UIImage(named: "Rating", in: ImageFixtures.catalogBundle, compatibleWith: nil))

  override func viewDidLoad() {
    super.viewDidLoad()
    star.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(star)
    NSLayoutConstraint.activate([
      star.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      star.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
    ])
  }
}

/// Records the intrinsic size its own `traitCollectionDidChange(_:)` sees.
@MainActor
final class RatingStarView: UIImageView {
  var sizesSeenOnTraitChange: [CGSize] = []

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // The image view has switched variants before app code hears of the change.
    sizesSeenOnTraitChange.append(intrinsicContentSize)
  }
}

@MainActor
@Suite("UIImageView shows the variant for its traits and resizes with it")
struct ImageViewTraitTests {
  @Test("Rotating an iPhone 8 Plus swaps the compact star for the full one and the frame follows")
  func rotation() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8 Plus")))
    let controller = RatingViewController()
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(controller.star.frame == CGRect(x: 20, y: 40, width: 22, height: 22))
    #expect(controller.star._displayedImage?.scale == 3)

    simulator.rotate(to: .landscapeLeft)
    simulator.layoutIfNeeded()
    #expect(controller.star.frame == CGRect(x: 20, y: 40, width: 44, height: 44))
    #expect(controller.star.sizesSeenOnTraitChange.last == CGSize(width: 44, height: 44))

    simulator.rotate(to: .portrait)
    simulator.layoutIfNeeded()
    #expect(controller.star.frame == CGRect(x: 20, y: 40, width: 22, height: 22))
  }

  @Test("iPad Slide Over makes the width compact: the small star; back to full screen: the full one")
  func multitasking() throws {
    let simulator = Simulator(device: try #require(Device.named("iPad Air 2")), orientation: .landscapeLeft)
    let controller = RatingViewController()
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(controller.star.frame.size == CGSize(width: 44, height: 44))
    #expect(simulator.resizeWindow(to: .slideOver))
    simulator.layoutIfNeeded()
    #expect(controller.star.frame.size == CGSize(width: 22, height: 22))
    #expect(simulator.resizeWindow(to: .fullScreen))
    simulator.layoutIfNeeded()
    #expect(controller.star.frame.size == CGSize(width: 44, height: 44))
  }

  @Test("Dark mode switches an image view's variant")
  func darkMode() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let controller = UIViewController()
    let moon = UIImageView(image: UIImage(named: "Moon", in: ImageFixtures.catalogBundle, compatibleWith: nil))
    controller.view.addSubview(moon)
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    #expect(moon.intrinsicContentSize == CGSize(width: 10, height: 10))
    simulator.userInterfaceStyle = .dark
    #expect(moon.intrinsicContentSize == CGSize(width: 11, height: 11))
    moon.overrideUserInterfaceStyle = .light
    #expect(moon.intrinsicContentSize == CGSize(width: 10, height: 10))
  }

  @Test("A registered asset drives the image view; highlighted image and nil image")
  func highlightedAndEmpty() throws {
    let view = UIImageView(image: nil)
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    #expect(view.frame.size == .zero)
    let icon = try #require(UIImage(contentsOfFile: ImageFixtures.path("Icon@2x.png")))
    let wide = try #require(UIImage(contentsOfFile: ImageFixtures.path("OnlyDouble@2x.png")))
    let both = UIImageView(image: icon, highlightedImage: wide)
    #expect(both.frame.size == CGSize(width: 10, height: 10))
    both.isHighlighted = true
    #expect(both.intrinsicContentSize == CGSize(width: 20, height: 10))
    both.highlightedImage = nil
    #expect(both.intrinsicContentSize == CGSize(width: 10, height: 10))
    #expect(both.isUserInteractionEnabled == false)
    #expect(both.contentMode == .scaleToFill)
  }
}
