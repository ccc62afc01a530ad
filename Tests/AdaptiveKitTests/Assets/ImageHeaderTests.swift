import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Image sizes come from the real PNG, JPEG, GIF and PDF headers")
struct ImageHeaderTests {
  // Packed.pdf keeps its page tree only in a compressed object stream (PDF 1.5, as Illustrator,
  // Sketch and Figma export); PackedIndirect.pdf's box is an indirect reference to a plain array.
  @Test("Each format's pixel size, and points = pixels ÷ scale", arguments: [
    ("Icon@2x.png", CGSize(width: 10, height: 10), CGFloat(2)),
    ("OnlyDouble@2x.png", CGSize(width: 20, height: 10), 2),
    ("Photo.jpg", CGSize(width: 24, height: 16), 1),
    ("Pattern.gif", CGSize(width: 6, height: 4), 1),
    ("Badge.pdf", CGSize(width: 24, height: 18), 1),
    ("Packed.pdf", CGSize(width: 40, height: 30), 1),
    ("PackedIndirect.pdf", CGSize(width: 50, height: 25), 1),
  ])
  func sizes(file: String, points: CGSize, scale: CGFloat) throws {
    let image = try UIImage.validated(contentsOfFile: ImageFixtures.path(file))
    #expect(image.size == points)
    #expect(image.scale == scale)
  }

  @Test("UIImage(data:scale:) reads the header of bytes in memory")
  func dataScale() throws {
    let data = try Data(contentsOf: ImageFixtures.imagesFolder.appendingPathComponent("Icon@3x.png"))
    let image = try #require(UIImage(data: data, scale: 3))
    #expect(image.size == CGSize(width: 10, height: 10))
    #expect(image.pngData() == data)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
  }

  @Test("pngData() returns the original PNG bytes; other formats are not re-encoded")
  func pngBytes() throws {
    let url = ImageFixtures.imagesFolder.appendingPathComponent("OnlySingle.png")
    let image = try UIImage.validated(contentsOfFile: url.path)
    #expect(image.pngData() == (try Data(contentsOf: url)))
    #expect(try UIImage.validated(contentsOfFile: ImageFixtures.path("Photo.jpg")).pngData() == nil)
  }

  @Test("A PNG whose header fails its CRC is refused with an error naming the file and chunk")
  func corruptPNG() {
    let path = ImageFixtures.path("Corrupt.png")
    #expect(throws: ImageFileError.corrupt(file: path, format: "PNG", problem: "chunk IHDR at byte 8 fails its CRC check")) {
      try UIImage.validated(contentsOfFile: path)
    }
  }

  @Test("A truncated PNG, a text file named .png, and a missing file each give their own error")
  func brokenFiles() {
    let truncated = ImageFixtures.path("Truncated.png")
    #expect(throws: ImageFileError.self) { try UIImage.validated(contentsOfFile: truncated) }
    do {
      _ = try UIImage.validated(contentsOfFile: truncated)
    } catch {
      #expect("\(error)".hasPrefix("\(truncated): corrupt PNG image:"))
    }
    let text = ImageFixtures.path("NotAnImage.png")
    #expect(throws: ImageFileError.unknownFormat(file: text)) { try UIImage.validated(contentsOfFile: text) }
    let missing = ImageFixtures.path("Nowhere.png")
    #expect(throws: ImageLookupError.notFound(file: missing)) { try UIImage.validated(contentsOfFile: missing) }
  }

  @Test("UIImage(contentsOfFile:) returns nil for broken files and logs the problem with the file's path")
  func contentsOfFileLogs() {
    let path = ImageFixtures.path("Corrupt.png")
    let (image, messages) = AdaptiveKitLog.shared.capture { UIImage(contentsOfFile: path) }
    #expect(image == nil)
    #expect(messages.map(\.category) == [.assets])
    #expect(messages.first?.text.contains(path) == true)
    let (missing, quiet) = AdaptiveKitLog.shared.capture { UIImage(contentsOfFile: ImageFixtures.path("Nowhere.png")) }
    #expect(missing == nil)
    #expect(quiet.isEmpty)
  }
}
