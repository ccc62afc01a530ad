import Foundation
import InterfaceBuilder

/// A `.xib` file's objects, instantiated on demand with an owner standing in for File's Owner.
@preconcurrency @MainActor
open class UINib {
  /// Keys of the options dictionary.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Objects for the nib's external-object placeholders, by placeholder identifier (`[String: Any]`).
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  private enum Source {
    case named(String, Bundle)
    case data(Data, Bundle?)
    case document(IBDocument, Bundle?)
  }

  private let source: Source
  /// Where the nib's images are looked up.
  private var bundle: Bundle? {
    switch source {
    case .named(_, let bundle): bundle
    case .data(_, let bundle): bundle
    case .document(_, let bundle): bundle
    }
  }
  private var cachedDocument: IBDocument?
  /// The Dynamic Type size (a raw value) the nib's text-style fonts decode at when it has no
  /// controller owner to give one: the app's, as UIKit decodes fonts at the current size. Nil:
  /// Large.
  package var contentSizeCategory: String?

  /// The nib `<name>.xib` in `bundle` (the main bundle when `nil`), read when first instantiated.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    source = .named(name, bundleOrNil ?? .main)
  }

  /// The nib whose `.xib` text is `data`.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    source = .data(data, bundleOrNil)
  }

  /// The nib of a decoded xib (a tool that has read the document already, such as the renderer).
  package init(document: IBDocument, bundle: Bundle?) {
    source = .document(document, bundle)
    cachedDocument = document
  }

  /// Creates the nib's top-level objects (placeholders excluded) and connects them, File's Owner
  /// being `ownerOrNil`. Stops with UIKit's message when the nib cannot be found or read
  /// (`loadObjects(withOwner:options:)` throws instead).
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
    do { return try loadObjects(withOwner: ownerOrNil, options: optionsOrNil) } catch {
      preconditionFailure(error.description)
    }
  }

  /// Creates and connects the nib's top-level objects, throwing when the nib cannot be found or
  /// does not decode.
  public func loadObjects(withOwner owner: Any?, options: [UINib.OptionsKey: Any]? = nil) throws(UIStoryboardError) -> [Any] {
    try instantiateObjects(withOwner: owner, options: options).topLevel
  }

  /// Creates and connects the nib's objects as `loadObjects(withOwner:options:)` does, and
  /// tells which object each document id became.
  package func instantiateObjects(
    withOwner owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) throws(UIStoryboardError) -> NibObjects {
    let document = try loadDocument()
    return NibInstantiator(document: document, bundle: bundle, contentSizeCategory: contentSizeCategory).instantiate(
      owner: owner.map { $0 as AnyObject },
      externalObjects: options?[.externalObjects] as? [String: Any] ?? [:])
  }

  func loadDocument() throws(UIStoryboardError) -> IBDocument {
    if let cachedDocument { return cachedDocument }
    let document: IBDocument
    do {
      switch source {
      case .named(let name, let bundle):
        let url = try UIStoryboard.locate(name, extension: "xib", in: bundle)
        do { document = try IBDocument(contentsOf: url) } catch { throw UIStoryboardError.undecodable(error) }
      case .data(let data, _):
        do { document = try IBDocument(data: data, fileName: "UINib.xib") } catch {
          throw UIStoryboardError.undecodable(error)
        }
      case .document(let decoded, _):
        document = decoded
      }
    } catch let error as UIStoryboardError {
      throw error
    } catch {
      throw .undecodable(IBDecodingError(diagnostics: []))
    }
    cachedDocument = document
    return document
  }
}

/// A nib's objects once instantiated and connected.
package struct NibObjects {
  /// The top-level objects, in document order (what `UINib.instantiate` returns).
  package let topLevel: [Any]
  /// Every object built (views of every depth, bar items, gesture recognizers, custom objects,
  /// top-level controllers) by document id.
  package let byDocumentID: [String: AnyObject]
  /// What the load made from the document and the outlets it connected.
  package let record: NibLoadRecord
}

