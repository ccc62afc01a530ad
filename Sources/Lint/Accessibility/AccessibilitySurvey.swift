import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Every screen-filling root of a document laid out under every variant, with what the
/// accessibility rules read kept as plain values (`SurveyedView`).
///
/// Each root is laid out on the device it was saved for (`VariantLayout.device(for:document:)`)
/// once per variant; the layouts are released as soon as their views are surveyed, so memory
/// follows one layout, not the matrix. A screen `LayoutSurvey` already laid out (same scene,
/// device, orientation and variant) is surveyed from that layout and handed in, not laid out again.
@MainActor
public final class AccessibilitySurvey {
  /// One root laid out under one variant.
  public struct Screen: Sendable {
    /// The id `VariantLayout.layOut(id:…)` takes: the scene id, or a xib top-level view's id.
    public var layoutID: String
    /// The root view's id.
    public var rootID: String
    /// The device's name.
    public var device: String
    /// The orientation it was laid out in.
    public var orientation: UIInterfaceOrientation
    /// The variant.
    public var variant: TraitVariant
    /// Where it was laid out, as findings name it.
    public var context: Diagnostic.LayoutContext
    /// The window's bounds.
    public var screen: CGRect
    /// The window's safe area, in window coordinates.
    public var safeArea: CGRect
    /// The installed views, parents before children (the root first).
    public var views: [SurveyedView]
  }

  /// What makes two layouts the same one: the root's layout id, the device, the orientation and
  /// the variant.
  public struct ScreenKey: Hashable, Sendable {
    public var layoutID: String
    public var device: String
    public var orientation: UIInterfaceOrientation
    public var variant: TraitVariant
  }

  /// A difference in point size that does not count (rounding to the pixel grid).
  public static let tolerance: CGFloat = 1

  /// Every root under every variant: the variants of one root together, in `variants` order.
  public private(set) var screens: [Screen] = []

  /// Lays out every screen-filling root of `document` under each of `variants`; `surveyed`
  /// holds screens already surveyed from another survey's layouts (`screen(of:…)`).
  public init(
    document: IBDocument, url: URL?, variants: [TraitVariant], surveyed: [ScreenKey: Screen] = [:]
  ) {
    let colors = DocumentColors(document: document, url: url)
    for (id, root, device, orientation) in Self.roots(of: document) {
      for variant in variants {
        let key = ScreenKey(layoutID: id, device: device.name, orientation: orientation, variant: variant)
        if let screen = surveyed[key] {
          screens.append(screen)
          continue
        }
        guard let layout = VariantLayout.layOut(id: id, in: document, device: device, orientation: orientation, variant: variant)
        else { continue }
        screens.append(Self.survey(layout, layoutID: id, rootID: root.id, device: device, orientation: orientation, variant: variant, colors: colors))
      }
    }
  }

  /// The screens the survey of `document` under `variants` lays out.
  static func keys(of document: IBDocument, variants: [TraitVariant]) -> Set<ScreenKey> {
    Set(
      roots(of: document).flatMap { root in
        variants.map { ScreenKey(layoutID: root.id, device: root.device.name, orientation: root.orientation, variant: $0) }
      })
  }

  /// The screen `layout` (another survey's layout of `key`'s root) shows, surveyed; nil when the
  /// key names no root of `document`.
  static func screen(
    of layout: StoryboardSceneBuilder, key: ScreenKey, document: IBDocument, colors: DocumentColors
  ) -> Screen? {
    guard let root = roots(of: document).first(where: { $0.id == key.layoutID }) else { return nil }
    return survey(
      layout, layoutID: key.layoutID, rootID: root.root.id, device: root.device, orientation: key.orientation,
      variant: key.variant, colors: colors)
  }

