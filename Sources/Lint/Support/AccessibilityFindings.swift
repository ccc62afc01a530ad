import Foundation
import InterfaceBuilder

/// The shape the accessibility layout rules share: one finding per view, placed in the first
/// variant where the problem shows, naming the other variants where it shows too.
extension Rule {
  /// One finding per view for which `detail` says something in some screen of the survey: the
  /// message is the first screen's detail and its context, then the other variants' traits.
  func perViewFindings(
    _ input: LintInput, fixHint: String,
    _ detail: (AccessibilitySurvey.Screen, SurveyedView) -> String?
  ) -> [Diagnostic] {
    perViewFindings(input, fixHint: fixHint, prepare: { _ in () }) { _, screen, view in detail(screen, view) }
  }

  /// The same, with `prepare` run once per screen for what `detail` reads of the whole screen
  /// (an index of its views), so a rule that compares views stays linear in their number.
  func perViewFindings<Prepared>(
    _ input: LintInput, fixHint: String,
    prepare: (AccessibilitySurvey.Screen) -> Prepared,
    _ detail: (Prepared, AccessibilitySurvey.Screen, SurveyedView) -> String?
  ) -> [Diagnostic] {
    var order: [String] = []
    var seen: [String: (id: String, message: String, context: Diagnostic.LayoutContext, others: [String])] = [:]
    for screen in input.accessibilitySurvey.screens {
      let prepared = prepare(screen)
      for view in screen.views {
        guard let text = detail(prepared, screen, view) else { continue }
        let key = "\(screen.layoutID) \(view.id)"
        if seen[key] == nil {
          order.append(key)
          seen[key] = (view.id, "\(text), in \(screen.context)", screen.context, [])
        } else {
          seen[key]?.others.append(screen.context.traits ?? "default traits")
        }
      }
    }
    return order.compactMap { key in
      guard let found = seen[key], let object = input.document.object(withID: found.id) else { return nil }
      let also = found.others.isEmpty ? "" : " (also at \(found.others.joined(separator: "; ")))"
      return finding(
        input, at: object.location, objectID: found.id, found.message + also, context: found.context, fixHint: fixHint)
    }
  }
}

/// How the accessibility rules name a view: its class and what it shows (`UILabel 'Sign in'`).
enum AccessibleName {
  /// The longest text quoted before it is shortened with "…".
  static let quotedLength = 32

  static func of(_ view: SurveyedView, in input: LintInput) -> String {
    let shown = view.text?.string ?? input.document.object(withID: view.id)?.view.flatMap { source in
      source.accessibility?.label ?? source.userLabel
    }
    guard let shown, !shown.isEmpty else { return "\(view.className) '\(view.id)'" }
    let flat = shown.replacingOccurrences(of: "\n", with: " ")
    return "\(view.className) '\(flat.count > quotedLength ? String(flat.prefix(quotedLength)) + "…" : flat)'"
  }

  /// `320 × 20.33`.
  static func size(_ size: CGSize) -> String {
    "\(number(size.width)) × \(number(size.height))"
  }

  /// A length to the hundredth of a point (frames on 3x screens fall on thirds).
  static func number(_ value: CGFloat) -> String { ConstraintText.number((Double(value) * 100).rounded() / 100) }
}
