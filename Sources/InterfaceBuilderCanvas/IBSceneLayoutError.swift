import AdaptiveKit
import InterfaceBuilder

/// Why `SceneHost.layout(sceneID:in:device:orientation:sizeClasses:)` could not lay a scene out.
public enum IBSceneLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No scene, view controller, storyboard identifier or top-level view has the id.
  case unknownScene(id: String, file: String)
  /// The scene's controller has no root view (a storyboard reference, or a container drawn
  /// without one), at the controller's line.
  case noRootView(id: String, file: String, line: Int)
  /// The device cannot take the orientation (home-indicator iPhones never turn upside down).
  case unsupportedOrientation(device: String, orientation: UIInterfaceOrientation)

  public var description: String {
    switch self {
    case .unknownScene(let id, let file):
      "\(file): no scene, view controller or top-level view with id '\(id)'"
    case .noRootView(let id, let file, let line):
      "\(file):\(line): the scene '\(id)' has no root view to lay out"
    case .unsupportedOrientation(let device, let orientation):
      "\(device) cannot take the \(orientation) orientation"
    }
  }
}
