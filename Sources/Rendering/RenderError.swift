import Foundation

/// Why a drawing or an output file could not be made.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The document has no scene (or xib view) with this id.
  case unknownScene(file: String, sceneID: String, available: [String])
  /// The scene has nothing to draw (a storyboard reference, a controller without a view).
  case nothingToDraw(file: String, sceneID: String, reason: String)
  /// A file or folder could not be written.
  case cannotWrite(path: String, reason: String)
  /// The PNG rasterizer is not installed.
  case rasterizerMissing(tool: String, package: String)
  /// The PNG rasterizer ran and failed.
  case rasterizerFailed(tool: String, status: Int32, message: String)

  public var description: String {
    switch self {
    case .unknownScene(let file, let sceneID, let available):
      let list = available.prefix(8).joined(separator: ", ")
      return "\(file): no scene with id '\(sceneID)'" + (available.isEmpty ? "" : " (scenes: \(list)\(available.count > 8 ? ", …" : ""))")
    case .nothingToDraw(let file, let sceneID, let reason):
      return "\(file): scene '\(sceneID)' has nothing to draw: \(reason)"
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write: \(reason)"
    case .rasterizerMissing(let tool, let package):
      return "PNG output needs '\(tool)', which is not installed; install it with: sudo apt-get install \(package)"
    case .rasterizerFailed(let tool, let status, let message):
      return "\(tool) failed (exit \(status)): \(message)"
    }
  }
}
