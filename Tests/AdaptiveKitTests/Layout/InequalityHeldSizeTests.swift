import AdaptiveKit
import Testing

/// A size that only `<=` constraints hold: UIKit's engine leaves it at 0 (the view is ambiguous),
/// where Interface Builder's canvas shows it at its bound.
@MainActor
@Suite("A size held only by an upper bound stays at 0 at run time")
struct InequalityHeldSizeTests {
  static let windowSize = CGSize(width: 375, height: 667)
  /// The room the bound leaves beside the view, as in the issue's `width <= container − 52`.
  static let margin: CGFloat = 52

  /// A view pinned at the top left of `container`, 20 high, its width held only by
  /// `width <= container.width − margin`.
  private func boundedView(in container: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 20),
      view.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -Self.margin),
    ])
    return view
  }

  private func window(restingAtZero: Bool = true) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: Self.windowSize))
    window.inequalityHeldSizesRestAtZero = restingAtZero
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    return window
  }

  @Test("In a window the width is 0, not the bound")
  func inWindow() throws {
    let window = window()
    let root = try #require(window.rootViewController?.view)
    let view = boundedView(in: root)
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 0, height: 20))
    #expect(view.hasAmbiguousLayout)
  }

  @Test("A detached hierarchy lays it out the same way")
  func detached() {
    let container = UIView(frame: CGRect(origin: .zero, size: Self.windowSize))
    let view = boundedView(in: container)
    container.layoutIfNeeded()
    #expect(view.frame.width == 0)
  }

  @Test("A lower bound or a preference still sets the width, and the upper bound still caps it")
  func otherConstraintsStillWin() throws {
    let window = window()
    let root = try #require(window.rootViewController?.view)
    let view = boundedView(in: root)
    let atLeast = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
    atLeast.isActive = true
    window.layoutIfNeeded()
    #expect(view.frame.width == 100)
    let preferred = view.widthAnchor.constraint(equalToConstant: 1_000)
    preferred.priority = .defaultHigh
    preferred.isActive = true
    window.layoutIfNeeded()
    #expect(view.frame.width == Self.windowSize.width - Self.margin)
  }

  @Test("A view with an intrinsic width keeps it under the bound")
  func intrinsicWidth() throws {
    let window = window()
    let root = try #require(window.rootViewController?.view)
    let label = UILabel()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -Self.margin),
    ])
    window.layoutIfNeeded()
    #expect(label.frame.width == label.intrinsicContentSize.width)
  }

  @Test("A window that shows Interface Builder's canvas keeps the width at its bound")
  func canvasWindow() throws {
    let window = window(restingAtZero: false)
    let root = try #require(window.rootViewController?.view)
    let view = boundedView(in: root)
    window.layoutIfNeeded()
    #expect(view.frame.width == Self.windowSize.width - Self.margin)
  }
}
