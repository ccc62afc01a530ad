import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas

/// Lays out a document's scenes, on its own device or a chosen one, and records a `LayoutDump`.
@MainActor
public struct LayoutDumper {
  /// Problems that stop a dump.
  public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// No scene (or top-level view) has this id, listing the ids there are.
    case unknownScene(String, available: [String])

    /// One line naming the problem.
    public var description: String {
      switch self {
      case .unknownScene(let id, let available):
        "no scene or top-level view with id '\(id)'; the document has: \(available.joined(separator: ", "))"
      }
    }
  }

  /// The device to lay out on; `nil` lays each root out at its stored size, as `adaptive verify` does.
  public var device: Device?
  /// The orientation on `device`.
  public var orientation: UIInterfaceOrientation
  /// The trait variant to lay out in on `device` (the canvas has only the document's settings).
  public var variant: TraitVariant

  /// Creates a dumper.
  public init(device: Device? = nil, orientation: UIInterfaceOrientation = .portrait, variant: TraitVariant = .deviceDefault) {
    self.device = device
    self.orientation = orientation
    self.variant = variant
  }

  /// The dump of `document`: every root, or only the one `sceneID` names (a scene id, controller
  /// id, storyboard identifier or root view id).
  public func dump(_ document: IBDocument, file: String, sceneID: String? = nil) throws(Failure) -> LayoutDump {
    var roots: [(sceneID: String?, root: IBView, controller: IBViewController?)] = []
    for scene in document.scenes {
      guard let controller = scene.viewController, let root = controller.view else { continue }
      roots.append((scene.sceneID, root, controller))
    }
    for root in document.topLevelViews { roots.append((nil, root, nil)) }
    if let sceneID {
      // A scene id, a controller id or storyboard identifier, or a root view id (as `StoryboardSceneBuilder` takes).
      let chosen = roots.filter {
        $0.sceneID == sceneID || $0.root.id == sceneID || $0.controller?.id == sceneID
          || $0.controller?.storyboardIdentifier == sceneID
      }
      guard !chosen.isEmpty else {
        throw .unknownScene(sceneID, available: roots.map { $0.sceneID ?? $0.root.id })
      }
      roots = chosen
    }
    return LayoutDump(
      file: file,
      roots: roots.map { dumpRoot(sceneID: $0.sceneID, root: $0.root, controller: $0.controller, document: document) })
  }

  private func dumpRoot(
    sceneID: String?, root: IBView, controller: IBViewController?, document: IBDocument
  ) -> LayoutDump.Root {
    let (laidOut, messages) = AdaptiveKitLog.shared.capture { () -> StoryboardSceneBuilder? in
      guard let device else { return SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved) }
      // The scene's bars, safe area and the variations of the device's size classes.
      return try? SceneHost.layout(
        sceneID: sceneID ?? root.id, in: document, device: device,
        orientation: device.supports(orientation) ? orientation : .portrait, variant: variant)
    }
    let layout = laidOut ?? SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    let traits = layout.rootView.traitCollection
    // `entries` walks the whole scene and makes its array each time it is read.
    let entries = layout.entries
    var parents: [ObjectIdentifier: String] = [:]
    parents.reserveCapacity(entries.count)
    for entry in entries { parents[ObjectIdentifier(entry.view)] = entry.source.id }
    let views = entries.map { entry in
      let frame = entry.view.frame
      let window = entry.view.convert(entry.view.bounds, to: nil)
      return LayoutDump.View(
        id: entry.source.id, className: entry.source.className,
        parent: entry.view.superview.flatMap { parents[ObjectIdentifier($0)] },
        frame: [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) },
        windowFrame: [window.minX, window.minY, window.width, window.height].map { Double($0) },
        storedFrame: entry.source.frame.map { [$0.x, $0.y, $0.width, $0.height] },
        isAmbiguous: entry.view.hasAmbiguousLayout, isHidden: entry.view.isHidden)
    }
    let runtime = layout.constraintsByID
    let constraints = layout.activeConstraints.map { active in
      LayoutDump.Constraint(
        id: active.id, description: runtime[active.id]?.description ?? "", firstItem: active.firstItem,
        firstAttribute: active.firstAttribute, relation: active.relation, secondItem: active.secondItem,
        secondAttribute: active.secondAttribute, multiplier: active.multiplier, constant: active.constant,
        priority: active.priority)
    }
    let deviceName = device?.name ?? LayoutSurvey.deviceName(for: root, document: document)
    let orientationName =
      device != nil
      ? (layout.simulator?.orientation.isLandscape == true ? "landscape" : "portrait")
      : (document.device?.orientation ?? "portrait")
    return LayoutDump.Root(
      sceneID: sceneID, rootID: root.id, device: deviceName, orientation: orientationName,
      traitCollection: LayoutDump.Traits(
        horizontalSizeClass: Self.name(traits.horizontalSizeClass), verticalSizeClass: Self.name(traits.verticalSizeClass),
        userInterfaceIdiom: traits.userInterfaceIdiom == .pad ? "pad" : traits.userInterfaceIdiom == .phone ? "phone" : "unspecified",
        displayScale: Double(traits.displayScale), description: traits.description),
      views: views, constraints: constraints,
      conflicts: messages.filter { $0.category == .unsatisfiableConstraints }.map(\.text))
  }

  static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
    switch sizeClass {
    case .compact: "compact"
    case .regular: "regular"
    case .unspecified: "unspecified"
    }
  }
}
