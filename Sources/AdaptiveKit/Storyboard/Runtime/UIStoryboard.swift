import Foundation
import InterfaceBuilder

/// A storyboard file: a graph of scenes, each a view controller with its views, linked by segues.
///
/// Instantiating a scene creates a new controller each time (with `init(coder:)` for registered
/// custom classes, see `register(_:forClassName:)`); its view loads lazily from the scene.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The storyboard's name, without the extension.
  public let name: String
  /// The bundle the storyboard came from.
  public let bundle: Bundle
  /// The decoded document.
  public let document: IBDocument
  /// Other storyboards that storyboard references led to, by name.
  var referencedStoryboards: [String: UIStoryboard] = [:]
  /// The app's fonts when they are not the bundle's (a renderer's app is the document's project
  /// and its font folders); nil: the fonts found with the bundle.
  package var appFonts: AppFontCatalog?

  /// Loads `<name>.storyboard` from the bundle's resources (or their `Base.lproj`); a `nil`
  /// bundle is the main bundle. Stops with UIKit's message when there is no such storyboard or
  /// it does not decode; `load(name:bundle:)` throws instead.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    do {
      let bundle = storyboardBundleOrNil ?? .main
      let url = try UIStoryboard.locate(name, extension: "storyboard", in: bundle)
      try self.init(url: url, name: name, bundle: bundle)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// Wraps a decoded storyboard, with `bundle` for storyboards it references.
  public init(document: IBDocument, name: String? = nil, bundle: Bundle = .main) {
    self.document = document
    self.name = name ?? (document.fileName as NSString).deletingPathExtension
    self.bundle = bundle
  }

  open override var description: String { "<UIStoryboard: \(name)>" }

  private convenience init(url: URL, name: String, bundle: Bundle) throws(UIStoryboardError) {
    do {
      self.init(document: try IBDocument(contentsOf: url), name: name, bundle: bundle)
    } catch {
      throw .undecodable(error)
    }
  }

  /// Loads `<name>.storyboard` from the bundle, throwing when it is missing or does not decode
  /// (the error names the file, line and column).
  public static func load(name: String, bundle: Bundle?) throws(UIStoryboardError) -> UIStoryboard {
    let bundle = bundle ?? .main
    let url = try locate(name, extension: "storyboard", in: bundle)
    return try UIStoryboard(url: url, name: name, bundle: bundle)
  }

  /// Where `<name>.<extension>` is: the bundle's resources, then `Base.lproj`, then the bundle
  /// folder itself (a plain directory opened with `Bundle(path:)`).
  static func locate(_ name: String, extension fileExtension: String, in bundle: Bundle) throws(UIStoryboardError) -> URL {
    let fileName = name.hasSuffix(".\(fileExtension)") ? name : "\(name).\(fileExtension)"
    var folders: [String] = []
    for root in [bundle.resourcePath, bundle.bundlePath].compactMap(\.self) where !folders.contains(root) {
      folders.append(root)
      folders.append((root as NSString).appendingPathComponent("Base.lproj"))
    }
    for folder in folders {
      let path = (folder as NSString).appendingPathComponent(fileName)
      if FileManager.default.fileExists(atPath: path) { return URL(fileURLWithPath: path) }
    }
    switch fileExtension {
    case "storyboard": throw .storyboardNotFound(name: name, bundlePath: bundle.bundlePath)
    default: throw .nibNotFound(name: name, bundlePath: bundle.bundlePath)
    }
  }

  // MARK: Instantiating

  /// A new instance of the initial view controller, or `nil` when the storyboard has none.
  /// Stops with the error's message when the scene cannot be built; see `loadInitialViewController()`.
  open func instantiateInitialViewController() -> UIViewController? {
    do { return try loadInitialViewController() } catch { preconditionFailure(error.description) }
  }

  /// A new instance of the initial view controller made by `block` from the coder (iOS 13); a
  /// `nil` result makes the storyboard's own class with `init(coder:)`.
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator block: ((NSCoder) -> ViewController?)?
  ) -> ViewController? {
    do {
      guard let initial = document.initialViewController else { return nil }
      return try instantiate(initial, as: ViewController.self, creator: block)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// A new instance of the controller whose Storyboard ID is `identifier`; stops with UIKit's
  /// message when there is none (see `loadViewController(withIdentifier:)`).
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    do { return try loadViewController(withIdentifier: identifier) } catch { preconditionFailure(error.description) }
  }

  /// A new instance of the controller whose Storyboard ID is `identifier`, made by `block` from
  /// the coder (iOS 13); a `nil` block or result makes the storyboard's own class.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    do throws(UIStoryboardError) {
      guard let controller = document.viewController(withStoryboardIdentifier: identifier) else {
        throw UIStoryboardError.unknownIdentifier(identifier: identifier, storyboard: name)
      }
      return try instantiate(controller, as: ViewController.self, creator: block)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// A new instance of the initial view controller; `nil` when the storyboard names none. Throws
  /// when the scene cannot be built (missing destinations, relationship cycles, bad classes).
  public func loadInitialViewController() throws(UIStoryboardError) -> UIViewController? {
    guard let initial = document.initialViewController else { return nil }
    var instantiator = StoryboardInstantiator(storyboard: self)
    return try instantiator.instantiate(initial, creator: nil)
  }

  /// A new instance of the controller whose Storyboard ID is `identifier`, throwing when there is
  /// none or it cannot be built.
  public func loadViewController(withIdentifier identifier: String) throws(UIStoryboardError) -> UIViewController {
    guard let controller = document.viewController(withStoryboardIdentifier: identifier) else {
      throw .unknownIdentifier(identifier: identifier, storyboard: name)
    }
    var instantiator = StoryboardInstantiator(storyboard: self)
    return try instantiator.instantiate(controller, creator: nil)
  }

  /// A new instance of the controller whose document id is `id` (any scene, with or without a
  /// Storyboard ID): how a drawing of the document gets the controllers, navigation items and bar
  /// items the app would get.
  package func loadViewController(withObjectID id: String) throws(UIStoryboardError) -> UIViewController {
    guard let controller = document.viewControllers.first(where: { $0.id == id }) else {
      throw .unknownIdentifier(identifier: id, storyboard: name)
    }
    var instantiator = StoryboardInstantiator(storyboard: self)
    return try instantiator.instantiate(controller, creator: nil)
  }

  private func instantiate<ViewController: UIViewController>(
    _ controller: IBViewController, as expected: ViewController.Type, creator: ((NSCoder) -> ViewController?)?
  ) throws(UIStoryboardError) -> ViewController {
    var instantiator = StoryboardInstantiator(storyboard: self)
    let made = try instantiator.instantiate(controller, creator: creator.map { block in { block($0) } })
    guard let typed = made as? ViewController else {
      throw .instantiationFailed(
        file: document.fileName, location: controller.location, className: "\(type(of: made))",
        reason: "it is not a \(ViewController.self)")
    }
    return typed
  }

  /// The storyboard named `name` in this one's bundle (this one for its own name), for references.
  func storyboard(named name: String) throws(UIStoryboardError) -> UIStoryboard {
    if name == self.name { return self }
    if let cached = referencedStoryboards[name] { return cached }
    let loaded = try UIStoryboard.load(name: name, bundle: bundle)
    referencedStoryboards[name] = loaded
    return loaded
  }
}

