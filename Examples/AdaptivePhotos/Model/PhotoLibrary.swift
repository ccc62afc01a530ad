import AdaptiveKit
import Foundation

/// Loads the sample's user from `User.json` in the target's resources (the JSON stand-in for the
/// original sample's `User.plist`).
@MainActor
enum PhotoLibrary {
  /// The bundle holding `User.json` and `Images.xcassets`.
  static var bundle: Bundle { Bundle.module }

  /// The user described by the shipped `User.json`.
  static func loadUser() throws -> User {
    guard let url = bundle.url(forResource: "User", withExtension: "json") else {
      throw PhotoLibraryError(file: "User.json", problem: "the file is missing from the sample's resources")
    }
    return try loadUser(from: url)
  }

  /// The user described by the JSON file at `url`; a malformed file or a photo whose image set is
  /// missing is an error naming the file and the problem.
  static func loadUser(from url: URL) throws -> User {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw PhotoLibraryError(file: url.path, problem: "cannot be read (\(error.localizedDescription))")
    }
    return try decodeUser(data, file: url.path)
  }

  /// The user in `data`, a `User.json` document; `file` names it in errors.
  static func decodeUser(_ data: Data, file: String) throws -> User {
    let record: UserRecord
    do {
      record = try JSONDecoder().decode(UserRecord.self, from: data)
    } catch let error as DecodingError {
      throw PhotoLibraryError(file: file, problem: describe(error))
    }
    var conversations: [Conversation] = []
    for (index, conversation) in record.conversations.enumerated() {
      guard !conversation.photos.isEmpty else {
        throw PhotoLibraryError(file: file, problem: "conversation \(index + 1) (\(conversation.name)) has no photos")
      }
      let photos = try conversation.photos.map { photo in
        guard (0...RatingControl.maximumRating).contains(photo.rating) else {
          throw PhotoLibraryError(
            file: file, problem: "photo \(photo.imageName) has rating \(photo.rating), outside 0…\(RatingControl.maximumRating)")
        }
        return Photo(imageName: photo.imageName, comment: photo.comment, rating: photo.rating)
      }
      conversations.append(Conversation(name: conversation.name, photos: photos))
    }
    return User(name: record.name, conversations: conversations)
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return keys.isEmpty ? "the top level" : String(keys.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(path(context)) is missing \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context)): \(context.debugDescription)"
    case .dataCorrupted(let context): return "not valid JSON at \(path(context)): \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  }

  private struct UserRecord: Decodable {
    var name: String
    var conversations: [ConversationRecord]
  }

  private struct ConversationRecord: Decodable {
    var name: String
    var photos: [PhotoRecord]
  }

  private struct PhotoRecord: Decodable {
    var imageName: String
    var comment: String
    var rating: Int
  }
}

/// A problem with the sample's data file, naming the file.
struct PhotoLibraryError: Error, CustomStringConvertible {
  var file: String
  var problem: String
  var description: String { "\(file): \(problem)" }
}
