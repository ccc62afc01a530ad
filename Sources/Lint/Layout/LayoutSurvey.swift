import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas

/// Every root view of a document (each scene's controller view, each top-level xib view) laid out
/// by the engine, with what the layout rules need kept as plain values.
///
/// Layouts are made once per document and shared by the unsatisfiable, ambiguous and
/// frame-mismatch rules. Each root is laid out at the document's own size, as `adaptive verify`
/// does (the document's device and orientation, or a canvas of the stored size): the saved
/// configuration, the one Interface Builder checked and stored frames for. A scene's root that
/// fills a device screen is also laid out on `deviceMatrix`, one device per size-class
/// combination, with the variations of that size class applied, once per trait variant asked
/// for (the saved configuration is Interface Builder's canvas, in the device's own settings).
@MainActor
public final class LayoutSurvey {
  /// One root laid out in one configuration.
  public struct RootLayout: Sendable {
    /// The root view's id.
    public var rootID: String
    /// The scene's id, for storyboard roots.
    public var sceneID: String?
    /// Where the root was laid out.
    public var context: Diagnostic.LayoutContext
    /// Required constraints the engine could not satisfy together.
    public var conflicts: [Conflict]
    /// Views whose position or size the constraints leave undetermined (ids, in document order).
    public var ambiguousViewIDs: [String]
    /// Each compared view's stored and solved frames (saved configuration only).
    public var frames: [FrameComparison]
    /// Whether the layout is one a device shows: `false` for a root with size-class variations
    /// laid out with the Any/Any base alone (a freeform canvas), which no device uses; the layout
    /// rules skip such layouts rather than report problems of a configuration that never occurs.
    public var isRepresentative: Bool
    /// Whether this is the configuration the document was saved in (its stored frames and its
    /// `ambiguous`/`misplaced` marks describe this one).
    public var isSavedConfiguration: Bool
    /// The trait variant the root was laid out in.
    public var variant: TraitVariant = .deviceDefault
  }

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

  /// The extra configurations full-screen scenes are laid out in: one per size-class
  /// combination, on the phones and tablet with the smallest and largest screens (those of the
  /// families the document is loaded on, `DocumentDeviceFamily`).
  public static let deviceMatrix: [(device: Device, orientation: UIInterfaceOrientation)] = [
    ("iPhone 5 / 5c / 5s / SE (1st gen)", UIInterfaceOrientation.portrait),  // wC hR, 320 points wide
    ("iPhone 5 / 5c / 5s / SE (1st gen)", .landscapeLeft),  // wC hC
    ("iPhone 16 Pro Max / 17 Pro Max", .landscapeLeft),  // wR hC
    ("iPad Pro 12.9\" / iPad Air 13\"", .portrait),  // wR hR
  ].compactMap { name, orientation in Device.named(name).map { ($0, orientation) } }

  /// Every root in every configuration, in document order.
  public private(set) var layouts: [RootLayout] = []

  /// Lays out every root of `document`, the device matrix in each of `variants`. `sharing` sees
  /// each matrix layout before it is released (scene id, device, orientation, variant), so the
  /// accessibility rules can survey the ones they need instead of laying them out again.
  public init(
    document: IBDocument, variants: [TraitVariant] = [.deviceDefault],
    sharing: (String, Device, UIInterfaceOrientation, TraitVariant, StoryboardSceneBuilder) -> Void = { _, _, _, _, _ in }
  ) {
    // Only the devices iOS loads the document on: an iPad storyboard never appears on a phone.
    let idioms = DocumentDeviceFamily.idioms(of: document)
    for scene in document.scenes {
      guard let controller = scene.viewController, let root = controller.view else { continue }
      let saved = Self.savedLayout(root: root, controller: controller, sceneID: scene.sceneID, document: document)
      layouts.append(saved)
      guard !saved.context.device.hasSuffix("canvas") || Self.isFullScreenCanvas(root) else { continue }
      for (variant, device, orientation) in Self.configurations(variants) where idioms.contains(device.idiom) {
        let context = Self.context(device: device, orientation: orientation, variant: variant)
        guard context.device != saved.context.device || context.orientation != saved.context.orientation
          || !variant.isDeviceDefault
        else { continue }
        let result = AdaptiveKitLog.shared.capture { () -> StoryboardSceneBuilder? in
          try? SceneHost.layout(
            sceneID: scene.sceneID, in: document, device: device, orientation: orientation, variant: variant)
        }
        guard let layout = result.result else { continue }
        sharing(scene.sceneID, device, orientation, variant, layout)
        layouts.append(
          RootLayout(
            rootID: root.id, sceneID: scene.sceneID, context: context,
            conflicts: Self.conflicts(in: result.messages, layout: layout),
            ambiguousViewIDs: Self.ambiguousViewIDs(in: layout), frames: [], isRepresentative: true,
            isSavedConfiguration: false, variant: variant))
      }
    }
    for root in document.topLevelViews {
      layouts.append(Self.savedLayout(root: root, controller: nil, sceneID: nil, document: document))
    }
  }

