import AdaptiveKit
import InterfaceBuilder

extension TraitVariant {
  /// This variant with the appearance the document's canvas is set to (`<device appearance="dark">`,
  /// Interface Builder's "Appearance" menu) where it leaves the appearance to the device; an
  /// appearance the user asked for wins.
  func withCanvasAppearance(of document: IBDocument) -> TraitVariant {
    guard userInterfaceStyle == nil, let style = document.canvasInterfaceStyle else { return self }
    var copy = self
    copy.userInterfaceStyle = style
    return copy
  }
}

extension IBDocument {
  /// `.dark` when the document's `<device>` previews in dark; nil otherwise, light being every
  /// device's default.
  var canvasInterfaceStyle: UIUserInterfaceStyle? {
    device?.appearance == "dark" ? .dark : nil
  }
}
