import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Scroll view content is laid out by constraints to its content and frame layout guides")
struct ScrollContentGuideTests {
  /// A scroll view filling a 320 × 480 root, with a stack of `count` 100-point blocks.
  private func scene(count: Int, useGuide: Bool) -> (root: UIView, scroll: UIScrollView, blocks: [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    var blocks: [UIView] = []
    var previous: NSLayoutYAxisAnchor = useGuide ? scroll.contentLayoutGuide.topAnchor : scroll.topAnchor
    for _ in 0..<count {
      let block = UIView()
      block.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(block)
      NSLayoutConstraint.activate([
        block.topAnchor.constraint(equalTo: previous),
        block.heightAnchor.constraint(equalToConstant: 100),
        block.leadingAnchor.constraint(equalTo: useGuide ? scroll.contentLayoutGuide.leadingAnchor : scroll.leadingAnchor),
        block.trailingAnchor.constraint(equalTo: useGuide ? scroll.contentLayoutGuide.trailingAnchor : scroll.trailingAnchor),
        block.widthAnchor.constraint(equalTo: useGuide ? scroll.frameLayoutGuide.widthAnchor : scroll.widthAnchor),
      ])
      previous = block.bottomAnchor
      blocks.append(block)
    }
    (useGuide ? scroll.contentLayoutGuide.bottomAnchor : scroll.bottomAnchor).constraint(equalTo: previous).isActive = true
    root.layoutIfNeeded()
    return (root, scroll, blocks)
  }

  @Test("The content guide's constraints give the content size", arguments: [true, false])
  func contentSizeFromConstraints(useGuide: Bool) {
    let (_, scroll, blocks) = scene(count: 7, useGuide: useGuide)
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(scroll.contentSize == CGSize(width: 320, height: 700))
    #expect(blocks[3].frame == CGRect(x: 0, y: 300, width: 320, height: 100))
    #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 700))
  }

  @Test("Scrolling keeps content frames and moves them on screen; a view on the frame guide stays put")
  func scrollingAndFrameGuide() {
    let (root, scroll, blocks) = scene(count: 7, useGuide: true)
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 290, y: 10, width: 20, height: 20))
    scroll.contentOffset = CGPoint(x: 0, y: 150)
    root.layoutIfNeeded()
    #expect(blocks[2].frame.minY == 200, "content frames do not change")
    #expect(blocks[2].convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 50))
    #expect(badge.frame == CGRect(x: 290, y: 160, width: 20, height: 20), "the frame guide moved with the offset")
    #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 290, y: 10))
  }

  @Test("Without constraints to the content, contentSize stays what the app set")
  func explicitContentSize() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 300, height: 50)
    _ = scroll.contentLayoutGuide
    scroll.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 300, height: 50))
    #expect(scroll.clipsToBounds)
    #expect(scroll.showsVerticalScrollIndicator && scroll.isScrollEnabled && scroll.bounces)
  }
}
