import AdaptiveKit
import Foundation
import Testing

@testable import AdaptivePhotos

/// The profile screen: its constraints come from the seeds' Visual Format strings, one set per
/// vertical size class, swapped alongside the rotation's transition.
@MainActor
@Suite("The profile's Visual Format constraints switch with the vertical size class")
struct AdaptivePhotosProfileLayoutTests {
  /// Equal within the solver's rounding (label heights are fractional).
  private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

  private func openProfile(on name: String, _ orientation: UIInterfaceOrientation) throws -> (AdaptivePhotosSession, ProfileViewController) {
    let session = try AdaptivePhotosSession(device: try #require(Device.named(name)), orientation: orientation)
    try session.showProfile()
    return (session, try #require(session.profile))
  }

  @Test("The Profile button presents the profile with the user's name and counts, and Done dismisses it")
  func presentAndDismiss() throws {
    let (session, profile) = try openProfile(on: "iPhone 15", .portrait)
    #expect(profile.title == "Profile")
    #expect(profile.nameLabel.text == "Ada")
    #expect(profile.conversationsLabel.text == "4 conversations")
    #expect(profile.photosLabel.text == "10 photos")
    #expect(profile.imageView.image != nil, "the latest photo")
    try session.closeProfile()
    #expect(session.profile == nil)
  }

  @Test("Regular height (iPhone portrait): labels stacked under the navigation bar, the photo full width below")
  func regularHeight() throws {
    let (session, profile) = try openProfile(on: "iPhone 15", .portrait)
    let screen = try #require(session.screen.presented)
    let name = try #require(screen.frames["name"]), conversations = try #require(screen.frames["conversations"])
    let photos = try #require(screen.frames["photos"]), image = try #require(screen.frames["image"])
    let width = session.simulator.window.bounds.width
    #expect(profile.layoutSizeClass == .regular)
    // |-[label]-| : the root view's layout margins, the same on both sides.
    #expect(name.minX > 0)
    for label in [name, conversations, photos] {
      #expect(close(label.minX, name.minX) && close(label.maxX, width - name.minX))
    }
    // V:[topLayoutGuide]-[nameLabel]-[conversationsLabel]-[photosLabel]-20-[imageView]|
    let navigationBar = try #require((profile.navigationController?.navigationBar).map { $0.convert($0.bounds, to: nil) })
    #expect(close(name.minY, navigationBar.maxY + 8))
    #expect(close(conversations.minY, name.maxY + 8))
    #expect(close(photos.minY, conversations.maxY + 8))
    #expect(close(image.minY, photos.maxY + 20))
    #expect(image.minX == 0 && image.width == width)
    #expect(image.maxY == session.simulator.window.bounds.height)
  }

  @Test("Rotate to landscape (compact height): the photo takes the left half and the labels sit beside it; back in portrait they stack again")
  func compactHeight() throws {
    let (session, profile) = try openProfile(on: "iPhone 15", .portrait)
    let portraitImage = try #require(session.screen.presented?.frames["image"])
    session.rotate(to: .landscapeLeft)
    #expect(profile.traitCollection.verticalSizeClass == .compact)
    #expect(profile.layoutSizeClass == .compact)
    let screen = try #require(session.screen.presented)
    let image = try #require(screen.frames["image"]), name = try #require(screen.frames["name"])
    let conversations = try #require(screen.frames["conversations"]), photos = try #require(screen.frames["photos"])
    let width = session.simulator.window.bounds.width
    // |[imageView]-[nameLabel]-| with imageView.width = 0.5 × view.width
    #expect(image.minX == 0 && image.width == width / 2)
    for label in [name, conversations, photos] {
      #expect(close(label.minX, image.maxX + 8))
    }
    // V:|[topLayoutGuide][imageView]| — the photo runs from the navigation bar to the bottom.
    let navigationBar = try #require((profile.navigationController?.navigationBar).map { $0.convert($0.bounds, to: nil) })
    #expect(image.minY == navigationBar.maxY)
    #expect(image.maxY == session.simulator.window.bounds.height)
    #expect(close(name.minY, navigationBar.maxY + 8))
    #expect(close(conversations.minY, name.maxY + 8) && close(photos.minY, conversations.maxY + 8))

    session.rotate(to: .portrait)
    #expect(profile.layoutSizeClass == .regular)
    #expect(session.screen.presented?.frames["image"] == portraitImage)
  }

  /// The profile alone as the window's root (no navigation bar), with the seeds' sample texts.
  private func rootProfile(on simulator: Simulator) -> ProfileViewController {
    let profile = ProfileViewController()
    profile.loadViewIfNeeded()
    profile.nameLabel.text = "Dan"
    profile.conversationsLabel.text = "4 conversations"
    profile.photosLabel.text = "12 photos"
    simulator.window.rootViewController = profile
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    return profile
  }

  // `|-[label]-|` goes to the root view's layout margins: 16 points on a 375-point phone.
  @Test("As the root on an iPhone 8 in portrait: labels stacked under the status bar, the photo below")
  func rootPortrait() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let profile = rootProfile(on: simulator)
    #expect(profile.nameLabel.frame == CGRect(x: 16, y: 28, width: 343, height: 20.5))
    #expect(profile.conversationsLabel.frame == CGRect(x: 16, y: 56.5, width: 343, height: 20.5))
    #expect(profile.photosLabel.frame == CGRect(x: 16, y: 85, width: 343, height: 20.5))
    #expect(profile.imageView.frame == CGRect(x: 0, y: 125.5, width: 375, height: 541.5))
  }

  @Test("As the root, rotated to landscape: the photo on the left half, labels beside it, and back")
  func rootLandscape() throws {
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let profile = rootProfile(on: simulator)
    simulator.rotate(to: .landscapeLeft)
    #expect(profile.imageView.frame == CGRect(x: 0, y: 0, width: 333.5, height: 375))
    #expect(profile.nameLabel.frame == CGRect(x: 341.5, y: 8, width: 305.5, height: 20.5))
    #expect(profile.conversationsLabel.frame == CGRect(x: 341.5, y: 36.5, width: 305.5, height: 20.5))
    #expect(profile.photosLabel.frame == CGRect(x: 341.5, y: 65, width: 305.5, height: 20.5))
    simulator.rotate(to: .portrait)
    #expect(profile.imageView.frame == CGRect(x: 0, y: 125.5, width: 375, height: 541.5))
  }

  @Test("The constraints are swapped inside the transition's alongside animation, not before it")
  func swappedAlongside() throws {
    let (session, profile) = try openProfile(on: "iPhone 15", .portrait)
    let recorder = AlongsideRecorder(profile: profile)
    profile.addChild(recorder)
    profile.view.addSubview(recorder.view)
    recorder.didMove(toParent: profile)
    session.rotate(to: .landscapeLeft)
    // When the profile's willTransition ran, its constraints were still the regular ones.
    #expect(recorder.sizeClassAtWillTransition == .regular)
    #expect(profile.layoutSizeClass == .compact)
  }
}

/// A child that notes which constraints the profile had when the trait transition began.
@MainActor
private final class AlongsideRecorder: UIViewController {
  weak var profile: ProfileViewController?
  var sizeClassAtWillTransition: UIUserInterfaceSizeClass?

  init(profile: ProfileViewController) {
    self.profile = profile
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.willTransition(to: newCollection, with: coordinator)
    sizeClassAtWillTransition = profile?.layoutSizeClass
  }
}
