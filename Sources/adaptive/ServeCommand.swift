import AdaptiveKit
import ArgumentParser
import DesignerServer
import Foundation
import InterfaceBuilder

/// `adaptive serve`: the designer preview in a browser, for the given storyboards and xibs.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Preview and edit storyboards in a browser: canvas, View As, size-class grid, inspector, lint.",
    discussion: """
      Serves only the given files and the documents inside the given folders, and only to the \
      page opened at the printed address: it carries a secret made for this run (?token=…), which \
      every request must present. Edits to a view's or constraint's installed state are written \
      into the file as Xcode writes them; every edit first keeps the bytes it replaces as \
      <file>.orig (or <file>.orig.1, .orig.2, … when that exists). Stops on Ctrl-C. Exit status 2 \
      when a path cannot be served or the address cannot be bound.
      """)

  @Argument(help: "Storyboards, xibs or folders to search for them (default: the current folder).")
  var paths: [String] = []

  @Option(help: "The address to listen on; anything but loopback exposes your files to the network.")
  var host: String = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one).")
  var port: Int = 8080

  // Bounds for tests and unusual set-ups; hidden because the defaults suit everyone else.
  @Option(name: .customLong("poll-interval-ms"), help: .hidden)
  var pollIntervalMilliseconds: Int = 1000

  @Option(name: .customLong("max-body-bytes"), help: .hidden)
  var maximumBodyBytes: Int = 64 * 1024

  // How long lint waits after an edit (tests hold it back to see a burst linted once).
  @Option(name: .customLong("lint-quiet-ms"), help: .hidden)
  var lintQuietMilliseconds: Int?

  // The program lint runs in (this executable unless told otherwise; tests put a gate before it).
  @Option(name: .customLong("worker-executable"), help: .hidden)
  var workerExecutable: String?

  @OptionGroup var traitOptions: TraitOptions

  @OptionGroup var fontOptions: FontFolderOptions

  func validate() throws {
    guard pollIntervalMilliseconds > 0 else { throw ValidationError("--poll-interval-ms must be positive") }
    guard maximumBodyBytes > 0 else { throw ValidationError("--max-body-bytes must be positive") }
    guard (lintQuietMilliseconds ?? 0) >= 0 else { throw ValidationError("--lint-quiet-ms must not be negative") }
  }

  func run() async throws {
    let served = paths.isEmpty ? ["."] : paths
    let variants = try traitOptions.variants(searchingFrom: served)
    guard variants.count == 1, let variant = variants.first else {
      throw CLIError.usage(
        "serve shows one trait variant; the options ask for \(variants.count) (\(variants.map(\.description).joined(separator: ", ")))")
    }
    let fontFolders = try fontOptions.folders(searchingFrom: served)
    let server: DesignerServer
    do {
      let limits = DesignerServer.Limits(
        maximumRequestBodyBytes: maximumBodyBytes, pollInterval: .milliseconds(pollIntervalMilliseconds),
        lintQuietPeriod: lintQuietMilliseconds.map { .milliseconds($0) } ?? DesignerServer.Limits.defaultLintQuietPeriod)
      // Lint lays every scene out on several devices: this same executable does it in a child
      // process, so the server keeps answering meanwhile.
      server = try DesignerServer(
        paths: served, host: host, port: port, limits: limits,
        workerExecutable: workerExecutable.map { URL(fileURLWithPath: $0) } ?? VerifyWorkers.executable,
        traitVariant: variant, fontFolders: fontFolders)
    } catch {
      throw CLIError.usage([error.diagnostic])
    }
    if !["127.0.0.1", "localhost", "::1"].contains(host) {
      DiagnosticConsole.write([
        .command(
          "listening on \(host): anyone who can reach it can read and edit the served files", ruleID: "serve.exposed-host",
          severity: .warning)
      ])
    }
    let count = server.documentPaths.count
    do {
      try await server.run(handlingSignals: true) { port in
        FileHandle.standardOutput.write(
          Data("Serving \(count) document(s) at \(server.pageAddress(port: port)) (Ctrl-C stops)\n".utf8))
      }
    } catch {
      throw CLIError.usage("cannot serve on \(host):\(port): \(error)")
    }
  }
}
