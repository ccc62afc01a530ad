import AdaptiveKit
import Testing

@MainActor
@Suite("NSLayoutConstraint: creation, validation and activation")
struct LayoutConstraintTests {
  @Test("UIKit's initializer stores every part; missing second item means no attribute")
  func initializer() {
    let a = UIView()
    let b = UIView()
    let c = NSLayoutConstraint(
      item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .trailing, multiplier: 1, constant: 8)
    #expect(c.firstItem === a && c.secondItem === b)
    #expect(c.firstAttribute == .leading && c.secondAttribute == .trailing)
    #expect(c.relation == .equal && c.multiplier == 1 && c.constant == 8)
    #expect(c.priority == .required)
    let width = NSLayoutConstraint(
      item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 44)
    #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
  }

  @Test("Activation installs on the closest common ancestor; deactivation removes it")
  func activation() {
    let root = UIView()
    let left = UIView()
    let right = UIView()
    let inner = UIView()
    root.addSubview(left)
    root.addSubview(right)
    left.addSubview(inner)
    let c = inner.leadingAnchor.constraint(equalTo: right.trailingAnchor, constant: 10)
    #expect(!c.isActive)
    c.isActive = true
    #expect(c.isActive)
    #expect(root.constraints.contains { $0 === c })
    let size = inner.widthAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([size])
    #expect(inner.constraints.contains { $0 === size })
    NSLayoutConstraint.deactivate([c, size])
    #expect(!c.isActive && root.constraints.isEmpty && inner.constraints.isEmpty)
  }

  @Test("Items with no common ancestor cannot be activated: logged, and thrown by activate()")
  func noCommonAncestor() {
    let a = UIView()
    let b = UIView()
    let c = a.topAnchor.constraint(equalTo: b.bottomAnchor)
    let (_, messages) = AdaptiveKitLog.shared.capture { c.isActive = true }
    #expect(!c.isActive)
    #expect(messages.first?.text.contains("because they have no common ancestor") == true)
    #expect(throws: NSLayoutConstraintError.self) { try c.activate() }
  }

  @Test("A location equal to a constant is illegal, as UIKit says")
  func locationEqualToConstant() {
    let a = UIView()
    #expect(throws: NSLayoutConstraintError.self) {
      _ = try NSLayoutConstraint.validated(
        item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 20)
    }
    let (constraint, messages) = AdaptiveKitLog.shared.capture {
      NSLayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 20)
    }
    #expect(messages.first?.text.hasPrefix("A multiplier of 0 or a nil second item") == true)
    let (_, more) = AdaptiveKitLog.shared.capture { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(!more.isEmpty)
  }

  @Test("Mixing axes, or left/right with leading/trailing, is an invalid pairing")
  func invalidPairings() {
    let a = UIView()
    let b = UIView()
    for (first, second) in [(NSLayoutConstraint.Attribute.top, NSLayoutConstraint.Attribute.leading), (.left, .leading), (.width, .centerX)] {
      #expect(throws: NSLayoutConstraintError.self, "\(first) vs \(second)") {
        _ = try NSLayoutConstraint.validated(
          item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second, multiplier: 1, constant: 0)
      }
    }
    #expect(throws: Never.self) {
      _ = try NSLayoutConstraint.validated(
        item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 0.5, constant: 0)
    }
  }

  @Test("NaN or infinite constants are refused")
  func nonFinite() {
    let a = UIView()
    #expect(throws: NSLayoutConstraintError.self) {
      _ = try NSLayoutConstraint.validated(
        item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: .nan)
    }
    let root = UIView()
    root.addSubview(a)
    let c = a.widthAnchor.constraint(equalToConstant: 10)
    c.isActive = true
    let (_, messages) = AdaptiveKitLog.shared.capture { c.constant = .infinity }
    #expect(c.constant == 10)
    #expect(!messages.isEmpty)
  }

  @Test("An installed constraint cannot switch between required and optional")
  func requiredPriorityIsFixedWhileInstalled() {
    let root = UIView()
    let a = UIView()
    root.addSubview(a)
    let c = a.widthAnchor.constraint(equalToConstant: 10)
    c.priority = .defaultHigh
    #expect(c.priority == .defaultHigh)
    c.isActive = true
    let (_, messages) = AdaptiveKitLog.shared.capture { c.priority = .required }
    #expect(c.priority == .defaultHigh)
    #expect(messages.first?.text.contains("Mutating a priority from required to not") == true)
    c.priority = UILayoutPriority(999)
    #expect(c.priority.rawValue == 999)
  }

  @Test("Layout priorities have UIKit's values and order")
  func priorities() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority.defaultLow < .defaultHigh)
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
  }

  @Test("Layout guides belong to a view and take part in constraints")
  func layoutGuides() {
    let root = UIView()
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    #expect(guide.owningView === root && root.layoutGuides.count == 1)
    let c = guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
    c.isActive = true
    #expect(root.constraints.contains { $0 === c })
    root.removeLayoutGuide(guide)
    #expect(!c.isActive && guide.owningView == nil)
  }
}

@MainActor
@Suite("Dynamic Type fonts follow the content size category trait")
struct PreferredFontTests {
  @Test("Body is 17 pt at Large, larger at accessibility sizes, Large when unspecified")
  func bodySizes() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 53)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: small).pointSize == 14)
  }
}
