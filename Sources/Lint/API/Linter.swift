import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Runs the rules over documents and applies the configuration: enabled rules, severities,
/// ignored objects, excluded paths and inline opt-outs.
///
/// Inline opt-out: an object whose Interface Builder label (`userLabel`, the name shown in the
/// document outline) contains `lint:ignore` is exempt from every rule, and `lint:ignore=rule.a,rule.b`
/// from those rules; the exemption covers everything inside the object. A label is used rather
/// than a user-defined runtime attribute because UIKit sets runtime attributes with key-value
/// coding, and an unknown key path raises at run time.
@MainActor
public struct Linter {
  /// Every rule, in the order they run.
  public nonisolated static let allRules: [any Rule.Type] = [
    InvalidDocument.self,
    InvalidNumber.self,
    UnsatisfiableConstraints.self,
    AmbiguousLayout.self,
    MisplacedViews.self,
    FrameMismatch.self,
    UnconstrainedSubviews.self,
    MissingDestination.self,
    DuplicateStoryboardIdentifier.self,
    DuplicateSegueIdentifier.self,
    UnreachableScene.self,
    LaunchScreenCustomClass.self,
    LaunchScreenSingleRoot.self,
    LaunchScreenConnection.self,
    LaunchScreenWebView.self,
    LaunchScreenRuntimeAttribute.self,
    MissingImage.self,
    MissingColor.self,
    MissingFont.self,
    InapplicableVariation.self,
    ObsoleteSegueKind.self,
    MissingAccessibilityLabel.self,
    SmallTouchTarget.self,
    TruncatedText.self,
    OverlappingTargets.self,
    InsufficientContrast.self,
    OutsideSafeArea.self,
    VanishingView.self,
  ]

  /// Every rule's description, in `allRules` order.
  public nonisolated static var ruleDescriptions: [RuleDescription] { allRules.map { $0.metadata } }

  /// The ids of every rule.
  public nonisolated static var knownRuleIDs: Set<String> { Set(allRules.map { $0.metadata.id }) }

  /// The configuration used when none is found for a file.
  public var defaultConfiguration: Configuration
  /// When set, used for every file instead of searching for `.adaptive.yml`.
  public var configurationOverride: Configuration?
  /// The trait variants the accessibility rules lay each scene out in, when not the layout
  /// rules' (`traits` over each file's `.adaptive.yml`); nil: the same.
  public var variants: [TraitVariant]?
  /// When set, the accessibility layout rules' findings each get a picture in its folder.
  public var overlayWriter: OverlayWriter?
  private var configurationsByDirectory: [String: Configuration] = [:]
  /// Trait options that replace, trait by trait, each file's `.adaptive.yml` `traits:`.
  public var traits = TraitMatrix()
  /// Font folders searched before each file's `.adaptive.yml` `fonts:` (`adaptive lint --fonts`).
  public var fontFolders: [URL] = []

  /// Creates a linter; `configuration` (from `--config`) replaces the search for `.adaptive.yml`.
  public init(configuration: Configuration? = nil, defaultConfiguration: Configuration = Configuration()) {
    configurationOverride = configuration
    self.defaultConfiguration = defaultConfiguration
  }

  /// Lints every document at `paths` (folders searched recursively). A file that cannot be read
  /// or decoded becomes a finding and the others are still linted; only a missing path, a folder
  /// without documents or a bad configuration file throws.
  public mutating func lint(paths: [String]) throws(LintError) -> LintReport {
    try lint(files: DocumentFiles.find(at: paths))
  }

  /// Lints the documents at `files` in order; `progress` is called after each one (excluded
  /// files included), so a caller can show how far the run is.
  public mutating func lint(files: [URL], progress: (URL) -> Void = { _ in }) throws(LintError) -> LintReport {
    var report = LintReport()
    for url in files {
      defer { progress(url) }
      let configuration = try self.configuration(for: url)
      if configuration.excludes(path: url.path) { continue }
      report.filesLinted += 1
      let (findings, warnings) = lintCollectingWarnings(fileAt: url, configuration: configuration)
      report.findings += findings
      report.decoderWarnings += warnings
    }
    return report
  }

