import InterfaceBuilder

extension IBDocument {
  /// The catalog device the document's `<device>` element names (Interface Builder's "View as"),
  /// nil when the document has none or names one the catalog does not know.
  public var catalogDevice: Device? { device.flatMap { Device.withIBDeviceId($0.id) } }
}
