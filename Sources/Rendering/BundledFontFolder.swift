import AdaptiveKit
import Foundation

/// Where AdaptiveKit's bundled Inter files are, for tools outside the process (the rasterizer).
enum BundledFontFolder {
  /// The folder holding the `.otf` files.
  static var url: URL? { UIFont.systemFont(ofSize: 17).bundledFontFileURL?.deletingLastPathComponent() }
}
