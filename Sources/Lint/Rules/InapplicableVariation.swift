import AdaptiveKit
import InterfaceBuilder

/// Size-class variations that can never change anything: in a document with size classes turned
/// off, keyed by a size-class combination no device produces or by a value that is not a size
/// class, keyed by traits iOS never matches, or with nothing in them.
public struct InapplicableVariation: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "variation.never-applies", defaultSeverity: .warning,
    summary: "A size-class variation can never apply, or is empty.")

  /// Creates the rule.
  public init() {}

  /// The size-class pairs some catalog device produces, full screen or in a multitasking window.
  static let producedPairs: Set<SizeClassPair> = {
    var pairs = Set<SizeClassPair>()
    for device in Device.all {
      pairs.insert(device.portraitSizeClasses)
      pairs.insert(device.landscapeSizeClasses)
      for window in device.multitaskingWindows { pairs.insert(window.sizeClasses) }
    }
    return pairs
  }()

  /// One finding per inapplicable or empty variation.
  public func check(_ input: LintInput) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var variations: [(element: IBXMLElement, ownerID: String?)] = []
    collect(input.document.root, into: &variations)
    for (element, ownerID) in variations {
      let variation = IBVariation(element: element)
      let key = variation.variationKey
      if let problem = problem(with: key, usesTraitCollections: input.document.useTraitCollections) {
        findings.append(
          finding(
            input, at: element.location, objectID: ownerID,
            "variation '\(key.rawValue)' never applies: \(problem.reason)", fixHint: problem.fix))
      } else if variation.attributeOverrides.isEmpty && variation.elementOverrides.isEmpty
        && variation.masks.allSatisfy({ $0.entries.isEmpty })
      {
        findings.append(
          finding(
            input, at: element.location, objectID: ownerID,
            "variation '\(key.rawValue)' is empty: it overrides nothing and installs nothing",
            fixHint: "Delete the empty variation (Xcode leaves these behind when every override is removed)."))
      }
    }
    return findings
  }

  private func problem(with key: IBVariationKey, usesTraitCollections: Bool) -> (reason: String, fix: String)? {
    if !usesTraitCollections {
      return (
        "the document has size classes turned off",
        "Turn on 'Use Trait Variations' in the File inspector, or delete the variation.")
    }
    if key.isDefault { return nil }
    for part in key.rawValue.split(separator: "-") {
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = pieces.first.map(String.init) ?? ""
      let value = pieces.count > 1 ? String(pieces[1]) : ""
      if name == "widthClass" || name == "heightClass", value != "compact", value != "regular" {
        return ("'\(value)' is not a size class (compact or regular)", "Recreate the variation in Interface Builder.")
      }
    }
    // Mac Catalyst's "Optimize for Mac" idiom is a real environment for the same storyboard.
    if key.otherTraits == ["userInterfaceIdiom": "mac"] { return nil }
    if !key.otherTraits.isEmpty {
      let traits = key.otherTraits.keys.sorted().joined(separator: ", ")
      return ("it names traits iOS size classes never match (\(traits))", "Delete the variation or recreate it for size classes.")
    }
    let produced = Self.producedPairs.contains { pair in
      (key.widthClass == .unspecified || Self.matches(key.widthClass, pair.horizontal))
        && (key.heightClass == .unspecified || Self.matches(key.heightClass, pair.vertical))
    }
    if !produced {
      return ("no device produces \(key.widthClass) width with \(key.heightClass) height", "Delete the variation.")
    }
    return nil
  }

  private static func matches(_ ib: IBSizeClass, _ runtime: UIUserInterfaceSizeClass) -> Bool {
    switch ib {
    case .compact: runtime == .compact
    case .regular: runtime == .regular
    case .unspecified: true
    }
  }

  /// Every variation with the id of the object that holds it.
  private func collect(_ element: IBXMLElement, into result: inout [(element: IBXMLElement, ownerID: String?)]) {
    for case .element(let child) in element.children {
      if child.name == "variation" { result.append((child, element.id)) }
      collect(child, into: &result)
    }
  }
}
