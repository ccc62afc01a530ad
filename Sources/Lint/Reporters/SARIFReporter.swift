import Foundation

/// SARIF 2.1.0 (the OASIS Static Analysis Results Interchange Format) for code-scanning services:
/// one run whose driver lists every rule, and one result per finding with its rule, level,
/// message, physical location, the IB object id as a logical location, and notes as related
/// locations.
public struct SARIFReporter: Reporter {
  /// The directory artifact URIs are made relative to (the current directory by default).
  public var baseDirectory: String

  /// Creates the reporter.
  public init(baseDirectory: String = FileManager.default.currentDirectoryPath) {
    self.baseDirectory = baseDirectory
  }

  /// The SARIF log as JSON.
  public func render(_ report: LintReport) throws -> String {
    let rules = Linter.ruleDescriptions
    let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let results: [[String: Any]] = report.findings.map { finding in
      var location: [String: Any] = [
        "physicalLocation": [
          "artifactLocation": ["uri": uri(for: finding.file)],
          "region": ["startLine": max(finding.line, 1), "startColumn": max(finding.column, 1)],
        ]
      ]
      if let objectID = finding.objectID {
        location["logicalLocations"] = [["name": objectID, "kind": "object"]]
      }
      var result: [String: Any] = [
        "ruleId": finding.ruleID, "level": finding.severity.rawValue, "message": ["text": finding.message],
        "locations": [location],
      ]
      if let ruleIndex = index[finding.ruleID] { result["ruleIndex"] = ruleIndex }
      if !finding.notes.isEmpty {
        result["relatedLocations"] = finding.notes.enumerated().map { offset, note in
          [
            "id": offset,
            "physicalLocation": [
              "artifactLocation": ["uri": uri(for: finding.file)],
              "region": ["startLine": max(note.line, 1), "startColumn": max(note.column, 1)],
            ],
            "message": ["text": note.message],
          ] as [String: Any]
        }
      }
      var properties: [String: Any] = [:]
      if let hint = finding.fixHint { properties["fixHint"] = hint }
      if let context = finding.context {
        properties["device"] = context.device
        properties["orientation"] = context.orientation
        properties["sizeClass"] = context.sizeClass
        if let traits = context.traits { properties["traits"] = traits }
      }
      if let overlay = finding.overlay { properties["overlay"] = overlay }
      if !properties.isEmpty { result["properties"] = properties }
      return result
    }
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "adaptive lint",
              "informationUri": "https://github.com/adaptivekit/adaptivekit",
              "rules": rules.map { rule in
                [
                  "id": rule.id, "shortDescription": ["text": rule.summary],
                  "defaultConfiguration": ["level": rule.defaultSeverity.rawValue, "enabled": rule.isEnabledByDefault],
                ] as [String: Any]
              },
            ] as [String: Any]
          ],
          "results": results,
        ] as [String: Any]
      ],
    ]
    let data = try JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The artifact URI for a path: relative for files under the base directory, else a `file:` URI.
  public func uri(for path: String) -> String {
    let base = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
    if path.hasPrefix(base) {
      let relative = String(path.dropFirst(base.count))
      return relative.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? relative
    }
    if path.hasPrefix("/") { return URL(fileURLWithPath: path).absoluteString }
    return path.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? path
  }

  private static let pathCharacters: CharacterSet = {
    var set = CharacterSet.urlPathAllowed
    set.remove(charactersIn: ":")
    return set
  }()
}