  /// The findings for the file at `url`.
  public func lint(fileAt url: URL, configuration: Configuration) -> [Diagnostic] {
    lintCollectingWarnings(fileAt: url, configuration: configuration).findings
  }

  /// The findings for a document given as bytes; `file` names it in findings.
  public func lint(data: Data, file: String, url: URL? = nil, configuration: Configuration) -> [Diagnostic] {
    lintCollectingWarnings(data: data, file: file, url: url, configuration: configuration).findings
  }

  /// The findings for the file at `url`, and the decoder's warnings about it.
  private func lintCollectingWarnings(fileAt url: URL, configuration: Configuration)
    -> (findings: [Diagnostic], warnings: [Diagnostic])
  {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return (
        settle([InvalidDocument.unreadable(file: url.path, reason: "cannot read the file")], configuration: configuration),
        []
      )
    }
    return lintCollectingWarnings(data: data, file: url.path, url: url, configuration: configuration)
  }

  /// The findings for a document given as bytes, and the decoder's warnings about it.
  private func lintCollectingWarnings(data: Data, file: String, url: URL?, configuration: Configuration)
    -> (findings: [Diagnostic], warnings: [Diagnostic])
  {
    var document: IBDocument
    do {
      document = try IBDocument(
        data: data, fileName: url?.lastPathComponent ?? file,
        options: IBDecodingOptions(isLenient: true, reportsUnknownAttributes: false))
      // Layout takes the app's fonts from around the file, then from the folders named.
      document.url = url
      document.fontFolders = fontFolders + configuration.fontFolders
    } catch {
      return (settle([InvalidDocument.finding(for: error, file: file)], configuration: configuration), [])
    }
    let warnings = document.warnings.map { $0.located(in: file) }
    return (lint(document: document, file: file, url: url, configuration: configuration), warnings)
  }

  /// The findings for a decoded document.
  public func lint(document: IBDocument, file: String, url: URL? = nil, configuration: Configuration) -> [Diagnostic] {
    let traitVariants = configuration.traits.overridden(by: traits).variants
    // The accessibility rules take the trait variants too unless given their own.
    let input = LintInput(
      document: document, file: file, url: url, configuration: configuration, variants: variants,
      traitVariants: traitVariants)
    var findings: [Diagnostic] = []
    for rule in Self.allRules where configuration.isEnabled(rule.metadata) {
      findings += rule.init().check(input)
    }
    let exemptions = InlineExemptions(document: document)
    findings.removeAll { exemptions.exempts($0.ruleID, objectID: $0.objectID) }
    let settled = settle(findings, configuration: configuration)
    return overlayWriter?.draw(settled, input: input) ?? settled
  }

  /// Applies severities and ignore lists, and orders findings by position.
  private func settle(_ findings: [Diagnostic], configuration: Configuration) -> [Diagnostic] {
    let rules = Dictionary(uniqueKeysWithValues: Self.allRules.map { ($0.metadata.id, $0.metadata) })
    var result: [Diagnostic] = []
    for var finding in findings where !configuration.ignores(finding.ruleID, objectID: finding.objectID) {
      if let rule = rules[finding.ruleID] {
        guard configuration.isEnabled(rule) else { continue }
        finding.severity = configuration.severity(of: rule)
      }
      result.append(finding)
    }
    return result.sorted()
  }

  /// The configuration for a file: the override, else the nearest `.adaptive.yml`, else the default.
  private mutating func configuration(for url: URL) throws(LintError) -> Configuration {
    if let configurationOverride { return configurationOverride }
    let directory = url.deletingLastPathComponent().standardizedFileURL
    if let cached = configurationsByDirectory[directory.path] { return cached }
    var configuration = defaultConfiguration
    if let file = Configuration.file(searchingUpFrom: directory) {
      do {
        configuration = try Configuration(contentsOf: file)
      } catch {
        throw .configuration(error)
      }
    }
    configurationsByDirectory[directory.path] = configuration
    return configuration
  }
}
