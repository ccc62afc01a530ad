import AdaptiveKit
import Foundation

/// Map views (`<mapView>`, and views whose custom class is a map SDK's view) drawn as a map
/// rather than an empty frame: land, water, a park, roads with one highway, a pin at the
/// center and the "Legal" link MapKit shows in the corner. The picture only says "a map is
/// here"; it shows no real place.
@MainActor
enum MapDrawing {
  /// Custom classes drawn as maps: MapKit's, and the common third-party SDKs' map views.
  static let mapClassNames: Set<String> = ["MKMapView", "AGSMapView", "GMSMapView", "MGLMapView", "MLNMapView"]

  static let land = RenderColor(hex: 0xF6F3EC)
  static let water = RenderColor(hex: 0xA9D3F2)
  static let park = RenderColor(hex: 0xCDE8BE)
  static let road = RenderColor(white: 1)
  static let roadCasing = RenderColor(hex: 0xDCD6CB)
  static let highway = RenderColor(hex: 0xF8D26A)
  static let highwayCasing = RenderColor(hex: 0xE2B548)
  static let pin = RenderColor(hex: 0xFF3B30)

  /// Draws a map filling `bounds`, clipped to it.
  static func drawMap(in bounds: CGRect, context: DrawingContext) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    let clip = context.uniqueID("clip")
    context.writer.open("clipPath", [("id", clip)])
    context.writer.rect(bounds, fill: "#000")
    context.writer.close("clipPath")
    context.writer.open("g", [("clip-path", "url(#\(clip))"), ("data-map", "true")])
    context.writer.rect(bounds, fill: land.css)
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: bounds.minX + x * bounds.width, y: bounds.minY + y * bounds.height)
    }
    let shore = [point(0, 0.6), point(0.16, 0.57), point(0.3, 0.66), point(0.38, 0.82), point(0.44, 1), point(0, 1)]
    context.writer.element("polygon", [
      ("points", shore.map { "\(SVGWriter.number($0.x)),\(SVGWriter.number($0.y))" }.joined(separator: " ")),
      ("fill", water.css),
    ])
    let parkOrigin = point(0.58, 0.12)
    context.writer.rect(
      CGRect(x: parkOrigin.x, y: parkOrigin.y, width: bounds.width * 0.24, height: bounds.height * 0.2), radius: 4,
      fill: park.css)
    // Side roads under the highway, each a white line on a darker casing.
    let roads = [(point(0, 0.38), point(1, 0.38)), (point(0.47, 0), point(0.47, 1)), (point(0.72, 0.38), point(0.9, 1))]
    for (start, end) in roads { context.writer.line(from: start, to: end, stroke: roadCasing.css, width: 7) }
    for (start, end) in roads { context.writer.line(from: start, to: end, stroke: road.css, width: 5) }
    let highwayStart = point(0.05, 0.05)
    let highwayEnd = point(1, 0.8)
    context.writer.line(from: highwayStart, to: highwayEnd, stroke: highwayCasing.css, width: 9)
    context.writer.line(from: highwayStart, to: highwayEnd, stroke: highway.css, width: 7)
    // The pin: a head on a short stem, its tip at the center.
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    context.writer.line(from: CGPoint(x: center.x, y: center.y - 8), to: center, stroke: pin.css, width: 2)
    context.writer.circle(center: CGPoint(x: center.x, y: center.y - 14), radius: 7, fill: pin.css,
      stroke: RenderColor(white: 1).css, strokeWidth: 1.5)
    if bounds.width >= 60, bounds.height >= 30 {
      let font = UIFont.systemFont(ofSize: 10)
      TextDrawing.draw("Legal", in: CGRect(x: bounds.minX + 8, y: bounds.maxY - 8 - font.lineHeight, width: 40,
        height: font.lineHeight), font: font, color: .secondaryLabel, into: &context.writer)
    }
    context.writer.close("g")
  }
}
