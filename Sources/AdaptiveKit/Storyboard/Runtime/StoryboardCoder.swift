import Foundation
import InterfaceBuilder

/// The coder a storyboard or nib passes to `init(coder:)`: it carries the Interface Builder
/// object being instantiated, whose attributes it decodes by name.
///
/// UIKit's coder decodes an archive compiled from the document; AdaptiveKit's reads the document
/// element directly, so `decodeObject(forKey: "storyboardIdentifier")` gives the attribute's text.
public final class StoryboardCoder: NSCoder {
  /// The document element of the object being created.
  public let element: IBXMLElement
  /// The document's file name, for messages.
  public let fileName: String

  /// Wraps the element of the object to create.
  public init(element: IBXMLElement, fileName: String) {
    self.element = element
    self.fileName = fileName
    super.init()
  }

  /// The class name the document asks for (`customClass`, else the UIKit class).
  public var className: String {
    element["customClass"] ?? IBVocabulary.uiKitClass(forElement: element.name) ?? "NSObject"
  }

  public override var allowsKeyedCoding: Bool { true }

  public override func containsValue(forKey key: String) -> Bool { element[key] != nil }

  public override func decodeObject(forKey key: String) -> Any? { element[key] }

  public override func decodeBool(forKey key: String) -> Bool { element.bool(key) ?? false }

  public override func decodeInteger(forKey key: String) -> Int { element.int(key) ?? 0 }

  public override func decodeDouble(forKey key: String) -> Double { element.double(key) ?? 0 }
}
