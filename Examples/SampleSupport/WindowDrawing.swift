import AdaptiveKit
import Foundation
import Rendering

/// Draws a live window — the views a sample put on screen, as laid out — to SVG: backgrounds,
/// labels, buttons, images (embedded), navigation bars with their titles and buttons, table rows
/// with their disclosure indicators and selection, and a status bar.
@MainActor
public enum WindowDrawing {
  /// The window as an SVG document titled `title`, with a caption line under the screen.
  public static func draw(_ window: UIWindow, title: String, caption: String) -> SVGDocument {
    let size = window.bounds.size
    let captionHeight: CGFloat = 28
    var svg = SVGWriter()
    svg.element("rect", [("width", n(size.width)), ("height", n(size.height)), ("fill", "#ffffff")])
    svg.open("g", [("clip-path", "url(#screen)")])
    svg.raw("<clipPath id=\"screen\"><rect width=\"\(n(size.width))\" height=\"\(n(size.height))\"/></clipPath>")
    draw(window, in: window, to: &svg)
    drawStatusBar(window, to: &svg)
    svg.close("g")
    svg.element("rect", [("y", n(size.height)), ("width", n(size.width)), ("height", n(captionHeight)), ("fill", "#202124")])
    svg.element(
      "text",
      [("x", n(10)), ("y", n(size.height + 19)), ("font-family", fontFamily), ("font-size", "13"), ("fill", "#ffffff")],
      text: caption)
    return SVGDocument(width: Double(size.width), height: Double(size.height + captionHeight), body: svg.markup, title: title)
  }

  private static let fontFamily = "Inter, Helvetica, Arial, sans-serif"
  private static let tint = "#007aff"

  private static func n(_ value: CGFloat) -> String { SVGWriter.number(value) }

  private static func draw(_ view: UIView, in window: UIWindow, to svg: inout SVGWriter) {
    guard !view.isHidden, view.alpha > 0.01 else { return }
    let frame = view.convert(view.bounds, to: nil)
    guard frame.width > 0, frame.height > 0 else { return }
    svg.open("g", [("data-class", String(describing: type(of: view)))])
    if let fill = paint(view.backgroundColor, view) {
      rect(frame, fill: fill, to: &svg)
    }
    switch view {
    case let bar as UINavigationBar:
      drawNavigationBar(bar, frame: frame, to: &svg)
    case let imageView as UIImageView:
      drawImage(imageView, frame: frame, to: &svg)
    case let label as UILabel:
      drawLabel(label, frame: frame, to: &svg)
    case let cell as UITableViewCell:
      drawCell(cell, frame: frame, to: &svg)
    case let button as UIButton:
      drawButton(button, frame: frame, to: &svg)
    default:
      break
    }
    if !(view is UINavigationBar) {
      for subview in view.subviews { draw(subview, in: window, to: &svg) }
    }
    svg.close("g")
  }

  private static func rect(_ frame: CGRect, fill: Paint, to svg: inout SVGWriter) {
    var attributes = [("x", n(frame.minX)), ("y", n(frame.minY)), ("width", n(frame.width)), ("height", n(frame.height)), ("fill", fill.hex)]
    if fill.opacity < 0.99 { attributes.append(("fill-opacity", SVGWriter.number(Double(fill.opacity)))) }
    svg.element("rect", attributes)
  }

  private static func rect(_ frame: CGRect, fill: String, to svg: inout SVGWriter) {
    rect(frame, fill: Paint(hex: fill, opacity: 1), to: &svg)
  }

  /// An SVG fill: `#rrggbb` and an opacity.
  private struct Paint {
    var hex: String
    var opacity: CGFloat
  }

