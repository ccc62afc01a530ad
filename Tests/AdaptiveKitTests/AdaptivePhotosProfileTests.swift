import AdaptiveKit
import Testing

/// The seeds' Adaptive Photos profile screen, written in Swift: constraints from the Visual Format
/// Language chosen by the vertical size class, swapped alongside the trait transition.
@MainActor
final class ProfileViewController: UIViewController {
  let imageView = UIView()
  let nameLabel = UILabel()
  let conversationsLabel = UILabel()
  let photosLabel = UILabel()
  private var installed: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = "Dan"
    conversationsLabel.text = "4 conversations"
    photosLabel.text = "12 photos"
    for subview in [imageView, nameLabel, conversationsLabel, photosLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    updateConstraints(for: traitCollection)
  }

  override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.willTransition(to: newCollection, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.updateConstraints(for: newCollection)
      self.view.setNeedsLayout()
    }, completion: nil)
  }

  func updateConstraints(for collection: UITraitCollection) {
    let views: [String: Any] = [
      "topLayoutGuide": topLayoutGuide, "imageView": imageView, "nameLabel": nameLabel,
      "conversationsLabel": conversationsLabel, "photosLabel": photosLabel,
    ]
    var constraints: [NSLayoutConstraint] = []
    if collection.verticalSizeClass == .compact {
      constraints += NSLayoutConstraint.constraints(withVisualFormat: "|[imageView]-[nameLabel]-|", options: [], metrics: nil, views: views)
      constraints += NSLayoutConstraint.constraints(withVisualFormat: "[imageView]-[conversationsLabel]-|", options: [], metrics: nil, views: views)
      constraints += NSLayoutConstraint.constraints(withVisualFormat: "[imageView]-[photosLabel]-|", options: [], metrics: nil, views: views)
      constraints += NSLayoutConstraint.constraints(
        withVisualFormat: "V:|[topLayoutGuide]-[nameLabel]-[conversationsLabel]-[photosLabel]", options: [], metrics: nil, views: views)
      constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|[topLayoutGuide][imageView]|", options: [], metrics: nil, views: views)
      constraints.append(NSLayoutConstraint(
        item: imageView, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width, multiplier: 0.5, constant: 0))
    } else {
      constraints += NSLayoutConstraint.constraints(withVisualFormat: "|[imageView]|", options: [], metrics: nil, views: views)
      constraints += NSLayoutConstraint.constraints(withVisualFormat: "|-[nameLabel]-|", options: [], metrics: nil, views: views)
      constraints += NSLayoutConstraint.constraints(withVisualFormat: "|-[conversationsLabel]-|", options: [], metrics: nil, views: views)
      constraints += NSLayoutConstraint.constraints(withVisualFormat: "|-[photosLabel]-|", options: [], metrics: nil, views: views)
      constraints += NSLayoutConstraint.constraints(
        withVisualFormat: "V:[topLayoutGuide]-[nameLabel]-[conversationsLabel]-[photosLabel]-20-[imageView]|",
        options: [], metrics: nil, views: views)
    }
    view.removeConstraints(installed)
    installed = constraints
    view.addConstraints(installed)
  }
}

@MainActor
@Suite("The seeds' Adaptive Photos profile screen lays out per vertical size class")
struct AdaptivePhotosProfileTests {
  // `|-[label]-|` goes to the root view's layout margins: 16 points on a 375-point phone.
  @Test("iPhone portrait (regular height): labels stacked under the status bar, the photo below")
  func portrait() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let profile = ProfileViewController()
    simulator.window.rootViewController = profile
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    #expect(profile.nameLabel.frame == CGRect(x: 16, y: 28, width: 343, height: 20.5))
    #expect(profile.conversationsLabel.frame == CGRect(x: 16, y: 56.5, width: 343, height: 20.5))
    #expect(profile.photosLabel.frame == CGRect(x: 16, y: 85, width: 343, height: 20.5))
    #expect(profile.imageView.frame == CGRect(x: 0, y: 125.5, width: 375, height: 541.5))
  }

  @Test("Rotating to landscape (compact height) puts the photo on the left half, labels beside it")
  func landscape() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let profile = ProfileViewController()
    simulator.window.rootViewController = profile
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    simulator.rotate(to: .landscapeLeft)
    #expect(profile.imageView.frame == CGRect(x: 0, y: 0, width: 333.5, height: 375))
    #expect(profile.nameLabel.frame == CGRect(x: 341.5, y: 8, width: 305.5, height: 20.5))
    #expect(profile.conversationsLabel.frame == CGRect(x: 341.5, y: 36.5, width: 305.5, height: 20.5))
    #expect(profile.photosLabel.frame == CGRect(x: 341.5, y: 65, width: 305.5, height: 20.5))
    simulator.rotate(to: .portrait)
    #expect(profile.imageView.frame == CGRect(x: 0, y: 125.5, width: 375, height: 541.5))
  }
}
