import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// An image the canvas shows is known by the size the document records for it, without its file;
/// a document that records no size has its image found as `UIImage(named:in:compatibleWith:)`
/// finds it, in the app's folder beside the storyboard (above its `.lproj`), with the file's
/// own size and scale.
@MainActor
@Suite("Images of a document: the recorded size, or the app's file beside the storyboard")
struct DocumentImageFileTests {
  static let phone = Device.named("iPhone 15")!

  @Test("An image known by its recorded size alone has that size, scale 1 and no bytes")
  func recordedSize() {
    let image = UIImage(recordedSize: CGSize(width: 24, height: 22), name: "home")
    #expect(image.size == CGSize(width: 24, height: 22))
    #expect(image.scale == 1)
    #expect(image._sourceData == nil && image.pngData() == nil)
    #expect(image.withRenderingMode(.alwaysTemplate).size == image.size)
    #expect(image.isEqual(UIImage(recordedSize: CGSize(width: 24, height: 22), name: "home")))
    #expect(!image.isEqual(UIImage(recordedSize: CGSize(width: 24, height: 24), name: "home")))
  }

  @Test("Without a recorded size the canvas finds the app's @2x file above the storyboard's Base.lproj")
  func fileBesideTheStoryboard() throws {
    let app = try ImageFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: app) }
    let lproj = app.appendingPathComponent("Base.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    let storyboard = lproj.appendingPathComponent("FileCell.storyboard")
    try StoryboardXML.fileImageCellScene(recordsImageSize: false).write(to: storyboard, atomically: true, encoding: .utf8)
    // A 24-pixel square at 2x: 12 points.
    try FileManager.default.copyItem(
      at: ImageFixtures.catalogURL.appendingPathComponent("Icons/Gear.imageset/gear.png"),
      to: app.appendingPathComponent("ic_flag_24pt@2x.png"))
    let document = try IBDocument(contentsOf: storyboard)
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: Self.phone)
    let imageView = try #require(layout.view(withID: "cell-image") as? UIImageView)
    let image = try #require(imageView.image)
    #expect(image.size == CGSize(width: 12, height: 12))
    #expect(image.scale == 2)
    #expect(image._sourceData?.format == "PNG")
    #expect((layout.view(withID: "cell") as? UITableViewCell)?.imageView === imageView)
  }

  @Test("Without a record or a file the image view stays a plain view of no image size")
  func neitherRecordNorFile() throws {
    let document = try IBDocument(
      xmlString: StoryboardXML.fileImageCellScene(recordsImageSize: false), fileName: "FileCell.storyboard")
    let layout = try SceneHost.layout(sceneID: "s1", in: document, device: Self.phone)
    #expect(!(layout.view(withID: "cell-image") is UIImageView))
  }
}
