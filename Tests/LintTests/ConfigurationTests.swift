import Foundation
import Lint
import Testing

@MainActor
@Suite(".adaptive.yml: rules on and off, severities, ignore lists, excluded paths")
struct ConfigurationTests {
  static let legacy = MarkedDocument.storyboard(
    MarkedDocument.scene("a", connections: "<segue destination=\"b\" kind=\"push\" id=\"s1\"/>") + MarkedDocument.scene("b"),
    initial: "a")

  @Test("Rules are set off, on or to a severity; ignore lists and exclusions are read")
  func parses() throws {
    let configuration = try Configuration(
      yaml: """
        rules:
          layout.frame-mismatch: off
          segue.obsolete-kind: error
          scene.unreachable: on
        ignore:
          layout.ambiguous: [abc-12-xyz]
          "*": [def-34-uvw]
        exclude:
          - Pods/
        frame-tolerance: 2.5
        """, path: ".adaptive.yml")
    #expect(configuration.rules["layout.frame-mismatch"] == .off)
    #expect(configuration.rules["segue.obsolete-kind"] == .severity(.error))
    #expect(configuration.rules["scene.unreachable"] == .on)
    #expect(configuration.ignores("layout.ambiguous", objectID: "abc-12-xyz"))
    #expect(!configuration.ignores("layout.misplaced", objectID: "abc-12-xyz"))
    #expect(configuration.ignores("layout.misplaced", objectID: "def-34-uvw"))
    #expect(configuration.excludes(path: "/app/Pods/X/Main.storyboard"))
    #expect(configuration.frameTolerance == 2.5)
  }

  @Test("An unknown rule id, an unknown setting, a bad severity and broken YAML name the line")
  func errors() {
    func line(_ yaml: String) -> Int? {
      do {
        _ = try Configuration(yaml: yaml, path: "cfg.yml")
        return nil
      } catch {
        return error.line
      }
    }
    #expect(line("rules:\n  layout.nope: off\n") == 2)
    #expect(line("frame-tolerance: 1\ncolour: red\n") == 2)
    #expect(line("rules:\n  layout.ambiguous: loud\n") == 2)
    #expect(line("rules: [unclosed\n") != nil)
    #expect(throws: ConfigurationError.self) { try Configuration(yaml: "- a\n- b\n", path: "cfg.yml") }
  }

  @Test("A severity override applies, and off removes the rule's findings")
  func appliesSeverity() throws {
    let error = try Configuration(yaml: "rules:\n  segue.obsolete-kind: error\n", path: "c.yml")
    #expect(Self.legacy.findings(of: "segue.obsolete-kind", configuration: error).map(\.severity) == [.error])
    let off = try Configuration(yaml: "rules:\n  segue.obsolete-kind: off\n", path: "c.yml")
    #expect(Self.legacy.findings(of: "segue.obsolete-kind", configuration: off).isEmpty)
    #expect(Self.legacy.findings(of: "segue.obsolete-kind").map(\.severity) == [.warning])
  }

  @Test("Ignored object ids drop their findings")
  func ignoresObjects() throws {
    let configuration = try Configuration(yaml: "ignore:\n  segue.obsolete-kind: [s1]\n", path: "c.yml")
    #expect(Self.legacy.findings(of: "segue.obsolete-kind", configuration: configuration).isEmpty)
  }

  @Test("A userLabel with lint:ignore exempts the object and what it contains")
  func inlineOptOut() {
    let all = MarkedDocument.storyboard(
      MarkedDocument.scene("a", controllerExtra: " userLabel=\"Legacy (lint:ignore)\"", connections: "<segue destination=\"b\" kind=\"push\" id=\"s1\"/>")
        + MarkedDocument.scene("b"), initial: "a")
    #expect(all.findings(of: "segue.obsolete-kind").isEmpty)
    let other = MarkedDocument.storyboard(
      MarkedDocument.scene("a", controllerExtra: " userLabel=\"lint:ignore=scene.unreachable\"", connections: "<segue destination=\"b\" kind=\"push\" id=\"s1\"/>")
        + MarkedDocument.scene("b"), initial: "a")
    #expect(other.findings(of: "segue.obsolete-kind").count == 1)
  }

  @Test("The nearest .adaptive.yml above a file is used, and --config replaces it")
  func searchesUpward() throws {
    let project = try TemporaryProject()
    defer { project.remove() }
    let nested = project.root.appendingPathComponent("App/Base.lproj")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try "rules:\n  segue.obsolete-kind: error\n".write(
      to: project.root.appendingPathComponent(".adaptive.yml"), atomically: true, encoding: .utf8)
    let file = nested.appendingPathComponent("Main.storyboard")
    try Self.legacy.xml.write(to: file, atomically: true, encoding: .utf8)
    #expect(Configuration.file(searchingUpFrom: nested)?.lastPathComponent == ".adaptive.yml")
    var linter = Linter()
    let report = try linter.lint(paths: [file.path])
    #expect(report.findings.filter { $0.ruleID == "segue.obsolete-kind" }.map(\.severity) == [.error])
    var overridden = Linter(configuration: Configuration())
    let plain = try overridden.lint(paths: [file.path])
    #expect(plain.findings.filter { $0.ruleID == "segue.obsolete-kind" }.map(\.severity) == [.warning])
  }

  @Test("Every rule has a distinct id, and the configuration knows each one")
  func ruleIDs() {
    let ids = Linter.ruleDescriptions.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(Linter.knownRuleIDs == Set(ids))
    #expect(ids.allSatisfy { $0.contains(".") && $0 == $0.lowercased() })
  }
}
