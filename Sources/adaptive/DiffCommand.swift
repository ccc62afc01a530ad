import AdaptiveKit
import ArgumentParser
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Rendering

/// `adaptive diff`: what changed between two revisions of storyboards and xibs, in words and pictures.
struct DiffCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Show what a storyboard or xib change does: scenes, views, constraints, segues, in words and pictures.",
    discussion: """
      Inside a git repository, `adaptive diff [BASE[..HEAD]] [-- PATHS…]` compares BASE (default: the \
      merge base with the default branch) with HEAD (default: the working tree). Outside, `adaptive \
      diff OLD NEW` compares two files or two folders. `--textconv FILE` prints one document as stable \
      text for git's textconv. Pictures (markdown, html, --layout) default to a compact phone, a large phone in \
      landscape and an iPad. Exit status: 0 nothing changed the layout (or --exit-zero), 1 something \
      did, 2 a usage error or a document that could not be compared (the rest of the report is still \
      written).
      """)

  /// The matrix drawn when no `--device`, `--orientation` or `--size-class` is given: a compact
  /// phone, a large phone in landscape, an iPad.
  static let defaultMatrix: [(device: String, orientation: UIInterfaceOrientation)] = [
    ("iPhone SE (3rd generation)", .portrait), ("iPhone 15 Pro Max", .landscapeLeft), ("iPad Air 11\" (M2/M3)", .portrait),
  ]

  /// The formats `--format` takes.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown, html
  }

  @Argument(help: "BASE, BASE..HEAD, or two files or folders (OLD NEW); then -- and the paths to limit git to.")
  var arguments: [String] = []

  @Option(help: "Print one document as stable, readable text (a git textconv driver) and exit.")
  var textconv: String?

  @Option(help: "text, json, markdown or html.")
  var format: Format = .text

  @Option(help: "The folder the Markdown report and its drawings (or the HTML page) go into.")
  var output: String = "adaptive-diff"

  @Flag(help: "Lay out the affected scenes and list moved frames in text and JSON too (Markdown always does).")
  var layout = false

  @Flag(help: "Write the drawings as PNG (needs rsvg-convert) rather than SVG.")
  var png = false

  @Flag(name: .customLong("exit-zero"), help: "Exit 0 even when something changed the layout.")
  var exitZero = false

  @Option(help: "Worker processes to compare and draw with (documents are shared among them).")
  var jobs: Int = 1

  @OptionGroup var configurationOptions: ConfigurationOptions

  @Flag(help: .hidden)
  var worker = false

  func validate() throws {
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
  }

  @MainActor
  func run() async throws {
    if let textconv {
      try Self.printTextconv(textconv)
      return
    }
    let inputs = try gatherInputs()
    let wantsPictures = format == .markdown || format == .html || layout
    let configurations = wantsPictures ? try chosenConfigurations() : []
    var rasterizer: PNGRasterizer?
    if png {
      do {
        rasterizer = try PNGRasterizer()
      } catch {
        throw CLIError.usage(error.description)
      }
    }
    let outputFolder = URL(fileURLWithPath: output, isDirectory: true)
    var pictures = DiffPictures(
      configurations: configurations, outputFolder: format == .markdown ? outputFolder : nil, rasterizer: rasterizer)
    pictures.keepsDrawings = format == .html
    if worker {
      try DiffWorkers.serve(pairs: inputs.pairs, pictures: wantsPictures ? pictures : nil)
      return
    }
    var files: [DiffFileReport] = []
    if jobs > 1 && inputs.pairs.count > 1 {
      do {
        files = try DiffWorkers(jobs: jobs, workerArguments: workerArguments).run(pairs: inputs.pairs)
      } catch {
        throw CLIError.usage("cannot start a diff worker: \(error)")
      }
    } else {
      for pair in inputs.pairs {
        files.append(Self.compare(pair, pictures: wantsPictures ? pictures : nil))
      }
    }
    let report = DiffReport(base: inputs.baseLabel, head: inputs.headLabel, files: files)
    switch format {
    case .text: FileHandle.standardOutput.write(Data(report.text.utf8))
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      FileHandle.standardOutput.write(try encoder.encode(report) + Data("\n".utf8))
    case .markdown:
      let markdown = report.markdown
      do {
        try AtomicFileWriter.write(markdown, to: outputFolder.appendingPathComponent("report.md"))
      } catch {
        throw CLIError.usage(error.description)
      }
      FileHandle.standardOutput.write(Data(markdown.utf8))
    case .html:
      let page = outputFolder.appendingPathComponent("report.html")
      do {
        try AtomicFileWriter.write(report.html, to: page)
      } catch {
        throw CLIError.usage(error.description)
      }
      print(page.path)
    }
    if report.hasErrors { throw CLIError.usage(report.files.flatMap(\.errors)) }
    if report.changesLayout && !exitZero { throw CLIError.findings() }
  }

  /// The arguments before `--` (revisions, or two paths) and after it (paths to limit git to).
  ///
  /// Argument parser drops the terminator and rejects a second positional array, so the split
  /// is read from the process's own arguments: whatever followed the last `--` there.
  static func split(_ arguments: [String], commandLine: [String]) -> (revisions: [String], paths: [String]) {
    guard let terminator = commandLine.firstIndex(of: "--") else { return (arguments, []) }
    let count = min(arguments.count, commandLine.count - terminator - 1)
    return (Array(arguments.dropLast(count)), Array(arguments.suffix(count)))
  }

  /// Two existing paths compare as files or folders; anything else is git revisions.
  private func gatherInputs() throws -> DiffInputs {
    let (revisions, paths) = Self.split(arguments, commandLine: CommandLine.arguments)
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    switch revisions.count {
    case 0: return try DiffInputs.git(range: nil, paths: paths, in: folder)
    case 1: return try DiffInputs.git(range: revisions[0], paths: paths, in: folder)
    case 2:
      guard paths.isEmpty else { throw CLIError.usage("paths after -- go with revisions, not with two files or folders") }
      return try DiffInputs.paths(old: revisions[0], new: revisions[1])
    default:
      throw CLIError.usage("give at most one revision range (BASE or BASE..HEAD) or two files or folders; paths go after --")
    }
  }

  /// The options and inputs that make a worker gather the same pairs and draw the same pictures.
  private var workerArguments: [String] {
    let (revisions, paths) = Self.split(arguments, commandLine: CommandLine.arguments)
    return ["--format", format.rawValue, "--output", output] + (layout ? ["--layout"] : []) + (png ? ["--png"] : [])
      + configurationOptions.arguments + revisions + (paths.isEmpty ? [] : ["--"] + paths)
  }

  /// The default matrix unless the configuration options name something else.
  private func chosenConfigurations() throws -> [RenderConfiguration] {
    let options = configurationOptions
    let variants = try options.traitOptions.variants(searchingFrom: [])
    if options.devices.isEmpty && options.sizeClasses.isEmpty && options.orientation == "both" {
      return Self.defaultMatrix.flatMap { entry in
        variants.compactMap { variant in
          Device.namedIncludingCanvas(entry.device).map { RenderConfiguration(device: $0, orientation: entry.orientation, variant: variant) }
        }
      }
    }
    return try options.deviceConfigurations().flatMap { configuration in variants.map { configuration.with($0) } }
  }

  /// Compares one pair; every problem becomes an error line of the file's report.
  @MainActor
  static func compare(_ pair: DiffPair, pictures: DiffPictures?) -> DiffFileReport {
    let name = URL(fileURLWithPath: pair.path).lastPathComponent
    var report = DiffFileReport(path: pair.path, status: status(of: pair), renamedFrom: pair.renamedFrom)
    let old = pair.old.map { $0.document(fileName: name) }
    let new = pair.new.map { $0.document(fileName: name) }
    for side in [old, new] {
      if case .failure(let problem)? = side { report.errors.append(problem) }
    }
    switch (old, new) {
    case (.success(let before)?, .success(let after)?):
      let diff = IBDocumentDiff(old: before, new: after)
      report.diff = diff
      if let pictures { report.pictures = pictures.pictures(path: pair.path, old: before, new: after, diff: diff) }
    case (nil, .success(let document)?), (.success(let document)?, nil):
      report.scenes = SceneRenderer(document: document).scenes.map(\.title)
      if let pictures { report.pictures = pictures.pictures(path: pair.path, only: document, isAdded: new != nil) }
    default: break
    }
    return report
  }

  /// How the document changed as a file.
  static func status(of pair: DiffPair) -> DiffFileReport.Status {
    pair.old == nil ? .added : pair.new == nil ? .removed : pair.renamedFrom != nil ? .renamed : .modified
  }

  /// Prints the readable description of one document; a file that does not decode is printed as
  /// it is, after a line saying why, so `git diff` still shows something.
  static func printTextconv(_ path: String) throws {
    let url = URL(fileURLWithPath: path)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw CLIError.usage("\(path): cannot read the file: \(error.localizedDescription)")
    }
    let side = DiffSide(label: path, contents: .success(data))
    switch side.document(fileName: url.lastPathComponent) {
    case .success(let document): FileHandle.standardOutput.write(Data(document.readableDescription().utf8))
    case .failure(let problem):
      DiagnosticConsole.write([problem])
      let firstLine = problem.description.prefix { $0 != "\n" }
      FileHandle.standardOutput.write(Data("# adaptive diff --textconv: \(firstLine)\n".utf8) + data)
    }
  }
}
