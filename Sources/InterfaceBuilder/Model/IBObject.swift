/// Any object of a document, by category.
public enum IBObject: Equatable, Sendable {
  /// A view controller or storyboard reference.
  case viewController(IBViewController)
  /// A view.
  case view(IBView)
  /// A constraint.
  case constraint(IBConstraint)
  /// A segue.
  case segue(IBSegue)
  /// An outlet, outlet collection member or action.
  case connection(IBConnection)
  /// File's Owner, First Responder or Exit.
  case placeholder(IBPlaceholder)
  /// A layout guide.
  case layoutGuide(IBLayoutGuide)
  /// A navigation item.
  case navigationItem(IBNavigationItem)
  /// A bar button item or tab bar item.
  case barItem(IBBarItem)
  /// A gesture recognizer.
  case gestureRecognizer(IBGestureRecognizer)
  /// Anything else with an id (`customObject`, `collectionViewFlowLayout`, unknown elements, …).
  case other(IBXMLElement)

  /// The element behind the object.
  public var element: IBXMLElement {
    switch self {
    case .viewController(let object): object.element
    case .view(let object): object.element
    case .constraint(let object): object.element
    case .segue(let object): object.element
    case .connection(let object): object.element
    case .placeholder(let object): object.element
    case .layoutGuide(let object): object.element
    case .navigationItem(let object): object.element
    case .barItem(let object): object.element
    case .gestureRecognizer(let object): object.element
    case .other(let element): element
    }
  }

  /// The object id.
  public var id: String { element.id ?? "" }
  /// Where the object is in the source.
  public var location: IBSourceLocation { element.location }

  /// The view, when the object is one.
  public var view: IBView? { if case .view(let view) = self { view } else { nil } }
  /// The controller, when the object is one.
  public var viewController: IBViewController? {
    if case .viewController(let controller) = self { controller } else { nil }
  }
  /// The constraint, when the object is one.
  public var constraint: IBConstraint? { if case .constraint(let constraint) = self { constraint } else { nil } }
  /// The segue, when the object is one.
  public var segue: IBSegue? { if case .segue(let segue) = self { segue } else { nil } }

  /// Classifies `element`; `parent` and `grandparent` give context (constraint owner, connection source).
  static func make(_ element: IBXMLElement, parent: IBXMLElement?, grandparent: IBXMLElement?) -> IBObject {
    let name = element.name
    if IBVocabulary.viewControllerClasses[name] != nil { return .viewController(IBViewController(element: element)) }
    if IBView.isView(element) { return .view(IBView(element: element)) }
    switch name {
    case "constraint": return .constraint(IBConstraint(element: element, ownerID: grandparent?.id))
    case "segue":
      return .segue(IBSegue(element: element, sourceID: parent?.name == "connections" ? grandparent?.id : parent?.id))
    case "outlet", "outletCollection", "action":
      return .connection(IBConnection(element: element, sourceID: grandparent?.id))
    case "placeholder", "exit": return .placeholder(IBPlaceholder(element: element))
    case "viewControllerLayoutGuide":
      return .layoutGuide(IBLayoutGuide(element: element, ownerID: grandparent?.id))
    case "viewLayoutGuide": return .layoutGuide(IBLayoutGuide(element: element, ownerID: parent?.id))
    case "navigationItem": return .navigationItem(IBNavigationItem(element: element))
    case "barButtonItem", "tabBarItem": return .barItem(IBBarItem(element: element))
    default:
      if IBVocabulary.gestureRecognizerClasses[name] != nil {
        return .gestureRecognizer(IBGestureRecognizer(element: element))
      }
      return .other(element)
    }
  }
}
