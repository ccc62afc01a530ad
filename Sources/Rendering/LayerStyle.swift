import AdaptiveKit
import Foundation
import InterfaceBuilder

/// A view's corner radius, border and clipping as drawn.
///
/// From the app's view (`init(of:source:context:)`): its `layer` as the runtime left it — the
/// loader sets `layer.cornerRadius`, `layer.borderWidth` and `layer.masksToBounds` runtime
/// attributes through UIKit's key-value coding, and code may change them after. A runtime
/// attribute whose key the app's view does not have (an app class's `@IBInspectable`
/// `cornerRadius`, `borderWidth` or `borderColor`, a `layer.borderUIColor` extension, or a colour
/// given to `layer.borderColor`, whose `CGColor` type a `UIColor` does not fit) reaches no UIKit
/// property without the app's code; the document's value stands in for that code while the
/// layer still holds its default (Documentation/notes/render.md, session 27).
/// From the document alone (`init(_:context:)`): xib views and controllers that cannot be
/// instantiated.
struct LayerStyle {
  var cornerRadius: CGFloat = 0
  var borderWidth: CGFloat = 0
  /// Nil draws no border, as Core Animation does without a colour.
  var borderColor: RenderColor?
  var masksToBounds = false

  /// The style the document's runtime attributes give, app keys included.
  @MainActor
  init(_ source: IBView, context: DrawingContext) {
    for attribute in source.userDefinedRuntimeAttributes { apply(attribute, context: context) }
    // Core Animation's default border colour, opaque black.
    if borderColor == nil { borderColor = RenderColor(white: 0) }
  }

  /// The style of `loaded`'s layer, with the document's values standing in for app keys the
  /// view does not have (see the type's comment).
  @MainActor
  init(of loaded: UIView, source: IBView, context: DrawingContext) {
    let layer = loaded.layer
    cornerRadius = max(0, layer.cornerRadius)
    borderWidth = max(0, layer.borderWidth)
    borderColor = layer.borderColor.map(RenderColor.init)
    masksToBounds = layer.masksToBounds
    var standIn = LayerStyle()
    for attribute in source.userDefinedRuntimeAttributes
    where !KeyValueCoding.declares(keyPath: attribute.keyPath, on: loaded) {
      standIn.apply(attribute, context: context)
    }
    if layer.cornerRadius == 0, standIn.cornerRadius > 0 { cornerRadius = standIn.cornerRadius }
    if layer.borderWidth == 0, standIn.borderWidth > 0 { borderWidth = standIn.borderWidth }
    if layer.borderColor == CGColor.black, let color = standIn.borderColor { borderColor = color }
  }

  private init() {}

  @MainActor
  private mutating func apply(_ attribute: IBRuntimeAttribute, context: DrawingContext) {
    switch (attribute.keyPath, attribute.value) {
    case ("layer.cornerRadius", .number(let value)), ("cornerRadius", .number(let value)):
      cornerRadius = CGFloat(max(0, value))
    case ("layer.borderWidth", .number(let value)), ("borderWidth", .number(let value)):
      borderWidth = CGFloat(max(0, value))
    case ("layer.borderColor", .color(let color)), ("layer.borderUIColor", .color(let color)),
      ("borderColor", .color(let color)):
      borderColor = context.color(color)
    case ("layer.masksToBounds", .boolean(let value)), ("clipsToBounds", .boolean(let value)):
      masksToBounds = value
    default: break
    }
  }
}
