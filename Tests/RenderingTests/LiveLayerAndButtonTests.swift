import AdaptiveKit
import Foundation
import Rendering
import Testing

@Suite("Live layers draw their border color, and live buttons their state's title color and image")
@MainActor
struct LiveLayerAndButtonTests {
  /// A 1×1 PNG (red).
  static let redDot = Data(
    base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")!

  private func svg(_ view: UIView) -> String { ViewHierarchyRenderer.render(view, title: "Test").element }

  /// The `stroke` of the `<rect>` drawn last with a `stroke-width` of `width`.
  private func borderStroke(_ svg: String, width: String) -> String? {
    let pattern = #/<rect [^>]*stroke="([^"]+)" stroke-width="([0-9.]+)"/>/#
    return svg.matches(of: pattern).last { $0.output.2 == width }.map { String($0.output.1) }
  }

  /// The `fill` of the `<text>` whose content is `content`.
  private func fill(of content: String, in svg: String) -> String? {
    let pattern = #/<text [^>]*fill="([^"]+)"[^>]*>([^<]*)</text>/#
    return svg.matches(of: pattern).first { $0.output.2 == content }.map { String($0.output.1) }
  }

  @Test("CALayer.borderColor: opaque black by default, drawn in its color, no border without one")
  func borderColor() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(root.layer.borderColor == CGColor.black)
    root.layer.borderWidth = 3
    #expect(borderStroke(svg(root), width: "3") == "#000000")
    root.layer.borderColor = UIColor.red.cgColor
    #expect(borderStroke(svg(root), width: "3") == "#ff0000")
    root.layer.borderColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor
    #expect(borderStroke(svg(root), width: "3") == "rgba(0,0,255,0.5)")
    root.layer.borderColor = CGColor(gray: 1, alpha: 1)
    #expect(borderStroke(svg(root), width: "3") == "#ffffff")
    root.layer.borderColor = nil
    #expect(borderStroke(svg(root), width: "3") == nil)
  }

  @Test("A button's title is drawn in titleColor(for:) of its current state")
  func titleColors() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let system = UIButton(type: .system)
    system.frame = CGRect(x: 10, y: 10, width: 120, height: 30)
    system.setTitle("Play", for: .normal)
    system.setTitleColor(.red, for: .normal)
    system.setTitleColor(.green, for: .selected)
    let custom = UIButton(type: .custom)
    custom.frame = CGRect(x: 10, y: 60, width: 120, height: 30)
    custom.setTitle("Stop", for: .normal)
    custom.setTitle("Stopped", for: .disabled)
    custom.setTitleColor(.blue, for: .disabled)
    custom.isEnabled = false
    root.addSubview(system)
    root.addSubview(custom)
    var text = svg(root)
    #expect(fill(of: "Play", in: text) == "#ff0000")
    #expect(fill(of: "Stopped", in: text) == "#0000ff")
    system.isSelected = true
    text = svg(root)
    #expect(fill(of: "Play", in: text) == "#00ff00")
    // Without colors of its own, a system button's title is its tint, a custom button's white.
    let plain = UIButton(type: .system)
    plain.frame = CGRect(x: 10, y: 110, width: 120, height: 30)
    plain.setTitle("Tint", for: .normal)
    plain.tintColor = .orange
    let white = UIButton(type: .custom)
    white.frame = CGRect(x: 150, y: 110, width: 120, height: 30)
    white.setTitle("White", for: .normal)
    root.addSubview(plain)
    root.addSubview(white)
    text = svg(root)
    #expect(fill(of: "Tint", in: text) == "#ff8000")
    #expect(fill(of: "White", in: text) == "#ffffff")
  }

  @Test("A button's image for its state is embedded beside the title, the pair centered")
  func images() throws {
    let image = try #require(UIImage(data: Self.redDot))
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    button.setImage(image, for: .highlighted)
    button.setTitle("Record", for: .normal)
    button.setTitleColor(.black, for: .normal)
    #expect(!svg(button).contains("<image"), "no image for the normal state")
    button.isHighlighted = true
    let text = svg(button)
    let pattern = #/<image x="([-0-9.]+)" y="([-0-9.]+)" width="1" height="1"/#
    let placed = try #require(text.firstMatch(of: pattern))
    let titleX = try #require(text.firstMatch(of: #/<text x="([-0-9.]+)"[^>]*>Record</text>/#).flatMap { Double($0.output.1) })
    let imageX = try #require(Double(placed.output.1))
    #expect(Double(placed.output.2) == 21.5, "centered vertically")
    #expect(abs(titleX - imageX - 1) < 0.02, "the title follows the image")
    #expect(imageX > 60 && imageX < 100, "the pair is centered")
  }
}
