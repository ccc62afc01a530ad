import AdaptiveKit
import ArgumentParser
import Foundation
import Rendering

/// `adaptive render`: draws every scene of storyboards and xibs on devices, as SVG, PNG or HTML.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw every scene on every requested device and orientation (SVG, PNG or an HTML gallery).",
    discussion: """
      Output mirrors the documents' paths below each folder given (Onboarding/Main.storyboard → \
      Onboarding/Main/); files are named after each controller's storyboard identifier or title, \
      else its scene id. Everything is written into a hidden folder beside --output and moved \
      into place only when the run succeeds. A document that does not decode exits 1 (the others \
      are still drawn). \(ExitStatus.helpText)
      """)

  @Argument(help: "Storyboards, xibs or folders to search for them.")
  var paths: [String]

  @OptionGroup var configurationOptions: ConfigurationOptions

  @Option(name: .customLong("scene"), help: "Only this scene (scene id, controller id or storyboard identifier; repeatable).")
  var scenes: [String] = []

  @Option(help: "svg, png or html.")
  var format: String = "html"

  @Option(help: "The folder to write into.")
  var output: String = "adaptive-output"

  @Option(help: "Worker processes to render with (files are shared among them).")
  var jobs: Int = 1

  @Flag(help: "No progress bar and no summary line.")
  var quiet = false

  @Flag(name: .customLong("device-outline"), help: "Draw the device body around each screen.")
  var deviceOutline = false

  @Option(
    name: .customLong("tree"),
    help: ArgumentHelp(
      "Also write each drawing's view tree as JSON into this folder (schema: Documentation/tree-json.md).",
      valueName: "dir"))
  var tree: String?

  @OptionGroup var fontOptions: FontFolderOptions

  @OptionGroup var warningOptions: WarningOptions

  @Flag(help: .hidden)
  var worker = false

  func validate() throws {
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
  }

  @MainActor
  func run() async throws {
    guard let format = OutputFormat(rawValue: format.lowercased()) else {
      throw CLIError.usage("--format must be svg, png or html, not '\(format)'")
    }
    let configurations = try configurationOptions.configurations(searchingFrom: paths)
    let documents = RenderDocument.plan(try InputFiles.documents(at: paths))
    let rasterizer: PNGRasterizer?
    if format == .png {
      do {
        rasterizer = try PNGRasterizer()
      } catch {
        throw CLIError.usage(error.description)
      }
    } else {
      rasterizer = nil
    }
    let outputURL = URL(fileURLWithPath: output).standardizedFileURL
    let treeURL = tree.map { URL(fileURLWithPath: $0).standardizedFileURL }
    // A worker is given the parent's folders, `.adaptive.yml`'s included, on its command line.
    let fontFolders = worker ? try fontOptions.given() : try fontOptions.folders(searchingFrom: paths)
    if worker {
      // A worker writes where its parent tells it (the parent's staging folder), reads the index
      // of the next document to render from its standard input and reports each document as one
      // JSON line, until its input ends.
      var request = RenderRequest(
        configurations: configurations, sceneIDs: scenes, format: format, outputDirectory: outputURL,
        options: RenderOptions(deviceOutline: deviceOutline), treeDirectory: treeURL)
      request.fontFolders = fontFolders
      let encoder = JSONEncoder()
      while let line = readLine() {
        guard let item = RenderWorkItem(line: line), documents.indices.contains(item.document) else { continue }
        var share = request
        share.configurations = item.configurations(of: configurations)
        let result = documents[item.document].render(request: share, rasterizer: rasterizer)
        FileHandle.standardOutput.write(try encoder.encode(result) + Data("\n".utf8))
      }
      return
    }
    let staging = StagedOutput(destination: outputURL)
    var request = RenderRequest(
      configurations: configurations, sceneIDs: scenes, format: format, outputDirectory: staging.folder,
      options: RenderOptions(deviceOutline: deviceOutline), treeDirectory: treeURL)
    request.fontFolders = fontFolders
    let runner = RenderRunner(
      request: request, jobs: jobs, quiet: quiet,
      workerArguments: configurationOptions.arguments + scenes.flatMap { ["--scene", $0] }
        + ["--format", format.rawValue, "--output", staging.folder.path] + (deviceOutline ? ["--device-outline"] : [])
        + (treeURL.map { ["--tree", $0.path] } ?? []) + fontFolders.flatMap { ["--fonts", $0.path] }
        + ["--"] + paths)
    let results: [DocumentRenderResult]
    do {
      results = try runner.run(documents: documents, rasterizer: rasterizer)
    } catch {
      staging.discard()
      throw CLIError.usage("cannot start a render worker: \(error)")
    }
    try Self.finish(
      results: results, request: request, staging: staging, title: "adaptive render", quiet: quiet,
      warningsAsErrors: warningOptions.warningsAsErrors)
  }

  /// Reports problems and warnings, writes the index for HTML output, moves the output into
  /// place and prints where it is. Scene ids no document has end the run with nothing written
  /// (`ExitStatus.usage`); documents that could not be rendered, or warnings under
  /// `--warnings-as-errors`, exit with `ExitStatus.findings` after the rest is in place.
  @MainActor
  static func finish(
    results: [DocumentRenderResult], request: RenderRequest, staging: StagedOutput, title: String, quiet: Bool,
    warningsAsErrors: Bool
  ) throws {
    DiagnosticConsole.write(results.flatMap(\.warnings))
    // Shown before anything else is decided, so a run stopped below still says what failed.
    DiagnosticConsole.write(results.flatMap(\.errors))
    let matched = Set(results.flatMap(\.matchedSceneIDs))
    let unknown = request.sceneIDs.filter { !matched.contains($0) }
    if !unknown.isEmpty {
      staging.discard()
      let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
      throw CLIError.usage("no scene with id \(names) in the documents given")
    }
    let written = results.reduce(0) { $0 + $1.outputs.count }
    do {
      var index: URL?
      if request.format == .html {
        _ = try DocumentRenderer.writeIndex(results: results, title: title, to: staging.folder)
        index = staging.destination.appendingPathComponent("index.html")
      }
      try staging.commit(documentFolders: results.map(\.folder))
      print((index ?? staging.destination).path)
    } catch {
      staging.discard()
      throw CLIError.usage(error.description)
    }
    if !quiet {
      let drawings = results.reduce(0) { $0 + $1.scenes } * request.configurations.count
      DiagnosticConsole.status("\(results.count) document(s), \(drawings) drawing(s), \(written) file(s) written")
    }
    var failures: [String] = []
    let failed = results.filter { !$0.errors.isEmpty }.count
    if failed > 0 { failures.append("\(failed) of \(results.count) document(s) could not be rendered in full") }
    let warningCount = results.reduce(0) { $0 + $1.warnings.count }
    if let warnings = WarningOptions.failure(warningCount: warningCount, warningsAsErrors: warningsAsErrors) {
      failures.append(warnings)
    }
    guard failures.isEmpty else {
      throw CLIError.findings(failures)
    }
  }
}
