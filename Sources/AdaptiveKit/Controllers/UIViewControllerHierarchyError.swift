/// A programmer error for which UIKit raises an exception while showing, pushing or presenting
/// view controllers. The non-throwing UIKit methods log the message and leave the hierarchy as it
/// was; their `validated…` variants throw it.
public enum UIViewControllerHierarchyError: Error, Equatable, CustomStringConvertible {
  /// A controller already on a navigation stack was pushed again.
  case pushedTwice(String)
  /// A navigation controller was pushed onto a navigation stack.
  case pushedNavigationController(String)
  /// A controller that is already presented was presented again.
  case alreadyPresented(String)
  /// A controller that is a child or a window's root was presented.
  case presentedActiveController(String)
  /// A controller was asked to present itself.
  case presentedSelf(String)
  /// A popover was presented with neither a source view nor a bar button item.
  case popoverWithoutAnchor(String)
  /// `transition(from:to:…)` was given controllers that are not both children of the receiver.
  case childrenWithoutCommonParent(String)

  /// The name of the exception UIKit raises.
  public var exceptionName: String {
    switch self {
    case .popoverWithoutAnchor: return "NSGenericException"
    default: return "NSInvalidArgumentException"
    }
  }

  /// The exception's reason, as UIKit words it.
  public var description: String {
    switch self {
    case .pushedTwice(let text), .pushedNavigationController(let text), .alreadyPresented(let text),
      .presentedActiveController(let text), .presentedSelf(let text), .popoverWithoutAnchor(let text),
      .childrenWithoutCommonParent(let text):
      return text
    }
  }
}
