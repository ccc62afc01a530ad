/// The `<device id= orientation= [appearance=]>` element: the "View as" device of the editor.
public struct IBDevice: Equatable, Sendable {
  /// The device id, such as `retina4_7` or `ipad12_9`.
  public var id: String
  /// `portrait` (the default) or `landscape`.
  public var orientation: String
  /// `light` or `dark`, when written.
  public var appearance: String?
  /// The `layout` attribute, when written.
  public var layout: String?
  /// The `<adaptation id=…>` child, such as `fullscreen`.
  public var adaptation: String?
  /// The element.
  public var element: IBXMLElement

  /// Reads a `<device>` element.
  public init?(_ element: IBXMLElement?) {
    guard let element, element.name == "device" else { return nil }
    self.element = element
    id = element["id"] ?? ""
    orientation = element["orientation"] ?? "portrait"
    appearance = element["appearance"]
    layout = element["layout"]
    adaptation = element.firstChild(named: "adaptation")?["id"]
  }
}
