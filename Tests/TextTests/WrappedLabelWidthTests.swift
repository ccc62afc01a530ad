import Foundation
import Testing

@testable import AdaptiveKit

/// A label whose text takes more than one line reports the width it was laid out at as its
/// intrinsic width; on one line, or wrapped at an explicit preferred width, its text's width.
@MainActor
@Suite("A wrapped label is as wide as the width it wraps at")
struct WrappedLabelWidthTests {
  func label(_ text: String, lines: Int = 0, preferred: CGFloat = 200) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    label.numberOfLines = lines
    label.preferredMaxLayoutWidth = preferred
    label.text = text
    return label
  }

  @Test("text wrapping at the width it stands at: that width, however wide its lines")
  func wrapped() {
    let wrapped = label("All the products you add and the product photos you upload", preferred: 0)
    wrapped.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    #expect(wrapped.intrinsicContentSize.width == 200)
    #expect(wrapped.intrinsicContentSize.height > 40)
  }

  /// aws-sdk-ios-samples' Xcode 7 label wrapped at its explicit 256-point preferred width is
  /// stored 252 wide, its widest line.
  @Test("text wrapping at an explicit preferred width: its widest line")
  func wrappedAtPreferredWidth() {
    let wrapped = label("All the products you add and the product photos you upload")
    #expect(wrapped.intrinsicContentSize.width < 200)
    #expect(wrapped.intrinsicContentSize.width == wrapped.sizeThatFits(CGSize(width: 200, height: 0)).width)
    #expect(wrapped.intrinsicContentSize.height > 40)
  }

  @Test("text that fits on one line keeps its own width")
  func oneLine() {
    let short = label("Products")
    #expect(short.intrinsicContentSize.width < 100)
    #expect(short.intrinsicContentSize.width == short.sizeThatFits(CGSize(width: 200, height: 0)).width)
  }

  @Test("a one-line label laid out narrower still reports its text's width")
  func singleLine() {
    let single = label("All the products you add and the product photos you upload", lines: 1, preferred: 0)
    single.frame = CGRect(x: 0, y: 0, width: 200, height: 21)
    #expect(single.intrinsicContentSize.width > 200)
  }

  @Test("in a layout, a wrapped label pinned at one side only spans the width it wrapped at")
  func inLayout() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let wrapped = label("All the products you add and the product photos you upload", preferred: 0)
    wrapped.frame = CGRect(x: 0, y: 0, width: 250, height: 60)
    wrapped.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(wrapped)
    NSLayoutConstraint.activate([
      wrapped.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      wrapped.topAnchor.constraint(equalTo: container.topAnchor),
      wrapped.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
    ])
    container.layoutIfNeeded()
    #expect(wrapped.frame.width == 250)
  }
}
