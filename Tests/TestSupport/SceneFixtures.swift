import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Testing

/// The fixture documents in `Tests/AdaptiveKitTests/Fixtures`, shared by the runtime and canvas suites.
public enum SceneFixtures {
  /// The fixtures folder.
  public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("AdaptiveKitTests").appendingPathComponent("Fixtures")

  /// The fixture document `name`, decoded.
  public static func document(_ name: String) throws -> IBDocument {
    try IBDocument(contentsOf: folder.appendingPathComponent(name))
  }

  /// The first scene of a storyboard's text laid out as `verify` lays it out (on its document's
  /// canvas, at its stored size).
  @MainActor
  public static func canvasLayout(ofFirstSceneIn text: String, fileName: String) throws -> StoryboardSceneBuilder {
    let document = try IBDocument(data: Data(text.utf8), fileName: fileName)
    let controller = try #require(document.scenes.first?.viewController)
    return SceneHost(document: document).host(root: try #require(controller.view), controller: controller, placement: .asSaved)
  }

  /// The catalog device with an Interface Builder id (`retina4_7`, `retina5_5`, `ipad9_7`, …).
  public static func device(_ ibID: String) throws -> Device {
    try #require(Device.withIBDeviceId(ibID), "no catalog device \(ibID)")
  }
}
