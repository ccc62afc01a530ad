import AdaptiveKit
import Foundation
import Testing

@testable import AdaptivePhotos

/// The sample's data: users, conversations and photos from the shipped `User.json`, pictures from
/// the sample's asset catalog through `UIImage(named:in:compatibleWith:)`.
@MainActor
@Suite("Adaptive Photos loads its user, conversations and photos")
struct AdaptivePhotosModelTests {
  @Test("User.json holds four conversations and ten photos, each with a picture in the catalog")
  func shippedData() throws {
    let user = try PhotoLibrary.loadUser()
    #expect(user.name == "Ada")
    #expect(user.conversations.map(\.name) == ["Lake weekend", "Birthday", "Garden", "City walk"])
    #expect(user.conversations.map(\.photos.count) == [3, 2, 1, 4])
    #expect(user.photoCount == 10)
    #expect(user.lastPhoto?.comment == "The yellow tram")
    for photo in user.conversations.flatMap(\.photos) {
      let image = try #require(photo.image, "no picture for \(photo.imageName)")
      // 320 × 240 pixels at 2x.
      #expect(image.size == CGSize(width: 160, height: 120), "\(photo.imageName)")
    }
  }

  @Test("A malformed data file is an error naming the file and what is wrong")
  func malformed() {
    let missingKey = #"{"name": "Ada", "conversations": [{"name": "Trip"}]}"#
    #expect {
      try PhotoLibrary.decodeUser(Data(missingKey.utf8), file: "Broken.json")
    } throws: { error in
      "\(error)" == #"Broken.json: conversations[0] is missing "photos""#
    }
    let badRating = #"{"name": "Ada", "conversations": [{"name": "Trip", "photos": [{"imageName": "lake", "comment": "", "rating": 9}]}]}"#
    #expect {
      try PhotoLibrary.decodeUser(Data(badRating.utf8), file: "Broken.json")
    } throws: { error in
      "\(error)" == "Broken.json: photo lake has rating 9, outside 0…5"
    }
    #expect {
      try PhotoLibrary.decodeUser(Data("{".utf8), file: "Broken.json")
    } throws: { error in
      "\(error)".hasPrefix("Broken.json: not valid JSON")
    }
  }
}
