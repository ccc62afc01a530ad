import AdaptiveKit
import Foundation

/// Draws live UIKit view hierarchies — a window built in code (the Adaptive Photos sample) or any
/// view — from UIKit properties only: colors, alpha, hiding, clipping, layer corners and borders,
/// labels, images, controls, bars, table cells, the status bar and what is presented on top.
@MainActor
public enum ViewHierarchyRenderer {
  /// Lays the window out and draws it as its device shows it: the hierarchy (presented
  /// controllers' views included, as they are in the window), then the status bar and the home
  /// indicator; `options.deviceOutline` adds the device body.
  public static func render(_ window: UIWindow, title: String, options: RenderOptions = RenderOptions()) -> SVGDocument {
    window.layoutIfNeeded()
    let screen = window.screen
    let configuration = RenderConfiguration(device: screen.device, orientation: screen.interfaceOrientation)
    let context = DrawingContext(
      document: nil, imageBundle: options.imageFolder.flatMap(DrawingContext.imageBundle(at:)), traits: window.traitCollection)
    let size = window.bounds.size
    let margin = options.deviceOutline ? DeviceOutline.margin : 0
    if options.deviceOutline {
      DeviceOutline.drawBezel(size: size, configuration: configuration, context: context)
      context.writer.open("g", [("transform", "translate(\(SVGWriter.number(margin)),\(SVGWriter.number(margin)))")])
    }
    let clip = context.uniqueID("screen")
    context.writer.open("clipPath", [("id", clip)])
    context.writer.rect(
      CGRect(origin: .zero, size: size), radius: options.deviceOutline ? DeviceOutline.screenRadius(configuration) : 0,
      fill: "#000")
    context.writer.close("clipPath")
    context.writer.open("g", [("clip-path", "url(#\(clip))")])
    if window.backgroundColor == nil {
      context.writer.rect(CGRect(origin: .zero, size: size), fill: RenderColor(UIColor.systemBackground, traits: window.traitCollection).css)
    }
    LiveViewDrawing(context: context).draw(window, at: .zero)
    let statusBar = screen.device.safeAreaInsets(in: screen.interfaceOrientation).top
    BarDrawing.drawStatusBar(width: size.width, height: statusBar, device: screen.device, context: context)
    DeviceOutline.drawHomeIndicator(size: size, configuration: configuration, context: context)
    if options.deviceOutline { DeviceOutline.drawNotch(size: size, configuration: configuration, context: context) }
    context.writer.close("g")
    if options.deviceOutline { context.writer.close("g") }
    return SVGDocument(
      width: Double(size.width + 2 * margin), height: Double(size.height + 2 * margin), body: context.writer.markup,
      title: title)
  }

  /// Lays a view out and draws it alone, its top-left corner at the origin, without any chrome.
  public static func render(_ view: UIView, title: String, options: RenderOptions = RenderOptions()) -> SVGDocument {
    if let window = view as? UIWindow { return render(window, title: title, options: options) }
    view.layoutIfNeeded()
    let context = DrawingContext(
      document: nil, imageBundle: options.imageFolder.flatMap(DrawingContext.imageBundle(at:)), traits: view.traitCollection)
    LiveViewDrawing(context: context).draw(view, at: .zero)
    let size = view.bounds.size
    return SVGDocument(width: Double(size.width), height: Double(size.height), body: context.writer.markup, title: title)
  }
}

extension RenderColor {
  /// A UIKit color as it resolves for `traits` (dynamic colors follow light and dark).
  @MainActor
  init(_ color: UIColor, traits: UITraitCollection) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}

extension RenderColor {
  /// A Core Graphics color (gray or sRGB components; layers hold these).
  init(_ color: CGColor) {
    let values = color.components ?? []
    switch values.count {
    case 2: self.init(white: Double(values[0]), alpha: Double(values[1]))
    case 4: self.init(red: Double(values[0]), green: Double(values[1]), blue: Double(values[2]), alpha: Double(values[3]))
    default: self.init(white: 0, alpha: Double(color.alpha))
    }
  }
}
