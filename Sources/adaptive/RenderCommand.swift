import AdaptiveKit
import ArgumentParser
import Foundation
import Rendering

/// `adaptive render`: draws every scene of storyboards and xibs on devices, as SVG, PNG or HTML.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw every scene on every requested device and orientation (SVG, PNG or an HTML gallery).")

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
    let configurations = try configurationOptions.configurations()
    let files = try Self.documentFiles(paths)
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
    let request = RenderRequest(
      configurations: configurations, sceneIDs: scenes, format: format, outputDirectory: outputURL,
      options: RenderOptions(deviceOutline: deviceOutline))
    if worker {
      // A worker reads the index of the next file to render from its standard input and reports
      // each document as one JSON line, until its input ends.
      let encoder = JSONEncoder()
      while let line = readLine() {
        guard let index = Int(line), files.indices.contains(index) else { continue }
        let result = DocumentRenderer.render(file: files[index], request: request, rasterizer: rasterizer)
        FileHandle.standardOutput.write(try encoder.encode(result) + Data("\n".utf8))
      }
      return
    }
    let runner = RenderRunner(
      request: request, jobs: jobs, quiet: quiet,
      workerArguments: configurationOptions.arguments + scenes.flatMap { ["--scene", $0] }
        + ["--format", format.rawValue, "--output", outputURL.path] + (deviceOutline ? ["--device-outline"] : []))
    let results = try runner.run(files: files, rasterizer: rasterizer)
    try Self.finish(results: results, request: request, title: "adaptive render", quiet: quiet)
  }

  /// Reports problems, writes the index for HTML output and prints where the output is; exits 2
  /// for scene ids no document has and 1 when a document could not be rendered.
  @MainActor
  static func finish(results: [DocumentRenderResult], request: RenderRequest, title: String, quiet: Bool) throws {
    for error in results.flatMap(\.errors) { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
    let matched = Set(results.flatMap(\.matchedSceneIDs))
    let unknown = request.sceneIDs.filter { !matched.contains($0) }
    if !unknown.isEmpty {
      let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
      throw CLIError.usage("no scene with id \(names) in the documents given")
    }
    let written = results.reduce(0) { $0 + $1.outputs.count }
    if request.format == .html {
      do {
        let index = try DocumentRenderer.writeIndex(results: results, title: title, to: request.outputDirectory)
        print(index.path)
      } catch {
        throw CLIError.usage(error.description)
      }
    } else {
      print(request.outputDirectory.path)
    }
    if !quiet {
      let drawings = results.reduce(0) { $0 + $1.scenes } * request.configurations.count
      FileHandle.standardError.write(
        Data("\(results.count) document(s), \(drawings) drawing(s), \(written) file(s) written\n".utf8))
    }
    if results.contains(where: { !$0.errors.isEmpty }) { throw ExitCode(1) }
  }

  /// The documents at `paths`; unreadable paths and folders without documents end the run.
  @MainActor
  static func documentFiles(_ paths: [String]) throws -> [URL] {
    var files: [URL] = []
    for path in paths {
      let found: [URL]
      do {
        found = try IBVerifier.documentFiles(at: [path])
      } catch {
        throw CLIError.usage(error.description)
      }
      guard !found.isEmpty else { throw CLIError.usage("\(path): no .storyboard or .xib files in this folder") }
      files += found
    }
    return files
  }
}
