import Foundation
import InterfaceBuilder

/// Gesture recognizers a document lists beside its scenes' controllers (or at a xib's top
/// level), built with their attributes; views attach them through their `gestureRecognizers`
/// outlet collections and their actions connect like controls'.
@MainActor
enum StoryboardGestureRecognizers {
  /// Registered makers of custom recognizer classes, by class name.
  static var customClasses: [String: @MainActor () -> UIGestureRecognizer] = [:]

  /// The recognizer for `source`: the registered custom class, else the element's UIKit class
  /// (Xcode writes a long press as `pongPressGestureRecognizer`).
  static func make(_ source: IBGestureRecognizer, fileName: String) -> UIGestureRecognizer {
    let element = source.element
    let recognizer: UIGestureRecognizer
    if let custom = element["customClass"] {
      if let make = StoryboardClassRegistry.lookup(customClasses, className: custom, module: element["customModule"]) {
        recognizer = make()
      } else {
        let fallback = IBVocabulary.gestureRecognizerClasses[element.name] ?? "UIGestureRecognizer"
        StoryboardClassRegistry.reportUnregistered(custom, fallback: fallback, file: fileName, location: element.location)
        recognizer = makeUIKit(element.name)
      }
    } else {
      recognizer = makeUIKit(element.name)
    }
    configure(recognizer, from: element)
    return recognizer
  }

  private static func makeUIKit(_ name: String) -> UIGestureRecognizer {
    switch name {
    case "tapGestureRecognizer": UITapGestureRecognizer()
    case "longPressGestureRecognizer", "pongPressGestureRecognizer": UILongPressGestureRecognizer()
    case "panGestureRecognizer": UIPanGestureRecognizer()
    case "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer()
    case "pinchGestureRecognizer": UIPinchGestureRecognizer()
    case "rotationGestureRecognizer": UIRotationGestureRecognizer()
    case "swipeGestureRecognizer": UISwipeGestureRecognizer()
    default: UIGestureRecognizer()
    }
  }

  private static func configure(_ recognizer: UIGestureRecognizer, from element: IBXMLElement) {
    if element.bool("enabled") == false { recognizer.isEnabled = false }
    if let flag = element.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = flag }
    if let flag = element.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = flag }
    if let flag = element.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = flag }
    switch recognizer {
    case let tap as UITapGestureRecognizer:
      if let taps = element.int("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
      if let touches = element.int("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
    case let press as UILongPressGestureRecognizer:
      if let duration = element.double("minimumPressDuration") { press.minimumPressDuration = duration }
      if let movement = element.double("allowableMovement") { press.allowableMovement = CGFloat(movement) }
      if let taps = element.int("numberOfTapsRequired") { press.numberOfTapsRequired = taps }
      if let touches = element.int("numberOfTouchesRequired") { press.numberOfTouchesRequired = touches }
    case let pan as UIPanGestureRecognizer:
      if let touches = element.int("minimumNumberOfTouches") { pan.minimumNumberOfTouches = touches }
      if let touches = element.int("maximumNumberOfTouches") { pan.maximumNumberOfTouches = touches }
      if let edgePan = pan as? UIScreenEdgePanGestureRecognizer, let edges = element.child(key: "edges") {
        edgePan.edges = rectEdge(edges)
      }
    case let swipe as UISwipeGestureRecognizer:
      if let names = element["direction"] { swipe.direction = direction(names) }
      if let touches = element.int("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = touches }
    default:
      break
    }
  }

  /// A swipe direction written as one name or several (`right`, `left up`; unconfirmed spelling
  /// of combinations, which the corpus does not show).
  private static func direction(_ names: String) -> UISwipeGestureRecognizer.Direction {
    var result: UISwipeGestureRecognizer.Direction = []
    for name in names.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "|" }) {
      switch name {
      case "right": result.insert(.right)
      case "left": result.insert(.left)
      case "up": result.insert(.up)
      case "down": result.insert(.down)
      default: continue
      }
    }
    return result.isEmpty ? .right : result
  }

  /// Edges from a `<rectEdge key="edges" left="YES" …/>` element (unconfirmed spelling).
  private static func rectEdge(_ element: IBXMLElement) -> UIRectEdge {
    var edges: UIRectEdge = []
    if element.bool("top") == true { edges.insert(.top) }
    if element.bool("left") == true { edges.insert(.left) }
    if element.bool("bottom") == true { edges.insert(.bottom) }
    if element.bool("right") == true { edges.insert(.right) }
    return edges
  }
}

extension UIStoryboard {
  /// Registers a gesture recognizer class for documents whose `customClass` is `className`:
  /// `make` builds one (the storyboard then sets the document's attributes and connections).
  /// A closure rather than a type, since UIKit's recognizers have no required initializer.
  public static func register(gestureRecognizerNamed className: String, _ make: @escaping @MainActor () -> UIGestureRecognizer) {
    StoryboardGestureRecognizers.customClasses[className] = make
  }
}
