import InterfaceBuilder

/// Segues and container relationships whose destination scene is not in the storyboard, which
/// crash when performed (or when the container loads).
public struct MissingDestination: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "segue.missing-destination", defaultSeverity: .error,
    summary: "A segue or relationship points at a scene that is not in the storyboard.")

  /// Creates the rule.
  public init() {}

  /// One finding per segue whose destination is missing or is not a scene's controller.
  public func check(_ input: LintInput) -> [Diagnostic] {
    let document = input.document
    // Peek-and-pop child segues (`key="commit"`, `key="preview"`) inherit their parent's destination.
    return DocumentSegues.all(in: document).filter { $0.key == nil }.compactMap { segue in
      let what = segue.segueKind == .relationship ? "relationship '\(segue.relationship ?? "")'" : describe(segue)
      guard let destination = segue.destinationID else {
        return finding(
          input, at: segue.location, objectID: segue.id, "\(what) has no destination",
          fixHint: "Connect the segue to a scene in Interface Builder, or delete it.")
      }
      guard let object = document.object(withID: destination) else {
        return finding(
          input, at: segue.location, objectID: segue.id,
          "\(what) points at '\(destination)', which is not in the storyboard",
          fixHint: "Reconnect the segue to an existing scene, or add a storyboard reference for a scene in another storyboard.")
      }
      let isValid: Bool
      switch object {
      case .viewController: isValid = segue.segueKind != .unwind
      case .placeholder(let placeholder): isValid = segue.segueKind == .unwind && placeholder.isExit
      default: isValid = false
      }
      guard !isValid else { return nil }
      return finding(
        input, at: segue.location, objectID: segue.id,
        "\(what) points at <\(object.element.name)> '\(destination)', which is not \(segue.segueKind == .unwind ? "an Exit" : "a view controller")",
        notes: [Diagnostic.Note(object.location, objectID: destination, "the destination is here")],
        fixHint: "Reconnect the segue to a scene's view controller.")
    }
  }

  private func describe(_ segue: IBSegue) -> String {
    let kind = segue.segueKind.map { "'\($0)' " } ?? ""
    return "\(kind)segue\(segue.identifier.map { " '\($0)'" } ?? "")"
  }
}
