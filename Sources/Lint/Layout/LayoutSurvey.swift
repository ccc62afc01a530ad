import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Every root view of a document (each scene's controller view, each top-level xib view) laid out
/// by the engine, with what the layout rules need kept as plain values.
///
/// Layouts are made once per document and shared by the unsatisfiable, ambiguous and
/// frame-mismatch rules. Each root is laid out at the document's own size, as `adaptive verify`
/// does (the document's device and orientation, or a canvas of the stored size): the saved
/// configuration, the one Interface Builder checked and stored frames for. A scene's root that
/// fills a device screen is also laid out on `deviceMatrix` (a small iPhone in portrait, a large
/// iPhone in landscape, a large iPad), as long as it has no size-class variations: those need the
/// variations resolved per size class, and the Any/Any base alone is what no device shows.
@MainActor
public final class LayoutSurvey {
  /// One root laid out in one configuration.
  public struct RootLayout: Sendable {
    /// The root view's id.
    public var rootID: String
    /// The scene's id, for storyboard roots.
    public var sceneID: String?
    /// Where the root was laid out.
    public var context: Finding.LayoutContext
    /// Required constraints the engine could not satisfy together.
    public var conflicts: [Conflict]
    /// Views whose position or size the constraints leave undetermined (ids, in document order).
    public var ambiguousViewIDs: [String]
    /// Each compared view's stored and solved frames.
    public var frames: [FrameComparison]
    /// Whether the layout is one a device shows: `false` when the root has size-class variations
    /// but was laid out with the Any/Any base alone, which no device uses (the layout rules skip
    /// such layouts rather than report problems of a configuration that never occurs).
    public var isRepresentative: Bool
    /// Whether this is the configuration the document was saved in (its stored frames and its
    /// `ambiguous`/`misplaced` marks describe this one).
    public var isSavedConfiguration: Bool
  }

  /// The extra configurations full-screen scenes are laid out in.
  public static let deviceMatrix: [(device: Device, orientation: UIInterfaceOrientation)] = [
    ("iPhone 5 / 5c / 5s / SE (1st gen)", UIInterfaceOrientation.portrait),
    ("iPhone 16 Pro Max / 17 Pro Max", .landscapeLeft),
    ("iPad Pro 12.9\" / iPad Air 13\"", .portrait),
  ].compactMap { name, orientation in Device.named(name).map { ($0, orientation) } }

  /// One conflict the engine reported: the constraint it broke and the others involved.
  public struct Conflict: Sendable, Hashable {
    /// The document id of the constraint the engine broke, when it is one of the document's.
    public var brokenID: String?
    /// The document ids of every constraint in the conflict the engine named, in its order.
    public var involvedIDs: [String]
    /// The engine's description of the constraint it broke (UIKit's log form).
    public var brokenDescription: String?
    /// The engine's descriptions of the constraints involved that are not the document's (made
    /// by UIKit for stack views, intrinsic sizes, autoresizing masks).
    public var systemDescriptions: [String]
    /// The engine's report, as UIKit prints it.
    public var text: String
  }

  /// A view's stored frame and the frame the engine solved, in the superview's coordinates.
  public struct FrameComparison: Sendable, Hashable {
    /// The view's id.
    public var viewID: String
    /// The frame Interface Builder stored.
    public var stored: IBRect
    /// The frame the engine solved.
    public var solved: IBRect

    /// The largest difference between corresponding edges.
    public var maxEdgeError: Double {
      [
        abs(stored.x - solved.x), abs(stored.y - solved.y),
        abs((stored.x + stored.width) - (solved.x + solved.width)),
        abs((stored.y + stored.height) - (solved.y + solved.height)),
      ].max() ?? 0
    }
  }

  /// Every root in every configuration, in document order.
  public private(set) var layouts: [RootLayout] = []

  /// Lays out every root of `document`.
  public init(document: IBDocument) {
    for scene in document.scenes {
      guard let controller = scene.viewController, let root = controller.view else { continue }
      let saved = Self.survey(root: root, controller: controller, sceneID: scene.sceneID, document: document)
      layouts.append(saved)
      guard saved.isRepresentative, !saved.context.device.hasSuffix("canvas") else { continue }
      for (device, orientation) in Self.deviceMatrix {
        let context = Self.context(device: device, orientation: orientation)
        guard context.device != saved.context.device || context.orientation != saved.context.orientation else { continue }
        layouts.append(
          Self.survey(
            root: root, controller: controller, sceneID: scene.sceneID, document: document, on: device,
            orientation: orientation))
      }
    }
    for root in document.topLevelViews {
      layouts.append(Self.survey(root: root, controller: nil, sceneID: nil, document: document))
    }
  }

  private static func context(device: Device, orientation: UIInterfaceOrientation) -> Finding.LayoutContext {
    Finding.LayoutContext(
      device: device.name, orientation: orientation.isLandscape ? "landscape" : "portrait",
      sizeClass: device.sizeClasses(in: orientation).description)
  }

  /// Lays `root` out filling `device`'s screen, as the view of a controller in a window.
  private static func survey(
    root: IBView, controller: IBViewController?, sceneID: String?, document: IBDocument, on device: Device,
    orientation: UIInterfaceOrientation
  ) -> RootLayout {
    let (layout, messages) = AdaptiveKitLog.shared.capture { () -> IBSceneLayout in
      let simulator = Simulator(device: device, orientation: orientation)
      let host = UIViewController()
      let layout = IBSceneLayout(root: root, document: document, controller: controller, host: host)
      simulator.window.rootViewController = host
      simulator.window.makeKeyAndVisible()
      simulator.layoutIfNeeded()
      return layout
    }
    return RootLayout(
      rootID: root.id, sceneID: sceneID, context: context(device: device, orientation: orientation),
      conflicts: conflicts(in: messages, layout: layout),
      ambiguousViewIDs: layout.entries.filter { !$0.isSkipped && $0.view.hasAmbiguousLayout }.map(\.source.id),
      frames: [], isRepresentative: true, isSavedConfiguration: false)
  }

  private static func survey(
    root: IBView, controller: IBViewController?, sceneID: String?, document: IBDocument
  ) -> RootLayout {
    let (layout, messages) = AdaptiveKitLog.shared.capture {
      IBVerifier.layOut(root: root, controller: controller, document: document)
    }
    let traits = layout.rootView.traitCollection
    let context = Finding.LayoutContext(
      device: deviceName(for: root, document: document),
      orientation: document.device?.orientation ?? "portrait",
      sizeClass: SizeClassPair(horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass).description)
    return RootLayout(
      rootID: root.id, sceneID: sceneID, context: context,
      conflicts: conflicts(in: messages, layout: layout),
      ambiguousViewIDs: layout.entries.filter { !$0.isSkipped && $0.view.hasAmbiguousLayout }.map(\.source.id),
      frames: frames(of: layout), isRepresentative: !hasSizeClassVariations(root.element),
      isSavedConfiguration: true)
  }

  /// Maps the engine's conflict reports back to document constraints through their descriptions.
  static func conflicts(in messages: [AdaptiveKitLog.Message], layout: IBSceneLayout) -> [Conflict] {
    let reports = messages.filter { $0.category == .unsatisfiableConstraints }
    guard !reports.isEmpty else { return [] }
    var idsByDescription: [String: String] = [:]
    for (id, constraint) in layout.constraintsByID.sorted(by: { $0.key < $1.key }) {
      idsByDescription[constraint.description] = idsByDescription[constraint.description] ?? id
    }
    return reports.map { message in
      let lines = message.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      var involved: [String] = []
      var descriptions: [String] = []
      for line in lines where line.hasPrefix("\"") {
        let quoted = String(line.dropFirst().prefix { $0 != "\"" })
        if let id = idsByDescription[quoted] {
          if !involved.contains(id) { involved.append(id) }
        } else {
          descriptions.append(quoted)
        }
      }
      let brokenLine = lines.last { $0.hasPrefix("<") }
      return Conflict(
        brokenID: brokenLine.flatMap { idsByDescription[$0] }, involvedIDs: involved, brokenDescription: brokenLine,
        systemDescriptions: descriptions, text: message.text)
    }
  }

  /// Whether a variation keyed by a size class lies anywhere under `element`.
  static func hasSizeClassVariations(_ element: IBXMLElement) -> Bool {
    for case .element(let child) in element.children {
      if child.name == "variation", child.key != "default" { return true }
      if hasSizeClassVariations(child) { return true }
    }
    return false
  }

  private static func frames(of layout: IBSceneLayout) -> [FrameComparison] {
    layout.entries.dropFirst().compactMap { entry in
      guard !entry.isSkipped, let stored = entry.source.frame, !entry.source.id.isEmpty else { return nil }
      let frame = entry.view.frame
      return FrameComparison(
        viewID: entry.source.id, stored: stored,
        solved: IBRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height))
    }
  }

  /// The device a root fills, as `IBVerifier` hosts it: the document's device when the stored
  /// size matches it, else the first catalog device of that size, else a canvas of that size.
  static func deviceName(for root: IBView, document: IBDocument) -> String {
    guard let frame = root.frame else { return "600×600 canvas" }
    let landscape = document.device?.orientation == "landscape"
    func fits(_ device: Device, _ orientation: UIInterfaceOrientation) -> Bool {
      let size = device.size(in: orientation)
      return abs(size.width - frame.width) < 0.5 && abs(size.height - frame.height) < 0.5
    }
    if let id = document.device?.id, let device = Device.withIBDeviceId(id),
      fits(device, landscape ? .landscapeLeft : .portrait)
    {
      return device.name
    }
    for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
      if let device = Device.all.first(where: { $0.ibDeviceId != nil && fits($0, orientation) }) { return device.name }
    }
    return "\(Int(frame.width))×\(Int(frame.height)) canvas"
  }
}
