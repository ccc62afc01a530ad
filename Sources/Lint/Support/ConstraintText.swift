import Foundation
import InterfaceBuilder

/// Short, readable names for document objects and constraints in messages:
/// `Title (UILabel).leading = superview (UIView).leadingMargin + 20`.
enum ConstraintText {
  /// A view or guide by its label, else its class, with its id.
  static func name(of id: String?, in document: IBDocument) -> String {
    guard let id else { return "nil" }
    guard let object = document.object(withID: id) else { return "'\(id)'" }
    switch object {
    case .view(let view): return "\(view.userLabel ?? view.className) '\(id)'"
    case .layoutGuide(let guide): return "\(guide.attribute("key") ?? "layoutGuide") '\(id)'"
    default: return "<\(object.element.name)> '\(id)'"
    }
  }

  /// The constraint as an equation.
  static func describe(_ constraint: IBConstraint, in document: IBDocument) -> String {
    var text = "\(name(of: constraint.firstItemID, in: document)).\(constraint.firstAttribute.rawValue) "
    switch constraint.relation {
    case .lessThanOrEqual: text += "<="
    case .equal: text += "=="
    case .greaterThanOrEqual: text += ">="
    }
    if let second = constraint.secondItemID {
      text += " \(name(of: second, in: document)).\(constraint.secondAttribute.rawValue)"
      if constraint.multiplier != 1 { text += " × \(number(constraint.multiplier))" }
      if constraint.constant != 0 {
        text += " \(constraint.constant < 0 ? "-" : "+") \(number(abs(constraint.constant)))"
      }
    } else {
      text += " \(number(constraint.constant))"
    }
    if constraint.priority != 1000 { text += " @\(number(constraint.priority))" }
    return text
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// `(x, y, width, height)`.
  static func rect(_ rect: IBRect) -> String {
    "(\(number(rounded(rect.x))), \(number(rounded(rect.y))), \(number(rounded(rect.width))), \(number(rounded(rect.height))))"
  }

  private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  /// An engine description with the per-run object numbers dropped (`UILabel:7110.width` →
  /// `UILabel.width`), so the same conflict reads, and groups, the same in every configuration.
  /// (The engine already names the canvas's views by their UIKit class: `UIKitClassStandIn`.)
  static func runtime(_ description: String) -> String {
    description.replacingOccurrences(of: #":[0-9]+\b"#, with: "", options: .regularExpression)
  }
}
