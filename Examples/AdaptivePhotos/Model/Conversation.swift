/// A named exchange of photos.
@MainActor
final class Conversation {
  /// The conversation's title in the list.
  let name: String
  /// The photos, oldest first.
  let photos: [Photo]

  init(name: String, photos: [Photo]) {
    self.name = name
    self.photos = photos
  }
}
