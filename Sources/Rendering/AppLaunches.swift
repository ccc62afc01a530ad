import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The app's controllers (or a xib's views) for each launch a renderer draws: an app started at another Dynamic Type
/// size, layout direction or iOS release loads its views with those settings, so each launch has
/// its own `StoryboardControllers`, made on first use. Appearance and size classes change while an
/// app runs and are given to each drawing instead.
@MainActor
final class AppLaunches {
  private let document: IBDocument
  private let bundle: Bundle?
  private var launched: [TraitVariant: StoryboardControllers] = [:]
  private var launchedNibs: [TraitVariant: XibViews] = [:]

  /// Launches of `document`'s app, images and referenced storyboards looked up in `bundle`.
  /// (nil: the storyboards' own `.main`; a xib then has no bundle to find images in).
  init(document: IBDocument, bundle: Bundle?) {
    self.document = document
    self.bundle = bundle
  }

  /// The controllers of the app started with `variant`'s launch settings.
  func controllers(for variant: TraitVariant) -> StoryboardControllers {
    let settings = StoryboardControllers.launchSettings(of: variant)
    if let known = launched[settings] { return known }
    let made = StoryboardControllers(document: document, bundle: bundle ?? .main, launchSettings: settings)
    launched[settings] = made
    return made
  }

  /// The views of the xib as the app started with `variant`'s launch settings gets them.
  func xibViews(for variant: TraitVariant) -> XibViews {
    let settings = StoryboardControllers.launchSettings(of: variant)
    if let known = launchedNibs[settings] { return known }
    let made = XibViews(document: document, bundle: bundle, launchSettings: settings)
    launchedNibs[settings] = made
    return made
  }
}
