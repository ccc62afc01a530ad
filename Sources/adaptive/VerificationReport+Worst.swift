import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas

extension VerificationReport {
  /// The text report: `text(perFile:)` with the worst disagreements (as many as `--worst`
  /// kept) listed before the totals line when `listingWorst`.
  func text(perFile: Bool, listingWorst: Bool) -> String {
    var lines = text(perFile: perFile).components(separatedBy: "\n")
    guard listingWorst, !worst.isEmpty, let totals = lines.popLast() else { return lines.joined(separator: "\n") }
    lines.append("The \(worst.count) worst disagreement(s), largest edge difference first:")
    for mismatch in worst {
      let location = "\(mismatch.file): scene \(mismatch.scene), \(mismatch.className) \(mismatch.view)"
      let frames = "stored \(Self.frame(mismatch.stored)), solved \(Self.frame(mismatch.solved))"
      lines.append("  \(location): off by \(Self.points(mismatch.maxEdgeError)) pt; \(frames)")
    }
    lines.append(totals)
    return lines.joined(separator: "\n")
  }

  private static func points(_ value: Double) -> String { String(format: "%.2f", value) }

  private static func frame(_ values: [Double]) -> String {
    "(" + values.map { points($0) }.joined(separator: ", ") + ")"
  }
}
