// Libraries attach state to views with the Objective-C runtime's associated objects; the keys
// are the addresses of private globals, as in SnapKit's `ConstraintDSL.setLabel`.
import AdaptiveKit
import Testing

private var labelKey: UInt8 = 0
private var tokenKey: UInt8 = 0

/// Something a library attaches, to watch its lifetime.
final class AttachedToken {}

extension UIView {
  /// A label kept beside the view, as SnapKit's DSL keeps it.
  var debugLabel: String? {
    get { objc_getAssociatedObject(self, &labelKey) as? String }
    set { objc_setAssociatedObject(self, &labelKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
  }
}

/// Attaches through an optional target, as `objc_setAssociatedObject(self.target as Any, …)` does.
func attach(_ value: Any?, to target: AnyObject?) {
  objc_setAssociatedObject(target as Any, &tokenKey, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
}

func attached(to target: AnyObject?) -> Any? {
  objc_getAssociatedObject(target as Any, &tokenKey)
}

@MainActor
@Suite("objc_setAssociatedObject attaches values to objects for their lifetime")
struct AssociatedObjectTests {
  @Test("A value set under a key reads back under that key only, and nil removes it")
  func setAndGet() {
    let view = UIView()
    #expect(view.debugLabel == nil)
    view.debugLabel = "header"
    #expect(view.debugLabel == "header")
    #expect(attached(to: view) == nil)
    #expect(UIView().debugLabel == nil)
    view.debugLabel = nil
    #expect(view.debugLabel == nil)
  }

  @Test("An optional target wrapped in Any reaches the same object")
  func optionalTarget() {
    let view: AnyObject? = UIView()
    let token = AttachedToken()
    attach(token, to: view)
    #expect(attached(to: view) as? AttachedToken === token)
    #expect(attached(to: nil) == nil)
  }

  @Test("Retained values are released with their view")
  func releasedWithView() {
    weak var weakToken: AttachedToken?
    do {
      let view = UIView()
      let token = AttachedToken()
      weakToken = token
      attach(token, to: view)
    }
    #expect(weakToken == nil)
  }

  @Test("Retained values are released with any other object once it is gone")
  func releasedWithForeignObject() {
    weak var weakToken: AttachedToken?
    weak var weakOwner: AttachedToken?
    do {
      let owner = AttachedToken()
      let token = AttachedToken()
      weakOwner = owner
      weakToken = token
      attach(token, to: owner)
      #expect(attached(to: owner) as? AttachedToken === token)
    }
    #expect(weakOwner == nil)
    // Foreign objects have no deinit hook: their values go at the table's next sweep, which a
    // later set triggers once enough entries have accumulated.
    var owners: [AttachedToken] = []
    for _ in 0..<200 {
      let owner = AttachedToken()
      owners.append(owner)
      attach(1, to: owner)
    }
    #expect(weakToken == nil)
    for owner in owners { attach(nil, to: owner) }
  }

  @Test("objc_removeAssociatedObjects drops every value of the object")
  func removeAll() {
    let view = UIView()
    view.debugLabel = "a"
    attach(AttachedToken(), to: view)
    objc_removeAssociatedObjects(view)
    #expect(view.debugLabel == nil)
    #expect(attached(to: view) == nil)
  }

  @Test("An assigned object is not retained and reads back as nil once released")
  func assignPolicy() {
    let view = UIView()
    weak var weakToken: AttachedToken?
    do {
      let token = AttachedToken()
      weakToken = token
      objc_setAssociatedObject(view, &tokenKey, token, .OBJC_ASSOCIATION_ASSIGN)
      #expect(attached(to: view) as? AttachedToken === token)
    }
    #expect(weakToken == nil)
    #expect(attached(to: view) == nil)
  }

  @Test("Values cannot be attached to value types")
  func valueTypeOwner() {
    objc_setAssociatedObject(42, &tokenKey, "x", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(42, &tokenKey) == nil)
  }
}
