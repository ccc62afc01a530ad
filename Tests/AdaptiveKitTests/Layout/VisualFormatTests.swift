import AdaptiveKit
import Foundation
import Testing

/// A superview holding sibling views named for the formats under test.
@MainActor
struct VisualFormatFixture {
  let root = UIView()
  let views: [String: UIView]

  init(_ names: [String] = ["a", "b", "c"]) {
    var views: [String: UIView] = [:]
    for name in names {
      let view = UIView()
      root.addSubview(view)
      views[name] = view
    }
    self.views = views
  }

  /// Parses with the throwing API and summarises each constraint (`b.leading == a.trailing + 8`).
  func summary(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
  ) throws -> [String] {
    let constraints = try NSLayoutConstraint.validatedConstraints(
      withVisualFormat: format, options: options, metrics: metrics, views: views)
    return constraints.map(describe)
  }

  /// `first.attribute relation second.attribute + constant @priority` with the fixture's names.
  func describe(_ constraint: NSLayoutConstraint) -> String {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "nil" }
      if item === root { return "super" }
      return views.first { $0.value === item }?.key ?? "?"
    }
    func number(_ value: CGFloat) -> String {
      value == value.rounded() ? String(Int(value)) : "\(value)"
    }
    var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation) "
    if constraint.secondItem != nil {
      text += "\(name(constraint.secondItem)).\(constraint.secondAttribute) + \(number(constraint.constant))"
    } else {
      text += number(constraint.constant)
    }
    if constraint.multiplier != 1 { text += " ×\(number(constraint.multiplier))" }
    if constraint.priority != .required { text += " @\(number(CGFloat(constraint.priority.rawValue)))" }
    return text
  }
}