/// Builds a xib's top-level objects and connects them.
@MainActor
struct NibInstantiator {
  let document: IBDocument
  /// The bundle the nib was loaded from, where its images are found.
  let bundle: Bundle?
  /// The Dynamic Type size its views load at (`UINib.contentSizeCategory`).
  var contentSizeCategory: String?

  func instantiate(owner: AnyObject?, externalObjects: [String: Any]) -> NibObjects {
    let fileName = document.fileName
    var objects: [String: AnyObject] = [:]
    var fallbackIDs: Set<String> = []
    var firstResponderIDs: Set<String> = []
    var topLevel: [AnyObject] = []
    var built: [(IBXMLElement, AnyObject)] = []
    let record = NibLoadRecord()
    for object in document.objects {
      switch object {
      case .placeholder(let placeholder):
        if placeholder.isFilesOwner {
          if let owner { objects[placeholder.id] = owner }
        } else if placeholder.isFirstResponder {
          firstResponderIDs.insert(placeholder.id)
        } else if let identifier = placeholder.placeholderIdentifier, let external = externalObjects[identifier] {
          objects[placeholder.id] = external as AnyObject
        }
      case .view(let view):
        var load = StoryboardLoad(fileName: fileName, bundle: bundle, resources: document.resources)
        load.contentSizeCategory = contentSizeCategory
        let layout = StoryboardSceneBuilder(root: view, document: document, context: .runtime(load))
        let bars = StoryboardBarViews(installingIn: layout.allEntries, document: document, load: load)
        topLevel.append(layout.rootView)
        // UIKit keeps a nib's size-class variations in the objects it decodes: each top-level
        // view (and each bar item's custom view) owns its layout, so it follows trait changes
        // for as long as it lives whoever the owner is (none included), and frees it when it goes.
        for made in [layout] + bars.layouts { made.makeRootViewOwner() }
        record.add([layout] + bars.layouts)
        for element in bars.connectable {
          if let id = element.id, let object = bars.objects[id] { built.append((element, object)) }
        }
        objects.merge(bars.objects) { kept, _ in kept }
        for entry in layout.allEntries where !entry.source.id.isEmpty {
          objects[entry.source.id] = entry.view
          built.append((entry.source.element, entry.view))
          if let custom = entry.source.customClass,
            StoryboardClassRegistry.lookup(StoryboardClassRegistry.views, className: custom, module: entry.source.customModule) == nil
          {
            fallbackIDs.insert(entry.source.id)
          }
        }
      case .viewController(let controller):
        let storyboard = UIStoryboard(document: document, name: (fileName as NSString).deletingPathExtension)
        var instantiator = StoryboardInstantiator(storyboard: storyboard)
        do {
          let made = try instantiator.instantiate(controller, creator: nil)
          made.storyboardScene?.isNib = true
          objects[controller.id] = made
          topLevel.append(made)
        } catch {
          AdaptiveKitLog.shared.report(.storyboard, error.description)
        }
      case .gestureRecognizer,
        .other(_) where object.element.name == "customObject":
        guard let made = StoryboardMemberObjects.make(object, fileName: fileName) else { continue }
        objects[object.id] = made
        built.append((object.element, made))
        topLevel.append(made)
      default:
        AdaptiveKitLog.shared.report(
          .storyboard, "\(fileName):\(object.location): top-level \(object.element.name) '\(object.id)' is not built")
      }
    }
    for (id, object) in objects { record.add(object, id: id) }
    let connector = StoryboardConnector(
      objects: objects, fallbackIDs: fallbackIDs, firstResponderIDs: firstResponderIDs, fileName: fileName,
      record: record)
    for (element, object) in built { connector.applyRuntimeAttributes(of: element, to: object) }
    let placeholderElements = document.placeholders.filter(\.isFilesOwner).map(\.element)
    connector.connect(placeholderElements + built.map(\.0)) { segue, _ in
      AdaptiveKitLog.shared.report(.storyboard, "\(fileName):\(segue.location): xibs cannot hold segues")
    }
    for (_, object) in built { (object as? UIResponder)?.awakeFromNib() }
    return NibObjects(topLevel: topLevel, byDocumentID: objects, record: record)
  }
}
