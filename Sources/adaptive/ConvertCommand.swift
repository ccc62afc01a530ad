import ArgumentParser
import DesignerServer
import Foundation
import InterfaceBuilder

/// `adaptive convert`: turns storyboards and xibs saved without size classes into Xcode 6's
/// unified format (Xcode's *Use Size Classes*), changing only what that format needs.
struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert documents without size classes to Xcode 6's unified storyboard format.",
    discussion: """
      Turns size classes on (useTraitCollections="YES"; Auto Layout must already be on), removes \
      the document's stored editor device (a unified document is edited on the 600×600 Any/Any \
      canvas) and converts the pre-iOS 8 segue kinds: push → show, modal → presentation, \
      replace → showDetail, popover → popoverPresentation. Every other byte stays as it was. \
      Files are changed in place, each keeping its previous bytes as <name>.orig (or the first \
      free <name>.orig.N); --output writes converted copies instead; --dry-run only lists the \
      changes. A file that is already unified, has Auto Layout off or does not decode is reported \
      and left alone (status 1). \(ExitStatus.helpText)
      """)

  @Argument(help: "Storyboards, xibs, or folders of them.")
  var paths: [String]

  @Option(name: .long, help: "Write the converted copies into this folder (mirroring the paths below each folder argument) instead of changing the files.")
  var output: String?

  @Flag(name: .long, help: "List what would change, write nothing.")
  var dryRun = false

  func run() throws {
    guard !paths.isEmpty else { throw CLIError.usage("give at least one storyboard or xib to convert") }
    let files = try InputFiles.documents(at: paths)
    let outputFolder = try output.map(Self.outputFolder)
    var problems: [Diagnostic] = []
    for file in files {
      let data: Data
      do {
        data = try Data(contentsOf: file.url)
      } catch {
        problems.append(
          Diagnostic(
            ruleID: "convert.unreadable", severity: .error,
            message: "cannot read the file (\(error.localizedDescription))", file: file.path, line: 0, column: 0))
        continue
      }
      let conversion: IBUnifiedConversion
      do {
        conversion = try IBUnifiedConversion(data: data, fileName: file.path)
      } catch {
        problems.append(error.diagnostic)
        continue
      }
      if dryRun {
        print("\(file.path): would make \(conversion.changes.count) change(s):")
      } else {
        do {
          print(try write(conversion, of: file, original: data, into: outputFolder))
        } catch let message as ConvertProblem {
          problems.append(
            Diagnostic(ruleID: "convert.not-written", severity: .error, message: message.text, file: file.path, line: 0, column: 0))
          continue
        }
      }
      for change in conversion.changes { print("  \(file.path):\(change)") }
    }
    if !problems.isEmpty {
      throw CLIError.findings(
        problems + [.command("\(problems.count) of \(files.count) document(s) not converted", ruleID: "convert.summary")])
    }
  }

  /// A file that could not be written, in words.
  struct ConvertProblem: Error {
    var text: String
  }

  /// Writes the converted file in place (with a backup) or into `folder`; returns the line to print.
  func write(
    _ conversion: IBUnifiedConversion, of file: InputFile, original: Data, into folder: URL?
  ) throws -> String {
    if let folder {
      let target = folder.appendingPathComponent(file.relativePath)
      guard !FileManager.default.fileExists(atPath: target.path) else {
        throw ConvertProblem(text: "\(target.path) already exists; it was not overwritten")
      }
      do {
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try conversion.converted.write(to: target, options: .withoutOverwriting)
      } catch {
        throw ConvertProblem(text: "cannot write the converted file to \(target.path) (\(error.localizedDescription))")
      }
      return "\(file.path) → \(target.path): \(conversion.changes.count) change(s)"
    }
    do throws(GuardedFileReplacement.Failure) {
      let outcome = try GuardedFileReplacement.replace(file.path, expected: original, with: conversion.converted)
      return "\(file.path): converted, \(conversion.changes.count) change(s); the previous version kept as \(outcome.backup)"
    } catch {
      switch error {
      case .changed: throw ConvertProblem(text: "changed while it was converted; it was left as it is")
      case .locked: throw ConvertProblem(text: "locked by another program; it was left as it is")
      case .failed(let reason): throw ConvertProblem(text: "not converted: \(reason)")
      }
    }
  }

  /// The `--output` folder, created when missing; a path that is a file is a usage error.
  static func outputFolder(_ path: String) throws -> URL {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw CLIError.usage("--output \(path) is a file, not a folder") }
    } else {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw CLIError.usage("--output \(path): cannot create the folder (\(error.localizedDescription))")
      }
    }
    return URL(fileURLWithPath: path)
  }
}
