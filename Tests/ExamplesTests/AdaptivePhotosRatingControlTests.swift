import AdaptiveKit
import Foundation
import Testing

@testable import AdaptivePhotos

/// The photo screen's rating control: star images with a compact-height variant that the image
/// views pick by their traits, and a tap that changes the photo's rating.
@MainActor
@Suite("The rating control's stars shrink in compact height and a tap rates the photo")
struct AdaptivePhotosRatingControlTests {
  @Test("The star image sets have a 20-point variant for compact height and 30 points otherwise")
  func catalogVariants() throws {
    let regular = try #require(UIImage(named: "ratingActive", in: PhotoLibrary.bundle, compatibleWith: UITraitCollection(verticalSizeClass: .regular)))
    let compact = try #require(UIImage(named: "ratingActive", in: PhotoLibrary.bundle, compatibleWith: UITraitCollection(verticalSizeClass: .compact)))
    #expect(regular.size == CGSize(width: 30, height: 30))
    #expect(compact.size == CGSize(width: 20, height: 20))
    let inactive = try #require(UIImage(named: "ratingInactive", in: PhotoLibrary.bundle, compatibleWith: UITraitCollection(verticalSizeClass: .compact)))
    #expect(inactive.size == CGSize(width: 20, height: 20))
  }

  @Test("On screen the stars switch to the compact images when an iPhone turns to landscape, and back")
  func switchesWithTraits() throws {
    let session = try AdaptivePhotosSession(device: try #require(Device.named("iPhone 15")), orientation: .portrait)
    try session.selectConversation(named: "Lake weekend")
    try session.selectPhoto(row: 0)
    let control = try #require(session.visiblePhotoController?.ratingControl)
    #expect(control.starViews.map(\.bounds.size) == Array(repeating: CGSize(width: 30, height: 30), count: 5))
    let portraitWidth = control.bounds.width
    session.rotate(to: .landscapeLeft)
    let landscape = try #require(session.visiblePhotoController?.ratingControl)
    #expect(landscape.starViews.map(\.bounds.size) == Array(repeating: CGSize(width: 20, height: 20), count: 5))
    #expect(landscape.bounds.width < portraitWidth, "Auto Layout follows the smaller images")
    session.rotate(to: .portrait)
    let back = try #require(session.visiblePhotoController?.ratingControl)
    #expect(back.starViews.first?.bounds.size == CGSize(width: 30, height: 30))
  }

  @Test("Tapping the fifth star rates the photo five stars (the control's value-changed action)")
  func tapRates() throws {
    let session = try AdaptivePhotosSession(device: try #require(Device.named("iPhone 15")), orientation: .portrait)
    try session.selectConversation(named: "City walk")
    try session.selectPhoto(row: 3)
    let photo = try #require(session.visiblePhotoController?.photo)
    #expect(photo.rating == 0)
    try session.rate(5)
    #expect(photo.rating == 5)
    #expect(session.screen.columns.last?.rating == 5)
    #expect(throws: AdaptivePhotosError.self) { try session.rate(6) }
  }
}