  /// The device matrix in each variant (the device's defaults when none is given).
  private static func configurations(
    _ variants: [TraitVariant]
  ) -> [(variant: TraitVariant, device: Device, orientation: UIInterfaceOrientation)] {
    (variants.isEmpty ? [.deviceDefault] : variants).flatMap { variant in
      deviceMatrix.map { (variant, $0.device, $0.orientation) }
    }
  }

  /// Xcode 6–7 size-class storyboards keep controller views on a 600×600 Any/Any canvas; they fill
  /// the screen on every device.
  private static func isFullScreenCanvas(_ root: IBView) -> Bool {
    root.frame.map { $0.width == 600 && $0.height == 600 } ?? false
  }

  private static func context(
    device: Device, orientation: UIInterfaceOrientation, variant: TraitVariant = .deviceDefault
  ) -> Diagnostic.LayoutContext {
    Diagnostic.LayoutContext(
      device: device.name, orientation: orientation.isLandscape ? "landscape" : "portrait",
      sizeClass: device.sizeClasses(in: orientation).description, traits: variant.findingTraits)
  }

  private static func ambiguousViewIDs(in layout: StoryboardSceneBuilder) -> [String] {
    layout.entries.filter { !$0.isSkipped && $0.view.hasAmbiguousLayout }.map(\.source.id)
  }

  /// The root laid out as `adaptive verify` lays it out: where the document was saved.
  private static func savedLayout(
    root: IBView, controller: IBViewController?, sceneID: String?, document: IBDocument
  ) -> RootLayout {
    let (layout, messages) = AdaptiveKitLog.shared.capture {
      SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    }
    let traits = layout.rootView.traitCollection
    let sizeClasses = SizeClassPair(horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass)
    let context = Diagnostic.LayoutContext(
      device: deviceName(for: root, document: document),
      orientation: document.device?.orientation ?? "portrait", sizeClass: sizeClasses.description)
    let isBaseOnly = sizeClasses.horizontal == .unspecified && sizeClasses.vertical == .unspecified
    return RootLayout(
      rootID: root.id, sceneID: sceneID, context: context,
      conflicts: conflicts(in: messages, layout: layout), ambiguousViewIDs: ambiguousViewIDs(in: layout),
      frames: frames(of: layout), isRepresentative: !(isBaseOnly && hasSizeClassVariations(root.element)),
      isSavedConfiguration: true)
  }

  /// The engine's conflict reports with each constraint mapped to its document id by identity
  /// (the layout's `NSLayoutConstraint` for that id); constraints UIKit made itself keep only
  /// their description.
  static func conflicts(in messages: [AdaptiveKitLog.Message], layout: StoryboardSceneBuilder) -> [Conflict] {
    let reports = messages.filter { $0.category == .unsatisfiableConstraints }
    guard !reports.isEmpty else { return [] }
    let idsByConstraint = layout.constraintIDsByIdentity
    func documentID(_ member: ConstraintConflict.Member) -> String? { member.constraint.flatMap { idsByConstraint[$0] } }
    return reports.map { message in
      // A constraint the engine could not add for another reason carries no conflict.
      guard let conflict = message.conflict else {
        return Conflict(brokenID: nil, involvedIDs: [], brokenDescription: nil, systemDescriptions: [], text: message.text)
      }
      var involved: [String] = []
      var descriptions: [String] = []
      for member in conflict.involved {
        if let id = documentID(member) {
          if !involved.contains(id) { involved.append(id) }
        } else {
          descriptions.append(member.description)
        }
      }
      return Conflict(
        brokenID: documentID(conflict.broken), involvedIDs: involved, brokenDescription: conflict.broken.description,
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

  private static func frames(of layout: StoryboardSceneBuilder) -> [FrameComparison] {
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
    return "\(Int(saturating: frame.width))×\(Int(saturating: frame.height)) canvas"
  }
}
