import AdaptiveKit
import Testing

/// UIKit mirrors a constraint on leading or trailing in a right-to-left layout: leading is the
/// right edge, and a constant of 8 keeps the view 8 points inside, counted leftwards.
@MainActor
@Suite("Right to left: leading and trailing constraints mirror, constants included")
struct RightToLeftConstraintTests {
  static let containerWidth: CGFloat = 300

  /// A detached 300 × 200 container whose traits say right to left.
  private func container(_ direction: UITraitEnvironmentLayoutDirection = .rightToLeft) throws -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: Self.containerWidth, height: 200))
    container.traitOverrides.layoutDirection = direction
    try #require(container.traitCollection.layoutDirection == direction)
    return container
  }

  private func subview(of container: UIView, width: CGFloat = 50) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    view.heightAnchor.constraint(equalToConstant: 20).isActive = true
    if width > 0 { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
    return view
  }

  @Test("An anchor constraint's constant counts from the right edge, leftwards")
  func anchors() throws {
    let container = try container()
    let view = subview(of: container)
    view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8).isActive = true
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: Self.containerWidth - 8 - 50, y: 0, width: 50, height: 20))
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test("A constraint made with UIKit's initializer mirrors the same way, leading to trailing too")
  func initializer() throws {
    let container = try container()
    let first = subview(of: container)
    let second = subview(of: container)
    NSLayoutConstraint(
      item: first, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leading, multiplier: 1,
      constant: 8
    ).isActive = true
    NSLayoutConstraint(
      item: second, attribute: .leading, relatedBy: .equal, toItem: first, attribute: .trailing, multiplier: 1,
      constant: 10
    ).isActive = true
    container.layoutIfNeeded()
    #expect(first.frame.maxX == Self.containerWidth - 8)
    #expect(second.frame.maxX == first.frame.minX - 10)
  }

  @Test("An inequality turns round: a leading edge at least 8 points in stays inside")
  func inequality() throws {
    let container = try container()
    let view = subview(of: container)
    view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 8).isActive = true
    let flush = view.leadingAnchor.constraint(equalTo: container.leadingAnchor)
    flush.priority = .defaultLow
    flush.isActive = true
    container.layoutIfNeeded()
    #expect(view.frame.maxX == Self.containerWidth - 8)
  }

  @Test("A leading constraint to a center keeps its side: leading 10 after the center is 10 before it")
  func toCenter() throws {
    let container = try container()
    let view = subview(of: container)
    view.leadingAnchor.constraint(equalTo: container.centerXAnchor, constant: 10).isActive = true
    container.layoutIfNeeded()
    #expect(view.frame.maxX == Self.containerWidth / 2 - 10)
  }

  @Test("Visual format H:|-8-[v]-16-| leaves 8 points at the right and 16 at the left")
  func visualFormat() throws {
    let container = try container()
    let view = subview(of: container, width: 0)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[v]-16-|", options: [], metrics: nil, views: ["v": view]))
    container.layoutIfNeeded()
    #expect(view.frame.minX == 16 && view.frame.maxX == Self.containerWidth - 8)
  }

  @Test("Leading layout margins lie at the right, inside the container")
  func margins() throws {
    let container = try container()
    container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
    let guided = subview(of: container)
    let attributed = subview(of: container)
    guided.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: 5).isActive = true
    NSLayoutConstraint(
      item: attributed, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
      multiplier: 1, constant: -6
    ).isActive = true
    container.layoutIfNeeded()
    #expect(guided.frame.maxX == Self.containerWidth - 20 - 5)
    #expect(attributed.frame.minX == CGFloat(4 + 6))
  }

  @Test("A horizontal stack view arranges from the right, spacing included")
  func stackView() throws {
    let container = try container()
    let a = UIView()
    let b = UIView()
    a.widthAnchor.constraint(equalToConstant: 30).isActive = true
    b.widthAnchor.constraint(equalToConstant: 40).isActive = true
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.axis = .horizontal
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8).isActive = true
    stack.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    container.layoutIfNeeded()
    let aFrame = a.convert(a.bounds, to: container)
    let bFrame = b.convert(b.bounds, to: container)
    #expect(aFrame.maxX == Self.containerWidth - 8)
    #expect(bFrame.maxX == aFrame.minX - 10)
  }

  @Test("Left to right is unchanged: the same constraints land at the left")
  func leftToRight() throws {
    let container = try container(.leftToRight)
    let view = subview(of: container)
    view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 8).isActive = true
    container.layoutIfNeeded()
    #expect(view.frame.minX == 8)
  }

  @Test("A view forced right to left arranges its own content from the right in a left-to-right app")
  func forcedRightToLeft() throws {
    let container = try container(.leftToRight)
    container.semanticContentAttribute = .forceRightToLeft
    let view = subview(of: container)
    view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8).isActive = true
    container.layoutIfNeeded()
    #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // The direction does not propagate: the subview's own content still flows left to right.
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(view.frame.maxX == Self.containerWidth - 8)
    container.semanticContentAttribute = .unspecified
    container.layoutIfNeeded()
    #expect(view.frame.minX == 8)
  }
}
