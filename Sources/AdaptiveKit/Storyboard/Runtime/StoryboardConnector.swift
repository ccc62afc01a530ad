import Foundation
import InterfaceBuilder

/// Connects a built scene or nib: outlets and outlet collections through key-value coding,
/// actions as target-action on controls, user-defined runtime attributes. Problems are reported
/// through `AdaptiveKitLog` with the file and line, since views load lazily and cannot throw.
@MainActor
struct StoryboardConnector {
  /// The runtime object for each document id (placeholders included).
  var objects: [String: AnyObject]
  /// Ids of objects whose custom class was not registered: their missing keys are expected.
  var fallbackIDs: Set<String>
  /// Ids standing for the responder chain (First Responder).
  var firstResponderIDs: Set<String>
  let fileName: String
  /// Where the outlets connected are noted (the load's record); nil: not noted.
  var record: NibLoadRecord?

  /// Connects every `<connections>` entry of `sources` but segues, which `onSegue` receives.
  func connect(_ sources: [IBXMLElement], onSegue: (IBSegue, AnyObject) -> Void) {
    var collections: [(source: AnyObject, sourceID: String, property: String, location: IBSourceLocation, items: [AnyObject])] = []
    for element in sources {
      guard let sourceID = element.id else { continue }
      for connection in element.elements(in: "connections").map({ IBConnection(element: $0, sourceID: sourceID) }) {
        guard let source = objects[sourceID] else {
          report(connection, "the source '\(sourceID)' (\(element.name)) is not an object AdaptiveKit builds")
          continue
        }
        switch connection.connectionKind {
        case .outlet:
          guard let property = connection.property, let destination = resolve(connection) else { continue }
          set(destination, forKey: property, on: source, sourceID: sourceID, location: connection.location, isOutlet: true)
        case .outletCollection:
          guard let property = connection.property, let destination = resolve(connection) else { continue }
          if let index = collections.firstIndex(where: { $0.source === source && $0.property == property }) {
            collections[index].items.append(destination)
          } else {
            collections.append((source, sourceID, property, connection.location, [destination]))
          }
        case .action:
          connectAction(connection, source: source)
        case .segue:
          if let segue = connection.segue { onSegue(segue, source) }
        case .other:
          continue
        }
      }
    }
    for collection in collections {
      set(
        collection.items, forKey: collection.property, on: collection.source, sourceID: collection.sourceID,
        location: collection.location, isOutlet: true)
    }
  }

  private func resolve(_ connection: IBConnection) -> AnyObject? {
    guard let id = connection.destinationID, let object = objects[id] else {
      report(connection, "the destination '\(connection.destinationID ?? "")' is not an object AdaptiveKit builds")
      return nil
    }
    return object
  }

  private func connectAction(_ connection: IBConnection, source: AnyObject) {
    guard let selector = connection.selector else { return }
    if let item = source as? UIBarButtonItem {
      connectAction(connection, selector: selector, item: item)
      return
    }
    if let recognizer = source as? UIGestureRecognizer {
      guard let target = objects[connection.destinationID ?? ""] else {
        report(connection, "the action's target '\(connection.destinationID ?? "")' is not an object AdaptiveKit builds (a recognizer's action needs a target)")
        return
      }
      recognizer.addTarget(target, action: Selector(selector))
      return
    }
    guard let control = source as? UIControl else {
      report(connection, "actions from \(KeyValueCoding.describe(source)) are not sent (only controls send actions)")
      return
    }
    let event = connection.eventType.flatMap(UIControl.Event.init(ibName:)) ?? .primaryActionTriggered
    let destinationID = connection.destinationID ?? ""
    if firstResponderIDs.contains(destinationID) {
      control.addTarget(nil, action: Selector(selector), for: event)
    } else if let target = objects[destinationID] {
      control.addTarget(target, action: Selector(selector), for: event)
    } else {
      report(connection, "the action's target '\(destinationID)' is not an object AdaptiveKit builds")
    }
  }

  /// A bar button item's action: one target and selector, sent when the item is tapped (a
  /// First Responder action goes up the responder chain, which a `nil` target means).
  private func connectAction(_ connection: IBConnection, selector: String, item: UIBarButtonItem) {
    let destinationID = connection.destinationID ?? ""
    if firstResponderIDs.contains(destinationID) {
      item.target = nil
    } else if let target = objects[destinationID] {
      item.target = target
    } else {
      report(connection, "the action's target '\(destinationID)' is not an object AdaptiveKit builds")
      return
    }
    item.action = Selector(selector)
  }

  /// Sets one key, reporting unknown keys as UIKit's exception would (or, for an unregistered
  /// class standing in for a custom one, as the expected consequence of the fallback). An
  /// outlet set is noted in the record, as UIKit's loader makes a connection object for it.
  func set(
    _ value: Any?, forKey key: String, on object: AnyObject, sourceID: String, location: IBSourceLocation,
    isOutlet: Bool = false
  ) {
    do {
      try KeyValueCoding.set(value, forKeyPath: key, on: object)
      if isOutlet { record?.connected(key, of: object, sourceID: sourceID, to: value) }
    } catch {
      let located = "\(fileName):\(location): \(error.description)"
      if fallbackIDs.contains(sourceID) {
        AdaptiveKitLog.shared.report(.storyboard, "\(located) (its custom class is not registered)")
      } else {
        AdaptiveKitLog.shared.report(.storyboard, located)
      }
    }
  }

  /// Applies the user-defined runtime attributes of `element` to `object`.
  func applyRuntimeAttributes(of element: IBXMLElement, to object: AnyObject) {
    let attributes = element.elements(in: "userDefinedRuntimeAttributes").map(IBRuntimeAttribute.init)
    for attribute in attributes where !attribute.keyPath.isEmpty {
      guard let value = RuntimeAttributeValue.value(of: attribute) else {
        AdaptiveKitLog.shared.report(
          .storyboard,
          "\(fileName):\(attribute.element.location): runtime attribute \(attribute.keyPath) of type '\(attribute.type)' is not supported")
        continue
      }
      set(value.value, forKey: attribute.keyPath, on: object, sourceID: element.id ?? "", location: attribute.element.location)
    }
  }

  private func report(_ connection: IBConnection, _ problem: String) {
    AdaptiveKitLog.shared.report(
      .storyboard, "\(fileName):\(connection.location): \(connection.element.name) '\(connection.property ?? connection.selector ?? connection.id)': \(problem)")
  }
}

/// The runtime value of a user-defined runtime attribute.
@MainActor
enum RuntimeAttributeValue {
  /// The value wrapped so `nil` (type "nil") differs from "not supported" (`nil` result).
  struct Wrapped { let value: Any? }

  static func value(of attribute: IBRuntimeAttribute) -> Wrapped? {
    switch attribute.value {
    case .boolean(let flag): return Wrapped(value: flag)
    case .number(let number): return Wrapped(value: number)
    case .string(let text), .localizedString(let text): return Wrapped(value: text)
    case .point(let point): return Wrapped(value: CGPoint(x: point.x, y: point.y))
    case .size(let size): return Wrapped(value: CGSize(width: size.width, height: size.height))
    case .rect(let rect): return Wrapped(value: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
    case .range(let location, let length): return Wrapped(value: NSRange(location: location, length: length))
    case .color(let color): return color.runtimeColor.map { Wrapped(value: $0) }
    case .none: return Wrapped(value: nil)
    case .image, .unknown: return nil
    }
  }
}
