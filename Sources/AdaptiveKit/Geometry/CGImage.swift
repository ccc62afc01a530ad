import Foundation

#if !canImport(CoreGraphics)
  /// A bitmap image as Core Graphics holds it (Linux has no CoreGraphics): here the encoded
  /// PNG, JPEG or GIF file behind a `UIImage` and its size in pixels, read from the file's header
  /// (AdaptiveKit never decodes pixels). `UIImage.cgImage` makes them; `UIImage(cgImage:)` wraps
  /// one again.
  public final class CGImage: Hashable, Sendable, CustomStringConvertible {
    /// The file's bytes and header.
    let content: ImageContent

    init(content: ImageContent) { self.content = content }

    /// The width in pixels, as stored (before any EXIF orientation is applied).
    public var width: Int { Int(content.header.width) }
    /// The height in pixels, as stored.
    public var height: Int { Int(content.header.height) }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
      lhs.content === rhs.content || lhs.content.data == rhs.content.data
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(content.data.count)
      hasher.combine(width)
      hasher.combine(height)
    }

    public var description: String { "<CGImage \(width) × \(height) \(content.header.format.rawValue)>" }
  }
#endif
