import AdaptiveKit
import Foundation
import Testing

/// The RGBA pixels of a PNG whose IDAT holds stored (uncompressed) DEFLATE blocks, as
/// `UIGraphicsImageRenderer` writes them: rows top first, four bytes a pixel.
private func storedPixels(_ png: Data) throws -> (width: Int, height: Int, rgba: [UInt8]) {
  let bytes = [UInt8](png)
  func u32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
  #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  let width = u32(16)
  let height = u32(20)
  var offset = 8
  var zlib: [UInt8] = []
  while offset + 8 <= bytes.count {
    let length = u32(offset)
    let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
    if type == "IDAT" { zlib += bytes[(offset + 8)..<(offset + 8 + length)] }
    offset += 12 + length
  }
  var raw: [UInt8] = []
  var at = 2
  while true {
    let final = zlib[at] & 1
    let length = Int(zlib[at + 1]) | Int(zlib[at + 2]) << 8
    raw += zlib[(at + 5)..<(at + 5 + length)]
    at += 5 + length
    if final == 1 { break }
  }
  var rgba: [UInt8] = []
  for row in 0..<height {
    let start = row * (width * 4 + 1)
    #expect(raw[start] == 0)
    rgba += raw[(start + 1)..<(start + 1 + width * 4)]
  }
  return (width, height, rgba)
}

@MainActor
@Suite("UIGraphicsImageRenderer draws rectangles in colours into a real PNG")
struct ImageRendererTests {
  private func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return format
  }

  @Test("a solid-colour image: the size in points at the format's scale, every pixel the fill colour")
  func solidColour() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format(scale: 2))
    let image = renderer.image { context in
      UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
      context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
    }
    #expect(image.size == CGSize(width: 3, height: 2))
    #expect(image.scale == 2)
    let pixels = try storedPixels(try #require(image.pngData()))
    #expect(pixels.width == 6 && pixels.height == 4)
    #expect(pixels.rgba == Array([[UInt8]](repeating: [255, 0, 0, 255], count: 24).joined()))
    #expect(image.cgImage?.width == 6)
  }

  @Test("only pixels whose centres lie in the rectangle are filled; half-transparent colours blend over")
  func coverageAndBlending() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 1), format: format(scale: 1))
    let data = renderer.pngData { context in
      UIColor.white.setFill()
      context.fill(CGRect(x: 0.6, y: 0, width: 2, height: 1))
      UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
      UIRectFill(CGRect(x: 2, y: 0, width: 2, height: 1))
    }
    let pixels = try storedPixels(data)
    #expect(Array(pixels.rgba[0..<4]) == [0, 0, 0, 0])
    #expect(Array(pixels.rgba[4..<8]) == [255, 255, 255, 255])
    #expect(Array(pixels.rgba[8..<12]) == [128, 128, 255, 255])
    #expect(Array(pixels.rgba[12..<16]) == [0, 0, 255, 128])
  }

  @Test("an opaque format starts black; set() strokes a 1-point outline centred on the rectangle's edges")
  func opaqueAndStroke() throws {
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format(scale: 1, opaque: true))
    let data = renderer.pngData { context in
      UIColor.white.set()
      context.stroke(CGRect(x: 10.5, y: 10.5, width: 3, height: 3))
    }
    let pixels = try storedPixels(data)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels.rgba[((y * 4 + x) * 4)..<((y * 4 + x) * 4 + 4)]) }
    #expect(pixel(0, 0) == [255, 255, 255, 255])
    #expect(pixel(3, 2) == [255, 255, 255, 255])
    #expect(pixel(1, 1) == [0, 0, 0, 255])
    #expect(pixel(2, 2) == [0, 0, 0, 255])
  }

  @Test("currentImage shows what is drawn so far; an empty size gives an empty image and no data")
  func currentImageAndEmpty() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format(scale: 1))
    var sizes: [CGSize] = []
    _ = renderer.image { context in sizes.append(context.currentImage.size) }
    #expect(sizes == [CGSize(width: 1, height: 1)])
    let empty = UIGraphicsImageRenderer(size: .zero)
    #expect(empty.image { _ in }.size == .zero)
    #expect(empty.pngData { _ in }.isEmpty)
  }

  @Test("formats: the main screen's scale by default, a trait collection's display scale, copied by the renderer")
  func formats() {
    let traits = UITraitCollection(displayScale: 3)
    #expect(UIGraphicsImageRendererFormat(for: traits).scale == 3)
    #expect(UIGraphicsImageRendererFormat.preferred().scale == UIGraphicsImageRendererFormat().scale)
    #expect(!UIGraphicsImageRendererFormat.preferred().opaque)
    let given = format(scale: 2)
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: given)
    given.scale = 1
    #expect(renderer.format.scale == 2)
  }

  @Test("outside a renderer, setting colours and filling do nothing")
  func noContext() throws {
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format(scale: 1)).image { context in
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    // The fill colour inside starts black, whatever was set outside.
    #expect(try storedPixels(try #require(image.pngData())).rgba == [0, 0, 0, 255])
  }
}

@MainActor
@Suite("Symbol configurations keep their colour choices")
struct SymbolConfigurationColorTests {
  @Test("hierarchical, palette, multicolour and monochrome configurations compare and combine")
  func colors() {
    let hierarchical = UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue)
    #expect(hierarchical.isEqual(UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue)))
    #expect(!hierarchical.isEqual(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed)))
    let palette = UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemGreen])
    #expect(!palette.isEqual(hierarchical))
    let sized = UIImage.SymbolConfiguration(pointSize: 20).applying(palette)
    #expect(sized.isEqual(UIImage.SymbolConfiguration(pointSize: 20).applying(palette)))
    #expect(!sized.isEqual(UIImage.SymbolConfiguration(pointSize: 20)))
    #expect(sized.applying(UIImage.SymbolConfiguration(weight: .bold)).description.contains("palette"))
    #expect(UIImage.SymbolConfiguration.preferringMulticolor().description.contains("multicolor"))
    #expect(!UIImage.SymbolConfiguration.preferringMonochrome().isEqual(UIImage.SymbolConfiguration.preferringMulticolor()))
    #expect(
      UIImage.SymbolConfiguration.preferringMulticolor().applying(hierarchical).isEqual(hierarchical))
  }
}
