import AdaptiveKit
import ArgumentParser
import Foundation
import InterfaceBuilder
import Lint

/// `adaptive layout`: lays out a document's scenes and prints every view's frame, the constraints
/// in force and the trait collection.
struct LayoutCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print every view's solved frame, the constraints in force and the trait collection.")

  @Argument(help: "A storyboard or xib.")
  var file: String

  @Option(name: .long, help: "Only the scene (or top-level view) with this id.")
  var scene: String?

  @Option(name: .long, help: "Lay out on this catalog device (see `adaptive devices`) instead of the document's own size.")
  var device: String?

  @Option(name: .long, help: "portrait or landscape (with --device).")
  var orientation: OrientationArgument = .portrait

  @Flag(name: .long, help: "Print JSON.")
  var json = false

  enum OrientationArgument: String, ExpressibleByArgument, CaseIterable {
    case portrait, landscape
  }

  @MainActor
  func run() async throws {
    var chosen: Device?
    if let device {
      guard let found = Device.named(device) else {
        let suggestions = Device.suggestions(for: device)
        throw CLIError.usage("unknown device '\(device)'; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?")
      }
      chosen = found
    }
    let url = URL(fileURLWithPath: file)
    let document: IBDocument
    do {
      document = try IBDocument(contentsOf: url, options: IBDecodingOptions(isLenient: true, reportsUnknownAttributes: false))
    } catch {
      throw CLIError.usage("\(file):\(error.primary.location.line):\(error.primary.location.column): \(error.primary.message)")
    }
    for warning in document.diagnostics where warning.id == .invalidValue { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
    let dumper = LayoutDumper(device: chosen, orientation: orientation == .landscape ? .landscapeLeft : .portrait)
    let dump: LayoutDump
    do {
      dump = try dumper.dump(document, file: file, sceneID: scene)
    } catch {
      throw CLIError.usage(error.description)
    }
    print(json ? try dump.jsonString() : dump.text())
  }
}
