import Foundation
import InterfaceBuilder

/// Objects a document lists as `customObject` — a transitioning delegate, a data source, an
/// animation object — which UIKit creates with the scene or nib and connects by their outlets.
///
/// Linux cannot create a class from its name, so the app registers a maker for each class;
/// an unregistered one is reported as UIKit reports an unknown class, and outlets to it are
/// left unset (UIKit's stand-in `NSObject` would adopt none of the outlets' protocols).
@MainActor
enum StoryboardCustomObjects {
  /// Registered makers by class name.
  static var makers: [String: @MainActor () -> AnyObject] = [:]

  /// The object for a `customObject` element, or nil (reported) when its class is not registered.
  static func make(_ element: IBXMLElement, fileName: String) -> AnyObject? {
    let className = element["customClass"] ?? "NSObject"
    if let make = StoryboardClassRegistry.lookup(makers, className: className, module: element["customModule"]) {
      return make()
    }
    AdaptiveKitLog.shared.report(
      .storyboard,
      "\(fileName):\(element.location): Unknown class \(className) in Interface Builder file; the object is not created "
        + "(register it with UIStoryboard.register(objectNamed:_:))")
    return nil
  }
}

/// The objects a scene lists beside its controller, or a xib at its top level, besides views and
/// controllers: gesture recognizers and custom objects.
@MainActor
enum StoryboardMemberObjects {
  /// The object built for `member`, or nil when it is not such an object (or its custom class
  /// is not registered, which is reported).
  static func make(_ member: IBObject, fileName: String) -> AnyObject? {
    switch member {
    case .gestureRecognizer(let source): StoryboardGestureRecognizers.make(source, fileName: fileName)
    case .other(let element) where element.name == "customObject": StoryboardCustomObjects.make(element, fileName: fileName)
    default: nil
    }
  }
}

extension UIStoryboard {
  /// Registers a maker for documents' `customObject`s whose `customClass` is `className`; the
  /// storyboard or nib then connects the object's outlets and the outlets that name it.
  public static func register(objectNamed className: String, _ make: @escaping @MainActor () -> AnyObject) {
    StoryboardCustomObjects.makers[className] = make
  }
}
