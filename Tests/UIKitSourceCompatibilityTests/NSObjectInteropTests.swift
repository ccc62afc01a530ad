// UIKit's classes are NSObject subclasses, and code relies on it: `==` and `Set` on views,
// `as? NSObject`, `isEqual`, `hash` and `override var description`.
import AdaptiveKit
import Foundation
import Testing

/// A view that describes itself, as apps do for logging.
final class BadgeView: UIView {
  var count = 0
  override var description: String { "BadgeView(count: \(count))" }
}

/// A controller overriding `isEqual`, which UIKit code may do to compare screens by content.
final class DetailController: UIViewController {
  var itemID = ""
  override func isEqual(_ object: Any?) -> Bool {
    (object as? DetailController)?.itemID == itemID
  }
  override var hash: Int { itemID.hashValue }
}

/// A Swift class of the app's own, not an NSObject.
final class PlainRecord {}

/// Finds objects of a kind among `Any` values, as generic UIKit helpers do.
func objects(in values: [Any]) -> [NSObject] {
  values.compactMap { $0 as? NSObject }
}

@MainActor
@Suite("UIKit objects are NSObjects: equality, hashing, casts and descriptions")
struct NSObjectInteropTests {
  @Test("Views compare by identity with == and isEqual, and work in sets")
  func viewIdentity() {
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(a == a)
    #expect(a != b)
    #expect(a.isEqual(a))
    #expect(!a.isEqual(b))
    #expect(Set([a, b, a]).count == 2)
    #expect(a.hash == a.hash)
  }

  @Test("Views, controllers, constraints, colors and fonts cast to NSObject")
  func casts() {
    let view = UIView()
    let values: [Any] = [
      view, UIViewController(), view.widthAnchor.constraint(equalToConstant: 1), UIColor.red,
      UIFont.systemFont(ofSize: 17), UITapGestureRecognizer(), UIBarButtonItem(), UILayoutGuide(), PlainRecord(),
    ]
    #expect(objects(in: values).count == 8)
    let responder: NSObject = view
    #expect(responder is UIResponder)
    #expect(responder.isKind(of: UIResponder.self))
  }

  @Test("A subclass's description override is what string interpolation shows")
  func descriptionOverride() {
    let badge = BadgeView()
    badge.count = 3
    #expect("\(badge)" == "BadgeView(count: 3)")
    #expect(String(describing: badge) == "BadgeView(count: 3)")
  }

  @Test("A controller's isEqual and hash overrides drive == and Set membership")
  func equalityOverride() {
    let first = DetailController()
    first.itemID = "42"
    let second = DetailController()
    second.itemID = "42"
    #expect(first == second)
    #expect(Set([first, second]).count == 1)
  }

  @Test("UIColor and UIFont compare by value, as in UIKit")
  func valueEquality() {
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
    #expect(UIColor(white: 0.5, alpha: 1) != UIColor(white: 0.4, alpha: 1))
    #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
    #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
    let colors: Set<UIColor> = [.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]
    #expect(colors.count == 2)
  }
}

@Suite("A view's description off the main thread is UIKit's bare form")
struct OffMainDescriptionTests {
  @Test("Read from a detached task, a view describes only its class and address")
  func detachedDescription() async {
    let view = await MainActor.run { UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)) }
    let onMain = await MainActor.run { view.description }
    let offMain = await Task.detached { view.description }.value
    #expect(onMain.contains("frame = (1 2; 3 4)"))
    #expect(offMain.hasPrefix("<UIView: 0x"))
    #expect(!offMain.contains("frame"))
  }
}

@MainActor
@Suite("A class's description() names it as the Objective-C runtime does")
struct ClassDescriptionTests {
  @Test("UIKit's classes are named bare; an app's classes with their module")
  func classNames() {
    let badge: UIView = BadgeView()
    #expect(type(of: badge).description() == "UIKitSourceCompatibilityTests.BadgeView")
    #expect(UIView.description() == "UIView")
    #expect(NSLayoutConstraint.description() == "NSLayoutConstraint")
  }
}
