import AdaptiveKit
import Testing

/// A constraint between positions with a multiplier other than 1 is measured in the bounds of the
/// closest view holding both items, as UIKit's engine measures it: `bottom == 2 × image.bottom`
/// gives a 130-point superview a 65-point image wherever that superview sits.
@MainActor
@Suite("A multiplied position is measured from the origin of the view holding both items")
struct MultipliedPositionTests {
  /// A 130×130 container at (`x`, `y`) in a 400×600 root.
  func makeContainer(x: CGFloat, y: CGFloat) -> (root: UIView, container: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let container = constrainedView()
    root.addSubview(container)
    NSLayoutConstraint.activate([
      container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: x),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
      container.widthAnchor.constraint(equalToConstant: 130),
      container.heightAnchor.constraint(equalToConstant: 130),
    ])
    return (root, container)
  }

  @Test("A superview's bottom at twice its subview's bottom halves the superview, wherever it sits", arguments: [0, 202])
  func bottomAtTwiceTheSubviewsBottom(y: CGFloat) {
    let (root, container) = makeContainer(x: 16, y: y)
    let image = constrainedView()
    container.addSubview(image)
    NSLayoutConstraint.activate([
      image.topAnchor.constraint(equalTo: container.topAnchor),
      image.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      image.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      NSLayoutConstraint(
        item: container, attribute: .bottom, relatedBy: .equal, toItem: image, attribute: .bottom, multiplier: 2, constant: 0),
    ])
    root.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 0, y: 0, width: 130, height: 65))
  }

  @Test("A sibling's centre at a fraction of another's edge is measured in their superview")
  func siblingsMeasuredInTheirSuperview() {
    let (root, container) = makeContainer(x: 100, y: 50)
    let marker = constrainedView()
    let dot = constrainedView()
    container.addSubview(marker)
    container.addSubview(dot)
    NSLayoutConstraint.activate([
      marker.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      marker.topAnchor.constraint(equalTo: container.topAnchor),
      marker.widthAnchor.constraint(equalToConstant: 80),
      marker.heightAnchor.constraint(equalToConstant: 10),
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
      dot.topAnchor.constraint(equalTo: container.topAnchor),
      // marker.trailing is 100 in the container: the dot's centre is at 50 there.
      NSLayoutConstraint(
        item: dot, attribute: .centerX, relatedBy: .equal, toItem: marker, attribute: .trailing, multiplier: 0.5, constant: 0),
    ])
    root.layoutIfNeeded()
    #expect(dot.frame.midX == 50)
  }

  @Test("A multiplier of 1 is unaffected by where the views sit")
  func unitMultiplier() {
    let (root, container) = makeContainer(x: 16, y: 202)
    let child = constrainedView()
    container.addSubview(child)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      container.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 5),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 5, width: 10, height: 120))
  }
}
