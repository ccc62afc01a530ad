import AdaptiveKit
import Testing

/// A view's seed frame decides only what its constraints leave open: an ambiguous position or
/// size stays at the seed (as UIKit's engine keeps a variable's previous value), a determined one
/// ignores it, and the view is still reported ambiguous.
@MainActor
@Suite("An ambiguous layout keeps the seed frame's open values")
struct LayoutSeedFrameTests {
  /// A 300 × 200 root holding a view pinned on x, width and height but not y.
  func hierarchy(seed: CGRect?) -> (root: UIView, child: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    child.layoutSeedFrame = seed
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    return (root, child)
  }

  @Test("the open y takes the seed's; x, width and height stay the constraints'")
  func openValueFollowsTheSeed() {
    let (_, child) = hierarchy(seed: CGRect(x: 99, y: 120, width: 7, height: 7))
    #expect(child.frame == CGRect(x: 10, y: 120, width: 50, height: 20))
  }

  @Test("the seed does not hide the ambiguity")
  func stillAmbiguous() {
    // The roots stay bound: a view asks the engine its root owns.
    let (seededRoot, seeded) = hierarchy(seed: CGRect(x: 10, y: 120, width: 50, height: 20))
    #expect(seeded.hasAmbiguousLayout)
    let (unseededRoot, unseeded) = hierarchy(seed: nil)
    #expect(unseeded.hasAmbiguousLayout)
    withExtendedLifetime((seededRoot, unseededRoot)) {}
  }

  @Test("a view the constraints determine ignores its seed and is not ambiguous")
  func determinedViewIgnoresTheSeed() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    child.layoutSeedFrame = CGRect(x: 0, y: 150, width: 10, height: 10)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 30, width: 50, height: 20))
    #expect(!child.hasAmbiguousLayout)
  }

  @Test("two equal-priority wishes that cannot both hold: the seed picks between them", arguments: [CGFloat(40), CGFloat(80)])
  func seedBreaksATieBetweenOptionalConstraints(seedHeight: CGFloat) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    child.layoutSeedFrame = CGRect(x: 10, y: 0, width: 50, height: seedHeight)
    let short = child.heightAnchor.constraint(equalToConstant: 40)
    let tall = child.heightAnchor.constraint(equalToConstant: 80)
    short.priority = .defaultLow
    tall.priority = .defaultLow
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 50), short, tall,
    ])
    root.layoutIfNeeded()
    #expect(child.frame.height == seedHeight)
  }

  // The engine makes seed specs only when a solve leaves something open or it holds seeds
  // already: a later pass must still make them, and follow a moved seed.

  @Test("a view determined first and opened by a later pass takes its seed then")
  func seedMadeWhenALaterPassOpensTheView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    child.layoutSeedFrame = CGRect(x: 10, y: 120, width: 50, height: 20)
    let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), top,
      child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.minY == 30)
    top.isActive = false
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 120, width: 50, height: 20))
    #expect(child.hasAmbiguousLayout)
  }

  @Test("a seed moved while the engine holds it moves the open value")
  func movedSeedIsFollowed() {
    let (root, child) = hierarchy(seed: CGRect(x: 10, y: 120, width: 50, height: 20))
    child.layoutSeedFrame = CGRect(x: 10, y: 60, width: 50, height: 20)
    root.layoutIfNeeded()
    #expect(child.frame.minY == 60)
  }

  @Test("a view closed and opened again while the engine holds its seeds")
  func closedAndOpenedAgain() {
    let (root, child) = hierarchy(seed: CGRect(x: 10, y: 120, width: 50, height: 20))
    child.topAnchor.constraint(equalTo: root.topAnchor, constant: 30).isActive = true
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 30, width: 50, height: 20))
    #expect(!child.hasAmbiguousLayout)
    // Opened again: the seed, still held or made again, decides the open y.
    child.layoutSeedFrame = CGRect(x: 10, y: 90, width: 50, height: 20)
    root.constraints.filter { $0.firstAttribute == .top }.forEach { $0.isActive = false }
    root.layoutIfNeeded()
    #expect(child.frame.minY == 90)
  }
}
