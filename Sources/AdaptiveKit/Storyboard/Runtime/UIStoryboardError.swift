import Foundation
import InterfaceBuilder

/// Why a storyboard or nib could not be loaded, instantiated or performed, with the file, line
/// and object involved where there is one.
///
/// UIKit raises Objective-C exceptions for these programmer errors; AdaptiveKit's trapping API
/// (`UIStoryboard(name:bundle:)`, `instantiateViewController(withIdentifier:)`, …) stops with
/// UIKit's message, and the throwing variants (`UIStoryboard.load(name:bundle:)`, …) throw this.
public enum UIStoryboardError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No `<name>.storyboard` in the bundle's resources or their `Base.lproj`.
  case storyboardNotFound(name: String, bundlePath: String)
  /// No `<name>.xib` in the bundle's resources or their `Base.lproj`.
  case nibNotFound(name: String, bundlePath: String)
  /// The file exists but does not decode.
  case undecodable(IBDecodingError)
  /// No scene has `storyboardIdentifier` `identifier`.
  case unknownIdentifier(identifier: String, storyboard: String)
  /// The controller's scene has no segue with `identifier`.
  case unknownSegue(identifier: String, controller: String)
  /// A segue or relationship names a destination the document does not have.
  case missingDestination(file: String, location: IBSourceLocation, segueID: String, destinationID: String)
  /// Relationship segues lead back to a controller that is being built.
  case relationshipCycle(file: String, location: IBSourceLocation, controllerIDs: [String])
  /// A segue's destination is not a view controller.
  case notAViewController(file: String, location: IBSourceLocation, objectID: String)
  /// An outlet or runtime attribute names a key the object does not have (UIKit's
  /// `NSUnknownKeyException`).
  case unknownKey(file: String, location: IBSourceLocation, object: String, key: String)
  /// A value does not fit the key's type.
  case typeMismatch(file: String, location: IBSourceLocation, object: String, key: String, valueType: String)
  /// `init(coder:)` or a creator block returned `nil`, or an object of the wrong class.
  case instantiationFailed(file: String, location: IBSourceLocation, className: String, reason: String)
  /// No view controller can handle the unwind action.
  case noUnwindDestination(action: String, source: String)

  public var description: String {
    switch self {
    case .storyboardNotFound(let name, let bundlePath):
      return "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundlePath)>"
    case .nibNotFound(let name, let bundlePath):
      return "Could not load NIB in bundle: 'NSBundle <\(bundlePath)>' with name '\(name)'"
    case .undecodable(let error):
      return error.description
    case .unknownIdentifier(let identifier, let storyboard):
      return "Storyboard (<UIStoryboard: \(storyboard)>) doesn't contain a view controller with identifier '\(identifier)'"
    case .unknownSegue(let identifier, let controller):
      return "Receiver (\(controller)) has no segue with identifier '\(identifier)'"
    case .missingDestination(let file, let location, let segueID, let destinationID):
      return "\(file):\(location): segue '\(segueID)' leads to '\(destinationID)', which is not in the document"
    case .relationshipCycle(let file, let location, let ids):
      return "\(file):\(location): relationship segues form a cycle: \(ids.joined(separator: " → "))"
    case .notAViewController(let file, let location, let objectID):
      return "\(file):\(location): segue destination '\(objectID)' is not a view controller"
    case .unknownKey(let file, let location, let object, let key):
      return
        "\(file):\(location): [\(object) setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
    case .typeMismatch(let file, let location, let object, let key, let valueType):
      return "\(file):\(location): \(object): a \(valueType) does not fit the key \(key)"
    case .instantiationFailed(let file, let location, let className, let reason):
      return "\(file):\(location): cannot instantiate \(className): \(reason)"
    case .noUnwindDestination(let action, let source):
      return "No view controller above \(source) handles the unwind action \(action)"
    }
  }
}