  /// The color resolved for the view's traits; nil for clear or missing colors.
  private static func paint(_ color: UIColor?, _ view: UIView) -> Paint? {
    guard let resolved = color?.resolvedColor(with: view.traitCollection) else { return nil }
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    guard alpha > 0.01 else { return nil }
    func byte(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    return Paint(hex: String(format: "#%02x%02x%02x", byte(red), byte(green), byte(blue)), opacity: alpha)
  }

  private static func text(
    _ string: String, x: CGFloat, y: CGFloat, size: CGFloat, weight: String = "400", fill: String = "#000000",
    anchor: String = "start", to svg: inout SVGWriter
  ) {
    svg.element(
      "text",
      [("x", n(x)), ("y", n(y)), ("font-family", fontFamily), ("font-size", n(size)), ("font-weight", weight),
       ("fill", fill), ("text-anchor", anchor)],
      text: string)
  }

  private static func drawLabel(_ label: UILabel, frame: CGRect, to svg: inout SVGWriter) {
    guard let string = label.text, !string.isEmpty else { return }
    let size = label.font.pointSize
    let fill = paint(label.textColor, label)?.hex ?? "#000000"
    let baseline = frame.midY + size * 0.35
    let bold = label.font.fontName.lowercased().contains("semibold") || label.font.fontName.lowercased().contains("bold")
    switch label.textAlignment {
    case .center: text(string, x: frame.midX, y: baseline, size: size, weight: bold ? "600" : "400", fill: fill, anchor: "middle", to: &svg)
    case .right: text(string, x: frame.maxX, y: baseline, size: size, weight: bold ? "600" : "400", fill: fill, anchor: "end", to: &svg)
    default: text(string, x: frame.minX, y: baseline, size: size, weight: bold ? "600" : "400", fill: fill, to: &svg)
    }
  }

  private static func drawButton(_ button: UIButton, frame: CGRect, to svg: inout SVGWriter) {
    guard let title = button.title(for: .normal), !title.isEmpty else { return }
    let size = button.titleLabel?.font.pointSize ?? 15
    text(title, x: frame.midX, y: frame.midY + size * 0.35, size: size, fill: tint, anchor: "middle", to: &svg)
  }

  private static func drawImage(_ imageView: UIImageView, frame: CGRect, to svg: inout SVGWriter) {
    guard let image = imageView._displayedImage, let data = image.pngData() else { return }
    var box = frame
    let size = image.size
    if imageView.contentMode == .scaleAspectFit, size.width > 0, size.height > 0 {
      let scale = min(frame.width / size.width, frame.height / size.height)
      let fitted = CGSize(width: size.width * scale, height: size.height * scale)
      box = CGRect(x: frame.midX - fitted.width / 2, y: frame.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
    }
    svg.element(
      "image",
      [("x", n(box.minX)), ("y", n(box.minY)), ("width", n(box.width)), ("height", n(box.height)),
       ("preserveAspectRatio", "none"), ("href", "data:image/png;base64," + data.base64EncodedString())])
  }

  private static func drawNavigationBar(_ bar: UINavigationBar, frame: CGRect, to svg: inout SVGWriter) {
    rect(frame, fill: "#f7f7f7", to: &svg)
    svg.element("rect", [("x", n(frame.minX)), ("y", n(frame.maxY - 0.5)), ("width", n(frame.width)), ("height", "0.5"), ("fill", "#b2b2b2")])
    let baseline = frame.midY + 6
    if let title = bar.topItem?.title, !title.isEmpty {
      text(title, x: frame.midX, y: baseline, size: 17, weight: "600", to: &svg)
    }
    if let back = bar.backItem, bar.topItem?.hidesBackButton != true {
      let backTitle = back.backButtonTitle ?? back.title ?? "Back"
      text("‹ " + backTitle, x: frame.minX + 8, y: baseline, size: 17, fill: tint, to: &svg)
    }
    if let item = bar.topItem?.rightBarButtonItem {
      let label = item.title ?? (item.systemItem == .done ? "Done" : "")
      text(label, x: frame.maxX - 16, y: baseline, size: 17, weight: item.systemItem == .done ? "600" : "400", fill: tint, anchor: "end", to: &svg)
    }
  }

  private static func drawCell(_ cell: UITableViewCell, frame: CGRect, to svg: inout SVGWriter) {
    if cell.isSelected { rect(frame, fill: "#d9d9d9", to: &svg) }
    svg.element("rect", [("x", n(frame.minX + 16)), ("y", n(frame.maxY - 0.5)), ("width", n(frame.width - 16)), ("height", "0.5"), ("fill", "#c8c7cc")])
    if cell.accessoryType == .disclosureIndicator {
      let x = frame.maxX - 20, y = frame.midY
      svg.element(
        "path",
        [("d", "M\(n(x - 4)) \(n(y - 6.5)) L\(n(x + 2)) \(n(y)) L\(n(x - 4)) \(n(y + 6.5))"), ("fill", "none"),
         ("stroke", "#c7c7cc"), ("stroke-width", "2"), ("stroke-linecap", "round"), ("stroke-linejoin", "round")])
    }
  }

  private static func drawStatusBar(_ window: UIWindow, to svg: inout SVGWriter) {
    let top = window.safeAreaInsets.top
    // Phones hide the status bar in landscape (compact height); iPads always show it.
    guard top > 0 || window.traitCollection.userInterfaceIdiom == .pad else { return }
    let height = max(20, min(top, 54))
    text("9:41", x: window.bounds.midX, y: height / 2 + 5, size: 14, weight: "600", anchor: "middle", to: &svg)
  }
}
