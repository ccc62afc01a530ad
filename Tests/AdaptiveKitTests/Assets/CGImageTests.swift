import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UIImage.cgImage and UIImage(cgImage:) hand a bitmap's file back and forth")
struct CGImageTests {
  private func data(_ name: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: ImageFixtures.path(name)))
  }

  @Test("a bitmap image's CGImage has the file's pixel size; an image made from it keeps the bytes")
  func roundTrip() throws {
    let icon = try #require(UIImage(data: try data("Icon@2x.png"), scale: 2))
    let cgImage = try #require(icon.cgImage)
    #expect(cgImage.width == 20)
    #expect(cgImage.height == 20)
    let again = UIImage(cgImage: cgImage)
    #expect(again.scale == 1)
    #expect(again.size == CGSize(width: 20, height: 20))
    #expect(again.imageOrientation == .up)
    #expect(again.pngData() == icon.pngData())
    #expect(again.cgImage == cgImage)
  }

  @Test("a scale and a quarter-turn orientation give the size in points, sides swapped")
  func scaleAndOrientation() throws {
    let photo = try #require(UIImage(data: try data("Photo.jpg")))
    let cgImage = try #require(photo.cgImage)
    let turned = UIImage(cgImage: cgImage, scale: 2, orientation: .right)
    #expect(turned.size == CGSize(width: 8, height: 12))
    #expect(turned.imageOrientation == .right)
    #expect(turned.withRenderingMode(.alwaysTemplate).imageOrientation == .right)
  }

  @Test("vector, symbol and empty images have no CGImage")
  func noBitmap() throws {
    #expect(UIImage(data: try data("Badge.pdf"))?.cgImage == nil)
    #expect(UIImage(systemName: "plus")?.cgImage == nil)
    #expect(UIImage().cgImage == nil)
  }

  @Test("jpegData hands back a JPEG's own bytes at any quality, nil for other formats")
  func jpegData() throws {
    let bytes = try data("Photo.jpg")
    let photo = try #require(UIImage(data: bytes))
    #expect(photo.jpegData(compressionQuality: 0.8) == bytes)
    #expect(photo.jpegData(compressionQuality: 0) == bytes)
    #expect(UIImage(data: try data("Icon@2x.png"))?.jpegData(compressionQuality: 1) == nil)
  }
}

@MainActor
@Suite("Resizable images keep their cap insets and resizing mode")
struct ResizableImageTests {
  @Test("resizableImage(withCapInsets:) tiles by default; the mode and insets survive other variants")
  func capInsets() throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: ImageFixtures.path("Icon@2x.png")))
    let image = try #require(UIImage(data: bytes, scale: 2))
    #expect(image.capInsets == .zero)
    #expect(image.resizingMode == .tile)
    let insets = UIEdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
    let tiled = image.resizableImage(withCapInsets: insets)
    #expect(tiled.capInsets == insets)
    #expect(tiled.resizingMode == .tile)
    #expect(tiled.size == image.size)
    let stretched = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
    #expect(stretched.resizingMode == .stretch)
    let template = stretched.withRenderingMode(.alwaysTemplate).withTintColor(.red)
    #expect(template.capInsets == insets)
    #expect(template.resizingMode == .stretch)
    #expect(UIImage.ResizingMode.stretch.rawValue == 1)
  }
}

@MainActor
@Suite("UIColor.groupTableViewBackground is systemGroupedBackground, as since iOS 13")
struct GroupTableViewBackgroundTests {
  @Test("the deprecated name gives the grouped background colour")
  func alias() {
    #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
  }
}