  /// Every screen-filling root the survey lays out (scene roots by scene id, then xib top-level
  /// views by their id), with the device and orientation it is laid out on.
  private static func roots(
    of document: IBDocument
  ) -> [(id: String, root: IBView, device: Device, orientation: UIInterfaceOrientation)] {
    let idioms = DocumentDeviceFamily.idioms(of: document)
    var roots: [(id: String, root: IBView)] = []
    for scene in document.scenes {
      if let root = scene.viewController?.view { roots.append((scene.sceneID, root)) }
    }
    for root in document.topLevelViews where !root.id.isEmpty { roots.append((root.id, root)) }
    return roots.compactMap { id, root in
      guard let (device, orientation) = VariantLayout.device(for: root, document: document), idioms.contains(device.idiom)
      else { return nil }
      return (id, root, device, orientation)
    }
  }

  /// The screen of `context` that holds the view `viewID`.
  public func screen(holding viewID: String, context: Diagnostic.LayoutContext?) -> Screen? {
    screens.first { $0.context == context && $0.views.contains { $0.id == viewID } }
  }

  private static func survey(
    _ layout: StoryboardSceneBuilder, layoutID: String, rootID: String, device: Device, orientation: UIInterfaceOrientation,
    variant: TraitVariant, colors: DocumentColors
  ) -> Screen {
    let root = layout.rootView
    let bounds = root.window?.bounds ?? root.bounds
    // The root's safe area holds the device's insets and the bars the scene sits under.
    let insets = root.safeAreaInsets
    let safeArea = root.convert(
      CGRect(
        x: insets.left, y: insets.top, width: max(0, root.bounds.width - insets.left - insets.right),
        height: max(0, root.bounds.height - insets.top - insets.bottom)), to: nil)
    let sizeClasses = SizeClassPair(
      horizontal: layout.traitCollection.horizontalSizeClass, vertical: layout.traitCollection.verticalSizeClass)
    let context = Diagnostic.LayoutContext(
      device: device.name, orientation: orientation.isLandscape ? "landscape" : "portrait",
      sizeClass: sizeClasses.description, traits: variant.findingTraits)
    let entries = layout.entries.filter { !$0.isSkipped && !$0.source.id.isEmpty }
    var idsByView: [ObjectIdentifier: String] = [:]
    var sourcesByView: [ObjectIdentifier: IBView] = [:]
    for entry in entries {
      idsByView[ObjectIdentifier(entry.view)] = entry.source.id
      sourcesByView[ObjectIdentifier(entry.view)] = entry.source
    }
    let views = entries.map { entry -> SurveyedView in
      let view = entry.view
      var parentID: String?
      var ancestor = view.superview
      var isShown = !view.isHidden && view.alpha > 0
      var scrolls = false
      var clips = false
      while let current = ancestor {
        if parentID == nil { parentID = idsByView[ObjectIdentifier(current)] }
        if current.isHidden || current.alpha <= 0 { isShown = false }
        if current is UIScrollView { scrolls = true }
        if current.clipsToBounds { clips = true }
        ancestor = current.superview
      }
      return SurveyedView(
        id: entry.source.id, kind: entry.source.kind, className: entry.source.className, parentID: parentID,
        frame: view.convert(view.bounds, to: nil), isShown: isShown, isInScrollingContent: scrolls,
        isInClippingAncestor: clips, isInteractive: isInteractive(entry),
        text: TextSurvey.text(of: entry, colors: colors, sources: sourcesByView))
    }
    return Screen(
      layoutID: layoutID, rootID: rootID, device: device.name, orientation: orientation, variant: variant,
      context: context, screen: bounds, safeArea: safeArea, views: views)
  }

  /// Element names of the views a user touches.
  static let interactiveKinds: Set<String> = [
    "button", "control", "switch", "slider", "stepper", "segmentedControl", "textField", "pageControl", "datePicker",
  ]

  private static func isInteractive(_ entry: StoryboardSceneBuilder.Entry) -> Bool {
    let source = entry.source
    let editableText = source.kind == "textView" && source.isEditable
    guard interactiveKinds.contains(source.kind) || editableText, source.isUserInteractionEnabled else { return false }
    return (entry.view as? UIControl)?.isEnabled ?? true
  }
}
