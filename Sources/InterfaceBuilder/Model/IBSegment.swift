/// One `<segment title= [image=]>` of a segmented control.
public struct IBSegment: IBElementBacked {
  /// The element.
  public let element: IBXMLElement

  /// Wraps a `<segment>` element.
  public init(element: IBXMLElement) { self.element = element }

  /// The title.
  public var title: String? { element["title"] }
  /// The image name.
  public var image: String? { element["image"] }
  /// `enabled`; `true` when absent.
  public var isEnabled: Bool { element.bool("enabled") ?? true }
}
