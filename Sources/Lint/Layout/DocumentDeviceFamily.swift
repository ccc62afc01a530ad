import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The device families iOS loads a document on, so lint lays it out only where it can appear.
///
/// A file named `~ipad` or `~iphone` is loaded only on that family (UIKit's device modifiers); a
/// storyboard of the iPad runtime (`targetRuntime="iOS.CocoaTouch.iPad"`) only on iPads; a
/// document without size classes was saved for one family, its device's (Xcode asks which when
/// size classes are turned off), or the iPhone when it names none; any other document on both.
enum DocumentDeviceFamily {
  /// The idioms `document` is loaded on.
  @MainActor
  static func idioms(of document: IBDocument) -> Set<UIUserInterfaceIdiom> {
    let name = (document.fileName as NSString).deletingPathExtension.lowercased()
    if name.hasSuffix("~ipad") { return [.pad] }
    if name.hasSuffix("~iphone") { return [.phone] }
    if document.targetRuntime == padRuntime { return [.pad] }
    guard !document.useTraitCollections else { return [.phone, .pad] }
    if let idiom = document.catalogDevice?.idiom, idiom == .phone || idiom == .pad { return [idiom] }
    return [.phone]
  }

  /// The target runtime of iPad-only storyboards and xibs.
  static let padRuntime = "iOS.CocoaTouch.iPad"
}
