import Foundation
import InterfaceBuilder
import Yams

extension Configuration {
  /// Reads a configuration from YAML text; `path` names it in errors. Unknown keys, unknown rule
  /// ids and unknown settings are errors, so a typo never silently turns a rule off.
  public init(yaml: String, path: String, knownRuleIDs: Set<String> = Linter.knownRuleIDs) throws(ConfigurationError) {
    let root: Node?
    do {
      root = try Yams.compose(yaml: yaml)
    } catch {
      let (line, problem) = Configuration.problem(in: error)
      throw ConfigurationError(path: path, line: line, message: "not valid YAML: \(problem)")
    }
    self.init(source: URL(fileURLWithPath: path))
    guard let root else { return }
    guard let mapping = root.mapping else {
      throw ConfigurationError(path: path, line: root.mark?.line ?? 0, message: "expected a mapping of settings at the top level")
    }
    for (key, value) in mapping {
      let line = key.mark?.line ?? 0
      func fail(_ message: String, at node: Node? = nil) -> ConfigurationError {
        ConfigurationError(path: path, line: node?.mark?.line ?? line, message: message)
      }
      switch key.string ?? "" {
      case "rules":
        guard let rules = value.mapping else { throw fail("'rules' must map rule ids to off, on, note, warning or error") }
        for (ruleKey, settingNode) in rules {
          let id = ruleKey.string ?? ""
          guard knownRuleIDs.contains(id) else {
            throw fail("unknown rule id '\(id)' under 'rules'", at: ruleKey)
          }
          self.rules[id] = try Configuration.setting(settingNode, rule: id, path: path)
        }
      case "ignore":
        guard let entries = value.mapping else { throw fail("'ignore' must map rule ids (or \"*\") to lists of object ids") }
        for (ruleKey, idsNode) in entries {
          let id = ruleKey.string ?? ""
          guard id == "*" || knownRuleIDs.contains(id) else {
            throw fail("unknown rule id '\(id)' under 'ignore'", at: ruleKey)
          }
          guard let ids = idsNode.sequence?.compactMap(\.string) else {
            throw fail("'ignore: \(id)' must be a list of object ids", at: idsNode)
          }
          ignoredObjects[id, default: []].formUnion(ids)
        }
      case "exclude":
        guard let paths = value.sequence?.compactMap(\.string) else { throw fail("'exclude' must be a list of paths") }
        excludedPaths += paths
      case "frame-tolerance":
        guard let tolerance = value.float ?? value.int.map(Double.init), tolerance >= 0, tolerance.isFinite else {
          throw fail("'frame-tolerance' must be a non-negative number of points")
        }
        frameTolerance = tolerance
      case "traits":
        traits = try Configuration.traits(value, path: path)
      case "fonts":
        guard let folders = value.sequence?.compactMap(\.string), folders.count == value.sequence?.count else {
          throw fail("'fonts' must be a list of folders holding font files")
        }
        let base = URL(fileURLWithPath: path).deletingLastPathComponent()
        fontFolders += folders.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
      default:
        throw fail("unknown setting '\(key.string ?? "")'; expected rules, ignore, exclude, frame-tolerance, traits or fonts")
      }
    }
  }

  /// Reads the configuration file at `url`.
  public init(contentsOf url: URL, knownRuleIDs: Set<String> = Linter.knownRuleIDs) throws(ConfigurationError) {
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ConfigurationError(path: url.path, line: 0, message: "cannot read the configuration file")
    }
    try self.init(yaml: text, path: url.path, knownRuleIDs: knownRuleIDs)
  }

  /// The nearest `.adaptive.yml` in `directory` or its ancestors.
  public static func file(searchingUpFrom directory: URL) -> URL? {
    var current = directory.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(fileName)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  private static func setting(_ node: Node, rule: String, path: String) throws(ConfigurationError) -> RuleSetting {
    // YAML reads bare `off`/`on` as booleans.
    if let flag = node.bool { return flag ? .on : .off }
    switch node.string?.lowercased() {
    case "off"?: return .off
    case "on"?: return .on
    case let text?:
      if let severity = Diagnostic.Severity(rawValue: text) { return .severity(severity) }
    case nil: break
    }
    throw ConfigurationError(
      path: path, line: node.mark?.line ?? 0,
      message: "rule '\(rule)' is set to '\(node.string ?? "?")'; expected off, on, note, warning or error")
  }

  /// The line and the one-line problem of a Yams error (its description quotes the whole text).
  private static func problem(in error: any Error) -> (line: Int, problem: String) {
    guard let yaml = error as? YamlError else { return (0, "\(error)") }
    switch yaml {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return (mark.line, problem)
    default:
      return (0, "\(yaml)".split(separator: "\n").first.map(String.init) ?? "unreadable")
    }
  }
}
