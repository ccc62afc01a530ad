// Compiled in Swift 5 language mode, as most UIKit apps and libraries are. The helpers below are
// written the way iOS code writes them: plain nonisolated functions calling layout API. Against
// UIKit they compile because its main-actor annotations arrive as @preconcurrency; they must
// compile here for the same reason.
import AdaptiveKit
import Testing

/// Pins `view` to `container`'s edges with insets, from a nonisolated helper.
func pin(_ view: UIView, to container: UIView, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
  view.translatesAutoresizingMaskIntoConstraints = false
  let constraints = [
    view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: insets.left),
    view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -insets.right),
    view.topAnchor.constraint(equalTo: container.topAnchor, constant: insets.top),
    view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -insets.bottom),
  ]
  NSLayoutConstraint.activate(constraints)
  return constraints
}

/// Sizes `view` with the old item/attribute initializer, as pre-anchor code does.
func size(_ view: UIView, width: CGFloat, height: CGFloat) {
  view.addConstraint(
    NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: width))
  view.addConstraint(
    NSLayoutConstraint(
      item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: height))
}

/// A nonisolated type holding views, as view models and layout builders do.
final class CardLayout {
  let card = UIView()
  let title = UILabel()
  var constraints: [NSLayoutConstraint] = []

  func install(in container: UIView) {
    container.addSubview(card)
    card.addSubview(title)
    title.text = "Title"
    constraints = pin(card, to: container, insets: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    title.translatesAutoresizingMaskIntoConstraints = false
    constraints += [
      title.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
    ]
    NSLayoutConstraint.activate(Array(constraints.suffix(2)))
  }

  func tearDown() {
    NSLayoutConstraint.deactivate(constraints)
  }
}

@MainActor
@Suite("Swift 5 code calls layout API from nonisolated helpers, as it does against UIKit")
struct NonisolatedLayoutHelperTests {
  @Test("A nonisolated pin helper lays the view out inside the insets")
  func pinHelper() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = UIView()
    container.addSubview(child)
    let constraints = pin(child, to: container, insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    container.layoutIfNeeded()
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(child.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
  }

  @Test("A nonisolated class builds, activates and deactivates constraints")
  func layoutClass() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let layout = CardLayout()
    layout.install(in: container)
    container.layoutIfNeeded()
    #expect(layout.card.frame == CGRect(x: 20, y: 10, width: 260, height: 440))
    // A view outside any window rounds to the pixel grid of `UIScreen.main` (the newest simulator,
    // 2x or 3x depending on which suite made one last), so the label's centre is within a pixel.
    #expect(abs(layout.title.center.x - 130) <= 0.25)
    #expect(abs(layout.title.center.y - 220) <= 0.25)
    layout.tearDown()
    #expect(layout.constraints.allSatisfy { !$0.isActive })
  }

  @Test("The item/attribute initializer from a nonisolated helper sizes the view")
  func itemAttributeInitializer() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    size(child, width: 44, height: 22)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 44, height: 22))
    #expect(child.constraints.count == 2)
  }
}
