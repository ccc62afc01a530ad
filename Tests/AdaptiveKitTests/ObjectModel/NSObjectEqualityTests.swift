import Foundation
import Testing

@testable import AdaptiveKit

/// UIKit's classes are NSObject subclasses with UIKit's equality: identity for views, controllers,
/// constraints and recognizers; value equality where UIKit documents it (colors, fonts, trait
/// collections, images). Equal objects hash alike, so sets and dictionaries agree with `==`.
@MainActor
@Suite("UIKit objects keep UIKit's isEqual, hash and description")
struct NSObjectEqualityTests {
  @Test("Views, controllers and constraints are equal only to themselves")
  func identityEquality() {
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(a == a && a != b)
    #expect(a.hash == a.hash)
    #expect(UIViewController() != UIViewController())
    let constraint = a.widthAnchor.constraint(equalToConstant: 5)
    #expect(constraint == constraint)
    #expect(constraint != a.widthAnchor.constraint(equalToConstant: 5))
    #expect(UIStoryboardSegue(identifier: "s", source: UIViewController(), destination: UIViewController()).isEqual(nil) == false)
  }

  @Test("Fixed colors with the same components are equal and hash alike; a dynamic color only equals itself")
  func colorEquality() {
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(red == .red)
    #expect(red.hash == UIColor.red.hash)
    #expect(red != UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    #expect(dynamic == dynamic)
    #expect(dynamic != UIColor { $0.userInterfaceStyle == .dark ? .white : .black })
    #expect(!red.isEqual("red"))
  }

  @Test("Fonts with the same name, size and weight are equal and hash alike")
  func fontEquality() {
    let font = UIFont.systemFont(ofSize: 15)
    #expect(font == UIFont.systemFont(ofSize: 15))
    #expect(font.hash == UIFont.systemFont(ofSize: 15).hash)
    #expect(font != UIFont.systemFont(ofSize: 16))
    #expect(font.fontDescriptor == UIFont.systemFont(ofSize: 15).fontDescriptor)
    #expect(Set([font, UIFont.systemFont(ofSize: 15)]).count == 1)
  }

  @Test("Trait collections with the same traits are equal and hash alike")
  func traitCollectionEquality() {
    let a = UITraitCollection(horizontalSizeClass: .compact)
    let b = UITraitCollection(horizontalSizeClass: .compact)
    #expect(a == b && a.hash == b.hash)
    #expect(a != UITraitCollection(horizontalSizeClass: .regular))
  }

  @Test("Images holding the same file data at the same scale are equal, as UIKit documents")
  func imageEquality() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: ImageFixtures.path("Icon.png")))
    let a = try #require(UIImage(data: data))
    let b = try #require(UIImage(data: data))
    #expect(a == b && a.hash == b.hash)
    #expect(a != UIImage(data: data, scale: 2))
    #expect(a != UIImage())
  }

  @Test("Anchors naming the same attribute of the same item are equal and hash alike")
  func anchorEquality() {
    let view = UIView()
    #expect(view.topAnchor == view.topAnchor)
    #expect(view.topAnchor.hash == view.topAnchor.hash)
    #expect(view.topAnchor != view.bottomAnchor)
    #expect(view.topAnchor != UIView().topAnchor)
    #expect(view.widthAnchor.description == "<NSLayoutDimension: UIView.width>")
  }

  @Test("Descriptions read main-actor state on the main thread, as UIKit's do")
  func descriptions() {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    #expect(view.description == "<UIView: frame = (1 2; 30 40)>")
    let label = UILabel()
    label.text = "Hi"
    #expect(label.description.hasSuffix("; text = 'Hi'>"))
    #expect(UIViewController().description == "<UIViewController>")
    let constraint = view.widthAnchor.constraint(equalToConstant: 5)
    #expect(constraint.description.hasPrefix("<NSLayoutConstraint "))
    #expect("\(constraint)" == constraint.description)
    #expect(UITapGestureRecognizer().description.hasPrefix("<UITapGestureRecognizer: state = possible"))
  }
}
