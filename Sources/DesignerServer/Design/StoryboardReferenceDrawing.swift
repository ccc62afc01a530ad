import Foundation
import Rendering

/// A storyboard reference (`<viewControllerPlaceholder>`) as Interface Builder's canvas draws it:
/// a small box, not a screen, with a storyboard icon, the storyboard's name and the referenced
/// scene's identifier under it.
enum StoryboardReferenceDrawing {
  /// The box's size in canvas points: wide enough for its two lines of text (estimated at about
  /// half an em per character, as no text is measured for this box).
  static func size(storyboardName: String?, referencedIdentifier: String?) -> CGSize {
    let name = CGFloat((storyboardName ?? "This storyboard").count) * 9.5
    let identifier = CGFloat((referencedIdentifier ?? "Initial view controller").count) * 7
    return CGSize(width: max(160, 60 + max(name, identifier)), height: 64)
  }

  /// The drawing; `storyboardName` nil means a scene of this same storyboard.
  static func svg(storyboardName: String?, referencedIdentifier: String?) -> SVGDocument {
    let size = size(storyboardName: storyboardName, referencedIdentifier: referencedIdentifier)
    var writer = SVGWriter()
    writer.rect(CGRect(origin: .zero, size: size), radius: 10, fill: "#f2f2f7", stroke: "#8e8e93", strokeWidth: 2)
    // The storyboard icon: two sheets, the front one with a title bar.
    writer.rect(CGRect(x: 16, y: 12, width: 24, height: 32), radius: 3, fill: "#ffffff", stroke: "#8e8e93", strokeWidth: 1.5)
    writer.rect(CGRect(x: 10, y: 18, width: 24, height: 32), radius: 3, fill: "#ffffff", stroke: "#0a84ff", strokeWidth: 1.5)
    writer.rect(CGRect(x: 10, y: 18, width: 24, height: 6), radius: 0, fill: "#0a84ff")
    let name = storyboardName ?? "This storyboard"
    writer.element(
      "text", [("x", "48"), ("y", "29"), ("font-size", "16"), ("font-weight", "600"), ("fill", "#1d1d1f")],
      text: name)
    writer.element(
      "text", [("x", "48"), ("y", "48"), ("font-size", "12"), ("fill", "#6e6e73")],
      text: referencedIdentifier ?? "Initial view controller")
    return SVGDocument(
      width: Double(size.width), height: Double(size.height), body: writer.markup,
      title: "Storyboard reference: \(name)")
  }
}
