import ArgumentParser
import Foundation
import Lint

/// `--fonts DIR`: folders of font files beyond the app's own (a shared design system's package),
/// searched after the fonts around each document.
struct FontFolderOptions: ParsableArguments {
  @Option(
    name: .customLong("fonts"),
    help: "A folder of font files the documents use, beyond the app's own (repeatable; also .adaptive.yml's fonts:).")
  var folders: [String] = []

  /// The folders given on the command line; throws a usage error for one that is not a folder.
  func given() throws -> [URL] {
    try folders.map { path in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw CLIError.usage("--fonts \(path): no such folder")
      }
      return URL(fileURLWithPath: path).standardizedFileURL
    }
  }

  /// The folders given, then the `fonts:` of the nearest `.adaptive.yml` found from `paths`.
  func folders(searchingFrom paths: [String]) throws -> [URL] {
    let configured = try TraitOptions.nearestConfiguration(searchingFrom: paths)?.fontFolders ?? []
    var seen = Set<String>()
    return (try given() + configured).filter { seen.insert($0.path).inserted }
  }

  /// The same options as command-line arguments, for worker processes.
  var arguments: [String] { folders.flatMap { ["--fonts", $0] } }
}
