import InterfaceBuilder

/// Images named in the file but found neither in its `<resources>` nor in an asset catalog or
/// image file beside it; at run time `UIImage(named:)` returns nil and the view shows nothing.
public struct MissingImage: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "resource.missing-image", defaultSeverity: .warning,
    summary: "An image is named but is in neither the file's resources nor an asset catalog beside it.")

  /// Creates the rule.
  public init() {}

  /// One finding per use of a missing image name.
  public func check(_ input: LintInput) -> [Diagnostic] {
    let listed = Set(input.document.resources.images.map(\.name))
    let index = input.url.map(AssetCatalogIndex.index(besideDocumentAt:))
    return ResourceReferences.images(in: input.document).compactMap { use in
      guard !listed.contains(use.name), index?.imageNames.contains(use.name) != true else { return nil }
      return finding(
        input, at: use.element.location, objectID: use.objectID,
        "image '\(use.name)' is not in the file's resources or in an asset catalog beside it",
        fixHint: "Add '\(use.name)' to the app's asset catalog, or choose an existing image.")
    }
  }
}
