import InterfaceBuilder

/// Conversion between Display P3 and sRGB components (AdaptiveKit addition). It lives with the
/// document model, whose colours may be written in Display P3, and is named here for UIKit code.
public typealias DisplayP3 = InterfaceBuilder.DisplayP3
