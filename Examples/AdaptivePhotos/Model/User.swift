/// The person using the app: a name and conversations.
@MainActor
final class User {
  /// The user's name, shown on the profile.
  let name: String
  /// The conversations in the list, in order.
  let conversations: [Conversation]

  init(name: String, conversations: [Conversation]) {
    self.name = name
    self.conversations = conversations
  }

  /// The most recent photo (the last one of the last conversation), which the profile shows.
  var lastPhoto: Photo? { conversations.last?.photos.last }

  /// How many photos all conversations hold together.
  var photoCount: Int { conversations.reduce(0) { $0 + $1.photos.count } }
}