@MainActor
@Suite("Visual Format Language: constraints, items and order")
struct VisualFormatTests {
  @Test("|-[a]-| pins to the superview's layout margins (the standard superview spacing since iOS 8)")
  func superviewStandardSpacing() throws {
    let fixture = VisualFormatFixture()
    #expect(
      try fixture.summary("H:|-[a]-|") == [
        "a.leading == super.leadingMargin + 0",
        "super.trailingMargin == a.trailing + 0",
      ])
  }

  @Test("|[a][b]| is flush: every spacing 0")
  func flush() throws {
    let fixture = VisualFormatFixture()
    #expect(
      try fixture.summary("|[a][b]|") == [
        "a.leading == super.leading + 0",
        "b.leading == a.trailing + 0",
        "super.trailing == b.trailing + 0",
      ])
  }

  @Test("Sibling spacing: standard 8, a number, a metric")
  func siblingSpacing() throws {
    let fixture = VisualFormatFixture()
    #expect(try fixture.summary("[a]-[b]") == ["b.leading == a.trailing + 8"])
    #expect(try fixture.summary("[a]-10-[b]") == ["b.leading == a.trailing + 10"])
    #expect(try fixture.summary("[a]-gap-[b]", metrics: ["gap": 12.5]) == ["b.leading == a.trailing + 12.5"])
    #expect(try fixture.summary("[a]-(-4)-[b]") == ["b.leading == a.trailing + -4"])
  }

  @Test("Metrics may be any Swift number or an NSNumber")
  func metricTypes() throws {
    let fixture = VisualFormatFixture()
    let values: [(String, Any)] = [
      ("Int", 16), ("Double", 16.0), ("CGFloat", CGFloat(16)), ("Float", Float(16)), ("UInt8", UInt8(16)),
      ("NSNumber", NSNumber(value: 16)),
    ]
    for (label, value) in values {
      #expect(
        try fixture.summary("[a]-m-[b(m)]", metrics: ["m": value]) == ["b.leading == a.trailing + 16", "b.width == 16"],
        "\(label)")
    }
  }

  @Test("V:|-(>=20)-[a] relates tops with the predicate's relation")
  func verticalPredicate() throws {
    let fixture = VisualFormatFixture()
    #expect(try fixture.summary("V:|-(>=20)-[a]") == ["a.top >= super.top + 20"])
    #expect(
      try fixture.summary("V:[a]-(>=8,<=50@750)-[b]-|") == [
        "b.top >= a.bottom + 8",
        "b.top <= a.bottom + 50 @750",
        "super.bottomMargin == b.bottom + 0",
      ])
  }

  @Test("View predicates constrain the width (H) or height (V), one constraint each")
  func viewPredicates() throws {
    let fixture = VisualFormatFixture()
    #expect(try fixture.summary("[a(>=50,<=100@750)]") == ["a.width >= 50", "a.width <= 100 @750"])
    #expect(try fixture.summary("V:[a(44)]") == ["a.height == 44"])
    #expect(try fixture.summary("[a(100@20)]") == ["a.width == 100 @20"])
    #expect(try fixture.summary("[a(==b)]") == ["a.width == b.width + 0"])
    #expect(try fixture.summary("V:[a(<=b@300)]") == ["a.height <= b.height + 0 @300"])
    #expect(try fixture.summary("[a(p)]-[b(==a@p)]", metrics: ["p": 250]) == [
      "a.width == 250", "b.leading == a.trailing + 8", "b.width == a.width + 0 @250",
    ])
  }

  @Test("A view's size constraints follow the connection before it, as UIKit orders them")
  func order() throws {
    let fixture = VisualFormatFixture()
    #expect(
      try fixture.summary("H:|-[a]-[b(==a)]-|") == [
        "a.leading == super.leadingMargin + 0",
        "b.leading == a.trailing + 8",
        "b.width == a.width + 0",
        "super.trailingMargin == b.trailing + 0",
      ])
    #expect(
      try fixture.summary("[a(50)]-[b(60)]-[c(70)]") == [
        "a.width == 50",
        "b.leading == a.trailing + 8",
        "b.width == 60",
        "c.leading == b.trailing + 8",
        "c.width == 70",
      ])
  }

  @Test("directionLeftToRight uses left/right; directionRightToLeft reverses the items")
  func directions() throws {
    let fixture = VisualFormatFixture()
    #expect(
      try fixture.summary("|-[a]-[b]-|", options: .directionLeftToRight) == [
        "a.left == super.leftMargin + 0",
        "b.left == a.right + 8",
        "super.rightMargin == b.right + 0",
      ])
    #expect(
      try fixture.summary("|-[a]-[b]-|", options: .directionRightToLeft) == [
        "super.rightMargin == a.right + 0",
        "a.left == b.right + 8",
        "b.left == super.leftMargin + 0",
      ])
    #expect(
      try fixture.summary("|-[a]-[b]-|", options: .directionLeadingToTrailing) == [
        "a.leading == super.leadingMargin + 0",
        "b.leading == a.trailing + 8",
        "super.trailingMargin == b.trailing + 0",
      ])
    // Direction options do not affect vertical formats.
    #expect(try fixture.summary("V:[a]-[b]", options: .directionRightToLeft) == ["b.top == a.bottom + 8"])
  }

  @Test("Alignment options add an equality per neighbouring pair, after all other constraints")
  func alignment() throws {
    let fixture = VisualFormatFixture()
    #expect(
      try fixture.summary("[a]-[b(20)]-[c]", options: .alignAllCenterY) == [
        "b.leading == a.trailing + 8",
        "b.width == 20",
        "c.leading == b.trailing + 8",
        "a.centerY == b.centerY + 0",
        "b.centerY == c.centerY + 0",
      ])
    #expect(
      try fixture.summary("V:[a][b]", options: [.alignAllLeading, .alignAllTrailing]) == [
        "b.top == a.bottom + 0",
        "a.leading == b.leading + 0",
        "a.trailing == b.trailing + 0",
      ])
    #expect(try fixture.summary("|[a]", options: .alignAllTop) == ["a.leading == super.leading + 0"])
    #expect(
      try fixture.summary("[a][b]", options: [.alignAllTop, .alignAllBottom, .alignAllLastBaseline]) == [
        "b.leading == a.trailing + 0",
        "a.top == b.top + 0",
        "a.bottom == b.bottom + 0",
        "a.lastBaseline == b.lastBaseline + 0",
      ])
    #expect(
      try fixture.summary("[a][b]", options: [.alignAllFirstBaseline, .directionRightToLeft]) == [
        "a.left == b.right + 0",
        "b.firstBaseline == a.firstBaseline + 0",
      ])
  }

  @Test("spacingBaselineToBaseline measures vertical spacing between baselines")
  func baselineSpacing() throws {
    let fixture = VisualFormatFixture()
    #expect(
      try fixture.summary("V:|-[a]-[b]-|", options: .spacingBaselineToBaseline) == [
        "a.firstBaseline == super.topMargin + 0",
        "b.firstBaseline == a.lastBaseline + 8",
        "super.bottomMargin == b.lastBaseline + 0",
      ])
  }

  @Test("The Adaptive Photos sample's formats")
  func adaptivePhotos() throws {
    let fixture = VisualFormatFixture(["topLayoutGuide", "imageView", "nameLabel", "conversationsLabel", "photosLabel"])
    #expect(
      try fixture.summary("|[imageView]-[nameLabel]-|") == [
        "imageView.leading == super.leading + 0",
        "nameLabel.leading == imageView.trailing + 8",
        "super.trailingMargin == nameLabel.trailing + 0",
      ])
    #expect(
      try fixture.summary("V:|[topLayoutGuide]-[nameLabel]-[conversationsLabel]-[photosLabel]") == [
        "topLayoutGuide.top == super.top + 0",
        "nameLabel.top == topLayoutGuide.bottom + 8",
        "conversationsLabel.top == nameLabel.bottom + 8",
        "photosLabel.top == conversationsLabel.bottom + 8",
      ])
    #expect(
      try fixture.summary("V:[topLayoutGuide]-[nameLabel]-[conversationsLabel]-[photosLabel]-20-[imageView]|") == [
        "nameLabel.top == topLayoutGuide.bottom + 8",
        "conversationsLabel.top == nameLabel.bottom + 8",
        "photosLabel.top == conversationsLabel.bottom + 8",
        "imageView.top == photosLabel.bottom + 20",
        "super.bottom == imageView.bottom + 0",
      ])
  }

  @Test("Constraints come back inactive, required by default, multiplier 1, and activate")
  func inactiveAndActivatable() throws {
    let fixture = VisualFormatFixture()
    let constraints = NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-[b]-|", metrics: nil, views: fixture.views)
    #expect(constraints.count == 3)
    #expect(constraints.allSatisfy { !$0.isActive && $0.multiplier == 1 && $0.priority == .required })
    NSLayoutConstraint.activate(constraints)
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(constraints.allSatisfy { c in fixture.root.constraints.contains { $0 === c } })
  }

  @Test("Layout guides work as views; | is the guide's owning view")
  func layoutGuides() throws {
    let root = UIView()
    let guide = UILayoutGuide()
    let view = UIView()
    root.addLayoutGuide(guide)
    root.addSubview(view)
    let constraints = try NSLayoutConstraint.validatedConstraints(
      withVisualFormat: "|[guide]-[view]", metrics: nil, views: ["guide": guide, "view": view])
    #expect(constraints.count == 2)
    #expect(constraints[0].firstItem === guide && constraints[0].secondItem === root)
    #expect(constraints[1].firstItem === view && constraints[1].secondItem === guide)
  }

  @Test("A name in both dictionaries is a metric, as in UIKit")
  func metricsWinOverViews() throws {
    let fixture = VisualFormatFixture()
    #expect(try fixture.summary("[a(b)]", metrics: ["b": 30]) == ["a.width == 30"])
  }

  @Test("Numbers are read as strtod reads them")
  func numbers() throws {
    let fixture = VisualFormatFixture()
    #expect(try fixture.summary("[a(1.5)]") == ["a.width == 1.5"])
    #expect(try fixture.summary("[a(2.)]") == ["a.width == 2"])
    #expect(try fixture.summary("[a(1e2)]") == ["a.width == 100"])
    #expect(try fixture.summary("[a(0x10)]") == ["a.width == 16"])
    #expect(try fixture.summary("[a(-.5)]") == ["a.width == -0.5"])
    #expect(try fixture.summary("[a(>=007@7.5e2)]") == ["a.width >= 7 @750"])
  }
}
