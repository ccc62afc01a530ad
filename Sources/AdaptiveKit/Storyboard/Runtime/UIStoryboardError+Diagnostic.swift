import InterfaceBuilder

extension UIStoryboardError {
  /// The stable rule id of this kind of failure, such as `storyboard.unknown-identifier`; a file
  /// that does not decode keeps the decoder's own (`ib.…`).
  public var ruleID: String {
    switch self {
    case .storyboardNotFound: "storyboard.not-found"
    case .nibNotFound: "nib.not-found"
    case .undecodable(let error): error.primary.ruleID
    case .unknownIdentifier: "storyboard.unknown-identifier"
    case .unknownSegue: "storyboard.unknown-segue"
    case .missingDestination: "storyboard.missing-destination"
    case .relationshipCycle: "storyboard.relationship-cycle"
    case .notAViewController: "storyboard.not-a-view-controller"
    case .unknownKey: "storyboard.unknown-key"
    case .typeMismatch: "storyboard.type-mismatch"
    case .instantiationFailed: "storyboard.instantiation-failed"
    case .noUnwindDestination: "storyboard.no-unwind-destination"
    }
  }

  /// The failure as an error `Diagnostic`, for the command line and the designer server: the file,
  /// line, column and object it concerns, and UIKit's text (less the location `description` leads
  /// with) as the message. A missing storyboard or nib names the file that was looked for.
  public var diagnostic: Diagnostic {
    switch self {
    case .storyboardNotFound(let name, _):
      return .init(ruleID: ruleID, severity: .error, message: description, file: name + ".storyboard", line: 0, column: 0)
    case .nibNotFound(let name, _):
      return .init(ruleID: ruleID, severity: .error, message: description, file: name + ".xib", line: 0, column: 0)
    case .undecodable(let error):
      return error.primary
    case .unknownIdentifier(_, let storyboard):
      return .init(
        ruleID: ruleID, severity: .error, message: description, file: storyboard + ".storyboard", line: 0, column: 0)
    case .unknownSegue, .noUnwindDestination:
      return .init(ruleID: ruleID, severity: .error, message: description, file: "", line: 0, column: 0)
    case .missingDestination(let file, let location, let segueID, _):
      return located(file, location, objectID: segueID)
    case .relationshipCycle(let file, let location, let controllerIDs):
      // Each id is `Storyboard:objectID`, the cycle's first controller first.
      return located(file, location, objectID: controllerIDs.first.map { String($0.split(separator: ":").last ?? "") })
    case .notAViewController(let file, let location, let objectID):
      return located(file, location, objectID: objectID)
    case .unknownKey(let file, let location, _, _), .typeMismatch(let file, let location, _, _, _),
      .instantiationFailed(let file, let location, _, _):
      return located(file, location, objectID: nil)
    }
  }

  /// A diagnostic at `location` in `file`, its message `description` without the leading
  /// `file:line:column: `.
  private func located(_ file: String, _ location: IBSourceLocation, objectID: String?) -> Diagnostic {
    var message = description
    let place = "\(file):\(location): "
    if message.hasPrefix(place) { message.removeFirst(place.count) }
    return Diagnostic(
      ruleID: ruleID, severity: .error, message: message, file: file, line: location.line, column: location.column,
      objectID: objectID)
  }
}
