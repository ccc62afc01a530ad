import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering

/// Writes a PNG per finding of the accessibility layout rules: the scene laid out as the finding
/// saw it (device, orientation, variant), the view marked, the message underneath
/// (`adaptive lint --overlay DIR`).
@MainActor
public final class OverlayWriter {
  /// The rules whose findings get a picture: those that read the accessibility survey.
  public nonisolated static let ruleIDs: Set<String> = [
    TruncatedText.metadata.id, OverlappingTargets.metadata.id, InsufficientContrast.metadata.id,
    OutsideSafeArea.metadata.id, VanishingView.metadata.id,
  ]

  /// The folder the pictures go in.
  public let directory: URL
  private let rasterizer: PNGRasterizer
  private var usedNames: Set<String> = []

  /// A writer into `directory` (made when missing); throws when it cannot be made or when
  /// `rsvg-convert` is not installed.
  public init(directory: URL) throws(LintError) {
    self.directory = directory
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .overlay(directory.path, reason: "cannot create the folder")
    }
    do {
      rasterizer = try PNGRasterizer()
    } catch {
      throw .overlay(directory.path, reason: "\(error)")
    }
  }

  /// Draws each overlay-rule finding of `input` and records the picture's path in it; a picture
  /// that cannot be drawn or written becomes a note of its finding.
  func draw(_ findings: [Diagnostic], input: LintInput) -> [Diagnostic] {
    findings.map { finding in
      guard Self.ruleIDs.contains(finding.ruleID), let id = finding.objectID,
        let screen = input.accessibilitySurvey.screen(holding: id, context: finding.context),
        let device = Device.named(screen.device)
      else { return finding }
      var drawn = finding
      guard
        let layout = VariantLayout.layOut(
          id: screen.layoutID, in: input.document, device: device, orientation: screen.orientation, variant: screen.variant),
        let view = layout.view(withID: id)
      else {
        drawn.notes.append(Diagnostic.Note(line: 0, column: 0, message: "no overlay: the scene could not be laid out again"))
        return drawn
      }
      let svg = MarkedLayoutDrawing.svg(
        of: layout, marking: view.convert(view.bounds, to: nil), caption: "\(finding.ruleID): \(finding.message)",
        title: finding.message, imageFolder: input.url?.deletingLastPathComponent())
      let url = directory.appendingPathComponent(name(for: finding, file: input.file, id: id))
      do {
        try AtomicFileWriter.write(try rasterizer.png(from: svg), to: url)
        drawn.overlay = url.path
      } catch {
        drawn.notes.append(Diagnostic.Note(line: 0, column: 0, message: "no overlay: \(error)"))
      }
      return drawn
    }
  }

  /// `Main-truncated-text-abc-12-def-dark-AX5.png`, numbered when taken.
  private func name(for finding: Diagnostic, file: String, id: String) -> String {
    let document = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let rule = finding.ruleID.split(separator: ".").last.map(String.init) ?? finding.ruleID
    let traits = finding.context?.traits.map { "-" + $0 } ?? ""
    let stem = Self.fileSafe("\(document)-\(rule)-\(id)\(traits)")
    var candidate = stem + ".png"
    var counter = 2
    while !usedNames.insert(candidate).inserted {
      candidate = "\(stem)-\(counter).png"
      counter += 1
    }
    return candidate
  }

  /// Letters, digits, `_` and `.` kept; any run of other characters becomes one `-`.
  static func fileSafe(_ text: String) -> String {
    var result = ""
    for character in text {
      let kept = character.isLetter || character.isNumber || character == "_" || character == "."
      if kept {
        result.append(character)
      } else if result.last != "-" {
        result.append("-")
      }
    }
    return result
  }
}
