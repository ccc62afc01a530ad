@testable import AdaptiveKit
import Testing

/// A hierarchy root's engine reuses its last collection of constraints when nothing it read has
/// changed since (the structure, the frames and bounds it read, the intrinsic sizes it used), and
/// collects again when any of them moved.
@MainActor
@Suite("Settled hierarchy passes")
struct SettledHierarchyPassTests {
  /// A root with a box pinned to its top left and a label below the box.
  private func scene() -> (root: UIView, box: UIView, label: UILabel) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let box = UIView()
    let label = UILabel()
    label.text = "Name"
    for view in [box, label] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10), box.heightAnchor.constraint(equalToConstant: 30),
      label.leadingAnchor.constraint(equalTo: box.leadingAnchor), label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
    ])
    return (root, box, label)
  }

  @Test("A pass after one whose inputs all stand reuses its answer, with the same frames")
  func reusedWhenNothingChanged() throws {
    let (root, box, label) = scene()
    root.layoutIfNeeded()
    let engine = try #require(root.autoLayoutEngine)
    let reused = engine.settledUpdateCount
    let frames = (box.frame, label.frame)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(engine.settledUpdateCount == reused + 1)
    #expect(box.frame == frames.0 && label.frame == frames.1)
    #expect(box.frame == CGRect(x: 10, y: 20, width: 280, height: 30))
  }

  @Test("A root resized between passes is collected again: its size is read")
  func rootResized() throws {
    let (root, box, _) = scene()
    root.layoutIfNeeded()
    let engine = try #require(root.autoLayoutEngine)
    let reused = engine.settledUpdateCount
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
    root.layoutIfNeeded()
    #expect(engine.settledUpdateCount == reused)
    #expect(box.frame == CGRect(x: 10, y: 20, width: 180, height: 30))
  }

  @Test("An autoresizing view moved between passes is collected again: its frame is read")
  func autoresizingViewMoved() throws {
    let (root, _, _) = scene()
    let banner = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 50))
    let caption = UIView()
    caption.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(banner)
    root.addSubview(caption)
    NSLayoutConstraint.activate([
      caption.leadingAnchor.constraint(equalTo: banner.leadingAnchor), caption.topAnchor.constraint(equalTo: banner.bottomAnchor),
      caption.widthAnchor.constraint(equalToConstant: 40), caption.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(caption.frame == CGRect(x: 0, y: 150, width: 40, height: 10))
    let engine = try #require(root.autoLayoutEngine)
    let reused = engine.settledUpdateCount
    banner.frame = CGRect(x: 20, y: 200, width: 300, height: 50)
    root.layoutIfNeeded()
    #expect(engine.settledUpdateCount == reused)
    #expect(caption.frame == CGRect(x: 20, y: 250, width: 40, height: 10))
  }

  @Test("A margin read from a view's superviews is collected again when one of them moves")
  func preservedMarginMoved() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40)
    // An autoresizing container flush with the root's left edge preserves the root's margins.
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    container.preservesSuperviewLayoutMargins = true
    container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    container.addSubview(dot)
    NSLayoutConstraint.activate([
      dot.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      dot.topAnchor.constraint(equalTo: container.topAnchor), dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(dot.frame.minX == 40)
    let engine = try #require(root.autoLayoutEngine)
    let reused = engine.settledUpdateCount
    // 30 points in, the root's 40-point margin leaves 10 for the container to keep.
    container.frame = CGRect(x: 30, y: 0, width: 270, height: 100)
    root.layoutIfNeeded()
    #expect(engine.settledUpdateCount == reused)
    #expect(dot.frame.minX == 10)
  }

  @Test("Text changed between passes is collected again: the label's intrinsic size moved")
  func textChanged() throws {
    let (root, _, label) = scene()
    root.layoutIfNeeded()
    let width = label.frame.width
    let engine = try #require(root.autoLayoutEngine)
    let reused = engine.settledUpdateCount
    label.text = "A much longer name"
    root.layoutIfNeeded()
    #expect(engine.settledUpdateCount == reused)
    #expect(label.frame.width > width)
  }
}
