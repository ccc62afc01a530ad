import AdaptiveKit
import ArgumentParser
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Lint

/// `adaptive layout`: lays out a document's scenes and prints every view's frame, the constraints
/// in force and the trait collection.
struct LayoutCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print every view's solved frame, the constraints in force and the trait collection.",
    discussion: "A document that does not decode exits 1. \(ExitStatus.helpText)")

  @Argument(help: "A storyboard or xib.")
  var file: String

  @Option(name: .long, help: "Only the scene (or top-level view) with this id.")
  var scene: String?

  @Option(name: .long, help: "Lay out on this catalog device (see `adaptive devices`) instead of the document's own size.")
  var device: String?

  @Option(name: .long, help: "portrait or landscape (with --device).")
  var orientation: OrientationArgument = .portrait

  @Option(name: .long, help: "text or json.")
  var format: ReportFormat?

  // The flag `--format json` replaced; kept so existing scripts still run.
  @Flag(name: .long, help: .hidden)
  var json = false

  @OptionGroup var traitOptions: TraitOptions

  @OptionGroup var fontOptions: FontFolderOptions

  @OptionGroup var warningOptions: WarningOptions

  enum OrientationArgument: String, ExpressibleByArgument, CaseIterable {
    case portrait, landscape
  }

  @MainActor
  func run() async throws {
    let format = try ReportFormat.chosen(format: format, json: json)
    var chosen: Device?
    if let device {
      guard let found = Device.namedIncludingCanvas(device) else {
        let suggestions = Device.suggestions(for: device)
        throw CLIError.usage("unknown device '\(device)'; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?")
      }
      chosen = found
    }
    guard let url = try InputFiles.documents(at: [file]).first?.url else {
      throw CLIError.usage("\(file): no .storyboard or .xib file to lay out")
    }
    var document: IBDocument
    do {
      document = try IBDocument(contentsOf: url, options: IBDecodingOptions(isLenient: true, reportsUnknownAttributes: false))
    } catch {
      throw CLIError.findings([error.primary.located(in: file)])
    }
    document.fontFolders = try fontOptions.folders(searchingFrom: [file])
    DiagnosticConsole.write(document.warnings.map { $0.located(in: file) })
    // `.adaptive.yml`'s traits apply on a device; the canvas keeps the document's settings.
    let givenOnCommandLine = !(try traitOptions.matrix()).isEmpty
    let variants =
      chosen == nil && !givenOnCommandLine
      ? [TraitVariant.deviceDefault] : try traitOptions.variants(searchingFrom: [file])
    guard variants.count == 1, let variant = variants.first else {
      throw CLIError.usage(
        "layout prints one trait variant; the options ask for \(variants.count) (\(variants.map(\.description).joined(separator: ", ")))")
    }
    if !variant.isDeviceDefault, chosen == nil {
      throw CLIError.usage(
        "trait options (\(variant)) need --device: without it the scene is laid out on Interface Builder's canvas, which has the document's settings only")
    }
    let dumper = LayoutDumper(
      device: chosen, orientation: orientation == .landscape ? .landscapeLeft : .portrait, variant: variant)
    let dump: LayoutDump
    do {
      dump = try dumper.dump(document, file: file, sceneID: scene)
    } catch {
      throw CLIError.usage(error.description)
    }
    print(format == .json ? try dump.jsonString() : dump.text())
    if let failure = warningOptions.failure(warningCount: document.warnings.count) { throw CLIError.findings(failure) }
  }
}
