import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The views of a xib as the app gets them: the nib instantiated once, on first use, by a
/// `UINib` of the document, with File's Owner made as the app's code makes it
/// (`UINib.makeFilesOwner()`): a registered controller class loads its view from the nib and
/// runs `viewDidLoad`; a registered view class, or no owner, instantiates the nib directly.
/// Every `awakeFromNib` has run, so what code set on the views is what is drawn, as for the
/// controllers a storyboard instantiates (`StoryboardControllers`).
@MainActor
final class XibViews {
  private let nib: UINib
  private var made: Made??

  /// What instantiating the nib gave.
  private enum Made {
    /// A controller owner, whose view loads from the nib.
    case controller(UIViewController)
    /// The nib's objects (and the owner, kept alive with them).
    case objects(NibObjects, owner: AnyObject?)
  }

  /// The settings the app was started with (Dynamic Type size, layout direction, release).
  private let launchSettings: TraitVariant

  /// The views of `document`, images looked up in `bundle`, for an app started with
  /// `launchSettings` (`StoryboardControllers.launchSettings(of:)`): the nib's text-style fonts
  /// decode at its Dynamic Type size.
  init(document: IBDocument, bundle: Bundle?, launchSettings: TraitVariant = .deviceDefault) {
    nib = UINib(document: document, bundle: bundle)
    self.launchSettings = StoryboardControllers.launchSettings(of: launchSettings)
    nib.contentSizeCategory = self.launchSettings.preferredContentSizeCategory?.rawValue
  }

  /// The app's views by document id for drawing the top-level view `id`, which is given the
  /// drawn size classes as trait overrides so the nib's size-class variations apply as UIKit
  /// applies them; nil when the nib cannot be instantiated or did not keep the view. What
  /// loading logs is the app's to report, not the drawing's.
  func loadedViews(ofViewWithID id: String, sizeClasses: SizeClassPair) -> ((String) -> UIView?)? {
    guard let made = instantiated() else { return nil }
    let lookup: (String) -> UIView?
    switch made {
    case .controller(let controller):
      lookup = { [controller] viewID in controller.storyboardView(withDocumentID: viewID) }
    case .objects(let objects, _):
      lookup = { viewID in objects.byDocumentID[viewID] as? UIView }
    }
    guard let root = AdaptiveKitLog.shared.capture({ lookup(id) }).result else { return nil }
    _ = AdaptiveKitLog.shared.capture {
      root.traitOverrides.horizontalSizeClass = sizeClasses.horizontal
      root.traitOverrides.verticalSizeClass = sizeClasses.vertical
      if let direction = launchSettings.layoutDirection { root.traitOverrides.layoutDirection = direction }
      if let release = launchSettings.release { root.traitOverrides[UIKitReleaseTrait.self] = release }
    }
    return lookup
  }

  /// What instantiating the nib made from the document and the outlets it connected
  /// (`NibLoadRecord`); nil when it cannot be instantiated.
  var loadRecord: NibLoadRecord? {
    switch instantiated() {
    case .controller(let controller): AdaptiveKitLog.shared.capture { controller.nibLoadRecord }.result
    case .objects(let objects, _): objects.record
    case nil: nil
    }
  }

  /// `loadRecord` for every document view of the nib.
  var loadRecords: ((String) -> NibLoadRecord?)? {
    guard let record = loadRecord else { return nil }
    return { _ in record }
  }

  private func instantiated() -> Made? {
    if let made { return made }
    let (result, _) = AdaptiveKitLog.shared.capture { () -> Made? in
      do {
        let owner = try nib.makeFilesOwner()
        if let controller = owner as? UIViewController {
          StoryboardControllers.apply(launchSettings, to: controller)
          return .controller(controller)
        }
        return .objects(try nib.instantiateObjects(withOwner: owner), owner: owner)
      } catch {
        return nil
      }
    }
    made = .some(result)
    return result
  }
}
