import InterfaceBuilder

/// Asset-catalog colours named in the file but found neither in its `<resources>` nor in a colour
/// set beside it; at run time `UIColor(named:)` returns nil.
public struct MissingColor: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "resource.missing-color", defaultSeverity: .warning,
    summary: "A named colour is in neither the file's resources nor an asset catalog beside it.")

  /// Creates the rule.
  public init() {}

  /// One finding per use of a missing colour name.
  public func check(_ input: LintInput) -> [Diagnostic] {
    let listed = Set(input.document.resources.namedColors.map(\.name))
    let index = input.url.map(AssetCatalogIndex.index(besideDocumentAt:))
    return ResourceReferences.colors(in: input.document).compactMap { use in
      guard !listed.contains(use.name), index?.colorNames.contains(use.name) != true else { return nil }
      return finding(
        input, at: use.element.location, objectID: use.objectID,
        "color '\(use.name)' is not in the file's resources or in an asset catalog beside it",
        fixHint: "Add a color set named '\(use.name)' to the app's asset catalog, or choose another colour.")
    }
  }
}
