import Foundation
import InterfaceBuilder

extension IBColor {
  /// The colour as UIKit decodes it from a nib: its components (Display P3 converted to sRGB), a
  /// system colour by name as UIKit's dynamic colour, a named colour from `namedColor` (an app's
  /// asset catalogs); otherwise the components the document stores with it (inline, or in
  /// `resources`). nil for `<nil>` and for colours nothing resolves.
  package func uiColor(resources: IBResources?, namedColor: (String) -> UIColor?) -> UIColor? {
    switch value {
    case .none: return nil
    case .system(let name):
      if let known = UIColor.systemColor(named: name) ?? cocoaTouchFallback.flatMap(UIColor.systemColor(named:)) {
        return known
      }
    case .cocoaTouchSystem(let name):
      if let known = UIColor.systemColor(named: name) { return known }
    case .named(let name):
      if let catalog = namedColor(name) { return catalog }
    default:
      break
    }
    return rgba(resources: resources).map { UIColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
  }

  /// The colour at run time, named colours coming from `bundle`'s asset catalogs.
  func runtimeColor(resources: IBResources? = nil, bundle: Bundle? = nil) -> UIColor? {
    uiColor(resources: resources) { name in bundle.flatMap { UIColor(named: name, in: $0, compatibleWith: nil) } }
  }

  /// The colour of a user-defined runtime attribute or an attributed run.
  var runtimeColor: UIColor? { runtimeColor() }
}
