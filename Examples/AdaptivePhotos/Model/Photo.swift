import AdaptiveKit
import Foundation

/// One photo of a conversation: the asset it shows, a comment and the viewer's rating.
@MainActor
final class Photo {
  /// The image set's name in the sample's asset catalog.
  let imageName: String
  /// What the sender wrote under the photo.
  let comment: String
  /// Stars from 0 to `RatingControl.maximumRating`; the rating control changes it.
  var rating: Int

  init(imageName: String, comment: String, rating: Int) {
    self.imageName = imageName
    self.comment = comment
    self.rating = rating
  }

  /// The picture, from the sample's asset catalog; nil when the catalog has no such set.
  var image: UIImage? {
    UIImage(named: imageName, in: PhotoLibrary.bundle, compatibleWith: nil)
  }
}
