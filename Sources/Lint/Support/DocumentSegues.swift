import InterfaceBuilder

/// The segues of a document wherever they are (controllers, buttons, cells, bar items, gesture
/// recognizers), each with the id of its trigger.
enum DocumentSegues {
  /// Every segue in document order, peek-and-pop child segues included.
  static func all(in document: IBDocument) -> [IBSegue] {
    var result: [IBSegue] = []
    collect(document.root, into: &result)
    return result
  }

  /// The segues inside `element` (a scene or a controller), in document order.
  static func all(in element: IBXMLElement) -> [IBSegue] {
    var result: [IBSegue] = []
    collect(element, into: &result)
    return result
  }

  private static func collect(_ element: IBXMLElement, into result: inout [IBSegue]) {
    for case .element(let child) in element.children {
      if child.name == "connections" {
        for case .element(let connection) in child.children where connection.name == "segue" {
          result.append(IBSegue(element: connection, sourceID: element.id))
          for case .element(let nested) in connection.children where nested.name == "segue" {
            result.append(IBSegue(element: nested, sourceID: element.id))
          }
        }
      } else {
        collect(child, into: &result)
      }
    }
  }
}

/// Interface Builder's menu titles for segue kinds, used in fix hints.
enum SegueKindNames {
  static func title(_ kind: IBSegueKind) -> String {
    switch kind {
    case .show: "Show"
    case .showDetail: "Show Detail"
    case .presentation: "Present Modally"
    case .popoverPresentation: "Present As Popover"
    default: kind.rawValue
    }
  }
}
