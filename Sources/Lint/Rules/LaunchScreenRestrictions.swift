import InterfaceBuilder

/// What a launch screen may not contain (behaviour §13): the system draws it before any app code
/// runs, so it may use only UIKit classes, no runtime attributes, no connections to app code, no
/// web view, and one root.
public struct LaunchScreenRestrictions: Rule {
  /// The rule's id, severity and summary.
  public nonisolated static let metadata = RuleDescription(
    id: "launch-screen.restricted-content", defaultSeverity: .error,
    summary: "A launch screen uses something launch screens may not: custom classes, runtime attributes, connections, web views, several roots.")

  /// Creates the rule.
  public init() {}

  /// One finding per offending object.
  public func check(_ input: LintInput) -> [Finding] {
    let document = input.document
    guard document.isLaunchScreen else { return [] }
    var findings: [Finding] = []
    visit(document.root) { element in
      let id = element.id
      if let custom = element["customClass"], element.name != "placeholder" {
        // Xcode's own text (behaviour §13).
        findings.append(
          finding(
            input, at: element.location, objectID: id,
            "Launch screens may not set custom classnames: <\(element.name)> uses '\(custom)'",
            fixHint: "Use the plain UIKit class; the launch screen is drawn before the app's code is loaded."))
      }
      switch element.name {
      case "userDefinedRuntimeAttributes":
        findings.append(
          finding(
            input, at: element.location, objectID: id,
            "Launch screens may not contain user-defined runtime attributes",
            fixHint: "Remove the runtime attributes; set the values in the Attributes inspector where it offers them."))
      case "outlet", "outletCollection", "action":
        // The exact Xcode text is unconfirmed (behaviour §13); the restriction is documented.
        findings.append(
          finding(
            input, at: element.location, objectID: id,
            "launch screens may not have connections to app code (\(element.name) '\(element["property"] ?? element["selector"] ?? "")')",
            fixHint: "Remove the connection; nothing of the app runs while the launch screen shows."))
      case "webView", "wkWebView":
        findings.append(
          finding(
            input, at: element.location, objectID: id, "launch screens may not contain a web view",
            fixHint: "Use an image view or labels instead."))
      default:
        break
      }
    }
    let roots = document.documentKind == .storyboard ? document.scenes.count : document.topLevelViews.count
    if roots > 1 {
      findings.append(
        finding(
          input, at: document.root.location, objectID: nil,
          "a launch screen has one root \(document.documentKind == .storyboard ? "scene" : "view"), but this one has \(roots)",
          fixHint: "Keep only the scene or view the system should show at launch."))
    }
    return findings
  }

  private func visit(_ element: IBXMLElement, _ body: (IBXMLElement) -> Void) {
    body(element)
    for case .element(let child) in element.children { visit(child, body) }
  }
}
