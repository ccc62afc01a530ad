@testable import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The (view, attribute) pairs the documents of a folder set, loaded at run time and checked
/// against `RuntimeAttribute.table`: how many reach the runtime view with the document's value,
/// and which do not, by property.
@MainActor
struct RuntimeAttributeCoverage {
  /// Pairs the documents set.
  private(set) var checked = 0
  /// Pairs whose runtime value is the document's.
  private(set) var matched = 0
  /// Misses by property, with one example each (file, view id, document and runtime values).
  private(set) var misses: [String: (count: Int, example: String)] = [:]
  /// Documents or scenes that failed to load, with the error.
  private(set) var loadFailures: [String] = []

  /// The share of pairs that reach the runtime.
  var fraction: Double { checked == 0 ? 0 : Double(matched) / Double(checked) }

  /// Loads every scene of `url` at run time and checks its views.
  mutating func check(documentAt url: URL) {
    let document: IBDocument
    do {
      document = try IBDocument(contentsOf: url)
    } catch {
      loadFailures.append("\(url.lastPathComponent): \(error)")
      return
    }
    switch document.documentKind {
    case .storyboard: checkStoryboard(document)
    case .xib: checkNib(document, data: (try? Data(contentsOf: url)) ?? Data())
    }
  }

  /// Each controller of the storyboard, instantiated as `UIStoryboard` does, its view loaded.
  private mutating func checkStoryboard(_ document: IBDocument) {
    let storyboard = UIStoryboard(document: document, name: (document.fileName as NSString).deletingPathExtension)
    for controller in document.viewControllers where controller.view != nil && !controller.isStoryboardReference {
      var instantiator = StoryboardInstantiator(storyboard: storyboard)
      do {
        let made = try instantiator.instantiate(controller, creator: nil)
        made.loadViewIfNeeded()
        check(made.retainedSceneLayouts, file: document.fileName)
      } catch {
        loadFailures.append("\(document.fileName) \(controller.id): \(error)")
      }
    }
  }

  /// The nib instantiated with a controller owner; each top-level view keeps its layout.
  private mutating func checkNib(_ document: IBDocument, data: Data) {
    let owner = UIViewController()
    let objects: [Any]
    do {
      objects = try UINib(data: data, bundle: nil).loadObjects(withOwner: owner)
    } catch {
      loadFailures.append("\(document.fileName): \(error)")
      return
    }
    for case let view as UIView in objects { check(view.retainedSceneLayouts, file: document.fileName) }
    for case let controller as UIViewController in objects {
      controller.loadViewIfNeeded()
      check(controller.retainedSceneLayouts, file: document.fileName)
    }
  }

  private mutating func check(_ layouts: [StoryboardSceneBuilder], file: String) {
    for layout in layouts {
      for entry in layout.allEntries {
        check(entry.source.element, view: entry.view, file: file)
      }
    }
  }

  private mutating func check(_ element: IBXMLElement, view: UIView, file: String) {
    for row in RuntimeAttribute.table where row.kinds?.contains(element.name) ?? true {
      guard let expected = row.document(element) else { continue }
      checked += 1
      let actual = row.runtime(view)
      if actual == expected {
        matched += 1
      } else {
        let key = "\(element.name).\(row.property)"
        let example = "\(file) \(element.id ?? "?"): document \(expected), runtime \(actual ?? "nil (\(type(of: view)))")"
        misses[key] = ((misses[key]?.count ?? 0) + 1, misses[key]?.example ?? example)
      }
    }
  }

  /// The coverage and the misses, most frequent first.
  var summary: String {
    let percent = String(format: "%.2f", fraction * 100)
    var lines = ["runtime attribute coverage: \(matched) / \(checked) (\(percent) %)"]
    for (key, miss) in misses.sorted(by: { $0.value.count > $1.value.count }) {
      lines.append("  \(miss.count)\t\(key)\te.g. \(miss.example)")
    }
    if !loadFailures.isEmpty { lines.append("  \(loadFailures.count) scenes failed to load, e.g. \(loadFailures[0])") }
    return lines.joined(separator: "\n")
  }
}
