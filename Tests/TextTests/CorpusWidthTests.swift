import Foundation
import TestSupport
import Testing

@testable import AdaptiveKit
import InterfaceBuilderCanvas

/// Text widths against the label frames Interface Builder stored (computed by Xcode with San
/// Francisco), each measured with the San Francisco revision of its file's Xcode. The bounds sit
/// just above the measured error statistics so a regression fails.
@Suite(.enabled(if: SharedCorpus.runsTests(needing: "corpus"), "\(SharedCorpus.skipReason("corpus"))"))
struct CorpusWidthTests {
  struct Report {
    let count: Int
    let median: CGFloat
    let p90: CGFloat
    let withinOnePoint: Double
  }

  static func report() throws -> Report {
    let directory = try CorpusLabelSample.corpusDirectory()
    let samples = try CorpusLabelSample.load(from: directory)
    let errors = samples.map { sample -> CGFloat in
      let font = UIFont.interfaceBuilderFont(
        attributes: sample.fontAttributes, contentSizeCategory: DynamicTypeSizes.defaultCategory).withRevision(SystemFontRevision(release: XcodeRelease(toolsVersion: sample.toolsVersion, plugInVersion: sample.toolsVersion).canvasRelease))
      let width = TextMeasurer.intrinsicSize(of: sample.text, font: font, scale: 2).width
      return abs(width - sample.storedWidth)
    }.sorted()
    guard !errors.isEmpty else { return Report(count: 0, median: 0, p90: 0, withinOnePoint: 0) }
    return Report(
      count: errors.count, median: errors[errors.count / 2], p90: errors[errors.count * 9 / 10],
      withinOnePoint: Double(errors.filter { $0 <= 1 }.count) / Double(errors.count))
  }

  @Test func intrinsicWidthsMatchStoredFrames() throws {
    let report = try Self.report()
    #expect(report.count >= 200)
    // Measured with SF's own advances and kerning and each file's San Francisco revision: median
    // 0, p90 1.0, 92.3 % within a point (Inter's stand-in advances gave 0.5, 4.0 and about 70 %).
    #expect(report.median <= 0.5)
    #expect(report.p90 <= 1.5)
    #expect(report.withinOnePoint >= 0.9)
  }
}
