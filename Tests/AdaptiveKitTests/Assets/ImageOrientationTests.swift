import AdaptiveKit
import Foundation
import Testing

@Suite("A JPEG's EXIF orientation turns its size as UIKit does")
struct ImageOrientationTests {
  /// A minimal JPEG: SOI, optionally an APP1 Exif segment with IFD0's Orientation, a baseline
  /// start-of-frame of 40×30 pixels, EOI.
  static func jpeg(orientation: Int?, littleEndian: Bool = true) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8]
    if let orientation {
      func u16(_ v: Int) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
      func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
      var tiff: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
      tiff += u16(42) + u32(8)
      // IFD0: one unrelated entry (ImageWidth), then Orientation (SHORT, count 1), next IFD 0.
      tiff += u16(2)
      tiff += u16(0x0100) + u16(3) + u32(1) + u16(40) + u16(0)
      tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)
      tiff += u32(0)
      let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
      let length = payload.count + 2
      bytes += [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }
    bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 30, 0x00, 40, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    bytes += [0xFF, 0xD9]
    return Data(bytes)
  }

  @Test("Orientations 1–4 keep the stored size; 5–8 swap width and height", arguments: 1...8)
  func sizes(orientation: Int) throws {
    let image = try #require(UIImage(data: Self.jpeg(orientation: orientation), scale: 2))
    let turned = orientation >= 5
    #expect(image.size == (turned ? CGSize(width: 15, height: 20) : CGSize(width: 20, height: 15)))
  }

  @Test("imageOrientation maps EXIF values to UIKit's cases, in either byte order")
  func orientations() throws {
    let expected: [Int: UIImage.Orientation] = [
      1: .up, 2: .upMirrored, 3: .down, 4: .downMirrored, 5: .leftMirrored, 6: .right, 7: .rightMirrored, 8: .left,
    ]
    for (value, orientation) in expected {
      let little = try #require(UIImage(data: Self.jpeg(orientation: value)))
      let big = try #require(UIImage(data: Self.jpeg(orientation: value, littleEndian: false)))
      #expect(little.imageOrientation == orientation)
      #expect(big.imageOrientation == orientation)
    }
    #expect(UIImage.Orientation.right.rawValue == 3)
  }

  @Test("No Exif, or an out-of-range value: upright and unturned, never an error")
  func upright() throws {
    let plain = try #require(UIImage(data: Self.jpeg(orientation: nil)))
    #expect(plain.imageOrientation == .up)
    #expect(plain.size == CGSize(width: 40, height: 30))
    let damaged = try #require(UIImage(data: Self.jpeg(orientation: 42)))
    #expect(damaged.imageOrientation == .up)
    #expect(damaged.size == CGSize(width: 40, height: 30))
  }
}
