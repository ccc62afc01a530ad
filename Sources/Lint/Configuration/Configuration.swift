import AdaptiveKit
import Foundation
import InterfaceBuilder

/// What `.adaptive.yml` sets: which rules run and how serious they are, objects to ignore, files
/// to skip, and the tolerances of the layout rules.
///
/// ```yaml
/// rules:                         # per rule: off, on, note, warning or error
///   layout.frame-mismatch: off
///   segue.obsolete-kind: error
/// ignore:                        # object ids per rule; "*" ignores the objects for every rule
///   layout.ambiguous: [abc-12-xyz]
/// exclude: [Pods/, Legacy.storyboard]   # paths containing any of these are skipped
/// frame-tolerance: 1             # points a solved frame may differ from the stored one
/// traits:                        # default trait variants of render, lint, layout, diff, serve
///   appearance: [light, dark]    # also content-size, layout-direction, contrast, ios, variants
/// fonts: [../DesignSystem/Fonts] # font folders beyond the app's own (from this file's folder)
/// ```
public struct Configuration: Hashable, Sendable {
  /// A rule's setting: off, on at its default severity, or on at a given severity.
  public enum RuleSetting: Hashable, Sendable {
    /// The rule does not run.
    case off
    /// The rule runs at its default severity.
    case on
    /// The rule runs and reports at this severity.
    case severity(Diagnostic.Severity)
  }

  /// Settings by rule id; rules not listed run when enabled by default.
  public var rules: [String: RuleSetting]
  /// Object ids whose findings are dropped, by rule id (`*` for every rule).
  public var ignoredObjects: [String: Set<String>]
  /// Path fragments: files whose path contains one are not linted.
  public var excludedPaths: [String]
  /// The largest edge difference, in points, between a solved and a stored frame that is not reported.
  public var frameTolerance: Double
  /// The file the configuration was read from, when it came from one.
  public var source: URL?
  /// The trait variants commands use when their command line names none.
  public var traits = TraitMatrix()
  /// Folders searched for the documents' font files after their app's own (a shared design
  /// system's package, say), resolved from the configuration file's folder.
  public var fontFolders: [URL] = []

  /// Creates a configuration; the defaults run every default rule with a 1-point frame tolerance.
  public init(
    rules: [String: RuleSetting] = [:], ignoredObjects: [String: Set<String>] = [:], excludedPaths: [String] = [],
    frameTolerance: Double = 1, source: URL? = nil
  ) {
    self.rules = rules
    self.ignoredObjects = ignoredObjects
    self.excludedPaths = excludedPaths
    self.frameTolerance = frameTolerance
    self.source = source
  }

  /// The name of the configuration file the linter looks for.
  public static let fileName = ".adaptive.yml"

  /// Whether `rule` runs.
  public func isEnabled(_ rule: RuleDescription) -> Bool {
    switch rules[rule.id] {
    case .off?: false
    case .on?, .severity?: true
    case nil: rule.isEnabledByDefault
    }
  }

  /// The severity `rule` reports at.
  public func severity(of rule: RuleDescription) -> Diagnostic.Severity {
    if case .severity(let severity)? = rules[rule.id] { return severity }
    return rule.defaultSeverity
  }

  /// Whether findings of `ruleID` about `objectID` are ignored.
  public func ignores(_ ruleID: String, objectID: String?) -> Bool {
    guard let objectID else { return false }
    return ignoredObjects[ruleID]?.contains(objectID) == true || ignoredObjects["*"]?.contains(objectID) == true
  }

  /// Whether the file at `path` is skipped.
  public func excludes(path: String) -> Bool {
    excludedPaths.contains { !$0.isEmpty && path.contains($0) }
  }
}
