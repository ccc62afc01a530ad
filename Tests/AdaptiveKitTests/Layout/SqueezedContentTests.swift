import AdaptiveKit
import Foundation
import Testing

/// Content squeezed into a space too short for it, as Interface Builder stores it: sizes stop at
/// zero, and when required constraints cannot all hold, the content-size constraints (added last,
/// as UIKit adds them when it updates constraints) give way before the placed ones.
@MainActor
@Suite("Squeezed content: sizes stop at zero and required content sizes give way first")
struct SqueezedContentTests {
  /// A 44-point row: `top` 12 below its top, `bottom` 8 below `top`, the row's bottom 15 below it.
  func row(topResistance: Float, bottomResistance: Float) -> (row: UIView, top: SizedView, bottom: SizedView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let row = UIView()
    let top = SizedView(CGSize(width: 50, height: 20.5))
    let bottom = SizedView(CGSize(width: 50, height: 30))
    top.setContentCompressionResistancePriority(UILayoutPriority(topResistance), for: .vertical)
    bottom.setContentCompressionResistancePriority(UILayoutPriority(bottomResistance), for: .vertical)
    for view in [row, top, bottom] { view.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(row)
    row.addSubview(top)
    row.addSubview(bottom)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.topAnchor.constraint(equalTo: root.topAnchor),
      row.widthAnchor.constraint(equalToConstant: 300),
      row.heightAnchor.constraint(equalToConstant: 44),
      top.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      bottom.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      top.topAnchor.constraint(equalTo: row.topAnchor, constant: 12),
      bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
      row.bottomAnchor.constraint(equalTo: bottom.bottomAnchor, constant: 15),
    ])
    root.layoutIfNeeded()
    return (row, top, bottom)
  }

  @Test("The less resistant view stops at zero; the other takes the rest (Esri's 750 field and 751 label)")
  func stopsAtZero() {
    let (row, top, bottom) = row(topResistance: 751, bottomResistance: 750)
    #expect(row.frame.height == 44)
    #expect(bottom.frame.height == 0)
    #expect(top.frame.height == 9)
  }

  @Test("A required compression resistance gives way, after the weaker one is used up (Esri's colour picker)")
  func requiredGivesWay() {
    let (row, top, bottom) = row(topResistance: 1000, bottomResistance: 999)
    #expect(row.frame.height == 44)
    #expect(bottom.frame.height == 0)
    #expect(top.frame.height == 9)
    #expect(bottom.frame.minY == 29)
  }
}
